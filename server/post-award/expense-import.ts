// Importing a project's expenses from a CSV export (docs/post-award.md#csv-import): the file is read by
// expense-csv.ts, every row is checked against the rules an expense keeps (expenses.ts) and against the other rows,
// and the rows are written all together in one transaction, or none of them. Rows whose reference is already recorded
// in the project are skipped, so the same export can be sent again after a failure or with new rows appended.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import { BUDGET_CATEGORIES, budgetLines, expenses, type BudgetCategory } from '~/db/schema';
import { recordAudit } from '../audit/record';
import { isUniqueViolation } from '../db-errors';
import { AppError, MAX_ROW_ERRORS, type RowError } from '../errors';
import { MAX_SPENT_CENTS } from '../money';
import type { Actor } from '../pipeline/actor';
import { findProject } from '../pipeline/projects';
import { parseExpenseCsvStream, type ParsedExpenseRow } from './expense-csv';
import { evaluateBudgetAlerts } from './alerts';

/** The largest file an import takes: about 80,000 rows of a typical bank export. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** Rows written per INSERT statement. */
const INSERT_BATCH = 1000;

/** The lengths POST /expenses allows, so an imported expense is one that could have been created one by one. */
const MAX_LENGTH = { vendor: 200, description: 1000, reference: 100 } as const;

export interface ImportedRow {
  row: number;
  outcome: 'create' | 'skip';
  date: string;
  amountCents: number;
  budgetLineId: string;
  vendor: string | null;
  description: string | null;
  reference: string | null;
  /** Skipped rows: the expense already recorded with this reference. */
  existingExpenseId?: string;
}

export interface ImportResult {
  dryRun: boolean;
  /** The rows written (a dry run: the rows that would be). */
  created: number;
  /** The rows skipped because their reference is already recorded in the project. */
  skipped: number;
  /** The sum of the created rows' amounts, in cents. */
  totalCents: number;
  /** The first PREVIEW_ROWS rows' outcomes, in file order: a dry run only (a preview), never a real import's answer. */
  rows?: ImportedRow[];
  /** A dry run only, when the file has more rows than `rows` lists: how many more. */
  rowsOmitted?: number;
}

/** The most rows a dry run's preview lists. */
export const PREVIEW_ROWS = 1000;

export type ImportInput = Buffer | string | AsyncIterable<Uint8Array | string>;

/** "Fringe Benefits", "fringe-benefits", "INDIRECT_CHARGES" → the category they name, if any. */
function categoryNamed(text: string): BudgetCategory | null {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (BUDGET_CATEGORIES as readonly string[]).includes(key) ? (key as BudgetCategory) : null;
}

