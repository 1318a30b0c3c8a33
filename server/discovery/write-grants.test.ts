// Writing grant batches with their matches, several transactions in flight.
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { dataVersions, grantMatches, grants } from '~/db/schema';
import { CATEGORY_OF_FUNDING_ACTIVITY as C } from '../grants/codes';
import { generateSyntheticGrants } from '../grants/synthetic/generate';
import { createMission } from '../missions/missions';
import { createOrganization } from '../organizations/organizations';
import { freshDbForEachTest } from '../testing/test-db';
import { recomputeMissionMatches } from '../matching/recompute';
import { grantInput, missionFields } from '../testing/fixtures';
import { queryRows } from '../db-rows';
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

  it('gives every scope a batch wrote a new version when the batch commits, and other writers at each statement', async () => {
    const org = await createOrganization(db, { name: 'Versioned Org' });
    const owner = await createOrganization(db, { name: 'Private Owner' });
    await createMission(db, org.id, missionFields({ keywords: ['literacy'], categories: [C.ED] }));
    const versions = async () =>
      new Map((await db.select().from(dataVersions)).map((row) => [row.scope, row.version] as const));
    const before = await versions();

    const batch = [
      grantInput({ title: 'Literacy grants for school libraries', categories: [C.ED] }),
      grantInput({ title: 'A private literacy grant', ownerOrganizationId: owner.id }),
    ];
    const totals = await upsertGrantBatchesWithMatches(db, [batch], { concurrency: 1 });
    expect(totals.matches).toBeGreaterThan(0);
    const after = await versions();
    // The catalog (public grant), the private grant's owner, and the organization that got matches.
    for (const scope of ['*', owner.id, org.id]) expect(after.get(scope)).not.toBe(before.get(scope));

    // Deferring ended with the batch's transaction: a later statement bumps its scope at once.
    const [deferred] = await queryRows<{ on: string | null }>(
      db,
      sql`select current_setting('gms.defer_data_versions', true) as on`,
    );
    expect(deferred?.on ?? null).not.toBe('on');
    await createMission(db, org.id, missionFields({ keywords: ['reading'] }));
    expect((await versions()).get(org.id)).not.toBe(after.get(org.id));
  });

  it('stops at the first failing batch and rethrows its error', async () => {
    const bad = grantInput({ title: 'Bad', currency: null as unknown as string });
    const batches = [[grantInput()], [bad], [grantInput()], [grantInput()]];
    await expect(upsertGrantBatchesWithMatches(db, batches, { concurrency: 1 })).rejects.toThrow();
    const [written] = await db.select({ n: count() }).from(grants);
    expect(written?.n).toBe(1);
  });
});
