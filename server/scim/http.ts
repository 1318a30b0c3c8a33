// The /scim/v2 endpoint (docs/sso.md#scim-provisioning): its own protocol beside /api/v1, not in the OpenAPI
// document. One function takes a fetch Request and answers a Response, so the route handler stays a line.
// Steps: the failure limit per address, the bearer token, the organization's plan limit, the body (≤ 64 KiB,
// JSON), the route, then every refusal in SCIM's error shape.
import { randomUUID } from 'node:crypto';
import type { Db } from '~/db';
import { runInAuditScope } from '../audit/scope';
import { env, publicBaseUrl } from '../env';
import { AppError } from '../errors';
import { logger, serializeError } from '../logger';
import { getRateLimiter } from '../rate-limit/limiter';
import { enforcePlanLimit } from '../rate-limit/plan-limit';
import { serviceProviderConfig, userResourceType, userSchema, listOf } from './discovery';
import { fromAppError, invalidSyntax, invalidValue, ScimError } from './errors';
import { parseUserFilter } from './filter';
import { verifyScimToken } from './tokens';
import {
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUsers,
  MAX_PAGE,
  patchScimUser,
  replaceScimUser,
  USER_SCHEMA,
  type ScimScope,
} from './users';

export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';
export const MAX_SCIM_BODY_BYTES = 64 * 1024;
const JSON_CONTENT_TYPE = /^application\/(?:scim\+)?json\s*(?:;|$)/i;
const FAILURE_WINDOW_MS = 60_000;

export interface ScimRequest {
  method: string;
  url: string;
  headers: Headers;
  body: AsyncIterable<Uint8Array> | null;
}

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

function respond(answer: Answer, extraHeaders: Headers): Response {
  const headers = new Headers(extraHeaders);
  headers.set('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(answer.headers ?? {})) headers.set(name, value);
  if (answer.body === undefined) return new Response(null, { status: answer.status, headers });
  headers.set('Content-Type', SCIM_CONTENT_TYPE);
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
}

const errorAnswer = (err: ScimError): Answer => ({ status: err.status, body: err.body(), headers: err.headers });

/**
 * The refusal of a /scim/v2 request whose path has a malformed percent-escape (`/Users/%E0%A4%A`), or null for any
 * other request. The page router answers such a path with a plain-text 400 before any route sees it, so the app server
 * asks this first: the same 400, in SCIM's shape, as every other refusal of /scim/v2.
 */
export function malformedScimPath(url: string): Response | null {
  if (!/^\/scim\/v2(?:[/?]|$)/.test(url)) return null;
  try {
    decodeURIComponent(url.split('?', 1)[0]!);
    return null;
  } catch {
    return respond(errorAnswer(invalidSyntax('The request path has a malformed percent-escape')), new Headers());
  }
}

async function readBody(request: ScimRequest): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_SCIM_BODY_BYTES) throw new ScimError(413, 'The request body exceeds 64 KiB');
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body) {
      size += chunk.byteLength;
      if (size > MAX_SCIM_BODY_BYTES) throw new ScimError(413, 'The request body exceeds 64 KiB');
      chunks.push(chunk);
    }
  }
  if (size === 0) throw invalidSyntax('The request needs a JSON body');
  const contentType = request.headers.get('content-type');
  if (!contentType || !JSON_CONTENT_TYPE.test(contentType)) {
    throw new ScimError(415, 'The body must be application/scim+json or application/json');
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw invalidSyntax('The request body is not valid JSON');
  }
}

/** startIndex and count (RFC 7644 section 3.4.2.4): a startIndex below 1 is 1, a negative count 0, at most MAX_PAGE. */
function paging(params: URLSearchParams) {
  const integer = (name: string, fallback: number) => {
    const raw = params.get(name);
    if (raw === null || raw === '') return fallback;
    if (!/^-?\d{1,9}$/.test(raw)) throw invalidValue(`${name} must be an integer`);
    return Number(raw);
  };
  return {
    startIndex: Math.max(1, integer('startIndex', 1)),
    count: Math.min(MAX_PAGE, Math.max(0, integer('count', MAX_PAGE))),
  };
}

const notAllowed = (allow: string) =>
  new ScimError(405, 'This method is not supported here', undefined, { Allow: allow });

