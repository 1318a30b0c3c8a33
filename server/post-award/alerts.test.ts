// Budget alerts against a real (embedded) database (docs/post-award.md#alerts): each threshold fires once per crossing
// (the alert row, a bell notification per budget manager, a budget.threshold_crossed event), falls back (re-arms) when
// the budget is back within it, and the variance waits for a quarter of the period.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '~/db';
import { budgetAlerts, events, notifications, projects } from '~/db/schema';
import { addDays, todayUtc } from '../dates';
import { isUniqueViolation } from '../db-errors';
import { updatePreferences } from '../notifications/preferences';
import { createOrganization } from '../organizations/organizations';
import { createTestDb } from '../testing/test-db';
import { createUser } from '../users/create-user';
import { evaluateBudgetAlerts, lineAtPercent, runBudgetAlerts } from './alerts';
import { getBudget, replaceBudget } from './budgets';
import { createExpense, deleteExpense } from './expenses';

process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
vi.setConfig({ testTimeout: 120_000 });

let db: Db;
let close: () => Promise<void>;
let org: { id: string };
let manager = '';
let member = '';
let quiet = '';
const by = () => ({ organizationId: org.id, actor: 'api_key:00000000-0000-4000-8000-000000000001' });

const person = async (role: string) =>
  (
    await createUser(db, {
      email: `${role}-${randomBytes(4).toString('hex')}@example.org`,
      password: `Pw-${randomBytes(12).toString('base64url')}-7q`,
      organizationId: org.id,
      role,
    })
  ).id;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  org = await db.transaction((tx) => createOrganization(tx, { name: 'Alerts', slug: 'alerts' }));
  manager = await person('manager');
  member = await person('member'); // reads budgets, does not manage them: no alert
  quiet = await person('admin');
  await updatePreferences(db, quiet, org.id, { budgetAlerts: false });
});
afterAll(() => close());

async function newProject(opts: { award?: number | null; start?: string | null; days?: number } = {}) {
  const start = opts.start ?? null;
  const [row] = await db
    .insert(projects)
    .values({
      organizationId: org.id,
      name: `Project ${randomBytes(4).toString('hex')}`,
      awardAmount: opts.award ?? null,
      startDate: start,
      endDate: start ? addDays(start, (opts.days ?? 100) - 1) : null,
    })
    .returning();
  return row!;
}

/** The alerts in force, as `kind:line` (line "-" for the variance). */
const inForce = async (projectId: string, lineIds: Record<string, string> = {}) => {
  const names = new Map(Object.entries(lineIds).map(([name, id]) => [id, name]));
  return (await getBudget(db, org.id, projectId)).alerts.map(
    (a) => `${a.kind}:${a.lineId ? names.get(a.lineId) : '-'}`,
  );
};

/** Bell notifications of budget alerts about the project, per person. */
async function bell(projectId: string) {
  const rows = await db
    .select({ userId: notifications.userId, title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.kind, 'budget_alert'), sql`${notifications.data}->'target'->>'id' = ${projectId}`))
    .orderBy(asc(notifications.createdAt));
  return {
    manager: rows.filter((r) => r.userId === manager).map((r) => r.title),
    others: rows.filter((r) => r.userId !== manager).length,
  };
}

async function crossedEvents(projectId: string) {
  const rows = await db
    .select({ data: events.data })
    .from(events)
    .where(and(eq(events.type, 'budget.threshold_crossed'), sql`${events.data}->'project'->>'id' = ${projectId}`))
    .orderBy(asc(events.createdAt), asc(events.id));
  return rows.map((r) => r.data as { threshold: string; spentCents: number; line?: { id: string } });
}

const spend = (projectId: string, budgetLineId: string, amountCents: number, date = '2026-01-05') =>
  createExpense(db, by(), projectId, { budgetLineId, date, amountCents });

