import { reportSummary } from '~/server/reports/summary';
import { withPermission } from '../../trpc';
import { summaryOperation as operation } from './summary.schema';

export const summaryProcedure = withPermission('VIEW_REPORTS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(({ ctx, input }) =>
    reportSummary(ctx.db, ctx.principal.organizationId, input, {
      finance: ctx.principal.permissions.has('VIEW_BUDGETS'),
    }),
  );
