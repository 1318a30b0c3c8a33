// Writes grants into the catalog: upsert by (source, sourceId), keeping the newest source version and a version of
// each meaningful change (docs/catalog.md#versions).
import { createHash } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { DbOrTx } from '~/db';
import { grants, type GrantChanges } from '~/db/schema';
import { todayUtc } from '../dates';
import { queryRows } from '../db-rows';
import type { GrantInput } from './types';
import { grantChanges, type GrantChange, type VersionedValues } from './versions';

export interface UpsertResult {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Ids of inserted or updated grants (their matches need recomputing). */
  changedIds: string[];
  /** The meaningful changes of updated grants, each kept as a new version (grant.updated is told from them). */
  changes: GrantChange[];
}

/** Within one batch only the newest version of a record counts (ON CONFLICT cannot touch a row twice). */
export function newestPerSource(inputs: GrantInput[]): GrantInput[] {
  const byKey = new Map<string, GrantInput>();
  for (const g of inputs) {
    const key = `${g.source}\u0000${g.sourceId}`;
    const seen = byKey.get(key);
    if (!seen || g.sourceVersion >= seen.sourceVersion) byKey.set(key, g);
  }
  return [...byKey.values()];
}

/** GrantInput field → grants column, for every column a source writes. */
const COLUMNS = {
  source: 'source',
  sourceId: 'source_id',
  sourceVersion: 'source_version',
  ownerOrganizationId: 'owner_organization_id',
  opportunityNumber: 'opportunity_number',
  title: 'title',
  agency: 'agency',
  agencyCode: 'agency_code',
  isForecast: 'is_forecast',
  postedDate: 'posted_date',
  closeDate: 'close_date',
  archiveDate: 'archive_date',
  awardFloor: 'award_floor',
  awardCeiling: 'award_ceiling',
  estimatedTotalFunding: 'estimated_total_funding',
  expectedAwards: 'expected_awards',
  currency: 'currency',
  categories: 'categories',
  fundingInstruments: 'funding_instruments',
  eligibleApplicantTypes: 'eligible_applicant_types',
  assistanceListings: 'assistance_listings',
  costSharing: 'cost_sharing',
  description: 'description',
  eligibilityNotes: 'eligibility_notes',
  url: 'url',
  contact: 'contact',
} as const satisfies Record<keyof GrantInput, string>;
const FIELDS = Object.keys(COLUMNS) as (keyof GrantInput)[];
const NAMES = FIELDS.map((f) => COLUMNS[f]);

// Columns compared to decide whether a re-import changed anything (every column a source writes but the key).
const CONTENT_COLUMNS = NAMES.filter((c) => c !== 'source' && c !== 'source_id');

/**
 * SHA-256 of everything a source writes into the grant (docs/catalog.md#skipping-unchanged-records), stored in
 * grants.content_hash by upsertGrants: equal hashes mean the upsert would leave the row as it is.
 */
export function grantContentHash(g: GrantInput): string {
  return createHash('sha256')
    .update(JSON.stringify(FIELDS.map((f) => g[f] ?? null)))
    .digest('base64');
}

/**
 * The stored content hash of each grant of `source`, by source id, read in one query before a run: a record whose
 * hash is the stored one is unchanged and need not reach the database (grants written by other means have none).
 */
export async function storedContentHashes(db: DbOrTx, source: GrantInput['source']): Promise<Map<string, string>> {
  const rows = await db
    .select({ sourceId: grants.sourceId, contentHash: grants.contentHash })
    .from(grants)
    .where(and(eq(grants.source, source), isNotNull(grants.contentHash)));
  return new Map(rows.map((r) => [r.sourceId, r.contentHash!]));
}

const list = (names: readonly string[], prefix = '') => sql.raw(names.map((n) => `${prefix}${n}`).join(', '));

/**
 * Weighted document: A title, B agency + opportunity number + categories, C description + eligibility notes (the
 * parts joined by spaces; a missing part adds no word, so positions are those of the words present).
 */
