// The dashboard's upload of a new document (multipart/form-data): server/api/dashboard-documents.ts.
import { dashboardUpload } from '~/server/api/dashboard-documents';

export const dynamic = 'force-dynamic';

export const POST = (req: Request) => dashboardUpload(req, 'documents.create', (caller) => caller.documents.create({}));
