// Writes grants into the catalog: upsert by (source, sourceId), keeping the newest source version.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { grants } from '~/db/schema';
import type { GrantInput } from './types';

export interface UpsertResult {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Ids of inserted or updated grants (their matches need recomputing). */
  changedIds: string[];
}

/** Weighted document: A title, B agency + categories + opportunity number, C description + eligibility. */
function searchVectorOf(g: GrantInput) {
  const b = [g.agency, g.opportunityNumber, ...g.categories].filter(Boolean).join(' ');
  const c = [g.description, g.eligibilityNotes].filter(Boolean).join(' ');
  return sql`setweight(to_tsvector('english', ${g.title}), 'A') || setweight(to_tsvector('english', ${b}), 'B') || setweight(to_tsvector('english', ${c}), 'C')`;
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

// Columns compared to decide whether a re-import changed anything.
const CONTENT_COLUMNS = [
  'opportunity_number', 'title', 'agency', 'agency_code', 'is_forecast', 'posted_date', 'close_date',
  'archive_date', 'award_floor', 'award_ceiling', 'estimated_total_funding', 'expected_awards', 'currency',
  'categories', 'funding_instruments', 'eligible_applicant_types', 'assistance_listings', 'cost_sharing',
  'description', 'eligibility_notes', 'url', 'contact', 'source_version', 'owner_organization_id',
] as const;

export async function upsertGrants(db: DbOrTx, inputs: GrantInput[]): Promise<UpsertResult> {
  if (inputs.length === 0) return { inserted: 0, updated: 0, unchanged: 0, changedIds: [] };
  const unique = newestPerSource(inputs);
  const changed = sql.join(
    CONTENT_COLUMNS.map((c) => sql`${sql.identifier('grants')}.${sql.identifier(c)} is distinct from excluded.${sql.identifier(c)}`),
    sql` or `,
  );
  const rows = await db
    .insert(grants)
    .values(
      unique.map((g) => ({
        ...g,
        ownerOrganizationId: g.ownerOrganizationId ?? null,
        searchVector: searchVectorOf(g),
      })),
    )
    .onConflictDoUpdate({
      target: [grants.source, grants.sourceId],
      set: {
        opportunityNumber: sql`excluded.opportunity_number`,
        title: sql`excluded.title`,
        agency: sql`excluded.agency`,
        agencyCode: sql`excluded.agency_code`,
        isForecast: sql`excluded.is_forecast`,
        postedDate: sql`excluded.posted_date`,
        closeDate: sql`excluded.close_date`,
        archiveDate: sql`excluded.archive_date`,
        awardFloor: sql`excluded.award_floor`,
        awardCeiling: sql`excluded.award_ceiling`,
        estimatedTotalFunding: sql`excluded.estimated_total_funding`,
        expectedAwards: sql`excluded.expected_awards`,
        currency: sql`excluded.currency`,
        categories: sql`excluded.categories`,
        fundingInstruments: sql`excluded.funding_instruments`,
        eligibleApplicantTypes: sql`excluded.eligible_applicant_types`,
        assistanceListings: sql`excluded.assistance_listings`,
        costSharing: sql`excluded.cost_sharing`,
        description: sql`excluded.description`,
        eligibilityNotes: sql`excluded.eligibility_notes`,
        url: sql`excluded.url`,
        contact: sql`excluded.contact`,
        sourceVersion: sql`excluded.source_version`,
        ownerOrganizationId: sql`excluded.owner_organization_id`,
        searchVector: sql`excluded.search_vector`,
        updatedAt: sql`now()`,
      },
      // An older or equal version never overwrites, and an identical record is left alone.
      setWhere: sql`excluded.source_version >= ${grants.sourceVersion} and (${changed})`,
    })
    .returning({ id: grants.id, inserted: sql<boolean>`(xmax = 0)` });
  const insertedIds = rows.filter((r) => r.inserted).map((r) => r.id);
  return {
    inserted: insertedIds.length,
    updated: rows.length - insertedIds.length,
    unchanged: unique.length - rows.length,
    changedIds: rows.map((r) => r.id),
  };
}
