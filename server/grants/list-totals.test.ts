// pagination.total is counted once per data version and then served from memory (server/data-versions.ts). Whatever
// happens to the data between two lists — imports, deletes, edits, private grants, dismissals, missions switched on
// and off, a new day that closes grants — the total must still be the plain count of what the list shows.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '~/db';
import { grantDismissals, grantMatches, grants, missions, pursuits } from '~/db/schema';
import { addDays, grantInput, insertMission } from '../testing/fixtures';
import { createOrganization } from '../organizations/organizations';
import { freshDbForEachTest } from '../testing/test-db';
import { todayUtc } from '../dates';
import { listPursuits } from '../pipeline/pursuits';
import { reportSummary } from '../reports/summary';
import { listGrants } from './queries';
import { deriveGrantStatus, type GrantStatus } from './status';
import { upsertGrants } from './upsert';
import { visibleTo } from './rules';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));
afterEach(() => vi.useRealTimers());

const START = todayUtc();

/** Moves "today" (the app's clock, not the database's) to a day after the start. */
function setToday(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T12:00:00.000Z`));
}

interface World {
  orgs: { id: string; missionId: string }[];
  day: number;
}

/**
 * The list's total as a plain count over all rows, with the rules written out again (docs/api.md, docs/matching.md).
 */
async function plainTotal(organizationId: string, statuses: readonly GrantStatus[]): Promise<number> {
  const today = todayUtc();
  const [all, dismissed, matched, active] = await Promise.all([
    db.select().from(grants),
    db.select().from(grantDismissals),
    db.select().from(grantMatches),
    db.select().from(missions),
  ]);
  const activeMissions = new Set(
    active.filter((m) => m.active && m.organizationId === organizationId).map((m) => m.id),
  );
  const hidden = new Set(dismissed.filter((d) => d.organizationId === organizationId).map((d) => d.grantId));
  const withMatch = new Set(matched.filter((m) => activeMissions.has(m.missionId)).map((m) => m.grantId));
  return all.filter(
    (g) =>
      (g.ownerOrganizationId === null || g.ownerOrganizationId === organizationId) &&
      statuses.includes(deriveGrantStatus(g, today)) &&
      !hidden.has(g.id) &&
      (activeMissions.size === 0 || withMatch.has(g.id)),
  ).length;
}

const STATUS_VIEWS: (GrantStatus[] | undefined)[] = [
  undefined,
  ['closed'],
  ['posted', 'forecasted', 'closed', 'archived'],
];

async function expectExactTotals(world: World) {
  for (const org of world.orgs) {
    for (const status of STATUS_VIEWS) {
      // Twice: the second answer comes from the cache, and must still be the count.
      for (let round = 0; round < 2; round++) {
        const { total } = await listGrants(db, { organizationId: org.id, limit: 5, offset: 0, status });
        expect(total, `org ${org.id}, status ${String(status)}, round ${round}`).toBe(
          await plainTotal(org.id, status ?? ['posted', 'forecasted']),
        );
      }
    }
  }
}

const grantIds = async () => (await db.select({ id: grants.id }).from(grants).orderBy(grants.id)).map((r) => r.id);
/** The grants an organization can see: the catalog and its own private grants (the only ones the matcher scores). */
const visibleGrantIds = async (organizationId: string) =>
  (await db.select({ id: grants.id }).from(grants).where(visibleTo(organizationId)).orderBy(grants.id)).map(
    (r) => r.id,
  );
const pick = <T>(items: T[], n: number): T | undefined => (items.length ? items[n % items.length] : undefined);

type Step = (world: World) => Promise<void>;

/** What rescoring does when a grant's dates change (server/matching/score-matches.ts): the match rows carry them. */
const refreshMatchDates = () =>
  db.execute(
    sql`update grant_matches gm set grant_open_until = least(g.close_date, g.archive_date) from grants g where g.id = gm.grant_id`,
  );

/** Dates around "today" so that steps of a few days close some grants and not others. */
const closeDate = fc.option(fc.integer({ min: -5, max: 20 }), { nil: null });

const steps: fc.Arbitrary<{ name: string; run: Step }>[] = [
  fc.array(closeDate, { minLength: 1, maxLength: 6 }).map((offsets) => ({
    name: `import ${offsets.length}`,
    run: async () => {
      const today = todayUtc();
      await upsertGrants(
        db,
        offsets.map((o) => grantInput({ closeDate: o === null ? null : addDays(today, o) })),
      );
    },
  })),
  fc.nat().map((n) => ({
    name: `delete #${n}`,
    run: async () => {
      const id = pick(await grantIds(), n);
      if (id) await db.delete(grants).where(sql`${grants.id} = ${id}`);
    },
  })),
  fc.tuple(fc.nat(), closeDate).map(([n, o]) => ({
    name: `close date of #${n} → ${o}`,
    run: async () => {
      const id = pick(await grantIds(), n);
      const date = o === null ? null : addDays(todayUtc(), o);
      if (id)
        await db
          .update(grants)
          .set({ closeDate: date })
          .where(sql`${grants.id} = ${id}`);
      await refreshMatchDates();
    },
  })),
  fc.tuple(fc.nat(), closeDate).map(([n, o]) => ({
    name: `private grant of org ${n % 2}`,
    run: async (w: World) => {
      const owner = w.orgs[n % w.orgs.length]!;
      await upsertGrants(db, [
        grantInput({
          source: 'private',
          ownerOrganizationId: owner.id,
          closeDate: o === null ? null : addDays(todayUtc(), o),
        }),
      ]);
    },
  })),
  fc.tuple(fc.nat(), fc.nat()).map(([n, g]) => ({
    name: `org ${n % 2} dismisses #${g}`,
    run: async (w: World) => {
      const id = pick(await grantIds(), g);
      if (id)
        await db
          .insert(grantDismissals)
          .values({ organizationId: w.orgs[n % w.orgs.length]!.id, grantId: id })
          .onConflictDoNothing();
    },
  })),
  fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 45, max: 100 })).map(([n, g, score]) => ({
    name: `org ${n % 2} matches #${g}`,
    run: async (w: World) => {
      const org = w.orgs[n % w.orgs.length]!;
      const id = pick(await visibleGrantIds(org.id), g);
      if (id)
        await db
          .insert(grantMatches)
          .values({ organizationId: org.id, missionId: org.missionId, grantId: id, score, reasons: [] })
          .onConflictDoNothing();
      await refreshMatchDates();
    },
  })),
  fc.nat().map((n) => ({
    name: `org ${n % 2} switches its mission`,
    run: async (w: World) => {
      const org = w.orgs[n % w.orgs.length]!;
      await db
        .update(missions)
        .set({ active: sql`not ${missions.active}` })
        .where(sql`${missions.id} = ${org.missionId}`);
    },
  })),
  fc.integer({ min: 1, max: 9 }).map((days) => ({
    name: `${days} day(s) later`,
    run: async (w: World) => {
      w.day += days;
      setToday(addDays(START, w.day));
    },
  })),
];

