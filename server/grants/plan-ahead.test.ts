// Plan ahead (docs/dashboard.md#program-cycles-and-plan-ahead) on the real 61-record extract and on programs written
// here: one row per recurring program whose latest visible cycle has closed and is matched, soonest expected posting
// first, irregular programs last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { importGrantsFile } from '../discovery/import-grants-gov';
import { createMission } from '../missions/missions';
import { createOrganization } from '../organizations/organizations';
import { EXTRACT_61, grantIdOf, grantInput, missionFields } from '../testing/fixtures';
import { createTestDb } from '../testing/test-db';
import { planAhead } from './plan-ahead';
import { getGrant } from './queries';
import { upsertGrants } from './upsert';

const TODAY = '2026-11-25';
const AIS = { name: 'Great Lakes invasive species', keywords: ['aquatic invasive species', 'great lakes'] };
const ABOUT_AIS = 'Prevents the spread of aquatic invasive species in the Great Lakes basin.';

/** A cycle of a program written here: the same agency code and title (but its year) make the program. */
const cycle = (
  program: string,
  year: number,
  posted: string,
  close: string,
  extra: Parameters<typeof grantInput>[0] = {},
) =>
  grantInput({
    sourceId: `PA-${program}-${year}-${extra.ownerOrganizationId ?? 'public'}`,
    title: `${program} Great Lakes Aquatic Invasive Species Grants FY${year}`,
    agencyCode: 'PA-TEST',
    agency: 'Plan Ahead Agency',
    description: ABOUT_AIS,
    postedDate: posted,
    closeDate: close,
    ...extra,
  });

