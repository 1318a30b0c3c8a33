// The dashboard's file transport (docs/documents.md#in-the-dashboard): uploads and downloads cannot ride /api/trpc's
// JSON, so /api/dashboard/documents/… carry them under the same rules — a session only, the same-origin check on a
// POST, the per-user call budget — and call the same `documents` procedures the REST surface calls.
import { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import { receiveUpload } from '../documents/intake';
import { spoolDirectory } from '../documents/store';
import { env, publicBaseUrl } from '../env';
import { AppError } from '../errors';
import { crossOriginRefusal } from '../http/same-origin';
import { securityHeaders } from '../http/security-headers';
import { logger } from '../logger';
import { enforceDashboardLimit } from '../rate-limit/dashboard-limit';
import { createDashboardContext, type RequestContext } from './context';
import { createCaller } from './root';
import { toAppError } from './trpc';

type Caller = ReturnType<typeof createCaller>;

/**
 * The headers of a JSON answer: the upload routes are outside proxy.ts (which would buffer their bodies), so they set
 * the API's security headers themselves.
 */
export const jsonHeaders = () => ({
  ...securityHeaders('api', { https: publicBaseUrl().startsWith('https:') }),
  'Cache-Control': 'no-store',
});

/**
 * An error as the dashboard's file routes answer it: its status and headers, `{ error, code }` (with the REST body's
 * `issues`, or an import's `errors` and `errorsOmitted`, when it has them), never a stack.
 */
export function errorResponse(err: unknown, what: string): Response {
  const error = toAppError(err);
  if (error.status >= 500) logger.error({ err, path: what }, 'dashboard file route failed');
  const { issues, rows } = error.extra;
  return Response.json(
    {
      error: error.message,
      code: error.code,
      ...(issues?.length && { issues }),
      ...(rows && { errors: rows.errors, errorsOmitted: rows.omitted }),
    },
    { status: error.status, headers: { ...jsonHeaders(), ...error.extra.headers } },
  );
}

/** The signed-in user's context for `req`, counted as one call against their per-minute budget. */
export async function admittedContext(req: Request): Promise<RequestContext> {
  const ctx = await createDashboardContext(req);
  if (ctx.sessionUserId) await enforceDashboardLimit(ctx.sessionUserId, 1);
  return ctx;
}

/**
 * A multipart upload (`file` and the REST surface's text fields): refused from another origin before anything is
 * read; otherwise `call` runs the procedure, which reads the body once it has admitted the caller. 201 and the
 * document's JSON.
 */
export async function dashboardUpload(
  req: Request,
  what: string,
  call: (caller: Caller) => Promise<unknown>,
): Promise<Response> {
  const crossOrigin = crossOriginRefusal(req.method, req.headers, new URL(publicBaseUrl()).origin);
  if (crossOrigin) return errorResponse(new AppError('FORBIDDEN', crossOrigin), what);
  try {
    const ctx = await admittedContext(req);
    // Node's web streams are async-iterable; the DOM library's type does not say so.
    const body = req.body as AsyncIterable<Uint8Array> | null;
    ctx.receiveUpload = () =>
      receiveUpload(req.headers, body, { maxBytes: env().MAX_UPLOAD_BYTES, spoolDirectory: spoolDirectory() });
    const document = await call(createCaller(ctx));
    return Response.json(document, { status: 201, headers: jsonHeaders() });
  } catch (err) {
    return errorResponse(err, what);
  }
}

/**
 * A document's bytes for a link: a link sends no custom header, so the organization is the `org` query parameter
 * (what X-Organization-Id says on /api/trpc; without it the user's only or default organization). Always an
 * attachment, never rendered on this origin, with the version's SHA-256 as its ETag.
 */
export async function dashboardDownload(req: Request, id: string): Promise<Response> {
  const url = new URL(req.url);
  const headers = new Headers(req.headers);
  const org = url.searchParams.get('org');
  if (org) headers.set('x-organization-id', org);
  else headers.delete('x-organization-id');
  const version = url.searchParams.get('version');
  try {
    const ctx = await admittedContext(new Request(url, { method: req.method, headers }));
    await createCaller(ctx).documents.content({ id, ...(version !== null && { version: Number(version) }) });
    const file = ctx.response.download;
    if (!file) throw new AppError('INTERNAL', 'The download was not prepared');
    // X-Content-Type-Options and the sandboxing CSP are set for this path by proxy.ts; Next sends no Content-Length
    // from a route handler (it frames the stream itself).
    const answer = {
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition(file.fileName, { type: 'attachment' }),
      ETag: `"${file.sha256}"`,
      'Cache-Control': 'private, no-cache',
    };
    // A HEAD never opens the bytes: Next would end the answer without reading or closing the stream, and each one left
    // open holds a file descriptor or one of the S3 client's pooled connections.
    if (req.method === 'HEAD') return new Response(null, { headers: answer });
    return new Response(Readable.toWeb(await file.open()) as ReadableStream<Uint8Array>, { headers: answer });
  } catch (err) {
    return errorResponse(err, 'documents.content');
  }
}
