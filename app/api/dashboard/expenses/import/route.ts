// The dashboard's CSV import of a project's expenses (`?projectId=…&dryRun=true|false`, the file as a text/csv body):
// server/api/dashboard-expense-import.ts. Outside proxy.ts, as the document uploads are, so the body is read only
// once the caller is admitted; the project is a query parameter, so there is no path segment to decode.
import { dashboardExpenseImport } from '~/server/api/dashboard-expense-import';

export const dynamic = 'force-dynamic';

export const POST = (req: Request) => dashboardExpenseImport(req);
