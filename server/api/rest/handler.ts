/**
 * The REST adapter for /api/v1 (SPEC §3), around trpc-to-openapi's handler, created once:
 * request ids, 404/405/413/415, JSON body parsing, the SPEC error body for every status, access logs.
 */
import etag from 'etag';
import fresh from 'fresh';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import { getDb } from '~/server/db';
import { env } from '~/server/env';
import { securityHeaders } from '~/server/http/security-headers';
import { AppError, errorBody, type ErrorCode } from '~/server/errors';
import { logger } from '~/server/logger';
import { openApiDocument } from '../openapi';
import { appRouter } from '../root';
import { toAppError, type RequestContext } from '../trpc';
import { requestIdFor } from './request-id';
import { collectRestRoutes, matchRoute } from './routes';
import { keepJsonBodiesStrict } from './strict-json';

export const REST_PREFIX = '/api/v1';
const MAX_BODY_BYTES = 1024 * 1024;
const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

const routes = collectRestRoutes(appRouter);
keepJsonBodiesStrict(appRouter); // before the first request: JSON bodies are never coerced (see strict-json.ts)
const ERROR = Symbol('gms.restError');
type TaggedRequest = Request & { [ERROR]?: unknown; __ctx?: RequestContext };

const openApiHandler = createOpenApiNodeHttpHandler({
  router: appRouter,
  createContext: ({ req }: { req: TaggedRequest }) => req.__ctx!,
  responseMeta: ({ ctx, errors }: { ctx?: RequestContext; errors: unknown[] }) =>
    errors.length === 0 && ctx?.response.status ? { status: ctx.response.status } : {},
  onError: ({ error, req }: { error: unknown; req: TaggedRequest }) => {
    req[ERROR] = error;
  },
} as never) as unknown as (req: unknown, res: unknown) => Promise<void>;

/** What the adapter needs of a request, whether it came through Next.js or the node server's fast path. */
export interface RestInput {
  method: string;
  /** Absolute URL. */
  url: string;
  headers: Headers;
  body: AsyncIterable<Uint8Array> | null;
}

export interface RestResult {
  status: number;
  headers: Headers;
  body: string | null;
}

function json(status: number, body: unknown, headers: Headers): RestResult {
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return { status, headers, body: JSON.stringify(body) };
}

function fail(requestId: string, code: ErrorCode, message: string, headers = new Headers()): RestResult {
  const error = new AppError(code, message);
  headers.set('X-Request-Id', requestId);
  return json(error.status, errorBody(code, message, requestId), headers);
}

type BodyResult = { ok: true; value: unknown } | { ok: false; code: ErrorCode; message: string };

async function readJsonBody(request: RestInput): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return { ok: false, code: 'PAYLOAD_TOO_LARGE', message: 'Request body exceeds 1 MiB' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body) {
      size += chunk.byteLength;
      if (size > MAX_BODY_BYTES) {
        return { ok: false, code: 'PAYLOAD_TOO_LARGE', message: 'Request body exceeds 1 MiB' };
      }
      chunks.push(chunk);
    }
  }
  if (size === 0) return { ok: true, value: undefined };
  const contentType = request.headers.get('content-type');
  if (!contentType || !JSON_CONTENT_TYPE.test(contentType)) {
    return { ok: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Request body must be JSON (Content-Type: application/json)' };
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    return { ok: false, code: 'VALIDATION_FAILED', message: 'Request body is not valid JSON' };
  }
}

export interface RestRequestOptions {
  /** The caller's address as the server saw it. */
  clientIp: string;
}

export async function handleRestRequest(request: RestInput, opts: RestRequestOptions): Promise<RestResult> {
  const started = performance.now();
  const requestId = requestIdFor(request.headers.get('x-request-id'));
  const url = new URL(request.url);
  const path = url.pathname.slice(REST_PREFIX.length) || '/';
  const method = request.method.toUpperCase();
  const response = await dispatch(request, url, path, method, requestId, opts).catch((err: unknown) => {
    logger.error({ err, requestId }, 'unhandled error in REST adapter');
    return fail(requestId, 'INTERNAL', 'Internal error');
  });
  for (const [name, value] of Object.entries(securityHeaders('api', { https: env().APP_URL?.startsWith('https:') ?? false }))) {
    response.headers.set(name, value);
  }
  // Answers for a credential are for its holder only, and revalidated before reuse (portal answers keep no-store).
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'private, no-cache');
  logger.info(
    {
      requestId,
      method,
      path: url.pathname,
      status: response.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    'request',
  );
  return response;
}

/** The request's If-None-Match names this tag (SPEC §17). */
function isFresh(requestHeaders: Headers, tag: string): boolean {
  const conditional = requestHeaders.get('if-none-match');
  return conditional !== null && fresh({ 'if-none-match': conditional }, { etag: tag });
}

let served: { body: string; tag: string } | undefined;
/** The OpenAPI document as served: serialized and tagged once per process. */
function servedDocument() {
  if (!served) {
    const body = JSON.stringify(openApiDocument());
    served = { body, tag: etag(body) };
  }
  return served;
}

