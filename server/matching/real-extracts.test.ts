// Matching on the real 61-record Grants.gov extract (docs/matching.md), which the formula was never tuned on: a program
// named like the mission's keywords is found from its title alone, and closed grants are matched like open ones (the
// list's status filter decides what is shown).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { todayUtc } from '../dates';
import { importGrantsFile } from '../discovery/import-grants-gov';
import { CATEGORY_OF_FUNDING_ACTIVITY as C } from '../grants/codes';
import { listGrants } from '../grants/queries';
import { createMission, type MissionFields } from '../missions/missions';
import { createOrganization } from '../organizations/organizations';
import { EXTRACT_61, matchesOf, missionFields, writeOpenExtract } from '../testing/fixtures';
import { createTestDb } from '../testing/test-db';

/** The fish passage mission of docs/matching.md: its keywords, and the funding category of river work. */
const FISH_PASSAGE: Partial<MissionFields> = {
  name: 'Fish passage',
  keywords: ['fish passage', 'barrier removal'],
  categories: [C.NR],
};
/** Every grant of the file whose text says "fish passage" more than once (OpportunityID → title). */
const FISH_PASSAGE_GRANTS = {
  '344533': 'F23AS00078 National Fish Passage Program Bipartisan Infrastructure Law Fiscal Year 2023',
  '345976': 'F23AS00249 National Fish Passage Program Base Funding Fiscal Year 2023',
  '332399': '2021 National Fish Passage Program', // its description only says to contact the regional office
  '347360': 'F23AS00329 Fisheries Restoration and Irrigation Mitigation Act Fiscal Year 2023',
};

async function withOrganization(db: Db, name: string) {
  return (await createOrganization(db, { name })).id;
}

describe('the 61-record extract with every grant kept open', () => {
  let db: Db;
  let close: () => Promise<void>;
  let dir: string;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    dir = await mkdtemp(path.join(os.tmpdir(), 'real-extracts-'));
    await importGrantsFile(
      db,
      await writeOpenExtract(path.join(dir, 'open-61.xml'), todayUtc(), undefined, EXTRACT_61),
    );
  });
  afterAll(async () => {
    await close();
    await rm(dir, { recursive: true, force: true });
  });

  it('ranks the four fish passage grants first, the one named by its title alone included', async () => {
    const organizationId = await withOrganization(db, 'River Keepers');
    const mission = await createMission(db, organizationId, missionFields(FISH_PASSAGE));
    const top5 = (await matchesOf(db, mission.id)).slice(0, 5);
    expect(top5.map((m) => m.sourceId)).toEqual(expect.arrayContaining(Object.keys(FISH_PASSAGE_GRANTS)));
    const byTitle = top5.find((m) => m.sourceId === '332399')!;
    expect(byTitle.reasons.map((r) => r.kind)).toContain('title');
  });
});

describe('the 61-record extract as it is (most of it closed)', () => {
  let db: Db;
  let close: () => Promise<void>;
  let organizationId: string;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await importGrantsFile(db, EXTRACT_61);
    organizationId = await withOrganization(db, 'Lakes Alliance');
    await createMission(
      db,
      organizationId,
      missionFields({
        name: 'Great Lakes invasive species',
        keywords: ['aquatic invasive species', 'great lakes'],
        categories: [C.NR, C.ENV],
      }),
    );
  });
  afterAll(() => close());

  it('lists matched closed grants with status=closed, best first', async () => {
    const { data, total } = await listGrants(db, {
      organizationId,
      status: ['closed', 'archived'],
      limit: 50,
      offset: 0,
    });
    expect(total).toBeGreaterThanOrEqual(9); // the Great Lakes AIS programs of FY2021–FY2023, three a year
    expect(data.every((g) => g.match !== null && (g.status === 'closed' || g.status === 'archived'))).toBe(true);
    const scores = data.map((g) => g.match!.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(data.filter((g) => /Aquatic Invasive Species/.test(g.title))).toHaveLength(9);
  });

  it('keeps the default list to open grants', async () => {
    const { data } = await listGrants(db, { organizationId, limit: 50, offset: 0 });
    expect(data.every((g) => g.status === 'posted' || g.status === 'forecasted')).toBe(true);
    expect(data.some((g) => /Fiscal Year 2021/.test(g.title))).toBe(false);
  });
});
