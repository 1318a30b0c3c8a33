// The dashboard's upload of a document's new version (`?id=<document id>`, multipart/form-data, `file` only):
// server/api/dashboard-documents.ts. The id is a query parameter, not a path segment: the upload routes are outside
// proxy.ts (which would buffer their bodies), and with them its check of a path's percent-encoding, so this route has
// no dynamic segment to decode (a malformed id is the procedure's 400).
import { dashboardUpload } from '~/server/api/dashboard-documents';

export const dynamic = 'force-dynamic';

export const POST = async (req: Request) => {
  const id = new URL(req.url).searchParams.get('id') ?? '';
  return dashboardUpload(req, 'documents.addVersion', (caller) => caller.documents.addVersion({ id }));
};
