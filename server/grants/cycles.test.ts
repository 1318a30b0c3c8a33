// Program cycles on the real extracts (docs/matching.md#program-cycles): the rule that links a program's grants across
// years, the cycles a grant lists, and the recurrence computed from them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { grants } from '~/db/schema';
import { importGrantsFile } from '../discovery/import-grants-gov';
import { createOrganization } from '../organizations/organizations';
import { EXTRACT, EXTRACT_61, grantIdOf, grantInput } from '../testing/fixtures';
import { createTestDb } from '../testing/test-db';
import { recurrenceOf } from './cycles';
import { getGrant, listGrants } from './queries';
import { upsertGrants } from './upsert';

const TODAY = '2026-11-25';

describe('recurrenceOf', () => {
  it('reads postings about a year apart as annual, and expects the next one a whole number of years on', () => {
    const cycles = [
      { postedDate: '2021-02-26', closeDate: '2021-12-31' },
      { postedDate: '2022-02-03', closeDate: '2022-12-31' },
      { postedDate: '2023-01-20', closeDate: '2023-12-31' },
    ];
    expect(recurrenceOf(cycles, TODAY)).toEqual({
      cadence: 'annual',
      lastCloseDate: '2023-12-31',
      expectedNextPostDate: '2027-01-20',
    });
    expect(recurrenceOf(cycles, '2023-06-01')).toEqual({
      cadence: 'annual',
      lastCloseDate: '2022-12-31',
      expectedNextPostDate: '2024-01-20',
    });
  });

  it('reads a skipped year or two postings in one year as irregular, with no expected date', () => {
    const skipped = [
      { postedDate: '2021-03-26', closeDate: '2021-12-31' },
      { postedDate: '2023-03-01', closeDate: '2023-12-31' },
    ];
    expect(recurrenceOf(skipped, TODAY)).toEqual({
      cadence: 'irregular',
      lastCloseDate: '2023-12-31',
      expectedNextPostDate: null,
    });
    const twice = [
      { postedDate: '2022-01-10', closeDate: null },
      { postedDate: '2022-06-10', closeDate: null },
    ];
    expect(recurrenceOf(twice, TODAY)).toMatchObject({ cadence: 'irregular', lastCloseDate: null });
  });

  it('is null for a grant without other cycles, and keeps 29 February in February', () => {
    expect(recurrenceOf([{ postedDate: '2024-02-29', closeDate: null }], TODAY)).toBeNull();
    const leap = [
      { postedDate: '2023-03-01', closeDate: null },
      { postedDate: '2024-02-29', closeDate: null },
    ];
    expect(recurrenceOf(leap, '2024-03-01')!.expectedNextPostDate).toBe('2025-02-28');
  });
});

describe('cycles on the real extracts', () => {
  let db: Db;
  let close: () => Promise<void>;
  let organizationId: string;
  const detail = async (opportunityId: string) => getGrant(db, organizationId, await grantIdOf(db, opportunityId));
  const cycleIds = async (opportunityId: string) =>
    (await detail(opportunityId)).cycles.map((c) => c.opportunityNumber);

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await importGrantsFile(db, EXTRACT_61);
    await importGrantsFile(db, EXTRACT);
    organizationId = (await createOrganization(db, { name: 'Cycles Org' })).id;
  });
  afterAll(() => close());

  it('lists the FY2021 and FY2022 cycles of the FY2023 Great Lakes AIS grant for states, annual', async () => {
    const fy2023 = await detail('345479'); // "F23AS00163 - Aquatic Invasive Species Grants to Great Lakes States - Fiscal Year 2023 …"
    const titles = await Promise.all(fy2023.cycles.map(async (c) => (await getGrant(db, organizationId, c.id)).title));
    expect(titles).toEqual([
      expect.stringMatching(/^Aquatic Invasive Species Grants to Great Lakes States - Fiscal Year 2021/),
      expect.stringMatching(/^Aquatic Invasive Species Grants to Great Lakes States - Fiscal Year 2022/),
    ]);
    expect(fy2023.cycles.map((c) => c.status)).toEqual(['closed', 'closed']);
    expect(fy2023.recurrence).toMatchObject({ cadence: 'annual', lastCloseDate: '2023-12-31' });
    expect(fy2023.recurrence!.expectedNextPostDate! > TODAY).toBe(true);
  });

  it('links the Philippines PAS small-grants programs by year, and the battlefield land acquisition grants', async () => {
    expect((await detail('331698')).cycles.map((c) => c.postedDate)).toEqual(['2020-01-09']); // FY2021 ↔ FY2020
    expect((await detail('345162')).cycles.map((c) => c.postedDate)).toEqual(['2021-12-30']); // ABPP 2023 ↔ 2022
  });

  it('does not link unrelated grants with similar words', async () => {
    // Same agency and assistance listing, similar titles, other programs.
    for (const [a, b] of [
      ['345479', '345609'], // AIS grants to Great Lakes States / … to Great Lakes Tribes (FY2023)
      ['332399', '333451'], // 2021 National Fish Passage Program / 2021 National Fish Habitat Action Plan
      ['336775', '336774'], // CESU partner agreements: Great Basin / Piedmont-South Atlantic Coast
    ] as const) {
      expect(await cycleIds(a)).not.toContain((await detail(b)).opportunityNumber);
      expect(await cycleIds(b)).not.toContain((await detail(a)).opportunityNumber);
    }
    expect(await cycleIds('262189')).toEqual([]); // Preschool Development Grants: Development (not Expansion)
    expect((await detail('262189')).recurrence).toBeNull();
  });

  it('marks recurring grants in the list and filters on it', async () => {
    const all = await listGrants(db, {
      organizationId,
      status: ['posted', 'forecasted', 'closed', 'archived'],
      limit: 100,
      offset: 0,
    });
    const recurring = await listGrants(db, {
      organizationId,
      status: ['posted', 'forecasted', 'closed', 'archived'],
      recurring: true,
      limit: 100,
      offset: 0,
    });
    const once = await listGrants(db, {
      organizationId,
      status: ['posted', 'forecasted', 'closed', 'archived'],
      recurring: false,
      limit: 100,
      offset: 0,
    });
    expect(recurring.total + once.total).toBe(all.total);
    expect(recurring.data.every((g) => g.recurring)).toBe(true);
    expect(once.data.every((g) => !g.recurring)).toBe(true);
    expect(recurring.data.map((g) => g.sourceId)).toEqual(
      expect.arrayContaining(['345479', '337801', '331769', '331698', '323546']),
    );
  });

  it("never shows another organization's private grant as a cycle", async () => {
    const other = await createOrganization(db, { name: 'Other Org' });
    const [copy] = await db.select().from(grants).where(eq(grants.sourceId, '331698'));
    const privateCycle = grantInput({
      source: 'private',
      ownerOrganizationId: other.id,
      title: copy!.title.replace('FY2021', 'FY2024'),
      agencyCode: copy!.agencyCode,
      assistanceListings: copy!.assistanceListings,
      postedDate: '2024-01-10',
    });
    await upsertGrants(db, [privateCycle]);
    expect(await cycleIds('331698')).toHaveLength(1); // FY2020 only
    expect((await getGrant(db, other.id, await grantIdOf(db, '331698'))).cycles).toHaveLength(2);
  });
});