let runs = 0;

describe('pagination.total served from the data-version cache', () => {
  it('is the plain count after any sequence of imports, deletes, edits, private grants, dismissals, mission switches and midnights', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(...steps), { minLength: 1, maxLength: 10 }), async (sequence) => {
        vi.useRealTimers();
        const world: World = { orgs: [], day: 0 };
        for (const name of ['A', 'B']) {
          const org = await createOrganization(db, { name: `Totals ${name} ${++runs}` });
          const missionId = await insertMission(db, org.id, { name: 'M', keywords: ['m'], active: false });
          world.orgs.push({ id: org.id, missionId });
        }
        await expectExactTotals(world);
        for (const step of sequence) {
          await step.run(world);
          await expectExactTotals(world);
        }
      }),
      { numRuns: 12 },
    );
  }, 180_000);

  it('pursuits and the summary follow their own writes', async () => {
    const org = await createOrganization(db, { name: 'Pipeline Totals' });
    const first = await listPursuits(db, org.id, { limit: 5, offset: 0 });
    const before = await reportSummary(db, org.id, {});
    expect(first.total).toBe(0);
    await db
      .insert(pursuits)
      .values({ organizationId: org.id, title: 'One', stage: 'prospect', status: 'active', probability: 10 });
    expect((await listPursuits(db, org.id, { limit: 5, offset: 0 })).total).toBe(1);
    const after = await reportSummary(db, org.id, {});
    expect(after.pipeline.activeCount).toBe(before.pipeline.activeCount + 1);
    await db
      .update(pursuits)
      .set({ status: 'on_hold' })
      .where(sql`${pursuits.organizationId} = ${org.id}`);
    expect((await listPursuits(db, org.id, { limit: 5, offset: 0, status: ['active'] })).total).toBe(0);
    expect((await reportSummary(db, org.id, {})).pipeline.byStatus.find((s) => s.status === 'on_hold')?.count).toBe(1);
  });
});