describe('line thresholds', () => {
  it('90 % then 100 % fire once each; spending past 100 % fires nothing new', async () => {
    const project = await newProject();
    const budget = await replaceBudget(db, by(), project.id, [
      { category: 'travel', description: 'Site visits', amountCents: 10_000 },
      { category: 'supplies', description: 'Workbooks', amountCents: 5_000 },
    ]);
    const travel = budget.lines[0]!.id;
    const lines = { travel, supplies: budget.lines[1]!.id };

    await spend(project.id, travel, 8_999); // 89.99 %
    expect(await inForce(project.id, lines)).toEqual([]);
    await spend(project.id, travel, 1); // exactly 90 %
    expect(await inForce(project.id, lines)).toEqual(['line_90:travel']);
    await spend(project.id, travel, 500); // 95 %: still only the one
    expect(await inForce(project.id, lines)).toEqual(['line_90:travel']);
    await spend(project.id, travel, 500); // 100 %
    expect(await inForce(project.id, lines)).toEqual(['line_90:travel', 'line_100:travel']);
    await spend(project.id, travel, 7_000); // 170 %: nothing new
    await spend(project.id, travel, 1);

    const alerts = (await getBudget(db, org.id, project.id)).alerts;
    expect(alerts.map((a) => [a.kind, a.threshold, a.spentCents, a.projectedVarianceCents])).toEqual([
      ['line_90', 90, 9_000, null],
      ['line_100', 100, 10_000, null],
    ]);
    // The bell: the manager only (the member cannot manage budgets; the admin turned budget alerts off).
    const told = await bell(project.id);
    expect(told.manager).toEqual([
      `${project.name}: Site visits reached 90% of its budget`,
      `${project.name}: Site visits reached 100% of its budget`,
    ]);
    expect(told.others).toBe(0);
    expect((await crossedEvents(project.id)).map((e) => [e.threshold, e.spentCents, e.line?.id])).toEqual([
      ['line_90', 9_000, travel],
      ['line_100', 10_000, travel],
    ]);
    expect([member, quiet]).not.toContain(manager);
  });

  it('a line of 0 cents crosses both thresholds at its first positive spend', async () => {
    const project = await newProject();
    const budget = await replaceBudget(db, by(), project.id, [
      { category: 'equipment', description: 'Unplanned', amountCents: 0 },
    ]);
    const line = budget.lines[0]!.id;
    expect(await inForce(project.id, { line })).toEqual([]); // nothing spent on nothing budgeted: no alert
    await spend(project.id, line, 1);
    expect(await inForce(project.id, { line })).toEqual(['line_90:line', 'line_100:line']);
    expect(lineAtPercent(0n, 0n, 100n)).toBe(false);
    expect(lineAtPercent(-5n, 0n, 90n)).toBe(false);
    expect(lineAtPercent(1n, 0n, 100n)).toBe(true);
  });

  it('re-arms: a refund or a raised budget below the threshold clears it, and the next crossing alerts again', async () => {
    const project = await newProject();
    const budget = await replaceBudget(db, by(), project.id, [
      { category: 'travel', description: 'Travel', amountCents: 10_000 },
    ]);
    const line = budget.lines[0]!.id;
    await spend(project.id, line, 9_500);
    expect(await inForce(project.id, { line })).toEqual(['line_90:line']);
    const refund = await spend(project.id, line, -1_000); // 85 %
    expect(await inForce(project.id, { line })).toEqual([]);
    await spend(project.id, line, 600); // 91 %: a new crossing
    expect(await inForce(project.id, { line })).toEqual(['line_90:line']);
    // Deleting the refund takes it to 101 %: the 100 % threshold.
    await deleteExpense(db, by(), project.id, refund.id);
    expect(await inForce(project.id, { line })).toEqual(['line_90:line', 'line_100:line']);
    // A raised budget (10,100 of 20,000: 50.5 %) clears both; lowering it again alerts again.
    await replaceBudget(db, by(), project.id, [
      { id: line, category: 'travel', description: 'Travel', amountCents: 20_000 },
    ]);
    expect(await inForce(project.id, { line })).toEqual([]);
    await replaceBudget(db, by(), project.id, [
      { id: line, category: 'travel', description: 'Travel', amountCents: 11_000 },
    ]);
    expect(await inForce(project.id, { line })).toEqual(['line_90:line']);

    // Each crossing is an event: 90 %, 90 % again after the refund, 100 %, 90 % after the budget was lowered. People
    // are told of a line's threshold once a day: 90 % and 100 % (a line flipped across and back floods no inbox).
    expect((await bell(project.id)).manager).toHaveLength(2);
    expect((await crossedEvents(project.id)).map((e) => e.threshold)).toEqual([
      'line_90',
      'line_90',
      'line_100',
      'line_90',
    ]);
  });

  it('a refused expense changes no alert', async () => {
    const start = addDays(todayUtc(), 30); // not begun: no pace, no variance
    const project = await newProject({ start });
    const budget = await replaceBudget(db, by(), project.id, [
      { category: 'travel', description: 'Travel', amountCents: 100 },
    ]);
    const line = budget.lines[0]!.id;
    await expect(spend(project.id, line, 500, addDays(start, -1))).rejects.toThrow(/outside the project period/);
    expect(await inForce(project.id, { line })).toEqual([]);
    expect(await crossedEvents(project.id)).toEqual([]);
  });
});

