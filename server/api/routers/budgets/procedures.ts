// /api/v1/projects/{id}/budget and /expenses (docs/post-award.md): VIEW_BUDGETS reads, MANAGE_BUDGETS changes.
import { getBudget, replaceBudget } from '~/server/post-award/budgets';
import { createExpense, deleteExpense, listExpenses } from '~/server/post-award/expenses';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import {
  createExpenseOperation,
  deleteExpenseOperation,
  getBudgetOperation,
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
