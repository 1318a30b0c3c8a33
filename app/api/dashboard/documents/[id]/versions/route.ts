// The dashboard's upload of a document's new version (multipart/form-data, `file` only):
// server/api/dashboard-documents.ts.
import { dashboardUpload } from '~/server/api/dashboard-documents';

export const dynamic = 'force-dynamic';

export const POST = async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  return dashboardUpload(req, 'documents.addVersion', (caller) => caller.documents.addVersion({ id }));
};
