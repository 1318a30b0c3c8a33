// /api/v1/projects/{id}/funder-reports (docs/post-award.md#funder-reports): VIEW_BUDGETS reads, MANAGE_BUDGETS changes.
import {
  createFunderReport,
  deleteFunderReport,
  listFunderReports,
  submitFunderReport,
  updateFunderReport,
} from '~/server/post-award/funder-reports';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import {
  createFunderReportOperation,
  deleteFunderReportOperation,
  listFunderReportsOperation,
  submitFunderReportOperation,
  updateFunderReportOperation,
} from './funder-reports.schema';

export const listFunderReportsProcedure = withPermission('VIEW_BUDGETS')
  .meta(listFunderReportsOperation.meta)
  .input(listFunderReportsOperation.input)
  .output(listFunderReportsOperation.output)
  .query(async ({ ctx, input: { id, ...page } }) => {
    const { data, total } = await listFunderReports(ctx.db, ctx.principal.organizationId, id, page);
    return paginate(data, total, page);
  });

export const createFunderReportProcedure = withPermission('MANAGE_BUDGETS')
  .meta(createFunderReportOperation.meta)
  .input(createFunderReportOperation.input)
  .output(createFunderReportOperation.output)
  .mutation(async ({ ctx, input: { id, ...fields } }) => {
    const report = await createFunderReport(ctx.db, ctx.principal, id, fields);
    ctx.response.status = 201;
    return report;
  });

export const updateFunderReportProcedure = withPermission('MANAGE_BUDGETS')
  .meta(updateFunderReportOperation.meta)
  .input(updateFunderReportOperation.input)
  .output(updateFunderReportOperation.output)
  .mutation(({ ctx, input: { id, reportId, ...patch } }) =>
    updateFunderReport(ctx.db, ctx.principal, id, reportId, patch),
  );

export const submitFunderReportProcedure = withPermission('MANAGE_BUDGETS')
  .meta(submitFunderReportOperation.meta)
  .input(submitFunderReportOperation.input)
  .output(submitFunderReportOperation.output)
  .mutation(({ ctx, input: { id, reportId, ...body } }) =>
    submitFunderReport(ctx.db, ctx.principal, id, reportId, body),
  );

export const deleteFunderReportProcedure = withPermission('MANAGE_BUDGETS')
  .meta(deleteFunderReportOperation.meta)
  .input(deleteFunderReportOperation.input)
  .output(deleteFunderReportOperation.output)
  .mutation(({ ctx, input }) => deleteFunderReport(ctx.db, ctx.principal, input.id, input.reportId));
