// The summary report's `finance` (docs/reports.md#finance): the organization's awards, budgets and expenses summed
// exactly, nothing of another organization's, and only for a caller holding VIEW_BUDGETS.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { projects } from '~/db/schema';
import { createOrganization } from '../organizations/organizations';
import { reportSummary } from '../reports/summary';
import { createTestDb } from '../testing/test-db';
import { replaceBudget } from './budgets';
import { createExpense } from './expenses';
import { financeFigures } from './finance';
import { createFunderReport, submitFunderReport } from './funder-reports';

process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await createTestDb());
});
afterAll(() => close());

async function fundedProject(organizationId: string, awardDollars: number | null, lines: number[], spent: number[]) {
  const [project] = await db
    .insert(projects)
    .values({ organizationId, name: 'P', awardAmount: awardDollars, startDate: '2026-01-01', endDate: '2026-12-31' })
    .returning();
  const by = { organizationId, actor: 'api_key:00000000-0000-4000-8000-000000000001' };
  const budget = await replaceBudget(
    db,
    by,
    project!.id,
    lines.map((amountCents) => ({ category: 'supplies' as const, description: 'Line', amountCents })),
  );
  for (const amountCents of spent) {
    await createExpense(db, by, project!.id, { budgetLineId: budget.lines[0]!.id, date: '2026-02-01', amountCents });
  }
}

describe('finance figures', () => {
  it("sum the organization's projects exactly, and nothing of another's", async () => {
    const a = await db.transaction((tx) => createOrganization(tx, { name: 'A', slug: 'finance-a' }));
    const b = await db.transaction((tx) => createOrganization(tx, { name: 'B', slug: 'finance-b' }));
    expect(await financeFigures(db, a.id)).toEqual({
      awardedCents: 0,
      budgetedCents: 0,
      spentCents: 0,
      remainingCents: 0,
      linesOverBudget: [],
      reportsDue: 0,
      reportsLate: 0,
      reportsToSubmit: [],
    });
    // Amounts a float would not add exactly: 0.1 + 0.2 dollars beside trillions of cents.
    await fundedProject(a.id, 100_000_000_001, [10, 20, 9_999_999_999_999], [7, -3, 9_999_999_999_997]);
    await fundedProject(a.id, null, [1], [1, 1]);
    await fundedProject(b.id, 5, [500], [123]);
    const figures = await financeFigures(db, a.id);
    expect(figures).toMatchObject({
      awardedCents: 10_000_000_000_100,
      budgetedCents: 10_000_000_000_030,
      spentCents: 10_000_000_000_003,
      remainingCents: 27,
    });
    // Each project's expenses went to its first line: both lines are over, the larger overspend first.
    expect(figures.linesOverBudget.map((l) => [l.category, l.amountCents, l.spentCents, l.currency])).toEqual([
      ['supplies', 10, 10_000_000_000_001, 'USD'],
      ['supplies', 1, 2, 'USD'],
    ]);
    expect(await financeFigures(db, b.id)).toEqual({
      awardedCents: 500,
      budgetedCents: 500,
      spentCents: 123,
      remainingCents: 377,
      linesOverBudget: [],
      reportsDue: 0,
      reportsLate: 0,
      reportsToSubmit: [],
    });
  });

  it('are in the summary report only when asked for (the caller holds VIEW_BUDGETS)', async () => {
    const c = await db.transaction((tx) => createOrganization(tx, { name: 'C', slug: 'finance-c' }));
    await fundedProject(c.id, 10, [1_000], [250]);
    expect((await reportSummary(db, c.id, {})).finance).toBeNull();
    expect((await reportSummary(db, c.id, {}, { finance: false })).finance).toBeNull();
    expect((await reportSummary(db, c.id, {}, { finance: true })).finance).toEqual({
      awardedCents: 1_000,
      budgetedCents: 1_000,
      spentCents: 250,
      remainingCents: 750,
      linesOverBudget: [],
      reportsDue: 0,
      reportsLate: 0,
      reportsToSubmit: [],
    });
  });

  it("count and list the funder reports to submit: late ones of any month first, then this month's, none submitted", async () => {
    const d = await db.transaction((tx) => createOrganization(tx, { name: 'D', slug: 'finance-d' }));
    const [project] = await db
      .insert(projects)
      .values({ organizationId: d.id, name: 'Reported', startDate: '2026-01-01', endDate: '2026-12-31' })
      .returning();
    const by = { organizationId: d.id, actor: 'api_key:00000000-0000-4000-8000-000000000001' };
    // Monthly on the 20th: as of 10 May, 20 January–20 April are late, 20 May is due, June on is later.
    const monthly = await createFunderReport(db, by, project!.id, {
      kind: 'progress',
      title: 'Monthly',
      frequency: 'monthly',
      firstDueDate: '2026-01-20',
    });
    await submitFunderReport(db, by, project!.id, monthly.id, { documentIds: [] }); // 20 January, the earliest
    const figures = await financeFigures(db, d.id, '2026-05-10');
    expect([figures.reportsDue, figures.reportsLate]).toEqual([1, 3]);
    expect(figures.reportsToSubmit.map((r) => [r.dueDate, r.status, r.title, r.projectName])).toEqual([
      ['2026-02-20', 'late', 'Monthly', 'Reported'],
      ['2026-03-20', 'late', 'Monthly', 'Reported'],
      ['2026-04-20', 'late', 'Monthly', 'Reported'],
      ['2026-05-20', 'due', 'Monthly', 'Reported'],
    ]);
    // Another organization's reports are not counted.
    const e = await db.transaction((tx) => createOrganization(tx, { name: 'E', slug: 'finance-e' }));
    expect((await financeFigures(db, e.id, '2026-05-10')).reportsLate).toBe(0);
  });
});
