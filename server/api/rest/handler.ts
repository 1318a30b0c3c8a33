/**
 * The REST adapter for /api/v1 (docs/api.md), one named step per job: request id → route table (404/405) → body
 * (413/415/400) → context → the procedure through trpc-to-openapi (../library-patches/openapi-bridge.ts) → ETag/304 →
 * the error body (docs/api.md#errors) → security headers and the access log. Used by the node server's fast path and by
 * Next's route handler.
 */
import { receiveUpload } from '~/server/documents/intake';
import { MAX_IMPORT_BYTES } from '~/server/post-award/expense-import';
import { spoolDirectory } from '~/server/documents/store';
import { env } from '~/server/env';
import { securityHeaders } from '~/server/http/security-headers';
import { logger } from '~/server/logger';
import contentDisposition from 'content-disposition';
import type { DocumentContent } from '~/server/documents/documents';
import { createRestContext, type RequestContext } from '../context';
import { createOpenApiBridge, type BridgeResult } from '../library-patches/openapi-bridge';
import { keepJsonBodiesStrict } from '../library-patches/strict-json';
import { appRouter } from '../root';
import { logRequest } from './access-log';
import { carriesBody, readJsonBody } from './body';
import { entityTag, isFresh } from './conditional';
import { answerOpenApiDocument, OPENAPI_DOCUMENT_PATH } from './openapi-document';
import { requestIdFor } from './request-id';
import { receiveTextBody } from './text-body';
import { errorResult, failure, type RestResult } from './responses';
import { collectRestRoutes, matchRoute, type RestRoute } from './routes';

export { toResponse, type RestResult } from './responses';

export const REST_PREFIX = '/api/v1';

const routes = collectRestRoutes(appRouter);
// Before the first request: JSON bodies are never coerced (see ../library-patches/strict-json.ts).
keepJsonBodiesStrict(appRouter);
const callProcedure = createOpenApiBridge<RequestContext>(appRouter);

/** What the adapter needs of a request, whether it came through Next.js or the node server's fast path. */
export interface RestInput {
  method: string;
  /** Absolute URL. */
  url: string;
  headers: Headers;
  body: AsyncIterable<Uint8Array> | null;
}

export interface RestRequestOptions {
  /** The caller's address as the server saw it. */
  clientIp: string;
}

/** One request as the steps see it. */
interface RestExchange {
  request: RestInput;
  url: URL;
  /** The path below /api/v1 ("/" at least). */
  path: string;
  method: string;
  requestId: string;
  clientIp: string;
  /** The response headers so far (X-Request-Id first); procedures add theirs through the context. */
  headers: Headers;
}

export async function handleRestRequest(request: RestInput, opts: RestRequestOptions): Promise<RestResult> {
  const startedAt = performance.now();
  const requestId = requestIdFor(request.headers.get('x-request-id'));
  const url = new URL(request.url);
  const exchange: RestExchange = {
    request,
    url,
    path: url.pathname.slice(REST_PREFIX.length) || '/',
    method: request.method.toUpperCase(),
    requestId,
    clientIp: opts.clientIp,
    headers: new Headers({ 'X-Request-Id': requestId }),
  };
  const response = await dispatch(exchange).catch((err: unknown) => {
    logger.error({ err, requestId }, 'unhandled error in REST adapter');
    return failure(requestId, 'INTERNAL', 'Internal error');
  });
  addResponsePolicy(response.headers, response.kind ?? 'api');
  logRequest({ requestId, method: exchange.method, path: url.pathname, status: response.status, startedAt });
  return response;
}

/** Security headers on every answer; answers for a credential are for its holder only, and revalidated before reuse. */
function addResponsePolicy(headers: Headers, kind: 'api' | 'file'): void {
  for (const [name, value] of Object.entries(
    securityHeaders(kind, { https: env().APP_URL?.startsWith('https:') ?? false }),
  )) {
    headers.set(name, value);
  }
  // Portal answers keep their no-store, the document its public max-age.
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache');
}