describe('once, whatever the concurrency', () => {
  it('evaluations at once fire one alert, and the unique index refuses a second row', async () => {
    const project = await newProject();
    const budget = await replaceBudget(db, by(), project.id, [
      { category: 'travel', description: 'Travel', amountCents: 1_000 },
    ]);
    const line = budget.lines[0]!.id;
    // The expense's row without its evaluation, then eight evaluations at once.
    await db.execute(sql`
      insert into expenses (organization_id, project_id, budget_line_id, date, amount_cents, created_by)
      values (${org.id}, ${project.id}, ${line}, '2026-01-05', 1000, 'api_key:test')`);
    const runs = await Promise.all(
      Array.from({ length: 8 }, () => db.transaction((tx) => evaluateBudgetAlerts(tx, org.id, project.id))),
    );
    expect(runs.flatMap((r) => r.fired.map((a) => a.kind)).sort()).toEqual(['line_100', 'line_90']);
    expect(await inForce(project.id, { line })).toEqual(['line_90:line', 'line_100:line']);
    expect((await bell(project.id)).manager).toHaveLength(2);
    expect(await crossedEvents(project.id)).toHaveLength(2);

    const duplicate = (budgetLineId: string | null) =>
      db
        .insert(budgetAlerts)
        .values({
          organizationId: org.id,
          projectId: project.id,
          budgetLineId,
          kind: 'line_90',
          spentCents: 1n,
          crossedAt: new Date(),
        })
        .then(
          () => 'inserted',
          (err: unknown) => (isUniqueViolation(err, 'budget_alerts_project_id_line_kind_key') ? 'unique' : String(err)),
        );
    expect(await duplicate(line)).toBe('unique');
    // The variance's alerts have no line: the index still holds one per project and kind.
    await db.insert(budgetAlerts).values({
      organizationId: org.id,
      projectId: project.id,
      budgetLineId: null,
      kind: 'variance_over',
      spentCents: 1n,
      crossedAt: new Date(),
    });
    expect(
      await db
        .insert(budgetAlerts)
        .values({
          organizationId: org.id,
          projectId: project.id,
          budgetLineId: null,
          kind: 'variance_over',
          spentCents: 1n,
          crossedAt: new Date(),
        })
        .then(
          () => 'inserted',
          (err: unknown) => (isUniqueViolation(err, 'budget_alerts_project_id_line_kind_key') ? 'unique' : String(err)),
        ),
    ).toBe('unique');
  });
});

