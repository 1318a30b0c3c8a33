// Budgets and expenses against a real (embedded) database, over random budgets, expenses and refunds: every total,
// remaining amount, percentage and projection GET answers is what exact integer arithmetic (BigInt) says
// (docs/post-award.md#the-figures); every revision is kept; a refused change changes nothing.
import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '~/db';
import { BUDGET_CATEGORIES, budgetRevisions, projects } from '~/db/schema';
import { budget as exampleBudget } from '../api/routers/budgets/budgets.examples';
import { addDays, daysBetween } from '../dates';
import { AppError } from '../errors';
import { divideHalfEven, MAX_AMOUNT_CENTS, MAX_PERCENT_HUNDREDTHS, MAX_SPENT_CENTS } from '../money';
import { createOrganization } from '../organizations/organizations';
import { createTestDb } from '../testing/test-db';
import { getBudget, replaceBudget, type BudgetLineInput } from './budgets';
import { createExpense, deleteExpense, listExpenses } from './expenses';
import { budgetFigures } from './figures';

process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
vi.setConfig({ testTimeout: 300_000 });

let db: Db;
let close: () => Promise<void>;
let org: { id: string };
const by = () => ({ organizationId: org.id, actor: 'api_key:00000000-0000-4000-8000-000000000001' });
const START = '2026-01-01';

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  org = await db.transaction((tx) => createOrganization(tx, { name: 'Budgets', slug: 'budgets' }));
});
afterAll(() => close());

async function newProject(awardDollars: number | null, days: number) {
  const [row] = await db
    .insert(projects)
    .values({
      organizationId: org.id,
      name: `Project ${randomBytes(4).toString('hex')}`,
      awardAmount: awardDollars,
      startDate: START,
      endDate: addDays(START, days - 1),
    })
    .returning();
  return row!;
}

/** True when `value` is part/whole × scale rounded half to even: |part·scale − value·whole| ≤ whole/2, ties even. */
function isHalfEvenRounding(value: bigint, part: bigint, whole: bigint, scale: bigint): boolean {
  const gap = part * scale - value * whole; // the exact remainder, in units of 1/whole
  const twice = 2n * (gap < 0n ? -gap : gap);
  const w = whole < 0n ? -whole : whole;
  return twice < w || (twice === w && value % 2n === 0n);
}

/** A percentage the API gave, back in hundredths (it has at most two decimals). */
const hundredths = (percent: number) => BigInt(Math.round(percent * 100));
const absolute = (n: bigint) => (n < 0n ? -n : n);

const line = fc.record({
  category: fc.constantFrom(...BUDGET_CATEGORIES),
  amountCents: fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: MAX_AMOUNT_CENTS })),
});
const scenario = fc
  .record({
    days: fc.integer({ min: 1, max: 800 }),
    todayOffset: fc.integer({ min: -30, max: 900 }),
    lines: fc.array(line, { minLength: 1, maxLength: 8 }),
    expenses: fc.array(
      fc.record({
        line: fc.nat(),
        day: fc.nat(),
        // Spending and refunds, small and as large as allowed.
        amountCents: fc
          .oneof(
            fc.integer({ min: -50_000, max: 250_000 }),
            fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS }),
          )
          .filter((n) => n !== 0),
      }),
      { maxLength: 12 },
    ),
  })
  .map((s) => ({ ...s, today: addDays(START, s.todayOffset) }));