async function dispatch(x: RestExchange): Promise<RestResult> {
  if (x.path === OPENAPI_DOCUMENT_PATH)
    return answerOpenApiDocument(x.method, x.url.pathname, x.request.headers, x.headers, x.requestId);

  const route = findRoute(x);
  if (!('procedurePath' in route)) return route;

  let body: unknown;
  let headers = x.request.headers;
  if (carriesBody(x.method) && (route.upload || route.textBody)) {
    // The form (or the file's text) is read by the procedure once it has admitted the caller
    // (docs/documents.md#uploads); the library sees an empty JSON body, the path parameters its only input.
    body = {};
    headers = new Headers(headers);
    headers.set('content-type', 'application/json');
  } else if (carriesBody(x.method)) {
    const parsed = await readJsonBody(x.request.headers, x.request.body);
    if (!parsed.ok) return failure(x.requestId, parsed.code, parsed.message, x.headers);
    body = parsed.value ?? {};
  }

  const ctx = await createRestContext({
    requestId: x.requestId,
    method: x.method,
    headers: x.request.headers,
    query: x.url.searchParams,
    clientIp: x.clientIp,
    responseHeaders: x.headers,
  });
  if (route.upload) {
    const config = env();
    ctx.receiveUpload = () =>
      receiveUpload(x.request.headers, x.request.body, {
        maxBytes: config.MAX_UPLOAD_BYTES,
        spoolDirectory: spoolDirectory(),
      });
  }
  if (route.textBody) {
    const contentTypes = route.textBody;
    ctx.receiveText = () =>
      receiveTextBody(x.request.headers, x.request.body, { contentTypes, maxBytes: MAX_IMPORT_BYTES });
  }
  const result = await callProcedure({
    // HEAD runs the GET (authentication, limits, the tag) and sends no body; the library itself knows no HEAD route.
    method: x.method === 'HEAD' ? 'GET' : x.method,
    url: `${x.url.origin}${x.path}${x.url.search}`,
    headers,
    body,
    ctx,
  });
  return finishAnswer(x, ctx, result);
}

/** The route table (from the procedures' OpenAPI meta): no such path → 404, a path without this method → 405 + Allow. */
function findRoute(x: RestExchange): RestRoute | RestResult {
  const match = matchRoute(routes, x.method, x.path.replace(/\/+$/, '') || '/');
  if (match.kind === 'none') return failure(x.requestId, 'NOT_FOUND', `No route ${x.url.pathname}`, x.headers);
  if (match.kind === 'method') {
    x.headers.set('Allow', match.allow.join(', '));
    return failure(x.requestId, 'METHOD_NOT_ALLOWED', `Method ${x.method} not allowed on ${x.url.pathname}`, x.headers);
  }
  return match.route;
}

/**
 * A successful GET's body gets a strong ETag and a current If-None-Match gets a 304 that is not counted against the
 * plan; otherwise the request is counted, then the procedure's answer (a 201, health's 503) or the error body
 * (docs/api.md#errors).
 */
async function finishAnswer(x: RestExchange, ctx: RequestContext, result: BridgeResult): Promise<RestResult> {
  const { headers } = x;
  if (result.error === undefined && ctx.response.download) return sendFile(x, ctx, ctx.response.download);
  const cacheable =
    result.error === undefined &&
    (x.method === 'GET' || x.method === 'HEAD') &&
    result.status === 200 &&
    result.payload;
  // The body encoded once: the tag is taken of these bytes and they are what is sent (hashing the text would encode
  // it to UTF-8 a second time).
  const bytes = cacheable ? Buffer.from(result.payload!) : null;
  const tag = bytes !== null ? entityTag(bytes) : null;
  if (tag !== null && isFresh(x.request.headers, tag)) {
    headers.set('ETag', tag);
    return { status: 304, headers, body: null };
  }
  if (ctx.response.countRequest) {
    try {
      await ctx.response.countRequest();
    } catch (err) {
      return errorResult(err, x.requestId, x.url.pathname, headers);
    }
  }
  if (result.error !== undefined) return errorResult(result.error, x.requestId, x.url.pathname, headers);
  if (tag !== null) headers.set('ETag', tag);
  // A 204 (a deletion) has no body and so no type.
  if (result.status === 204) return { status: 204, headers, body: null };
  headers.set('Content-Type', 'application/json; charset=utf-8');
  // A replay sends the first answer's stored bytes, not a re-serialization of them (docs/api.md#idempotency).
  return { status: result.status, headers, body: ctx.response.replayBody ?? bytes ?? result.payload ?? null };
}

/**
 * A document's bytes (docs/documents.md#downloads): always an attachment, in the type sniffed at upload, never to be
 * rendered on this origin; the version's SHA-256 is its strong tag, so a current If-None-Match gets a 304.
 */
async function sendFile(x: RestExchange, ctx: RequestContext, file: DocumentContent): Promise<RestResult> {
  const { headers } = x;
  const tag = `"${file.sha256}"`;
  headers.set('ETag', tag);
  if (isFresh(x.request.headers, tag)) return { status: 304, headers, body: null, kind: 'file' };
  if (ctx.response.countRequest) {
    try {
      await ctx.response.countRequest();
    } catch (err) {
      return errorResult(err, x.requestId, x.url.pathname, headers);
    }
  }
  headers.set('Content-Type', file.contentType);
  headers.set('Content-Length', String(file.size));
  headers.set('Content-Disposition', contentDisposition(file.fileName, { type: 'attachment' }));
  if (x.method === 'HEAD') return { status: 200, headers, body: null, kind: 'file' };
  return { status: 200, headers, body: await file.open(), kind: 'file' };
}
