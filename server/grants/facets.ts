// Facets of the grants list (docs/api.md#endpoints, as Simpler.Grants.gov offers them): for each requested field, its
// values and how many grants of the filtered list have each, exact, the 50 most frequent first.
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
 * the list would return (all its pages). One statement on one connection, whatever the number of facets: the filtered
 * set is computed once, then each facet is grouped over it.
 */
export async function grantFacets(db: Db, filtered: SQL, facets: readonly GrantFacet[], today: string) {
  const asked = GRANT_FACETS.filter((f) => facets.includes(f));
  const branches = asked.map(
    (facet) => sql`(
    select ${facet}::text as facet, v.value, count(*)::int as count
    from filtered f
    join ${grants} on ${grants.id} = f.id
    cross join lateral (${facetValues(facet, today)}) as v(value)
    group by v.value
    order by count(*) desc, v.value
    limit ${FACET_VALUES_MAX})`,
  );
  const rows = await queryRows<{ facet: GrantFacet; value: string; count: number }>(
    db,
    sql`
    with filtered as materialized (${filtered})
    ${sql.join(branches, sql` union all `)}`,
  );
  const result: Partial<Record<GrantFacet, FacetValue[]>> = Object.fromEntries(asked.map((f) => [f, []]));
  for (const r of rows) result[r.facet]!.push({ value: r.value, count: Number(r.count) });
  // union all keeps each branch's rows together but not their order: sort as each branch did.
  for (const values of Object.values(result)) {
    values.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  }
  return result;
}
