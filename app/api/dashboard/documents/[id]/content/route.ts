// The dashboard's download of a document's bytes (`?version=N&org=<organization id>`), always as an attachment:
// server/api/dashboard-documents.ts.
import { dashboardDownload } from '~/server/api/dashboard-documents';

export const dynamic = 'force-dynamic';

export const GET = async (req: Request, { params }: { params: Promise<{ id: string }> }) =>
  dashboardDownload(req, (await params).id);
