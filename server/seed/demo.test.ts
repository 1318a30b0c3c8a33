// The demo organization opens on matched grants: its missions are matched like missions created through the API.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { grantMatches, missions } from '~/db/schema';
import { listGrants } from '../grants/queries';
import { freshDbForEachTest } from '../testing/test-db';
import { seedDemo } from './demo';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

describe('seedDemo', () => {
  it('computes the matches of the demo missions, so the discovery list shows matched grants', async () => {
    const demo = await seedDemo(db);
    expect(demo.created).toBe(true);
    const perMission = await db
      .select({ name: missions.name, matches: count(grantMatches.grantId) })
      .from(missions)
      .leftJoin(grantMatches, eq(grantMatches.missionId, missions.id))
      .where(eq(missions.organizationId, demo.organizationId))
      .groupBy(missions.name);
    expect(perMission).toHaveLength(3);
    for (const m of perMission) expect(m.matches, m.name).toBeGreaterThan(0);

    const list = await listGrants(db, { organizationId: demo.organizationId, limit: 20, offset: 0 });
    expect(list.total).toBeGreaterThan(0);
    expect(list.data.every((g) => g.match !== null && g.match.score >= 45)).toBe(true);

    // A second run only resets the password.
    const again = await seedDemo(db);
    expect(again).toMatchObject({ organizationId: demo.organizationId, created: false });
  });
});