describe('planAhead', () => {
  let db: Db;
  let close: () => Promise<void>;
  let organizationId: string;
  let otherId: string;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await importGrantsFile(db, EXTRACT_61);
    organizationId = (await createOrganization(db, { name: 'Lakes Alliance' })).id;
    otherId = (await createOrganization(db, { name: 'Other Org' })).id;
    await upsertGrants(db, [
      // Annual, next expected 2026-12-01 (with TODAY): the soonest.
      cycle('Soon', 2023, '2023-12-01', '2024-02-01'),
      cycle('Soon', 2024, '2024-12-01', '2025-02-01'),
      // Annual, next expected 2027-03-01.
      cycle('Later', 2023, '2023-03-01', '2023-05-01'),
      cycle('Later', 2024, '2024-03-01', '2024-05-01'),
      // Irregular (three years apart): no expected date, listed last.
      cycle('Sometimes', 2021, '2021-06-01', '2021-08-01'),
      cycle('Sometimes', 2024, '2024-06-01', '2024-08-01'),
      // Its latest cycle is still open: nothing to plan yet.
      cycle('Open', 2024, '2024-02-01', '2024-04-01'),
      cycle('Open', 2025, '2025-02-01', '2099-04-01'),
      // One cycle only: not recurring.
      cycle('Once', 2024, '2024-01-15', '2024-03-15'),
      // The other organization's private cycle of "Later", open: hides nothing from this organization.
      cycle('Later', 2025, '2025-03-01', '2099-05-01', { source: 'private', ownerOrganizationId: otherId }),
      // The other organization's private program, closed: only it sees it.
      cycle('Private', 2023, '2023-04-01', '2023-06-01', { source: 'private', ownerOrganizationId: otherId }),
      cycle('Private', 2024, '2024-04-01', '2024-06-01', { source: 'private', ownerOrganizationId: otherId }),
    ]);
    await createMission(db, organizationId, missionFields(AIS));
    await createMission(db, otherId, missionFields(AIS));
  });
  afterAll(() => close());

  const rowsOf = (orgId: string, limit?: number) => planAhead(db, orgId, { today: TODAY, limit });

  it('orders programs by expected next posting, irregular ones last, then by score', async () => {
    const rows = await rowsOf(organizationId, 100);
    const written = rows.filter((r) => r.agency === 'Plan Ahead Agency').map((r) => r.title);
    expect(written).toEqual([
      expect.stringMatching(/^Soon .* FY2024$/),
      expect.stringMatching(/^Later .* FY2024$/),
      expect.stringMatching(/^Sometimes .* FY2024$/),
    ]);
    const soon = rows.find((r) => r.title.startsWith('Soon'))!;
    expect(soon.recurrence).toEqual({
      cadence: 'annual',
      lastCloseDate: '2025-02-01',
      expectedNextPostDate: '2026-12-01',
    });
    expect(rows.find((r) => r.title.startsWith('Sometimes'))!.recurrence).toEqual({
      cadence: 'irregular',
      lastCloseDate: '2024-08-01',
      expectedNextPostDate: null,
    });
    // The whole list keeps the order: expected posting ascending (none last), then score descending.
    const key = (r: (typeof rows)[number]) =>
      [r.recurrence.expectedNextPostDate ?? '9999-12-31', 100 - r.match.score] as const;
    for (const [a, b] of rows.slice(1).map((r, i) => [rows[i]!, r] as const)) {
      const [ka, kb] = [key(a), key(b)];
      expect(ka[0] < kb[0] || (ka[0] === kb[0] && ka[1] <= kb[1]), `${a.title} before ${b.title}`).toBe(true);
    }
    expect(rows.every((r) => r.status === 'closed' || r.status === 'archived')).toBe(true);
    expect(rows.every((r) => r.match.missionName === AIS.name && r.match.score > 0)).toBe(true);
  });

  it('lists each program once, on its latest cycle: the FY2023 Great Lakes AIS grant to states, annual', async () => {
    const rows = await rowsOf(organizationId, 100);
    const states = await getGrant(db, organizationId, await grantIdOf(db, '345479'));
    const row = rows.find((r) => r.id === states.id)!;
    expect(row).toMatchObject({
      title: states.title,
      opportunityNumber: 'F23AS00163',
      cycleCount: 3,
      recurrence: { cadence: 'annual', lastCloseDate: '2023-12-31' },
    });
    expect(row.recurrence.expectedNextPostDate! > TODAY).toBe(true);
    for (const older of states.cycles) expect(rows.map((r) => r.id)).not.toContain(older.id);
    // The three Great Lakes AIS programs (to states, to tribes, interjurisdictional), one row each.
    expect(
      rows.filter((r) => /Aquatic Invasive Species/.test(r.title) && r.agency !== 'Plan Ahead Agency'),
    ).toHaveLength(3);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('leaves out a program whose latest cycle is open and a grant without other cycles', async () => {
    const titles = (await rowsOf(organizationId, 100)).map((r) => r.title);
    expect(titles.some((t) => t.startsWith('Open '))).toBe(false);
    expect(titles.some((t) => t.startsWith('Once '))).toBe(false);
  });

  it("never shows another organization's private grants, nor lets them hide a program", async () => {
    const rows = await rowsOf(organizationId, 100);
    expect(rows.some((r) => r.title.startsWith('Private '))).toBe(false);
    expect(rows.find((r) => r.title.startsWith('Later '))).toMatchObject({ cycleCount: 2, status: 'closed' });
    // The owner sees its private program, and "Later" is open for it (its private 2025 cycle is the latest).
    const theirs = (await rowsOf(otherId, 100)).map((r) => r.title);
    expect(theirs).toContainEqual(expect.stringMatching(/^Private .* FY2024$/));
    expect(theirs.some((t) => t.startsWith('Later '))).toBe(false);
  });

  it('cuts the list at the limit (1 to 100, 50 by default)', async () => {
    const all = await rowsOf(organizationId, 100);
    expect(await rowsOf(organizationId, 1)).toEqual(all.slice(0, 1));
    expect((await rowsOf(organizationId)).length).toBe(Math.min(all.length, 50));
  });

  it('is empty for an organization without active missions', async () => {
    const none = (await createOrganization(db, { name: 'No Missions' })).id;
    expect(await rowsOf(none)).toEqual([]);
    const inactive = (await createOrganization(db, { name: 'Inactive Mission' })).id;
    await createMission(db, inactive, missionFields({ ...AIS, active: false }));
    expect(await rowsOf(inactive)).toEqual([]);
  });
});
