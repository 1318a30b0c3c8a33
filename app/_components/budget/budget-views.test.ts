// The budget as people read it outside the API — the CSV export and the portal's table — over random budgets,
// expenses and refunds: every amount, remaining amount and percentage shown is what exact integer arithmetic (BigInt)
// gives for the data written (docs/post-award.md#the-figures). The API's own figures are checked the same way in
// server/post-award/budgets.test.ts; these views must not round, drop or reformat them into something else.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { DomUtils, parseDocument } from 'htmlparser2';
import Papa from 'papaparse';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '~/db';
import { BUDGET_CATEGORIES, projects } from '~/db/schema';
import { addDays } from '~/server/dates';
import { divideHalfEven, MAX_AMOUNT_CENTS, MAX_PERCENT_HUNDREDTHS } from '~/server/money';
import { createOrganization } from '~/server/organizations/organizations';
import { getBudget, replaceBudget } from '~/server/post-award/budgets';
import { createExpense } from '~/server/post-award/expenses';
import { createTestDb } from '~/server/testing/test-db';
import { PortalBudget } from '../../portal/reports/PortalBudget';
import { BUDGET_CSV_COLUMNS, budgetCsv } from './budget-csv';
import { BUDGET_CATEGORY_LABEL, centsToDecimal, formatCents } from './money';

process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
vi.setConfig({ testTimeout: 300_000 });

let db: Db;
let close: () => Promise<void>;
let org: { id: string };
const by = () => ({ organizationId: org.id, actor: 'api_key:00000000-0000-4000-8000-000000000001' });
const START = '2026-01-01';

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  org = await db.transaction((tx) => createOrganization(tx, { name: 'Views', slug: 'views' }));
});
afterAll(() => close());

/** "-1,234.56" or "$1,234.56" or "-$0.05" back in cents, by string: no float in the way. */
function cents(text: string): bigint {
  const m = /^(-?)\$?(-?)([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!m) throw new Error(`not an amount: ${JSON.stringify(text)}`);
  const value = BigInt(m[3]!.replaceAll(',', '') + m[4]);
  return m[1] || m[2] ? -value : value;
}

/** The exact percentage in hundredths, half to even, or null where the API gives none. */
function exactHundredths(spent: bigint, amount: bigint): bigint | null {
  if (amount === 0n) return null;
  const h = divideHalfEven(spent * 10_000n, amount);
  return h > MAX_PERCENT_HUNDREDTHS || h < -MAX_PERCENT_HUNDREDTHS ? null : h;
}
/** "12.5" or "12.5%" → 1250n hundredths, by string. */
function hundredthsOf(text: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?%?$/.exec(text.trim().replaceAll(',', ''));
  if (!m) throw new Error(`not a percentage: ${JSON.stringify(text)}`);
  const value = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -value : value;
}

const scenario = fc.record({
  lines: fc.array(
    fc.record({
      category: fc.constantFrom(...BUDGET_CATEGORIES),
      description: fc.oneof(fc.constant(''), fc.string({ maxLength: 20 }), fc.constantFrom('=SUM(A1)', '-1', '@x')),
      amountCents: fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: MAX_AMOUNT_CENTS })),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  expenses: fc.array(
    fc.record({
      line: fc.nat(),
      amountCents: fc
        .oneof(
          fc.integer({ min: -50_000, max: 250_000 }),
          fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS }),
        )
        .filter((n) => n !== 0),
    }),
    { maxLength: 10 },
  ),
});

