// Budget alerts under real concurrency (docs/post-award.md#alerts): two connection pools (as two app instances would
// be) recording expenses and evaluating one project's alerts at once still fire each threshold exactly once — one
// alert row, one budget.threshold_crossed event, one bell notification per manager. Skipped when no PostgreSQL is
// reachable (TEST_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '~/db';
import { budgetAlerts, events, notifications, projects } from '~/db/schema';
import { scratchPostgres } from '../testing/scratch-postgres';

const { reachable, databaseUrl } = await scratchPostgres('alerts');
process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
process.env.LOG_LEVEL = 'silent';

const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const h of handles) await h.close();
});

describe.skipIf(!reachable)('budget alerts on PostgreSQL', () => {
  it('concurrent expenses and evaluations from two pools fire each threshold once', async () => {
    for (let i = 0; i < 2; i++)
      handles.push(await openDatabase({ databaseUrl, pgliteDir: '', holder: 'test', maxConnections: 6 }));
    const [a, b] = handles as [DatabaseHandle, DatabaseHandle];
    await migrateDatabase(a, databaseUrl);
    const { createOrganization } = await import('../organizations/organizations');
    const { createUser } = await import('../users/create-user');
    const { replaceBudget } = await import('./budgets');
    const { createExpense } = await import('./expenses');
    const { evaluateBudgetAlerts } = await import('./alerts');

    const org = await a.db.transaction((tx) => createOrganization(tx, { name: 'Concurrent', slug: 'concurrent' }));
    const manager = await createUser(a.db, {
      email: `manager-${randomBytes(4).toString('hex')}@example.org`,
      password: `Pw-${randomBytes(12).toString('base64url')}-7q`,
      organizationId: org.id,
      role: 'manager',
    });
    const [project] = await a.db.insert(projects).values({ organizationId: org.id, name: 'Race' }).returning();
    const by = { organizationId: org.id, actor: 'api_key:00000000-0000-4000-8000-000000000001' };
    const budget = await replaceBudget(a.db, by, project!.id, [
      { category: 'travel', description: 'Travel', amountCents: 1_000 },
    ]);
    const line = budget.lines[0]!.id;

    // Twelve expenses of 100 at once, half through each pool: the ninth crosses 90 %, the tenth 100 %, whichever
    // order they commit in; every one of them evaluates.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createExpense((i % 2 ? a : b).db, by, project!.id, {
          budgetLineId: line,
          date: '2026-01-05',
          amountCents: 100,
        }),
      ),
    );
    // And eight more evaluations at once, with nothing new to tell.
    const again = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? a : b).db.transaction((tx) => evaluateBudgetAlerts(tx, org.id, project!.id)),
      ),
    );
    expect(again.flatMap((r) => r.fired)).toEqual([]);

    const rows = await a.db.select().from(budgetAlerts).where(eq(budgetAlerts.projectId, project!.id));
    expect(rows.map((r) => [r.kind, r.spentCents]).sort()).toEqual([
      ['line_100', 1_000n],
      ['line_90', 900n],
    ]);
    const crossed = await a.db
      .select()
      .from(events)
      .where(and(eq(events.organizationId, org.id), eq(events.type, 'budget.threshold_crossed')));
    expect(crossed.map((e) => (e.data as { threshold: string }).threshold).sort()).toEqual(['line_100', 'line_90']);
    const bell = await a.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, manager.id), eq(notifications.kind, 'budget_alert')));
    expect(bell).toHaveLength(2);
  });
});