describe('budget figures over random budgets, expenses and refunds', () => {
  it('equal exact integer arithmetic', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const budgeted = s.lines.reduce((sum, l) => sum + BigInt(l.amountCents), 0n);
        // An award at least the budget (whole dollars, rounded up): the budget is accepted.
        const project = await newProject(Number((budgeted + 99n) / 100n), s.days);
        const lines: BudgetLineInput[] = s.lines.map((l, i) => ({ ...l, description: `Line ${i}` }));
        const saved = await replaceBudget(db, by(), project.id, lines);
        const spent = s.lines.map(() => 0n);
        for (const e of s.expenses) {
          const i = e.line % s.lines.length;
          await createExpense(db, by(), project.id, {
            budgetLineId: saved.lines[i]!.id,
            date: addDays(START, e.day % s.days),
            amountCents: e.amountCents,
          });
          spent[i]! += BigInt(e.amountCents);
        }

        const got = await getBudget(db, org.id, project.id, s.today);
        const totalSpent = spent.reduce((a, b) => a + b, 0n);
        expect(got.revision).toBe(1);
        expect(BigInt(got.awardAmountCents!)).toBe(BigInt(project.awardAmount!) * 100n);
        got.lines.forEach((l, i) => {
          const amount = BigInt(s.lines[i]!.amountCents);
          expect(BigInt(l.amountCents)).toBe(amount);
          expect(BigInt(l.spentCents)).toBe(spent[i]);
          expect(BigInt(l.remainingCents)).toBe(amount - spent[i]!);
          // Null for a zero amount, and for a percentage past ±10^13 % (a huge refund against a tiny line).
          const beyond =
            amount !== 0n && absolute(divideHalfEven(spent[i]! * 10_000n, amount)) > MAX_PERCENT_HUNDREDTHS;
          if (amount === 0n || beyond) expect(l.percentSpent).toBeNull();
          else expect(isHalfEvenRounding(hundredths(l.percentSpent!), spent[i]!, amount, 10_000n)).toBe(true);
        });
        expect(got.totals).toEqual({
          budgetedCents: Number(budgeted),
          spentCents: Number(totalSpent),
          remainingCents: Number(budgeted - totalSpent),
        });
        // This project's expenses summed per day, one row a day in date order (other projects' days left out).
        const byDay = new Map<string, bigint>();
        for (const e of s.expenses) {
          const day = addDays(START, e.day % s.days);
          byDay.set(day, (byDay.get(day) ?? 0n) + BigInt(e.amountCents));
        }
        expect(got.dailySpending).toEqual(
          [...byDay.keys()].sort().map((date) => ({ date, spentCents: Number(byDay.get(date)) })),
        );
        // The period's days, both ends included, and those begun by today.
        const elapsed = Math.min(s.days, Math.max(0, daysBetween(START, s.today) + 1));
        expect(isHalfEvenRounding(hundredths(got.elapsedPercent!), BigInt(elapsed), BigInt(s.days), 10_000n)).toBe(
          true,
        );
        if (elapsed === 0) {
          expect([got.burnRate, got.projectedSpendCents, got.projectedVarianceCents]).toEqual([null, null, null]);
        } else {
          const burn = BigInt(got.burnRate!);
          expect(isHalfEvenRounding(burn, totalSpent, BigInt(elapsed), 1n)).toBe(true);
          // A projection beyond what a JSON number carries exactly is null, never a rounded number.
          const exactly = (cents: bigint) => (Number.isSafeInteger(Number(cents)) ? Number(cents) : null);
          expect(got.projectedSpendCents).toBe(exactly(burn * BigInt(s.days)));
          expect(got.projectedVarianceCents).toBe(exactly(burn * BigInt(s.days) - budgeted));
        }
        // The line alerts in force are those exact arithmetic puts at or past 90 % and 100 % of their amount (alerts.ts
        // has the variance's, as of the real day of the expenses).
        const lineAlerts = got.alerts.filter((a) => a.lineId !== null).map((a) => `${a.lineId}:${a.kind}`);
        const expected = saved.lines.flatMap((l, i) => {
          const amount = BigInt(s.lines[i]!.amountCents);
          return (['line_90', 'line_100'] as const)
            .filter((_, t) => spent[i]! > 0n && spent[i]! * 100n >= amount * [90n, 100n][t]!)
            .map((kind) => `${l.id}:${kind}`);
        });
        expect(lineAlerts.sort()).toEqual(expected.sort());
      }),
      {
        numRuns: 40,
        // Once found by the property: a refund of billions against a 3-cent line (its percentage is beyond JSON's
        // exact numbers, and so null).
        examples: [
          [
            {
              days: 1,
              todayOffset: 0,
              lines: [
                { category: 'personnel', amountCents: 3 },
                { category: 'personnel', amountCents: 0 },
              ],
              expenses: [{ line: 0, day: 0, amountCents: -2702169132985 }],
              today: '2026-01-01',
            },
          ],
        ],
      },
    );
  });

  it('the API reference example is what the figures compute', () => {
    const figures = budgetFigures(
      exampleBudget.lines.map((l) => ({ budgetedCents: BigInt(l.amountCents), spentCents: BigInt(l.spentCents) })),
      { startDate: '2026-09-01', endDate: '2027-08-31' },
      '2026-09-21',
    );
    expect(figures.lines.map((l) => [Number(l.remainingCents), l.percentSpent])).toEqual(
      exampleBudget.lines.map((l) => [l.remainingCents, l.percentSpent]),
    );
    expect([
      Number(figures.totals.budgetedCents),
      Number(figures.totals.spentCents),
      Number(figures.totals.remainingCents),
      figures.elapsedPercent,
      Number(figures.burnRate),
      Number(figures.projectedSpendCents),
      Number(figures.projectedVarianceCents),
    ]).toEqual([
      exampleBudget.totals.budgetedCents,
      exampleBudget.totals.spentCents,
      exampleBudget.totals.remainingCents,
      exampleBudget.elapsedPercent,
      exampleBudget.burnRate,
      exampleBudget.projectedSpendCents,
      exampleBudget.projectedVarianceCents,
    ]);
  });
});

