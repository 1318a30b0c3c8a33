// Facet counts equal plain counts over the same filters (docs/api.md#endpoints): on both real extracts and a synthetic
// catalog, with and without missions (the matched list), with filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { importGrantsFile } from '../discovery/import-grants-gov';
import { writeSyntheticCatalog } from '../discovery/synthetic-catalog';
import { createMission } from '../missions/missions';
import { createOrganization } from '../organizations/organizations';
import { EXTRACT, EXTRACT_61, missionFields } from '../testing/fixtures';
import { createTestDb } from '../testing/test-db';
import { FACET_VALUES_MAX, GRANT_FACETS, type FacetValue, type GrantFacet } from './facets';
import { listGrants, type ListGrantsQuery } from './queries';

type Item = Awaited<ReturnType<typeof listGrants>>['data'][number];

/** The facet's values of one list item, each once (what a person would count by hand). */
const valuesOf: Record<GrantFacet, (g: Item) => string[]> = {
  status: (g) => [g.status],
  agency: (g) => (g.agency === null ? [] : [g.agency]),
  category: (g) => [...new Set(g.categories)],
  eligibility: (g) => [...new Set(g.eligibleApplicantTypes)],
  fundingInstrument: (g) => [...new Set(g.fundingInstruments)],
};

/** Plain counts over every item of the list, ordered like the facets: count desc, then value; at most 50. */
function plainCounts(items: Item[], facet: GrantFacet): FacetValue[] {
  const counts = new Map<string, number>();
  for (const g of items) for (const v of valuesOf[facet](g)) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, FACET_VALUES_MAX);
}

async function expectFacetsEqualPlainCounts(db: Db, query: ListGrantsQuery) {
  const { facets, total } = await listGrants(db, { ...query, limit: 1, offset: 0 }, undefined, {
    facets: GRANT_FACETS,
  });
  const { data: all } = await listGrants(db, { ...query, limit: 100_000, offset: 0 });
  expect(all).toHaveLength(total);
  for (const facet of GRANT_FACETS)
    expect({ facet, values: facets![facet] }).toEqual({ facet, values: plainCounts(all, facet) });
  return { facets: facets!, total };
}

const ALL_STATUSES = ['posted', 'forecasted', 'closed', 'archived'] as const;

describe('facets', () => {
  let db: Db;
  let close: () => Promise<void>;
  let plain: string; // an organization without missions: the whole catalog
  let matched: string; // one with missions: its matched list

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await importGrantsFile(db, EXTRACT);
    await importGrantsFile(db, EXTRACT_61);
    await writeSyntheticCatalog(db, { count: 1500, seed: 7, batchSize: 500 });
    plain = (await createOrganization(db, { name: 'Plain Org' })).id;
    matched = (await createOrganization(db, { name: 'Matched Org' })).id;
    await createMission(
      db,
      matched,
      missionFields({ name: 'Rivers', keywords: ['watershed', 'fish passage', 'aquatic invasive species'] }),
    );
    await createMission(
      db,
      matched,
      missionFields({ name: 'Health', keywords: ['clinical research', 'behavioral health', 'career development'] }),
    );
  }, 300_000);
  afterAll(() => close());

  it('count the whole catalog, every status, exactly', async () => {
    const { facets, total } = await expectFacetsEqualPlainCounts(db, {
      organizationId: plain,
      status: [...ALL_STATUSES],
      limit: 1,
      offset: 0,
    });
    expect(total).toBe(30 + 61 + 1500);
    expect(facets.status!.reduce((sum, v) => sum + v.count, 0)).toBe(total);
    expect(facets.agency!.length).toBeLessThanOrEqual(FACET_VALUES_MAX);
  });

  it('count the default (open) list and a filtered one', async () => {
    await expectFacetsEqualPlainCounts(db, { organizationId: plain, limit: 1, offset: 0 });
    await expectFacetsEqualPlainCounts(db, {
      organizationId: plain,
      q: 'research',
      status: ['closed', 'posted'],
      limit: 1,
      offset: 0,
    });
    await expectFacetsEqualPlainCounts(db, { organizationId: plain, agency: 'HHS', limit: 1, offset: 0 });
  });

  it('count the matched list of an organization with missions, with and without filters', async () => {
    const { total } = await expectFacetsEqualPlainCounts(db, {
      organizationId: matched,
      status: [...ALL_STATUSES],
      limit: 1,
      offset: 0,
    });
    expect(total).toBeGreaterThan(0);
    await expectFacetsEqualPlainCounts(db, { organizationId: matched, limit: 1, offset: 0 });
    await expectFacetsEqualPlainCounts(db, {
      organizationId: matched,
      status: ['closed'],
      recurring: true,
      limit: 1,
      offset: 0,
    });
  });

  it('are only computed when asked for', async () => {
    expect((await listGrants(db, { organizationId: plain, limit: 1, offset: 0 })).facets).toBeUndefined();
    const { facets } = await listGrants(db, { organizationId: plain, limit: 1, offset: 0 }, undefined, {
      facets: ['status'],
    });
    expect(Object.keys(facets!)).toEqual(['status']);
  });
});
