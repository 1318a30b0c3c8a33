// The grant catalog (shared public grants + organization-private ones), missions and their matches.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export interface AssistanceListing {
  number: string;
  title: string | null;
}
export interface GrantContact {
  name: string | null;
  email: string | null;
  phone: string | null;
  text: string | null;
}
export interface MatchReason {
  kind: string;
  detail: string;
  points: number;
}
/**
 * A reason as grant_matches stores it (docs/matching.md, "Stored reasons"): the matching statement writes the compact
 * form, a code, the points and the figures the sentence needs; rows written before it keep their sentence. Readers
 * turn either into a MatchReason with `renderReasons` (server/grants/match-reasons.ts).
 */
export type StoredReason =
  | MatchReason
  | [kind: 'keyword' | 'term', points: number, label: string, inTitle: boolean, inMeta: boolean, mentions: number]
  | [code: 'scale', points: number, strongQueries: number, hasKeywords: boolean | null, scaledTo: number, cap: number]
  | [code: 'title', points: number, phrase: string, raisedTo: number]
  | [code: 'terms', points: number, labels: string]
  | [code: 'cap', points: number, cap: number]
  | [code: 'category', points: number, shared: string[], hasText: boolean]
  | [code: 'eligibility', points: number, status: 'unlisted' | 'unrestricted' | 'others']
  | [code: 'eligibility', points: number, status: 'open' | 'closed', firstType: string, types: number]
  | [
      code: 'amount',
      points: number,
      fit: 'below' | 'above' | 'fits',
      awardFloor: number | null,
      awardCeiling: number | null,
      amountMin: number | null,
      amountMax: number | null,
    ]
  | [code: 'deadline', points: number, daysLeft: number, closeDate: string]
  | [code: 'clamp', points: number];