describe('projected variance', () => {
  /** Noon UTC of a day: the figures count the days begun by its UTC date. */
  const at = (day: string) => new Date(`${day}T12:00:00Z`);

  it('waits for a quarter of the period, then fires beyond ±15 % of the award, re-arming in between', async () => {
    // A period that starts in 30 days: the expenses' own evaluation (today) sees no pace yet.
    const start = addDays(todayUtc(), 30);
    const project = await newProject({ award: 1_000, start, days: 100 }); // $1,000: 100,000 cents
    const budget = await replaceBudget(db, by(), project.id, [
      { category: 'travel', description: 'Travel', amountCents: 100_000 },
    ]);
    await spend(project.id, budget.lines[0]!.id, 40_000, addDays(start, 9));
    expect(await inForce(project.id)).toEqual([]);
    const evaluate = (day: string) => db.transaction((tx) => evaluateBudgetAlerts(tx, org.id, project.id, at(day)));

    // Day 10 (10 % elapsed): 4,000 a day → 400,000 projected, +300,000 — but too early to tell.
    expect((await evaluate(addDays(start, 9))).fired).toEqual([]);
    // Day 24 (24 %): still too early.
    expect((await evaluate(addDays(start, 23))).fired).toEqual([]);
    // Day 25 (25 %): 1,600 a day → 160,000, +60,000 > 15,000: over.
    const over = await evaluate(addDays(start, 24));
    expect(over.fired.map((a) => [a.kind, a.threshold, a.spentCents, a.projectedVarianceCents])).toEqual([
      ['variance_over', 15, 40_000, 60_000],
    ]);
    expect((await evaluate(addDays(start, 25))).fired).toEqual([]); // once
    // Day 47: 851 a day → 85,100, −14,900: within ±15 %, the alert is cleared.
    expect((await evaluate(addDays(start, 46))).fired).toEqual([]);
    expect(await inForce(project.id)).toEqual([]);
    // Day 60: 667 a day → 66,700, −33,300 < −15,000: under.
    expect((await evaluate(addDays(start, 59))).fired.map((a) => [a.kind, a.projectedVarianceCents])).toEqual([
      ['variance_under', -33_300],
    ]);
    expect(await inForce(project.id)).toEqual(['variance_under:-']);
    const told = await bell(project.id);
    expect(told.manager).toEqual([
      `${project.name}: spending pace overspends the budget`,
      `${project.name}: spending pace underspends the budget`,
    ]);
    expect((await crossedEvents(project.id)).map((e) => e.threshold)).toEqual(['variance_over', 'variance_under']);
  });

  it('a project without an award measures against its total budgeted; the run evaluates every budgeted project', async () => {
    const start = addDays(todayUtc(), 30);
    const project = await newProject({ award: null, start, days: 100 });
    const budget = await replaceBudget(db, by(), project.id, [
      { category: 'travel', description: 'Travel', amountCents: 200_000 },
    ]);
    await spend(project.id, budget.lines[0]!.id, 70_000, addDays(start, 1));
    // Day 25: 2,800 a day → 280,000, +80,000 > 15 % of 200,000 (30,000).
    const run = await runBudgetAlerts(db, at(addDays(start, 24)), { organizationId: org.id });
    expect(run.failed).toBe(0);
    expect(run.fired).toBeGreaterThanOrEqual(1);
    expect(await inForce(project.id)).toEqual(['variance_over:-']);
    // A second run as of the same time fires nothing.
    await runBudgetAlerts(db, at(addDays(start, 24)), { organizationId: org.id });
    expect((await crossedEvents(project.id)).map((e) => e.threshold)).toEqual(['variance_over']);
  });
});

describe('another organization', () => {
  it("never evaluates or tells of a project not its own, and a sandbox's alerts notify nobody", async () => {
    const other = await db.transaction((tx) =>
      createOrganization(tx, { name: 'Other', slug: `other-${randomBytes(3).toString('hex')}` }),
    );
    const outsider = (
      await createUser(db, {
        email: `outsider-${randomBytes(4).toString('hex')}@example.org`,
        password: `Pw-${randomBytes(12).toString('base64url')}-7q`,
        organizationId: other.id,
        role: 'owner',
      })
    ).id;
    const project = await newProject();
    const budget = await replaceBudget(db, by(), project.id, [
      { category: 'travel', description: 'Travel', amountCents: 100 },
    ]);
    // Evaluated under another organization's id: the project is not found, and nothing is written.
    await expect(db.transaction((tx) => evaluateBudgetAlerts(tx, other.id, project.id))).rejects.toThrow(/not found/i);
    await spend(project.id, budget.lines[0]!.id, 100);
    expect(await inForce(project.id)).toHaveLength(2);
    const theirs = await db.select().from(notifications).where(eq(notifications.userId, outsider));
    expect(theirs).toEqual([]);
    const theirEvents = await db.select().from(events).where(eq(events.organizationId, other.id));
    expect(theirEvents.filter((e) => e.type === 'budget.threshold_crossed')).toEqual([]);

    // The organization's sandbox (test mode): the alert and its event (livemode false), no notification.
    const sandbox = other.sandboxId;
    const [practice] = await db
      .insert(projects)
      .values({ organizationId: sandbox, name: `Practice ${randomBytes(3).toString('hex')}` })
      .returning();
    const sandboxBy = { organizationId: sandbox, actor: 'api_key:00000000-0000-4000-8000-000000000002' };
    const lines = await replaceBudget(db, sandboxBy, practice!.id, [
      { category: 'travel', description: 'Travel', amountCents: 100 },
    ]);
    await createExpense(db, sandboxBy, practice!.id, {
      budgetLineId: lines.lines[0]!.id,
      date: '2026-01-05',
      amountCents: 100,
    });
    expect((await getBudget(db, sandbox, practice!.id)).alerts.map((a) => a.kind)).toEqual(['line_90', 'line_100']);
    const practiceEvents = await db.select().from(events).where(eq(events.organizationId, sandbox));
    expect(practiceEvents.filter((e) => e.type === 'budget.threshold_crossed').map((e) => e.livemode)).toEqual([
      false,
      false,
    ]);
    expect(await db.select().from(notifications).where(eq(notifications.organizationId, sandbox))).toEqual([]);
  });
});