async function route(db: Db, request: ScimRequest, path: string[], scope: ScimScope): Promise<Answer> {
  const { method } = request;
  const [resource, id, ...rest] = path;
  if (rest.length > 0) throw new ScimError(404, 'Unknown SCIM endpoint');
  switch (resource) {
    case 'Users': {
      if (id === undefined) {
        if (method === 'GET') {
          const params = new URL(request.url).searchParams;
          const filter = params.get('filter');
          const lookup = filter !== null ? parseUserFilter(filter) : undefined;
          return { status: 200, body: await listScimUsers(db, scope, { lookup, ...paging(params) }) };
        }
        if (method === 'POST') {
          const user = await createScimUser(db, scope, await readBody(request));
          return { status: 201, body: user, headers: { Location: user.meta.location } };
        }
        throw notAllowed('GET, POST');
      }
      if (method === 'GET') return { status: 200, body: await getScimUser(db, scope, id) };
      if (method === 'PUT') return { status: 200, body: await replaceScimUser(db, scope, id, await readBody(request)) };
      if (method === 'PATCH') return { status: 200, body: await patchScimUser(db, scope, id, await readBody(request)) };
      if (method === 'DELETE') {
        await deleteScimUser(db, scope, id);
        return { status: 204 };
      }
      throw notAllowed('GET, PUT, PATCH, DELETE');
    }
    case 'ServiceProviderConfig':
      if (method !== 'GET') throw notAllowed('GET');
      if (id !== undefined) throw new ScimError(404, 'Unknown SCIM endpoint');
      return { status: 200, body: serviceProviderConfig(scope.baseUrl) };
    case 'ResourceTypes':
      if (method !== 'GET') throw notAllowed('GET');
      if (id === undefined) return { status: 200, body: listOf([userResourceType(scope.baseUrl)]) };
      if (id === 'User') return { status: 200, body: userResourceType(scope.baseUrl) };
      throw new ScimError(404, 'Unknown resource type');
    case 'Schemas':
      if (method !== 'GET') throw notAllowed('GET');
      if (id === undefined) return { status: 200, body: listOf([userSchema(scope.baseUrl)]) };
      if (id === USER_SCHEMA) return { status: 200, body: userSchema(scope.baseUrl) };
      throw new ScimError(404, 'Unknown schema');
    default:
      throw new ScimError(404, 'Unknown SCIM endpoint');
  }
}

function tooManyFailures(resetMs: number) {
  const retryAfter = Math.max(1, Math.ceil((resetMs - Date.now()) / 1000));
  return new ScimError(429, 'Too many failed authentication attempts from this address; retry later', undefined, {
    'Retry-After': String(retryAfter),
  });
}

/**
 * Answers one /scim/v2 request. A missing or wrong token is 401 and counts against the client address's failure
 * limit (the same limiter and setting as /api/v1's, AUTH_FAILURES_PER_MINUTE); an authenticated request counts
 * against the organization's plan limit, as an API call does.
 */
export async function handleScimRequest(
  db: Db,
  request: ScimRequest,
  options: { clientIp: string },
): Promise<Response> {
  const responseHeaders = new Headers();
  const requestId = `req_${randomUUID().replaceAll('-', '')}`;
  responseHeaders.set('X-Request-Id', requestId);
  try {
    const url = new URL(request.url);
    const path = url.pathname
      .replace(/^\/scim\/v2\/?/, '')
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent);
    const limiter = getRateLimiter();
    const rule = { limit: env().AUTH_FAILURES_PER_MINUTE, windowMs: FAILURE_WINDOW_MS };
    const failures = `auth-failures:${options.clientIp}`;
    const seen = await limiter.peek(failures, rule);
    if (!seen.success) throw tooManyFailures(seen.reset);

    const authorization = request.headers.get('authorization') ?? '';
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    const caller = bearer ? await verifyScimToken(db, bearer) : null;
    if (!caller) {
      const counted = await limiter.limit(failures, rule);
      if (!counted.success) throw tooManyFailures(counted.reset);
      throw new ScimError(
        401,
        bearer ? 'Invalid SCIM token' : 'Authorization: Bearer <SCIM token> is required',
        undefined,
        {
          'WWW-Authenticate': 'Bearer realm="scim"',
        },
      );
    }
    await enforcePlanLimit(caller.organizationId, 'enterprise', responseHeaders);
    const scope: ScimScope = { organizationId: caller.organizationId, baseUrl: `${publicBaseUrl()}/scim/v2` };
    const audit = {
      actor: { kind: 'scim' as const, id: caller.tokenId, label: null },
      requestId,
      ip: options.clientIp,
      userAgent: request.headers.get('user-agent'),
    };
    const answer = await runInAuditScope(audit, () => route(db, request, path, scope));
    return respond(answer, responseHeaders);
  } catch (err) {
    if (err instanceof ScimError) return respond(errorAnswer(err), responseHeaders);
    if (err instanceof AppError && err.status < 500) return respond(errorAnswer(fromAppError(err)), responseHeaders);
    if (err instanceof URIError)
      return respond(errorAnswer(new ScimError(400, 'The path is not valid')), responseHeaders);
    logger.error({ err: serializeError(err), requestId }, 'scim request failed');
    return respond(errorAnswer(new ScimError(500, 'Internal error')), responseHeaders);
  }
}
