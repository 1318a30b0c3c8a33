import { reportSummary } from '~/server/reports/summary';
import { withPermission } from '../../trpc';
import { ZReportSummary, ZSummaryRequest } from './summary.schema';

export const summaryProcedure = withPermission('VIEW_REPORTS')
  .meta({
    openapi: {
      method: 'GET',
      path: '/reports/summary',
      tags: ['Reports'],
      summary: 'Pipeline, outcomes, projects, deliverables and deadlines',
      protect: true,
    },
  })
  .input(ZSummaryRequest)
  .output(ZReportSummary)
  .query(({ ctx, input }) => reportSummary(ctx.db, ctx.principal.organizationId, input));