const SEARCH_VECTOR = sql.raw(`setweight(to_tsvector('english', x.title), 'A')
  || setweight(to_tsvector('english', concat_ws(' ', x.agency, x.opportunity_number, array_to_string(x.categories, ' '))), 'B')
  || setweight(to_tsvector('english', concat_ws(' ', x.description, x.eligibility_notes)), 'C')`);

/**
 * Inserts new records and updates changed ones (a newer or equal version with different content). The batch goes
 * to PostgreSQL as one JSON parameter (not ~30 parameters per row), in (source, sourceId) order so that concurrent
 * batches lock rows in the same order, and the search vector is computed there.
 */
export async function upsertGrants(db: DbOrTx, inputs: GrantInput[]): Promise<UpsertResult> {
  if (inputs.length === 0) return { inserted: 0, updated: 0, unchanged: 0, changedIds: [], changes: [] };
  const unique = newestPerSource(inputs);
  const records = JSON.stringify(
    unique.map((g) => {
      // Time-ordered ids (UUID v7, increasing within a millisecond): a batch's new grants, and their matches, land next
      // to each other in the indexes keyed by grant id instead of on random pages.
      const row: Record<string, unknown> = { id: uuidv7() };
      for (const f of FIELDS) row[COLUMNS[f]] = g[f] ?? null;
      row.content_hash = grantContentHash(g);
      return row;
    }),
  );
  const { versioned, identical } = await lockAndCompare(db, unique, records);
  const changed = contentMoved('grants', 'excluded');
  const upsert = sql`
    insert into grants as grants (id, ${list(NAMES)}, content_hash, search_vector)
    select x.id, ${list(NAMES, 'x.')}, x.content_hash, ${SEARCH_VECTOR}
    from json_populate_recordset(null::grants, ${records}::text::json) as x
    order by x.source, x.source_id
    on conflict (source, source_id) do update
      set ${sql.raw(CONTENT_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', '))},
          content_hash = excluded.content_hash, search_vector = excluded.search_vector,
          updated_at = case when ${changed} then now() else grants.updated_at end
      -- An older or equal version never overwrites, and an identical record is left alone; an identical row without
      -- its hash (written before hashes, or by other means) gets it, and is still unchanged.
      where excluded.source_version >= grants.source_version
        and (${changed} or grants.content_hash is distinct from excluded.content_hash)
    returning id, (xmax = 0) as inserted`;
  // Rows of the grants written, and (with versions) of the versions kept: those carry a version number.
  const rows = await queryRows<{ id: string; inserted: boolean | null; version?: number | null; changed_at?: unknown }>(
    db,
    versioned.length === 0
      ? upsert
      : // The versions are written by the same statement: each grant's next number, under the lock taken above.
        sql`
    with up as (${upsert}),
    versions as (
      insert into grant_versions (grant_id, version, changes)
      select c.grant_id,
        coalesce((select max(v.version) from grant_versions v where v.grant_id = c.grant_id), 1) + 1, c.changes
      from json_to_recordset(${JSON.stringify(versioned)}::text::json) as c(grant_id uuid, changes jsonb)
      returning grant_id, version, changed_at)
    select id, inserted, null::int as version, null::timestamptz as changed_at from up
    union all
    select grant_id, null, version, changed_at from versions`,
  );
  // A row whose content was identical got only its hash: not a change.
  const written = rows.filter((r) => r.version == null && !identical.has(r.id));
  const insertedIds = written.filter((r) => r.inserted).map((r) => r.id);
  const changesOf = new Map(versioned.map((v) => [v.grant_id, v.changes]));
  return {
    inserted: insertedIds.length,
    updated: written.length - insertedIds.length,
    unchanged: unique.length - written.length,
    changedIds: written.map((r) => r.id),
    changes: rows.flatMap((r) =>
      r.version == null
        ? []
        : [
            {
              grantId: r.id,
              version: r.version,
              changedAt: new Date(r.changed_at as string | Date).toISOString(),
              changes: changesOf.get(r.id) ?? {},
            },
          ],
    ),
  };
}

