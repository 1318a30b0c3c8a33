// Facets of the grants list (issue 20, as Simpler.Grants.gov offers them): for each requested field, its values and how
// many grants of the filtered list have each, exact, the 50 most frequent first.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '~/db';
import { grants } from '~/db/schema';
import { queryRows } from '../db-rows';
import { grantStatusSql } from './status';

export const GRANT_FACETS = ['status', 'agency', 'category', 'eligibility', 'fundingInstrument'] as const;
export type GrantFacet = (typeof GRANT_FACETS)[number];

export interface FacetValue {
  value: string;
  count: number;
}

/** Values per facet at most: the largest counts (ties by value). */
export const FACET_VALUES_MAX = 50;

/** Each facet's value of a grant: one (status, agency) or several (the array fields, each value once). */
function facetValues(facet: GrantFacet, today: string): SQL {
  switch (facet) {
    case 'status':
      return sql`select ${grantStatusSql(today)}`;
    case 'agency':
      return sql`select ${grants.agency} where ${grants.agency} is not null`;
    case 'category':
      return sql`select distinct unnest(${grants.categories})`;
    case 'eligibility':
      return sql`select distinct unnest(${grants.eligibleApplicantTypes})`;
    case 'fundingInstrument':
      return sql`select distinct unnest(${grants.fundingInstruments})`;
  }
}

/**
 * Counts the facets over a filtered set of grants: `filtered` is a query selecting `grants.id` of exactly the grants
 * the list would return (all its pages). One statement per facet, run together.
 */
export async function grantFacets(db: Db, filtered: SQL, facets: readonly GrantFacet[], today: string) {
  const counted = await Promise.all(
    [...new Set(facets)].map(async (facet) => {
      const rows = await queryRows<{ value: string; count: number }>(db, sql`
        select v.value, count(*)::int as count
        from ${grants}
        cross join lateral (${facetValues(facet, today)}) as v(value)
        where ${grants.id} in (${filtered})
        group by v.value
        order by count(*) desc, v.value
        limit ${FACET_VALUES_MAX}`);
      return [facet, rows.map((r) => ({ value: r.value, count: Number(r.count) }))] as const;
    }),
  );
  return Object.fromEntries(counted) as Partial<Record<GrantFacet, FacetValue[]>>;
}
