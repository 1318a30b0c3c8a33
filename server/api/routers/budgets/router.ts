import { createTRPCRouter } from '../../trpc';
import {
  createExpenseProcedure,
  deleteExpenseProcedure,
  getBudgetProcedure,
  importExpensesProcedure,
  listExpensesProcedure,
  replaceBudgetProcedure,
} from './procedures';

export const budgetsRouter = createTRPCRouter({
  get: getBudgetProcedure,
  replace: replaceBudgetProcedure,
  expenses: createTRPCRouter({
    list: listExpensesProcedure,
    create: createExpenseProcedure,
    delete: deleteExpenseProcedure,
    import: importExpensesProcedure,
  }),
});