describe('the CSV export and the portal over random budgets, expenses and refunds', () => {
  it('show what exact arithmetic gives', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const budgeted = s.lines.reduce((sum, l) => sum + BigInt(l.amountCents), 0n);
        const [project] = await db
          .insert(projects)
          .values({
            organizationId: org.id,
            name: `Project ${randomBytes(4).toString('hex')}`,
            awardAmount: Number((budgeted + 99n) / 100n),
            startDate: START,
            endDate: addDays(START, 364),
          })
          .returning();
        const saved = await replaceBudget(
          db,
          by(),
          project!.id,
          s.lines.map((l) => ({
            category: l.category,
            description: l.description.trim() || 'Line',
            amountCents: l.amountCents,
          })),
        );
        const spent = s.lines.map(() => 0n);
        for (const e of s.expenses) {
          const i = e.line % s.lines.length;
          await createExpense(db, by(), project!.id, {
            budgetLineId: saved.lines[i]!.id,
            date: START,
            amountCents: e.amountCents,
          });
          spent[i]! += BigInt(e.amountCents);
        }
        const budget = await getBudget(db, org.id, project!.id, START);
        const totalSpent = spent.reduce((a, b) => a + b, 0n);
        const expected = s.lines.map((l, i) => ({
          amount: BigInt(l.amountCents),
          spent: spent[i]!,
          remaining: BigInt(l.amountCents) - spent[i]!,
          percent: exactHundredths(spent[i]!, BigInt(l.amountCents)),
        }));

        // The CSV export: one row per line, then the total.
        const csv = Papa.parse<Record<string, string>>(budgetCsv(budget), { header: true });
        expect(csv.errors).toEqual([]);
        expect(csv.meta.fields).toEqual([...BUDGET_CSV_COLUMNS]);
        expect(csv.data).toHaveLength(s.lines.length + 1);
        expected.forEach((e, i) => {
          const row = csv.data[i]!;
          expect(row.category).toBe(BUDGET_CATEGORY_LABEL[s.lines[i]!.category]);
          expect([cents(row.budgeted!), cents(row.spent!), cents(row.remaining!)]).toEqual([
            e.amount,
            e.spent,
            e.remaining,
          ]);
          if (e.percent === null) expect(row.percentSpent).toBe('');
          else expect(hundredthsOf(row.percentSpent!)).toBe(e.percent);
          // A description a spreadsheet would run as a formula is defused; anything else is kept as written.
          const description = budget.lines[i]!.description;
          expect(row.description).toBe(/^[=+\-@\t\r]/.test(description) ? `'${description}` : description);
        });
        const total = csv.data[s.lines.length]!;
        expect([total.category, cents(total.budgeted!), cents(total.spent!), cents(total.remaining!)]).toEqual([
          'Total',
          budgeted,
          totalSpent,
          budgeted - totalSpent,
        ]);

        // The portal's table: the same figures, formatted as money.
        const html = renderToStaticMarkup(createElement(PortalBudget, { projectName: project!.name, budget }));
        const dom = parseDocument(html);
        const within = (parent: Parameters<typeof DomUtils.getElementsByTagName>[1], tag: string) =>
          DomUtils.getElementsByTagName(tag, parent);
        const bodyRows = within(within(dom, 'tbody'), 'tr');
        expect(bodyRows).toHaveLength(s.lines.length);
        expected.forEach((e, i) => {
          const cells = within(bodyRows[i]!, 'td').map((c) => DomUtils.textContent(c));
          expect(cells.slice(0, 3).map(cents)).toEqual([e.amount, e.spent, e.remaining]);
          if (e.percent === null) expect(cells[3]).toBe('—');
          else expect(hundredthsOf(cells[3]!)).toBe(e.percent);
        });
        const totals = within(within(dom, 'tfoot'), 'td').map((c) => DomUtils.textContent(c));
        expect(totals.slice(0, 3).map(cents)).toEqual([budgeted, totalSpent, budgeted - totalSpent]);
      }),
      { numRuns: 25 },
    );
  });
});

describe('money display', () => {
  it('writes cents exactly, at every size and sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(cents(centsToDecimal(n))).toBe(BigInt(n));
        expect(cents(formatCents(n))).toBe(BigInt(n));
      }),
    );
    expect([centsToDecimal(-5), formatCents(123456), formatCents(-50), formatCents(null)]).toEqual([
      '-0.05',
      '$1,234.56',
      '-$0.50',
      '—',
    ]);
  });
});
