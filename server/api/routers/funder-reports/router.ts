import { createTRPCRouter } from '../../trpc';
import {
  createFunderReportProcedure,
  deleteFunderReportProcedure,
  listFunderReportsProcedure,
  submitFunderReportProcedure,
  updateFunderReportProcedure,
} from './procedures';

export const funderReportsRouter = createTRPCRouter({
  list: listFunderReportsProcedure,
  create: createFunderReportProcedure,
  update: updateFunderReportProcedure,
  submit: submitFunderReportProcedure,
  delete: deleteFunderReportProcedure,
});
