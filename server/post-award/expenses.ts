// Expenses of a project (docs/post-award.md#expenses): money spent on, or refunded to (a negative amount), a line of
// its current budget, dated within the project's period, at most once per accounting-system reference.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import { budgetLines, expenses } from '~/db/schema';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { isUniqueViolation } from '../db-errors';
import { assertDocument } from '../documents/documents';
import { AppError, notFound } from '../errors';
import { centsToJson, MAX_SPENT_CENTS } from '../money';
import type { Actor } from '../pipeline/actor';
import { findProject } from '../pipeline/projects';
import { evaluateBudgetAlerts } from './alerts';

export interface ExpenseInput {
  budgetLineId: string;
  date: string;
  amountCents: number;
  vendor?: string | null;
  description?: string | null;
  reference?: string | null;
  documentId?: string | null;
}

export interface Expense {
  id: string;
  projectId: string;
  budgetLineId: string;
  date: string;
  amountCents: number;
  vendor: string | null;
  description: string | null;
  reference: string | null;
  documentId: string | null;
  createdAt: string;
}

const AUDITED_EXPENSE_FIELDS = [
  'projectId',
  'budgetLineId',
  'date',
  'amountCents',
  'vendor',
  'reference',
  'documentId',
] as const;

function toExpense(row: typeof expenses.$inferSelect): Expense {
  return {
    id: row.id,
    projectId: row.projectId,
    budgetLineId: row.budgetLineId,
    date: row.date,
    amountCents: centsToJson(row.amountCents),
    vendor: row.vendor,
    description: row.description,
    reference: row.reference,
    documentId: row.documentId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The project's expenses, oldest date first (then id): a stable order for paging. */
export async function listExpenses(
  db: DbOrTx,
  organizationId: string,
  projectId: string,
  page: { limit: number; offset: number },
) {
  await findProject(db, organizationId, projectId);
  const where = eq(expenses.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(expenses)
      .where(where)
      .orderBy(asc(expenses.date), asc(expenses.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(expenses).where(where),
  ]);
  return { data: rows.map(toExpense), total: total?.n ?? 0 };
}

const referenceTaken = (id: string) =>
  new AppError('CONFLICT', `An expense with this reference exists: ${id}`, {
    issues: [{ path: 'reference', message: `already recorded as expense ${id}` }],
  });

/** The sums of the project's expenses and of the line's, as they stand. */
async function spentSoFar(db: DbOrTx, projectId: string, budgetLineId: string) {
  const [row] = await db
    .select({
      project: sql<string>`coalesce(sum(${expenses.amountCents}), 0)::text`,
      line: sql<string>`coalesce(sum(${expenses.amountCents}) filter (where ${expenses.budgetLineId} = ${budgetLineId}), 0)::text`,
    })
    .from(expenses)
    .where(eq(expenses.projectId, projectId));
  return { project: BigInt(row!.project), line: BigInt(row!.line) };
}

const beyond = (cents: bigint) => cents > MAX_SPENT_CENTS || cents < -MAX_SPENT_CENTS;

async function expenseWithReference(db: DbOrTx, projectId: string, reference: string) {
  const [row] = await db
    .select({ id: expenses.id })
    .from(expenses)
    .where(and(eq(expenses.projectId, projectId), eq(expenses.reference, reference)))
    .limit(1);
  return row?.id;
}

/**
 * Records an expense under the project's row lock (a budget revision cannot remove its line meanwhile). Refused:
 * a line of another budget (400), a date outside the period (422), sums past ±MAX_SPENT_CENTS (400), a reference
 * already recorded (409), a document of another organization (404).
 */
export async function createExpense(db: Db, by: Actor, projectId: string, input: ExpenseInput): Promise<Expense> {
  try {
    return await db.transaction(async (tx) => {
      const project = await findProject(tx, by.organizationId, projectId, true);
      const [line] = await tx
        .select({ id: budgetLines.id })
        .from(budgetLines)
        .where(and(eq(budgetLines.id, input.budgetLineId), eq(budgetLines.projectId, projectId)))
        .limit(1);
      if (!line) {
        throw new AppError(
          'VALIDATION_FAILED',
          `budgetLineId: ${input.budgetLineId} is not a line of this project's budget`,
          {
            issues: [{ path: 'budgetLineId', message: `${input.budgetLineId} is not a line of this project's budget` }],
          },
        );
      }
      if ((project.startDate && input.date < project.startDate) || (project.endDate && input.date > project.endDate)) {
        throw new AppError(
          'EXPENSE_OUTSIDE_PERIOD',
          `The expense is dated ${input.date}, outside the project period ${project.startDate ?? '…'} to ${project.endDate ?? '…'}`,
        );
      }
      const spent = await spentSoFar(tx, projectId, input.budgetLineId);
      const amount = BigInt(input.amountCents);
      if (beyond(spent.project + amount) || beyond(spent.line + amount)) {
        const message = `would take the expenses past ±${MAX_SPENT_CENTS} cents`;
        throw new AppError('VALIDATION_FAILED', `amountCents: ${message}`, {
          issues: [{ path: 'amountCents', message }],
        });
      }
      if (input.documentId) await assertDocument(tx, by.organizationId, input.documentId);
      if (input.reference) {
        const existing = await expenseWithReference(tx, projectId, input.reference);
        if (existing) throw referenceTaken(existing);
      }
      const [row] = await tx
        .insert(expenses)
        .values({
          organizationId: by.organizationId,
          projectId,
          budgetLineId: input.budgetLineId,
          date: input.date,
          amountCents: BigInt(input.amountCents),
          vendor: input.vendor ?? null,
          description: input.description ?? null,
          reference: input.reference ?? null,
          documentId: input.documentId ?? null,
          createdBy: by.actor,
        })
        .returning();
      const expense = toExpense(row!);
      await recordAudit(tx, {
        organizationId: by.organizationId,
        action: 'expense.created',
        target: { type: 'expense', id: expense.id },
        changes: diff(null, expense, AUDITED_EXPENSE_FIELDS),
      });
      await evaluateBudgetAlerts(tx, by.organizationId, projectId);
      return expense;
    });
  } catch (err) {
    // Two requests with one reference at once: the unique index decides, and the loser names the winner.
    if (input.reference && isUniqueViolation(err, 'expenses_project_id_reference_key')) {
      const existing = await expenseWithReference(db, projectId, input.reference);
      if (existing) throw referenceTaken(existing);
    }
    throw err;
  }
}

export async function deleteExpense(db: Db, by: Actor, projectId: string, expenseId: string) {
  return db.transaction(async (tx) => {
    await findProject(tx, by.organizationId, projectId, true);
    const [row] = await tx
      .delete(expenses)
      .where(and(eq(expenses.id, expenseId), eq(expenses.projectId, projectId)))
      .returning();
    if (!row) throw notFound('Expense');
    // A refund's deletion raises the sums: they keep within the bound an expense's creation keeps (docs/post-award.md),
    // or the budget's figures would no longer be exact JSON integers.
    const spent = await spentSoFar(tx, projectId, row.budgetLineId);
    if (beyond(spent.project) || beyond(spent.line)) {
      throw new AppError(
        'CONFLICT',
        `Deleting this expense would take the expenses past ±${MAX_SPENT_CENTS} cents: delete the charges it offsets first`,
      );
    }
    const expense = toExpense(row);
    await recordAudit(tx, {
      organizationId: by.organizationId,
      action: 'expense.deleted',
      target: { type: 'expense', id: expense.id },
      changes: diff(expense, null, AUDITED_EXPENSE_FIELDS),
    });
    await evaluateBudgetAlerts(tx, by.organizationId, projectId);
    return { id: expense.id, deleted: true as const };
  });
}
