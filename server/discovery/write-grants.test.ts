// Writing grant batches with their matches, several transactions in flight.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { grantMatches, grants } from '~/db/schema';
import { CATEGORY_OF_FUNDING_ACTIVITY as C } from '../grants/codes';
import { generateSyntheticGrants } from '../grants/synthetic/generate';
import { createMission } from '../missions/missions';
import { createOrganization } from '../organizations/organizations';
import { freshDbForEachTest } from '../testing/test-db';
import { recomputeMissionMatches } from '../matching/recompute';
import { grantInput, missionFields } from '../testing/fixtures';
import { chunks, upsertGrantBatchesWithMatches } from './write-grants';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

describe('chunks', () => {
  it('splits an iterable into arrays of a size, the last one shorter', () => {
    expect([...chunks([1, 2, 3, 4, 5], 2)]).toEqual([[1, 2], [3, 4], [5]]);
    expect([...chunks([], 3)]).toEqual([]);
  });
});

describe('upsertGrantBatchesWithMatches', () => {
  it('writes every batch with its matches, as one batch at a time would', async () => {
    const org = await createOrganization(db, { name: 'Batch Org' });
    const mission = await createMission(
      db,
      org.id,
      missionFields({ keywords: ['literacy', 'reading proficiency', 'school libraries'], categories: [C.ED] }),
    );
    const catalog = [...generateSyntheticGrants({ count: 400, seed: 3 })];

    const totals = await upsertGrantBatchesWithMatches(db, chunks(catalog, 50), { concurrency: 2 });
    expect(totals).toMatchObject({ inserted: 400, updated: 0, unchanged: 0 });
    const [stored] = await db.select({ n: count() }).from(grantMatches).where(eq(grantMatches.missionId, mission.id));
    expect(stored?.n).toBe(totals.matches);
    expect(totals.matches).toBeGreaterThan(0);

    // The mission-side recomputation finds exactly the same matches.
    const before = await db.select().from(grantMatches).orderBy(grantMatches.grantId);
    await recomputeMissionMatches(db, mission.id);
    const after = await db.select().from(grantMatches).orderBy(grantMatches.grantId);
    expect(after.map(({ computedAt: _, ...m }) => m)).toEqual(before.map(({ computedAt: _, ...m }) => m));
  });

  it('stops at the first failing batch and rethrows its error', async () => {
    const bad = grantInput({ title: 'Bad', currency: null as unknown as string });
    const batches = [[grantInput()], [bad], [grantInput()], [grantInput()]];
    await expect(upsertGrantBatchesWithMatches(db, batches, { concurrency: 1 })).rejects.toThrow();
    const [written] = await db.select({ n: count() }).from(grants);
    expect(written?.n).toBe(1);
  });
});
