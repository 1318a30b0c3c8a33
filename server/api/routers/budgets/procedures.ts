// /api/v1/projects/{id}/budget and /expenses (docs/post-award.md): VIEW_BUDGETS reads, MANAGE_BUDGETS changes.
import { getBudget, replaceBudget } from '~/server/post-award/budgets';
import { AppError } from '~/server/errors';
import { findProject } from '~/server/pipeline/projects';
import { importExpenses } from '~/server/post-award/expense-import';
import { createExpense, deleteExpense, listExpenses } from '~/server/post-award/expenses';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import {
  createExpenseOperation,
  deleteExpenseOperation,
  getBudgetOperation,
  importExpensesOperation,
  listExpensesOperation,
  replaceBudgetOperation,
} from './budgets.schema';

export const getBudgetProcedure = withPermission('VIEW_BUDGETS')
  .meta(getBudgetOperation.meta)
  .input(getBudgetOperation.input)
  .output(getBudgetOperation.output)
  .query(({ ctx, input }) => getBudget(ctx.db, ctx.principal.organizationId, input.id));

export const replaceBudgetProcedure = withPermission('MANAGE_BUDGETS')
  .meta(replaceBudgetOperation.meta)
  .input(replaceBudgetOperation.input)
  .output(replaceBudgetOperation.output)
  .mutation(({ ctx, input }) => replaceBudget(ctx.db, ctx.principal, input.id, input.lines));

export const listExpensesProcedure = withPermission('VIEW_BUDGETS')
  .meta(listExpensesOperation.meta)
  .input(listExpensesOperation.input)
  .output(listExpensesOperation.output)
  .query(async ({ ctx, input: { id, ...page } }) => {
    const { data, total } = await listExpenses(ctx.db, ctx.principal.organizationId, id, page);
    return paginate(data, total, page);
  });

export const createExpenseProcedure = withPermission('MANAGE_BUDGETS')
  .meta(createExpenseOperation.meta)
  .input(createExpenseOperation.input)
  .output(createExpenseOperation.output)
  .mutation(async ({ ctx, input: { id, ...fields } }) => {
    const expense = await createExpense(ctx.db, ctx.principal, id, fields);
    ctx.response.status = 201;
    return expense;
  });

export const deleteExpenseProcedure = withPermission('MANAGE_BUDGETS')
  .meta(deleteExpenseOperation.meta)
  .input(deleteExpenseOperation.input)
  .output(deleteExpenseOperation.output)
  .mutation(({ ctx, input }) => deleteExpense(ctx.db, ctx.principal, input.id, input.expenseId));

/** `dryRun` of the query: a POST's input is its body, here the file itself. */
function dryRunOf(query: URLSearchParams): boolean {
  const values = query.getAll('dryRun');
  if (values.length === 0) return false;
  if (values.length === 1 && (values[0] === 'true' || values[0] === 'false')) return values[0] === 'true';
  throw new AppError('VALIDATION_FAILED', 'dryRun: must be true or false', {
    issues: [{ path: 'dryRun', message: 'must be true or false' }],
  });
}

/** The file is read here, once the caller is admitted (credential, plan limit, MANAGE_BUDGETS). */
export const importExpensesProcedure = withPermission('MANAGE_BUDGETS')
  .meta(importExpensesOperation.meta)
  .input(importExpensesOperation.input)
  .output(importExpensesOperation.output)
  .mutation(async ({ ctx, input }) => {
    const dryRun = dryRunOf(ctx.query);
    // Another organization's project, or none: a 404 before the file is read.
    await findProject(ctx.db, ctx.principal.organizationId, input.id);
    if (!ctx.receiveText) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the CSV file as the body of POST /api/v1/projects/{id}/expenses/import',
      );
    }
    const received = await ctx.receiveText();
    if (!received.ok) throw new AppError(received.code, received.message);
    return importExpenses(ctx.db, ctx.principal, input.id, received.bytes, { dryRun });
  });
