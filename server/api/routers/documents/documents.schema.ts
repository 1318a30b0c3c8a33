// /api/v1/documents (docs/documents.md): versioned files on pursuits, requirements and projects. The operations with
// their request and response schemas (the procedures are in procedures.ts, the examples in documents.examples.ts).
import { z } from 'zod';
import { ALLOWED_TYPES } from '~/server/documents/intake';
import { MAX_TITLE_LENGTH, MAX_VERSIONS } from '~/server/documents/documents';
import { REQUIREMENT_SF424_ID } from '../../openapi/example-story';
import { restOperation } from '../../openapi/operation';
import { paginatedResponse, ZPaginationQuery } from '../../pagination';
import { ZId, ZStringBool, ZText, ZTimestamp } from '../../schemas';
import {
  documentDeleted,
  documentDetail,
  documentList,
  documentUpdated,
  documentUpdateRequest,
  documentVersionAdded,
  DOCUMENT_ID,
} from './documents.examples';

const ZAuthor = z
  .string()
  .nullable()
  .describe("Who uploaded it, as the audit trail names them: a person's email or an API key's name");
const ZSha256 = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .describe('The SHA-256 of the bytes, lowercase hex');
const ZContentType = z
  .string()
  .describe('The type sniffed from the bytes when uploaded, never the name the client gave');

export const ZDocument = z
  .object({
    id: ZId,
    title: z.string(),
    fileName: z.string().describe('The uploaded file’s name, cleaned: no path, no control characters'),
    contentType: ZContentType,
    size: z.number().int().min(0).describe('Bytes of the current version'),
    sha256: ZSha256,
    version: z.number().int().min(1).describe('The current version: 1 when uploaded, one more for each new version'),
    pursuitId: ZId.nullable().describe('The pursuit it belongs to (set with requirementId too)'),
    projectId: ZId.nullable(),
    requirementId: ZId.nullable().describe('The checklist item it is attached to'),
    portalVisible: z.boolean().describe('Portal tokens with VIEW_DOCUMENTS read it'),
    createdBy: ZAuthor,
    updatedBy: ZAuthor,
    createdAt: ZTimestamp,
    updatedAt: ZTimestamp,
  })
  .meta({ id: 'Document' });

const ZDocumentVersion = z.object({
  version: z.number().int().min(1),
  fileName: z.string(),
  contentType: ZContentType,
  size: z.number().int().min(0),
  sha256: ZSha256,
  createdAt: ZTimestamp,
  createdBy: ZAuthor,
});

export const ZDocumentDetail = ZDocument.extend({
  versions: z.array(ZDocumentVersion).describe('Every version, newest first'),
}).meta({ id: 'DocumentDetail' });

export const ZListDocumentsRequest = ZPaginationQuery.extend({
  pursuitId: ZId.optional().describe("A pursuit's documents, its checklist items' included"),
  projectId: ZId.optional(),
  requirementId: ZId.optional(),
  q: ZText(200).optional().describe('Words in the title or the file name'),
});
export const ZListDocumentsResponse = paginatedResponse(ZDocument);

export const ZDocumentIdRequest = z.object({ id: ZId });

const ZVersionNumber = z.coerce
  .number({ error: 'must be a version number' })
  .int('must be a version number')
  .min(1, 'must be ≥ 1')
  .max(MAX_VERSIONS, `must be ≤ ${MAX_VERSIONS}`);

export const ZDocumentContentRequest = z.object({
  id: ZId,
  version: ZVersionNumber.optional().describe('A version number; the current one without it'),
});

/** The text fields of an upload's multipart body, besides its `file` part. */
export const ZUploadFields = z.strictObject({
  title: ZText(MAX_TITLE_LENGTH)
    .optional()
    .describe(`At most ${MAX_TITLE_LENGTH} characters; the file's name without it`),
  pursuitId: ZId.optional().describe('The pursuit it belongs to'),
  projectId: ZId.optional().describe('The project it belongs to (not with pursuitId or requirementId)'),
  requirementId: ZId.optional().describe(
    "The checklist item it is attached to; it then belongs to the item's pursuit (pursuitId, if sent, must be it)",
  ),
  portalVisible: ZStringBool.optional().describe('"true": portal tokens with VIEW_DOCUMENTS read it'),
});

export const ZUpdateDocumentRequest = z
  .object({
    id: ZId,
    title: ZText(MAX_TITLE_LENGTH).optional(),
    portalVisible: z.boolean().optional(),
  })
  .refine((v) => v.title !== undefined || v.portalVisible !== undefined, {
    message: 'send title or portalVisible',
  });

export const ZDeleteDocumentResponse = z.object({ id: ZId, deleted: z.literal(true) });

/** The multipart form of an upload, as the document describes it: the file part and the text fields. */
const uploadForm = (fields: z.ZodObject, example?: Record<string, string>) => ({
  fields: z.toJSONSchema(fields, { io: 'input' }) as Record<string, unknown>,
  ...(example && { example }),
});