/** A body held in memory, handed to the parser in 64 KiB pieces so a large file never holds the event loop at once. */
async function* inPieces(input: Buffer | string): AsyncGenerator<Buffer> {
  const bytes = typeof input === 'string' ? Buffer.from(input) : input;
  for (let i = 0; i < bytes.length; i += PIECE_BYTES) {
    yield bytes.subarray(i, i + PIECE_BYTES);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
const PIECE_BYTES = 64 * 1024;

/** The rows as the file gives them, or a 400 for a file that holds no rows at all (empty, header only, binary). */
async function readRows(input: ImportInput) {
  const parsed = await parseExpenseCsvStream(
    typeof input === 'string' || Buffer.isBuffer(input) ? inPieces(input) : input,
  );
  const whole = parsed.errors.find((e) => e.row === 0);
  if (whole) throw new AppError('VALIDATION_FAILED', `The file cannot be imported: ${whole.message}`);
  return parsed;
}

const beyond = (cents: bigint) => cents > MAX_SPENT_CENTS || cents < -MAX_SPENT_CENTS;

/** Bad rows, in file order, as the 422 lists them (the first MAX_ROW_ERRORS, and how many more). */
function invalidFile(errors: RowError[], uncounted = 0): AppError {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const rows = new Set(sorted.map((e) => e.row)).size;
  const all = sorted.length + uncounted;
  return new AppError(
    'EXPENSE_IMPORT_INVALID',
    uncounted > 0
      ? `Nothing was imported: ${all} errors in the file; the first ${MAX_ROW_ERRORS} are listed`
      : `Nothing was imported: ${rows} ${rows === 1 ? 'row has' : 'rows have'} errors (${sorted.length} in all)`,
    {
      rows: { errors: sorted.slice(0, MAX_ROW_ERRORS), omitted: Math.max(0, all - MAX_ROW_ERRORS) },
    },
  );
}

interface Checked {
  rows: ImportedRow[];
  errors: RowError[];
}

/**
 * Every rule an expense keeps, checked on every row without stopping at the first: its line, its date within the
 * period, its texts' lengths, a reference not given twice in the file, and the sums within ±MAX_SPENT_CENTS.
 */
async function checkRows(
  tx: DbOrTx,
  project: { id: string; startDate: string | null; endDate: string | null },
  parsed: ParsedExpenseRow[],
): Promise<Checked> {
  const errors: RowError[] = [];
  const lines = await tx
    .select({ id: budgetLines.id, category: budgetLines.category })
    .from(budgetLines)
    .where(eq(budgetLines.projectId, project.id));
  const lineIds = new Set(lines.map((l) => l.id));
  const byCategory = new Map<string, string[]>();
  for (const l of lines) byCategory.set(l.category, [...(byCategory.get(l.category) ?? []), l.id]);

  const references = [...new Set(parsed.flatMap((r) => (r.reference ? [r.reference] : [])))];
  const existing = new Map<string, string>();
  for (let i = 0; i < references.length; i += INSERT_BATCH) {
    const found = await tx
      .select({ id: expenses.id, reference: expenses.reference })
      .from(expenses)
      .where(
        and(
          eq(expenses.projectId, project.id),
          isNotNull(expenses.reference),
          inArray(expenses.reference, references.slice(i, i + INSERT_BATCH)),
        ),
      );
    for (const f of found) existing.set(f.reference!, f.id);
  }

  const spent = await tx
    .select({ budgetLineId: expenses.budgetLineId, cents: sql<string>`sum(${expenses.amountCents})::text` })
    .from(expenses)
    .where(eq(expenses.projectId, project.id))
    .groupBy(expenses.budgetLineId);
  const lineSums = new Map(spent.map((s) => [s.budgetLineId, BigInt(s.cents)]));
  let projectSum = [...lineSums.values()].reduce((a, b) => a + b, 0n);

  const firstRowOf = new Map<string, number>();
  const rows: ImportedRow[] = [];
  for (const r of parsed) {
    const errorsBefore = errors.length;
    const fail = (column: string, message: string) => errors.push({ row: r.row, column, message });

    let budgetLineId: string | undefined;
    if (r.budgetLineId !== undefined) {
      if (lineIds.has(r.budgetLineId)) budgetLineId = r.budgetLineId;
      else fail('budgetLineId', `${r.budgetLineId.slice(0, 40)} is not a line of this project's current budget`);
    } else if (r.category !== undefined) {
      const category = categoryNamed(r.category);
      const matching = category ? (byCategory.get(category) ?? []) : [];
      if (category === null) {
        fail('category', `"${r.category.slice(0, 40)}" is not a budget category (${BUDGET_CATEGORIES.join(', ')})`);
      } else if (matching.length === 1) budgetLineId = matching[0];
      else if (matching.length === 0) {
        fail('category', `no line of the current budget is ${category}: add one, or give a budgetLineId`);
      } else {
        fail('category', `${matching.length} lines of the current budget are ${category}: give a budgetLineId`);
      }
    } else fail('', 'give the budget line: a category or budgetLineId column');

    if (r.amountCents === 0) fail('amount', 'must not be zero');
    if (r.date < '1900-01-01' || r.date > '2999-12-31') fail('date', `${r.date} is not between 1900 and 2999`);
    else if ((project.startDate && r.date < project.startDate) || (project.endDate && r.date > project.endDate)) {
      fail('date', `${r.date} is outside the project period ${project.startDate ?? '…'} to ${project.endDate ?? '…'}`);
    }
    for (const field of ['vendor', 'description', 'reference'] as const) {
      const value = r[field];
      if (value !== undefined && value.length > MAX_LENGTH[field]) {
        fail(field, `is longer than ${MAX_LENGTH[field]} characters`);
      }
    }
    if (r.reference !== undefined) {
      const first = firstRowOf.get(r.reference);
      if (first !== undefined) fail('reference', `"${r.reference.slice(0, 40)}" is also the reference of row ${first}`);
      else firstRowOf.set(r.reference, r.row);
    }

    const existingExpenseId = r.reference === undefined ? undefined : existing.get(r.reference);
    const outcome = existingExpenseId ? 'skip' : 'create';
    if (outcome === 'create' && budgetLineId !== undefined && r.amountCents !== 0) {
      // In file order, as the expenses would have been created one by one.
      const amount = BigInt(r.amountCents);
      const lineSum = (lineSums.get(budgetLineId) ?? 0n) + amount;
      if (beyond(projectSum + amount) || beyond(lineSum)) {
        fail('amount', `would take the expenses past ±${MAX_SPENT_CENTS} cents`);
      } else {
        projectSum += amount;
        lineSums.set(budgetLineId, lineSum);
      }
    }
    if (errors.length > errorsBefore) continue;
    rows.push({
      row: r.row,
      outcome,
      date: r.date,
      amountCents: r.amountCents,
      budgetLineId: budgetLineId!,
      vendor: r.vendor ?? null,
      description: r.description ?? null,
      reference: r.reference ?? null,
      ...(existingExpenseId && { existingExpenseId }),
    });
  }
  return { rows, errors };
}

/**
 * Imports a CSV export of the project's expenses (docs/post-award.md#csv-import), all or nothing: any bad row is a
 * 422 EXPENSE_IMPORT_INVALID listing every bad row, and nothing is written; a file with no rows is a 400. Rows whose
 * reference the project already has are skipped. A dry run checks and previews every row and writes nothing. The
 * rows are written under the project's row lock (as createExpense does), and recorded as one `expenses.imported`.
 */
export async function importExpenses(
  db: Db,
  by: Actor,
  projectId: string,
  csv: ImportInput,
  opts: { dryRun: boolean },
): Promise<ImportResult> {
  // Another organization's project is a 404 whatever the file holds; the file is read before the lock is taken.
  await findProject(db, by.organizationId, projectId);
  const parsed = await readRows(csv);
  let written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const project = await findProject(tx, by.organizationId, projectId, !opts.dryRun);
      const checked = await checkRows(tx, project, parsed.rows);
      const errors = [...parsed.errors, ...checked.errors];
      if (errors.length > 0) throw invalidFile(errors, parsed.errorsOmitted ?? 0);
      const toCreate = checked.rows.filter((r) => r.outcome === 'create');
      const totalCents = toCreate.reduce((sum, r) => sum + BigInt(r.amountCents), 0n);
      const result: ImportResult = {
        dryRun: opts.dryRun,
        created: toCreate.length,
        skipped: checked.rows.length - toCreate.length,
        totalCents: Number(totalCents),
      };
      // A preview shows the first PREVIEW_ROWS rows; the counts above cover the whole file.
      if (opts.dryRun) {
        const rowsOmitted = checked.rows.length - PREVIEW_ROWS;
        return { ...result, rows: checked.rows.slice(0, PREVIEW_ROWS), ...(rowsOmitted > 0 ? { rowsOmitted } : {}) };
      }
      written = toCreate.flatMap((r) => (r.reference ? [r.reference] : []));
      for (let i = 0; i < toCreate.length; i += INSERT_BATCH) {
        await tx.insert(expenses).values(
          toCreate.slice(i, i + INSERT_BATCH).map((r) => ({
            organizationId: by.organizationId,
            projectId,
            budgetLineId: r.budgetLineId,
            date: r.date,
            amountCents: BigInt(r.amountCents),
            vendor: r.vendor,
            description: r.description,
            reference: r.reference,
            createdBy: by.actor,
          })),
        );
      }
      await recordAudit(tx, {
        organizationId: by.organizationId,
        action: 'expenses.imported',
        target: { type: 'project', id: projectId },
        changes: {
          created: [null, result.created],
          skipped: [null, result.skipped],
          totalCents: [null, totalCents.toString()],
        },
      });
      // The lines the file charged may have crossed a threshold (docs/post-award.md#alerts), told once, as for one
      // expense.
      if (toCreate.length > 0) await evaluateBudgetAlerts(tx, by.organizationId, projectId);
      return result;
    });
  } catch (err) {
    // The project's lock keeps imports and creations apart; should a reference still collide, the unique index
    // decides and nothing is written.
    if (isUniqueViolation(err, 'expenses_project_id_reference_key')) {
      const [winner] = await db
        .select({ id: expenses.id, reference: expenses.reference })
        .from(expenses)
        .where(and(eq(expenses.projectId, projectId), inArray(expenses.reference, written.slice(0, INSERT_BATCH))))
        .limit(1);
      throw new AppError(
        'CONFLICT',
        `An expense with a reference of this file was recorded meanwhile${winner ? `: ${winner.id} (${winner.reference})` : ''}; nothing was imported, send the file again to skip it`,
      );
    }
    throw err;
  }
}