async function dispatch(
  request: RestInput,
  url: URL,
  path: string,
  method: string,
  requestId: string,
  opts: RestRequestOptions,
): Promise<RestResult> {
  const headers = new Headers({ 'X-Request-Id': requestId });

  if (path === '/openapi.json') {
    if (method !== 'GET' && method !== 'HEAD') {
      headers.set('Allow', 'GET');
      return fail(requestId, 'METHOD_NOT_ALLOWED', `Method ${method} not allowed on ${url.pathname}`, headers);
    }
    headers.set('Cache-Control', 'public, max-age=300');
    const document = servedDocument();
    headers.set('ETag', document.tag);
    if (isFresh(request.headers, document.tag)) return { status: 304, headers, body: null };
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return { status: 200, headers, body: document.body };
  }

  const match = matchRoute(routes, method, path.replace(/\/+$/, '') || '/');
  if (match.kind === 'none') return fail(requestId, 'NOT_FOUND', `No route ${url.pathname}`, headers);
  if (match.kind === 'method') {
    headers.set('Allow', match.allow.join(', '));
    return fail(requestId, 'METHOD_NOT_ALLOWED', `Method ${method} not allowed on ${url.pathname}`, headers);
  }

  let body: unknown;
  // Only these carry a body: trpc-to-openapi reads a DELETE's input from its query, so its body is never read.
  if (method === 'POST' || method === 'PATCH' || method === 'PUT') {
    const parsed = await readJsonBody(request);
    if (!parsed.ok) return fail(requestId, parsed.code, parsed.message, headers);
    body = parsed.value ?? {};
  }

  let db;
  try {
    db = await getDb();
  } catch (err) {
    logger.error({ err, requestId }, 'database unavailable');
    if (match.route.procedurePath === 'system.health') {
      return json(503, { status: 'unavailable', version: '', uptimeSeconds: Math.floor(process.uptime()), checks: { database: 'unavailable', rateLimiter: 'memory' } }, headers);
    }
    return fail(requestId, 'INTERNAL', 'Internal error', headers);
  }

  const ctx: RequestContext = {
    db,
    requestId,
    transport: 'rest',
    method,
    headers: request.headers,
    query: url.searchParams,
    clientIp: opts.clientIp,
    response: { headers },
    principal: null,
    sessionUserId: null,
  };

  // trpc-to-openapi reads method, url, headers and (pre-parsed) body; the path is relative to /api/v1.
  const innerHeaders = request.headers;
  if (body !== undefined && !innerHeaders.get('content-type')) innerHeaders.set('content-type', 'application/json');
  // HEAD runs the GET (authentication, limits, the tag) and sends no body; the library itself knows no HEAD route.
  const inner = new Request(`${url.origin}${path}${url.search}`, { method: method === 'HEAD' ? 'GET' : method, headers: innerHeaders });
  const proxied = new Proxy(inner, {
    get(target, prop) {
      if (prop === 'body') return body;
      if (prop === '__ctx') return ctx;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
    has(target, prop) {
      return prop === 'body' || prop in target;
    },
    set(target, prop, value) {
      return Reflect.set(target, prop, value, target);
    },
  }) as TaggedRequest;

  const result = await new Promise<{ status: number; payload: string | undefined }>((resolve) => {
    let statusCode = 200;
    const res = {
      setHeader: () => {},
      get statusCode() {
        return statusCode;
      },
      set statusCode(code: number) {
        statusCode = code;
      },
      end: (payload?: string) => resolve({ status: statusCode, payload }),
    };
    void openApiHandler(proxied, res);
  });

  const error = (proxied as TaggedRequest)[ERROR];
  // Conditional requests (SPEC §17): a strong tag of the body; a current one in If-None-Match → 304, not counted.
  const tag = error === undefined && (method === 'GET' || method === 'HEAD') && result.status === 200 && result.payload ? etag(result.payload) : null;
  if (tag !== null && isFresh(request.headers, tag)) {
    headers.set('ETag', tag);
    return { status: 304, headers, body: null };
  }
  if (ctx.response.countRequest) {
    try {
      await ctx.response.countRequest();
    } catch (err) {
      return errorResult(err, requestId, url, headers);
    }
  }
  if (error === undefined) {
    // A procedure's own answer (a 503 from health is one): sent as is.
    if (tag !== null) headers.set('ETag', tag);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return { status: result.status, headers, body: result.payload ?? null };
  }
  return errorResult(error, requestId, url, headers);
}

function errorResult(error: unknown, requestId: string, url: URL, headers: Headers): RestResult {
  const app = toAppError(error);
  if (app.status >= 500) logger.error({ err: error, requestId, path: url.pathname }, 'request failed');
  for (const [k, v] of Object.entries(app.extra.headers ?? {})) headers.set(k, v);
  return json(app.status, errorBody(app.code, app.message, requestId, app.extra.issues), headers);
}

export function toResponse(result: RestResult): Response {
  return new Response(result.body, { status: result.status, headers: result.headers });
}
