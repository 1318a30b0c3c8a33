// /api/v1/documents (docs/documents.md): VIEW_DOCUMENTS reads (a portal token only what is marked for the portal),
// MANAGE_DOCUMENTS uploads and changes. An upload's body is read by its procedure, after the caller is admitted
// (credential, plan limit, permission): nobody can make the server spool a file it would refuse them anyway.
import type { Principal } from '~/server/auth/principal';
import {
  addDocumentVersion,
  assertDocument,
  assertStorageRoom,
  createDocument,
  deleteDocument,
  documentContent,
  getDocument,
  listDocuments,
  updateDocument,
  type Reader,
} from '~/server/documents/documents';
import type { SpooledFile } from '~/server/documents/intake';
import { documentStore } from '~/server/documents/store';
import { AppError } from '~/server/errors';
import type { RequestContext } from '../../context';
import { paginate } from '../../pagination';
import { assertSafeText } from '../../safe-text';
import { withPermission } from '../../trpc';
import {
  addDocumentVersionOperation,
  createDocumentOperation,
  deleteDocumentOperation,
  getDocumentContentOperation,
  getDocumentOperation,
  listDocumentsOperation,
  updateDocumentOperation,
  ZUploadFields,
} from './documents.schema';

/** Bytes of a multipart body that are not the file: boundaries, part headers, the text fields. */
const FORM_ALLOWANCE = 64 * 1024;

const reader = (principal: Principal): Reader => ({
  organizationId: principal.organizationId,
  portal: principal.kind === 'portal_token',
});

/** Reads the upload's multipart body; hands the spooled file to `use`, then removes it whatever happens. */
async function withUpload<T>(
  ctx: RequestContext,
  use: (fields: Record<string, string>, file: SpooledFile) => Promise<T>,
): Promise<T> {
  if (!ctx.receiveUpload) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data to POST /api/v1/documents');
  }
  // The declared size, less the form's own framing and fields, already past the quota: refused unread.
  const declared = Number(ctx.headers.get('content-length') ?? 0);
  if (declared > FORM_ALLOWANCE) {
    const { organizationId, plan } = ctx.principal!;
    await assertStorageRoom(ctx.db!, organizationId, plan, declared - FORM_ALLOWANCE);
  }
  const received = await ctx.receiveUpload();
  if (!received.ok) throw new AppError(received.code, received.message);
  try {
    // The fields did not pass the input's text rule with the other procedures' bodies: they do here.
    assertSafeText(received.fields);
    return await use(received.fields, received.file);
  } finally {
    await received.file.dispose();
  }
}

export const listDocumentsProcedure = withPermission('VIEW_DOCUMENTS')
  .meta(listDocumentsOperation.meta)
  .input(listDocumentsOperation.input)
  .output(listDocumentsOperation.output)
  .query(async ({ ctx, input }) => {
    const { data, total } = await listDocuments(ctx.db, reader(ctx.principal), input);
    return paginate(data, total, input);
  });

export const getDocumentProcedure = withPermission('VIEW_DOCUMENTS')
  .meta(getDocumentOperation.meta)
  .input(getDocumentOperation.input)
  .output(getDocumentOperation.output)
  .query(({ ctx, input }) => getDocument(ctx.db, reader(ctx.principal), input.id));

/** The bytes themselves are sent by the transport (the REST adapter, the dashboard's download route). */
export const getDocumentContentProcedure = withPermission('VIEW_DOCUMENTS')
  .meta(getDocumentContentOperation.meta)
  .input(getDocumentContentOperation.input)
  .output(getDocumentContentOperation.output)
  .query(async ({ ctx, input }) => {
    ctx.response.download = await documentContent(
      ctx.db,
      documentStore(),
      reader(ctx.principal),
      input.id,
      input.version,
    );
  });

export const createDocumentProcedure = withPermission('MANAGE_DOCUMENTS')
  .meta(createDocumentOperation.meta)
  .input(createDocumentOperation.input)
  .output(createDocumentOperation.output)
  .mutation(({ ctx }) =>
    withUpload(ctx, async (raw, file) => {
      const fields = ZUploadFields.parse(raw);
      const { db, principal } = ctx;
      const created = await createDocument(db, documentStore(), principal.organizationId, principal.plan, {
        ...fields,
        file,
      });
      ctx.response.status = 201;
      if (!fields.portalVisible) return created;
      return updateDocument(db, principal.organizationId, created.id, { portalVisible: true });
    }),
  );

export const addDocumentVersionProcedure = withPermission('MANAGE_DOCUMENTS')
  .meta(addDocumentVersionOperation.meta)
  .input(addDocumentVersionOperation.input)
  .output(addDocumentVersionOperation.output)
  .mutation(async ({ ctx, input }) => {
    // Another organization's document, or none: a 404 before the file is read.
    await assertDocument(ctx.db, ctx.principal.organizationId, input.id);
    return withUpload(ctx, async (raw, file) => {
      if (Object.keys(raw).length > 0) {
        throw new AppError(
          'VALIDATION_FAILED',
          `A new version takes only the file (got ${Object.keys(raw).join(', ')})`,
        );
      }
      const { db, principal } = ctx;
      const added = await addDocumentVersion(
        db,
        documentStore(),
        principal.organizationId,
        principal.plan,
        input.id,
        file,
      );
      ctx.response.status = 201;
      return added;
    });
  });

export const updateDocumentProcedure = withPermission('MANAGE_DOCUMENTS')
  .meta(updateDocumentOperation.meta)
  .input(updateDocumentOperation.input)
  .output(updateDocumentOperation.output)
  .mutation(({ ctx, input: { id, ...changes } }) => updateDocument(ctx.db, ctx.principal.organizationId, id, changes));

export const deleteDocumentProcedure = withPermission('MANAGE_DOCUMENTS')
  .meta(deleteDocumentOperation.meta)
  .input(deleteDocumentOperation.input)
  .output(deleteDocumentOperation.output)
  .mutation(({ ctx, input }) => deleteDocument(ctx.db, ctx.principal.organizationId, input.id));
