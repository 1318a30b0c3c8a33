// Writes grants into the catalog: upsert by (source, sourceId), keeping the newest source version.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { DbOrTx } from '~/db';
import { queryRows } from '../db-rows';
import type { GrantInput } from './types';

export interface UpsertResult {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Ids of inserted or updated grants (their matches need recomputing). */
  changedIds: string[];
}

/** Within one batch only the newest version of a record counts (ON CONFLICT cannot touch a row twice). */
function newestPerSource(inputs: GrantInput[]): GrantInput[] {
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
  if (inputs.length === 0) return { inserted: 0, updated: 0, unchanged: 0, changedIds: [] };
  const unique = newestPerSource(inputs);
  const records = JSON.stringify(
    unique.map((g) => {
      // Time-ordered ids (UUID v7, increasing within a millisecond): a batch's new grants, and their matches, land next
      // to each other in the indexes keyed by grant id instead of on random pages.
      const row: Record<string, unknown> = { id: uuidv7() };
      for (const f of FIELDS) row[COLUMNS[f]] = g[f] ?? null;
      return row;
    }),
  );
  const changed = sql.raw(CONTENT_COLUMNS.map((c) => `grants.${c} is distinct from excluded.${c}`).join(' or '));
  const rows = await queryRows<{ id: string; inserted: boolean }>(
    db,
    sql`
    insert into grants as grants (id, ${list(NAMES)}, search_vector)
    select x.id, ${list(NAMES, 'x.')}, ${SEARCH_VECTOR}
    from json_populate_recordset(null::grants, ${records}::text::json) as x
    order by x.source, x.source_id
    on conflict (source, source_id) do update
      set ${sql.raw(CONTENT_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', '))},
          search_vector = excluded.search_vector, updated_at = now()
      -- An older or equal version never overwrites, and an identical record is left alone.
      where excluded.source_version >= grants.source_version and (${changed})
    returning id, (xmax = 0) as inserted`,
  );
  const insertedIds = rows.filter((r) => r.inserted).map((r) => r.id);
  return {
    inserted: insertedIds.length,
    updated: rows.length - insertedIds.length,
    unchanged: unique.length - rows.length,
    changedIds: rows.map((r) => r.id),
  };
}
