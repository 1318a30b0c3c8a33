// The demo organization opens on matched grants: its missions are matched like missions created through the API.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { grantMatches, missions, pursuits } from '~/db/schema';
import { listGrants } from '../grants/queries';
import { getPursuit } from '../pipeline/pursuits';
import { reportSummary } from '../reports/summary';
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

  it('gives every demo pursuit the history that led to its stage and status, so reports count its outcome', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const demo = await seedDemo(db, { today });
    const rows = await db.select().from(pursuits).where(eq(pursuits.organizationId, demo.organizationId));
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      const { history, stage, status } = await getPursuit(db, demo.organizationId, row.id);
      const last = (field: string) => history.filter((h) => h.field === field).at(-1)?.to;
      expect(
        history.slice(0, 2).map((h) => [h.field, h.from, h.to]),
        row.title,
      ).toEqual([
        ['status', null, 'active'],
        ['stage', null, 'prospect'],
      ]);
      expect([last('stage'), last('status')], row.title).toEqual([stage, status]);
      expect(history[0]!.at).toBe(row.createdAt.toISOString());
      expect(history.every((h) => h.actor.startsWith('user:') && Date.parse(h.at) < Date.now())).toBe(true);
      if (status === 'won') expect(last('amountAwarded')).toBe(String(row.amountAwarded));
    }

    // The summary counts a loss by when it was recorded: without history the lost demo pursuit would not count.
    const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const summary = await reportSummary(db, demo.organizationId, { from, to: today });
    expect(summary.outcomes).toMatchObject({ won: 1, lost: 1, winRate: 0.5 });
  });
});