const tags = ['Documents'];
const LIMITS =
  'The type is read from the bytes (PDF, DOCX, XLSX, PPTX, ODT, ODS, CSV, plain text, PNG or JPEG: else ' +
  '`415 UNSUPPORTED_MEDIA_TYPE`); a file over the upload limit (25 MiB unless configured) is `413 PAYLOAD_TOO_LARGE`, ' +
  "one that would take the organization past its plan's storage quota `413 STORAGE_QUOTA_EXCEEDED`. The file's name " +
  'is cleaned (no path, no control characters, at most 200 characters).';

export const listDocumentsOperation = restOperation({
  method: 'GET',
  path: '/documents',
  tags,
  summary: 'List documents',
  description:
    'The organization’s documents, the most recently changed first, filtered by what they belong to and by words ' +
    'in the title or file name. A portal token lists only the documents marked `portalVisible`.',
  protect: true,
  portal: true,
  input: ZListDocumentsRequest,
  output: ZListDocumentsResponse,
  errors: [],
  example: { summary: "The IMLS pursuit's documents", response: documentList },
});

export const getDocumentOperation = restOperation({
  method: 'GET',
  path: '/documents/{id}',
  tags,
  summary: 'Get a document with its versions',
  description: 'One document and every version of it, newest first. A portal token reads only one marked for it.',
  protect: true,
  portal: true,
  input: ZDocumentIdRequest,
  output: ZDocumentDetail,
  errors: ['NOT_FOUND'],
  example: { summary: 'The project narrative, in its second version', response: documentDetail },
});

export const getDocumentContentOperation = restOperation({
  method: 'GET',
  path: '/documents/{id}/content',
  tags,
  summary: "Download a document's bytes",
  description:
    'The bytes of the current version, or of `version`, always as an attachment (`Content-Disposition: attachment` ' +
    'with the file name), in the type sniffed at upload, with `X-Content-Type-Options: nosniff`, ' +
    '`Content-Security-Policy: sandbox` and the SHA-256 of the bytes as a strong `ETag`.',
  protect: true,
  portal: true,
  input: ZDocumentContentRequest,
  output: z.void(),
  errors: ['NOT_FOUND'],
  download: { contentTypes: ALLOWED_TYPES },
  example: {
    summary: 'The project narrative, as a PDF',
    response: undefined,
    pathParams: { id: DOCUMENT_ID },
  },
});

export const createDocumentOperation = restOperation({
  method: 'POST',
  path: '/documents',
  tags,
  summary: 'Upload a document',
  description:
    'A `multipart/form-data` body: the `file`, and optionally a `title` and what it belongs to (a `pursuitId`, a ' +
    `\`projectId\` or a \`requirementId\`). ${LIMITS} Accepts \`Idempotency-Key\`.`,
  protect: true,
  input: z.object({}),
  output: ZDocumentDetail,
  status: 201,
  errors: [
    'NOT_FOUND',
    'PAYLOAD_TOO_LARGE',
    'STORAGE_QUOTA_EXCEEDED',
    'UNSUPPORTED_MEDIA_TYPE',
    'IDEMPOTENCY_CONFLICT',
  ],
  upload: uploadForm(ZUploadFields, { title: 'Project narrative', requirementId: REQUIREMENT_SF424_ID }),
  // The JSON input is empty: the form is the body (upload, above).
  example: { summary: 'Upload the project narrative to its checklist item', request: {}, response: documentDetail },
});

export const addDocumentVersionOperation = restOperation({
  method: 'POST',
  path: '/documents/{id}/versions',
  tags,
  summary: 'Upload a new version of a document',
  description:
    `A \`multipart/form-data\` body with the \`file\`: it becomes the current version; the earlier ones stay readable ` +
    `(at most ${MAX_VERSIONS} versions). ${LIMITS} Accepts \`Idempotency-Key\`.`,
  protect: true,
  input: ZDocumentIdRequest,
  output: ZDocumentDetail,
  status: 201,
  errors: [
    'NOT_FOUND',
    'CONFLICT',
    'PAYLOAD_TOO_LARGE',
    'STORAGE_QUOTA_EXCEEDED',
    'UNSUPPORTED_MEDIA_TYPE',
    'IDEMPOTENCY_CONFLICT',
  ],
  upload: uploadForm(z.strictObject({})),
  example: { summary: 'The narrative’s second draft', request: {}, response: documentVersionAdded },
});

export const updateDocumentOperation = restOperation({
  method: 'PATCH',
  path: '/documents/{id}',
  tags,
  summary: 'Rename a document or show it on the portal',
  description: 'Changes the title, or whether portal tokens with VIEW_DOCUMENTS read it.',
  protect: true,
  input: ZUpdateDocumentRequest,
  output: ZDocumentDetail,
  errors: ['NOT_FOUND'],
  example: { summary: 'Share the narrative on the portal', request: documentUpdateRequest, response: documentUpdated },
});

export const deleteDocumentOperation = restOperation({
  method: 'DELETE',
  path: '/documents/{id}',
  tags,
  summary: 'Delete a document',
  description:
    'Deletes the document and every version at once for every reader; the bytes are purged 30 days later, and ' +
    'count against the storage quota until then.',
  protect: true,
  input: ZDocumentIdRequest,
  output: ZDeleteDocumentResponse,
  errors: ['NOT_FOUND'],
  example: { summary: 'Delete a superseded budget', response: documentDeleted },
});