/** The code an AppError refusal carries, null when the call succeeded. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => (err instanceof AppError ? err.code : String(err)),
  );

describe('revisions and refusals', () => {
  it('keeps every revision; a kept line keeps its expenses; refused changes change nothing', async () => {
    const project = await newProject(1_000, 365); // $1,000: 100,000 cents
    const first = await replaceBudget(db, by(), project.id, [
      { category: 'travel', description: 'Travel', amountCents: 60_000 },
      { category: 'supplies', description: 'Supplies', amountCents: 40_000 },
    ]);
    const [travel, supplies] = first.lines;
    const expense = await createExpense(db, by(), project.id, {
      budgetLineId: travel!.id,
      date: START,
      amountCents: 12_345,
      reference: 'ERP-1',
    });

    // Over the award; a kept id that is not a line of this budget; dropping a line with expenses: all refused.
    expect(
      await refusal(
        replaceBudget(db, by(), project.id, [{ category: 'travel', description: 'All', amountCents: 100_001 }]),
      ),
    ).toBe('BUDGET_EXCEEDS_AWARD');
    expect(
      await refusal(
        replaceBudget(db, by(), project.id, [
          { id: randomUUID(), category: 'travel', description: 'Stranger', amountCents: 1 },
        ]),
      ),
    ).toBe('VALIDATION_FAILED');
    expect(
      await refusal(
        replaceBudget(db, by(), project.id, [
          { id: supplies!.id, category: 'supplies', description: 'S', amountCents: 1 },
        ]),
      ),
    ).toBe('CONFLICT');
    // A second expense with the reference; a date outside the period; a line of another project's budget.
    const other = await newProject(null, 30);
    const otherBudget = await replaceBudget(db, by(), other.id, [
      { category: 'other', description: 'Elsewhere', amountCents: 5 },
    ]);
    const expenseInput = { budgetLineId: travel!.id, date: START, amountCents: 1 };
    expect(await refusal(createExpense(db, by(), project.id, { ...expenseInput, reference: 'ERP-1' }))).toBe(
      'CONFLICT',
    );
    expect(await refusal(createExpense(db, by(), project.id, { ...expenseInput, date: addDays(START, -1) }))).toBe(
      'EXPENSE_OUTSIDE_PERIOD',
    );
    expect(await refusal(createExpense(db, by(), project.id, { ...expenseInput, date: addDays(START, 365) }))).toBe(
      'EXPENSE_OUTSIDE_PERIOD',
    );
    expect(
      await refusal(createExpense(db, by(), project.id, { ...expenseInput, budgetLineId: otherBudget.lines[0]!.id })),
    ).toBe('VALIDATION_FAILED');
    const unchanged = await getBudget(db, org.id, project.id);
    expect(unchanged.revision).toBe(1);
    expect(unchanged.totals).toEqual({ budgetedCents: 100_000, spentCents: 12_345, remainingCents: 87_655 });
    expect((await listExpenses(db, org.id, project.id, { limit: 100, offset: 0 })).data).toEqual([expense]);

    // Revision 2 keeps travel (and its expense), changes its amount, drops supplies, adds equipment.
    const second = await replaceBudget(db, by(), project.id, [
      { id: travel!.id, category: 'travel', description: 'Travel, revised', amountCents: 30_000 },
      { category: 'equipment', description: 'Laptops', amountCents: 70_000 },
    ]);
    expect(second.revision).toBe(2);
    expect(second.lines.map((l) => [l.id === travel!.id, l.category, l.amountCents, l.spentCents])).toEqual([
      [true, 'travel', 30_000, 12_345],
      [false, 'equipment', 70_000, 0],
    ]);
    const revisions = await db
      .select()
      .from(budgetRevisions)
      .where(eq(budgetRevisions.projectId, project.id))
      .orderBy(asc(budgetRevisions.revision));
    expect(revisions.map((r) => [r.revision, r.createdBy, r.lines.map((l) => [l.category, l.amountCents])])).toEqual([
      [
        1,
        by().actor,
        [
          ['travel', '60000'],
          ['supplies', '40000'],
        ],
      ],
      [
        2,
        by().actor,
        [
          ['travel', '30000'],
          ['equipment', '70000'],
        ],
      ],
    ]);

    // Deleting the expense gives its amount back; a second delete, or one through another project, is a 404.
    expect(await refusal(deleteExpense(db, by(), other.id, expense.id))).toBe('NOT_FOUND');
    await deleteExpense(db, by(), project.id, expense.id);
    expect(await refusal(deleteExpense(db, by(), project.id, expense.id))).toBe('NOT_FOUND');
    expect((await getBudget(db, org.id, project.id)).totals.spentCents).toBe(0);
  });

  it("refuses an expense that would take a project's or a line's sum past ±MAX_SPENT_CENTS", async () => {
    const project = await newProject(null, 30);
    const { lines } = await replaceBudget(db, by(), project.id, [
      { category: 'equipment', description: 'A', amountCents: 0 },
      { category: 'equipment', description: 'B', amountCents: 0 },
    ]);
    const charge = (line: number, amountCents: number) =>
      createExpense(db, by(), project.id, { budgetLineId: lines[line]!.id, date: START, amountCents });
    const steps = Number(MAX_SPENT_CENTS / BigInt(MAX_AMOUNT_CENTS));
    // Line A up to the bound, line B down to it: the project's sum is back at zero, each line at its limit.
    for (let i = 0; i < steps; i++) {
      await charge(0, MAX_AMOUNT_CENTS);
      await charge(1, -MAX_AMOUNT_CENTS);
    }
    expect(await refusal(charge(0, 1))).toBe('VALIDATION_FAILED');
    expect(await refusal(charge(1, -1))).toBe('VALIDATION_FAILED');
    const refund = await charge(0, -1); // back inside
    const budget = await getBudget(db, org.id, project.id);
    expect(budget.lines.map((l) => l.spentCents)).toEqual([Number(MAX_SPENT_CENTS) - 1, -Number(MAX_SPENT_CENTS)]);
    expect(budget.totals.spentCents).toBe(-1);

    // Deleting a refund raises the sum as a charge would: past the bound it is refused, and nothing changes.
    await charge(0, 1);
    expect(await refusal(deleteExpense(db, by(), project.id, refund.id))).toBe('CONFLICT');
    expect((await getBudget(db, org.id, project.id)).lines[0]!.spentCents).toBe(Number(MAX_SPENT_CENTS));
  });

  it("answers a day's spending beyond 2^53 − 1 cents as null, and the bounded sums exactly", async () => {
    const project = await newProject(null, 30);
    const { lines } = await replaceBudget(db, by(), project.id, [
      { category: 'equipment', description: 'A', amountCents: 0 },
    ]);
    // The state 901 charges of MAX_AMOUNT_CENTS on one day, each refunded on the next, reach one at a time through
    // createExpense (the line and the project stay within ±MAX_SPENT_CENTS throughout); written here in one statement.
    const pairs = Math.ceil(Number.MAX_SAFE_INTEGER / MAX_AMOUNT_CENTS);
    await db.execute(sql`
      insert into expenses (organization_id, project_id, budget_line_id, date, amount_cents, created_by)
      select ${org.id}, ${project.id}, ${lines[0]!.id}, d.date::date, d.sign * ${MAX_AMOUNT_CENTS}::bigint, 'test'
      from generate_series(1, ${pairs}) as n
      cross join (values (${START}, 1), (${addDays(START, 1)}, -1)) as d(date, sign)`);
    const budget = await getBudget(db, org.id, project.id);
    expect(budget.dailySpending).toEqual([
      { date: START, spentCents: null },
      { date: addDays(START, 1), spentCents: null },
    ]);
    expect(budget.totals.spentCents).toBe(0);
    expect(budget.lines[0]!.spentCents).toBe(0);
  });
});