export const grants = pgTable(
  'grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: ['grants.gov', 'private', 'synthetic'] }).notNull(),
    sourceId: text('source_id').notNull(),
    /** Set for private grants: the only organization that sees them. */
    ownerOrganizationId: uuid('owner_organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    sourceVersion: integer('source_version').notNull().default(1),
    opportunityNumber: text('opportunity_number'),
    title: text('title').notNull(),
    agency: text('agency'),
    agencyCode: text('agency_code'),
    isForecast: boolean('is_forecast').notNull().default(false),
    postedDate: date('posted_date', { mode: 'string' }),
    closeDate: date('close_date', { mode: 'string' }),
    archiveDate: date('archive_date', { mode: 'string' }),
    awardFloor: bigint('award_floor', { mode: 'number' }),
    awardCeiling: bigint('award_ceiling', { mode: 'number' }),
    estimatedTotalFunding: bigint('estimated_total_funding', { mode: 'number' }),
    expectedAwards: integer('expected_awards'),
    currency: text('currency').notNull().default('USD'),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fundingInstruments: text('funding_instruments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    eligibleApplicantTypes: text('eligible_applicant_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    assistanceListings: jsonb('assistance_listings').$type<AssistanceListing[]>().notNull().default([]),
    costSharing: boolean('cost_sharing'),
    description: text('description'),
    eligibilityNotes: text('eligibility_notes'),
    url: text('url'),
    contact: jsonb('contact').$type<GrantContact>(),
    /**
     * SHA-256 (base64) of the content last written by upsertGrants (docs/catalog.md#skipping-unchanged-records): a
     * sync skips a record whose hash is this one without a round trip. Null until upsertGrants writes the row; any
     * other writer of the content columns must set it null.
     */
    contentHash: text('content_hash'),
    /** Weighted full-text document (A title, B agency + categories, C description). */
    searchVector: tsvector('search_vector'),
    /**
     * The program a grant is a cycle of (docs/matching.md, "Program cycles"): the agency code, the assistance listing
     * numbers and the title once years, fiscal-year markers and opportunity numbers are taken out. Grants with the same
     * key are the same program in other years; null when the grant has no agency code or no title left.
     */
    programKey: text('program_key').generatedAlwaysAs(sql`case when agency_code is not null then nullif(
      btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(title),
        '[^a-z0-9]+', ' ', 'g'),
        '\\m[a-z]*[0-9][a-z0-9]*\\M', ' ', 'g'),
        '\\m(fiscal years?|fy)\\M', ' ', 'g'),
        ' +', ' ', 'g')), '')
      || '|' || agency_code || '|' || jsonb_path_query_array(assistance_listings, '$[*].number')::text end`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('grants_source_source_id_key').on(t.source, t.sourceId),
    index('grants_close_date_idx').on(t.closeDate, t.id),
    // The list's sorts, walked from the first open grant: `coalesce(close_date, 'infinity') >= today` is a range of this
    // index in the order of `close_date asc nulls last` (server/grants/queries.ts), so closed grants are never read.
    index('grants_open_until_id_idx').on(sql`coalesce(${t.closeDate}, 'infinity'::date)`, t.id),
    index('grants_posted_date_id_idx').on(t.postedDate.desc().nullsLast(), t.id),
    index('grants_award_ceiling_id_idx').on(t.awardCeiling.desc().nullsLast(), t.id),
    index('grants_owner_organization_id_idx').on(t.ownerOrganizationId),
    index('grants_search_vector_idx').using('gin', t.searchVector),
    index('grants_program_key_idx').on(t.programKey, t.postedDate),
  ],
);

export const missions = pgTable(
  'missions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    eligibleApplicantTypes: text('eligible_applicant_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amountMin: bigint('amount_min', { mode: 'number' }),
    amountMax: bigint('amount_max', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('missions_organization_id_idx').on(t.organizationId, t.createdAt)],
);

export const grantMatches = pgTable(
  'grant_matches',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => grants.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    reasons: jsonb('reasons').$type<StoredReason[]>().notNull(),
    /**
     * The grant's least(close_date, archive_date) (null: neither), kept with the match so that the discovery list can
     * count an organization's open matched grants without reading the grants. Written with the match, and updated
     * when a grant's dates change (recomputeGrantMatches).
     */
    grantOpenUntil: date('grant_open_until', { mode: 'string' }),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.grantId] }),
    // By grant: a grant's matches (detail, recomputation, cascades) and the best-match test of the discovery list.
    index('grant_matches_grant_id_organization_id_idx').on(t.grantId, t.organizationId),
    // An organization's matches best first: the discovery list walks it backwards and stops after a page.
    index('grant_matches_organization_id_score_idx').on(t.organizationId, t.score),
  ],
);

/** One row per (organization, grant) that reached the high-match threshold: makes grant.found fire once. */
export const grantDiscoveries = pgTable(
  'grant_discoveries',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => grants.id, { onDelete: 'cascade' }),
    eventId: text('event_id'),
    foundAt: timestamp('found_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.grantId] }),
    // The digest's "discovered since": an organization's discoveries by time.
    index('grant_discoveries_organization_id_found_at_idx').on(t.organizationId, t.foundAt),
  ],
);

/** A value a grant version records for one field: a date (YYYY-MM-DD), an amount, a status, a title or a list. */
export type GrantChangeValue = string | number | null | string[];
/** The fields that moved, each as [before, after] (docs/catalog.md#versions). */
export type GrantChanges = Record<string, [GrantChangeValue, GrantChangeValue]>;

/**
 * Each meaningful change of a grant kept (docs/catalog.md#versions): version 1 is the grant as first imported and has
 * no row; every later version is a row with only the fields that moved.
 */
export const grantVersions = pgTable(
  'grant_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => grants.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    changes: jsonb('changes').$type<GrantChanges>().notNull(),
  },
  // A grant's versions newest first read off this index too (GET /grants/{id}/versions).
  (t) => [uniqueIndex('grant_versions_grant_id_version_key').on(t.grantId, t.version)],
);
