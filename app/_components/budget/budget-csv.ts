// A project's budget against its spending as CSV (papaparse `unparse`): a row per line and a total row, amounts as
// exact decimals of the currency (from integer cents, never through a float). Text cells a spreadsheet would run as a
// formula get a leading apostrophe; amounts are left as numbers, negative ones included.
import Papa from 'papaparse';
import type { Budget } from '~/server/post-award/budgets';
import { BUDGET_CATEGORY_LABEL, centsToDecimal } from './money';

export const BUDGET_CSV_COLUMNS = [
  'category',
  'description',
  'currency',
  'budgeted',
  'spent',
  'remaining',
  'percentSpent',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
const text = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
const percentCell = (value: number | null) => (value === null ? '' : String(value));

export function budgetCsv(budget: Budget): string {
  const rows = budget.lines.map((line) => [
    BUDGET_CATEGORY_LABEL[line.category],
    text(line.description),
    budget.currency,
    centsToDecimal(line.amountCents),
    centsToDecimal(line.spentCents),
    centsToDecimal(line.remainingCents),
    percentCell(line.percentSpent),
  ]);
  const { budgetedCents, spentCents, remainingCents } = budget.totals;
  rows.push([
    'Total',
    '',
    budget.currency,
    centsToDecimal(budgetedCents),
    centsToDecimal(spentCents),
    centsToDecimal(remainingCents),
    '',
  ]);
  return Papa.unparse({ fields: [...BUDGET_CSV_COLUMNS], data: rows }, { newline: '\r\n' });
}

/** `budget-<project>-2026-03-04.csv`, the project's name reduced to letters, digits and hyphens. */
export function budgetCsvFileName(projectName: string, day: string): string {
  const slug = projectName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60);
  return `budget-${slug || 'project'}-${day}.csv`;
}
