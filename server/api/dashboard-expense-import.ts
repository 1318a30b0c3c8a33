// The dashboard's CSV import of expenses (docs/post-award.md#in-the-dashboard): the file is the body, `text/csv`, which
// /api/trpc's JSON cannot carry, so POST /api/dashboard/expenses/import?projectId=…&dryRun=… takes it under the rules of
// the dashboard's document uploads (server/api/dashboard-documents.ts) — a session only, the same-origin check, the
// per-user call budget — and calls the `budgets.expenses.import` procedure the REST surface calls, which admits the
// caller (MANAGE_BUDGETS, the organization's project) before it reads the body.
import { IMPORT_CONTENT_TYPES } from './routers/budgets/budgets.schema';
import { MAX_IMPORT_BYTES } from '../post-award/expense-import';
import { publicBaseUrl } from '../env';
import { AppError } from '../errors';
import { crossOriginRefusal } from '../http/same-origin';
import { receiveTextBody } from './rest/text-body';
import { admittedContext, errorResponse, jsonHeaders } from './dashboard-documents';
import { createCaller } from './root';

const WHAT = 'budgets.expenses.import';

/** 200 and the import's outcome (a dry run's rows included), as the REST operation answers it; else its error. */
export async function dashboardExpenseImport(req: Request): Promise<Response> {
  const crossOrigin = crossOriginRefusal(req.method, req.headers, new URL(publicBaseUrl()).origin);
  if (crossOrigin) return errorResponse(new AppError('FORBIDDEN', crossOrigin), WHAT);
  try {
    const ctx = await admittedContext(req);
    // Node's web streams are async-iterable; the DOM library's type does not say so.
    const body = req.body as AsyncIterable<Uint8Array> | null;
    ctx.receiveText = () =>
      receiveTextBody(req.headers, body, { contentTypes: IMPORT_CONTENT_TYPES, maxBytes: MAX_IMPORT_BYTES });
    const projectId = new URL(req.url).searchParams.get('projectId') ?? '';
    const outcome = await createCaller(ctx).budgets.expenses.import({ id: projectId });
    return Response.json(outcome, { status: 200, headers: jsonHeaders() });
  } catch (err) {
    return errorResponse(err, WHAT);
  }
}