/** The stored values a version compares, as JSON (dates as YYYY-MM-DD, amounts as numbers, lists as arrays). */
const VERSIONED_JSON = sql.raw(`json_build_object('closeDate', g.close_date, 'archiveDate', g.archive_date,
  'isForecast', g.is_forecast, 'awardFloor', g.award_floor, 'awardCeiling', g.award_ceiling,
  'estimatedTotalFunding', g.estimated_total_funding, 'expectedAwards', g.expected_awards,
  'eligibleApplicantTypes', g.eligible_applicant_types, 'title', g.title, 'description', g.description)`);
/** Whether any content column differs between two rows (the upsert's test of an identical record). */
const contentMoved = (a: string, b: string) =>
  sql.raw(`(${CONTENT_COLUMNS.map((c) => `${a}.${c} is distinct from ${b}.${c}`).join(' or ')})`);

const VERSIONED_MOVED = sql.raw(
  ['close_date', 'archive_date', 'is_forecast', 'award_floor', 'award_ceiling', 'estimated_total_funding']
    .concat(['expected_awards', 'eligible_applicant_types', 'title', 'description'])
    .map((c) => `g.${c} is distinct from x.${c}`)
    .join(' or '),
);

/**
 * Locks the batch's existing grants (in the upsert's order, so concurrent batches cannot deadlock) and reads, for those
 * a newer or equal version will overwrite with other versioned values, what they were: the upsert that follows in the
 * same transaction replaces exactly these values. Returns the versions to write. PostgreSQL before 18 has no OLD in
 * RETURNING, hence this one read before the write; only moved rows carry their values back. Also returns the grants
 * whose content the record repeats exactly (`identical`): the upsert may store their hash, but they did not change.
 */
async function lockAndCompare(
  db: DbOrTx,
  unique: GrantInput[],
  records: string,
): Promise<{ versioned: { grant_id: string; changes: GrantChanges }[]; identical: Set<string> }> {
  // Which records are stored at all, locked, from their keys alone: reading the whole batch back as records is most
  // of this function's cost, and for new grants (a first import, most of a catalog's growth) there is nothing to
  // compare. The rows stay locked for the comparison below, which takes the same locks in the same order.
  const keys = JSON.stringify(unique.map((g) => ({ source: g.source, source_id: g.sourceId })));
  const stored = await queryRows<{ id: string }>(
    db,
    sql`
    select g.id
    from json_to_recordset(${keys}::text::json) as x(source text, source_id text)
    join grants g on g.source = x.source and g.source_id = x.source_id
    order by g.source, g.source_id
    for update of g`,
  );
  if (stored.length === 0) return { versioned: [], identical: new Set() };
  const rows = await queryRows<{
    id: string;
    source: string;
    source_id: string;
    identical: boolean;
    before: VersionedValues | null;
  }>(
    db,
    sql`
    select g.id, g.source, g.source_id, not ${contentMoved('g', 'x')} as identical,
      case when x.source_version >= g.source_version and (${VERSIONED_MOVED}) then ${VERSIONED_JSON} end as before
    from json_populate_recordset(null::grants, ${records}::text::json) as x
    join grants g on g.source = x.source and g.source_id = x.source_id
    order by g.source, g.source_id
    for update of g`,
  );
  const identical = new Set(rows.filter((r) => r.identical).map((r) => r.id));
  const moved = rows.filter((r) => r.before !== null);
  if (moved.length === 0) return { versioned: [], identical };
  const bySource = new Map(unique.map((g) => [`${g.source}\u0000${g.sourceId}`, g]));
  const today = todayUtc();
  const versioned = moved.flatMap((r) => {
    const after = bySource.get(`${r.source}\u0000${r.source_id}`);
    const changes = after && r.before ? grantChanges(r.before, after, today) : null;
    return changes ? [{ grant_id: r.id, changes }] : [];
  });
  return { versioned, identical };
}
