/**
 * The request context every procedure receives, and one builder per transport: REST (/api/v1), the dashboard
 * (/api/trpc and its server-side prefetch) and the portal page (in-process calls as a portal token's principal).
 * The fields they share are filled by one helper, so a new field is added in one place.
 */
import type { Db } from '~/db';
import type { Principal } from '../auth/principal';
import type { DocumentContent } from '../documents/documents';
import type { IntakeResult } from '../documents/intake';
import type { TextBodyResult } from './rest/text-body';
import { getDb } from '../db';
import { clientAddress } from '../http/client-ip';
import { logger } from '../logger';
import { requestIdFor } from './rest/request-id';

export interface RequestContext {
  /** null only on REST when the database could not be opened: health answers 503, every other procedure 500. */
  db: Db | null;
  requestId: string;
  transport: 'rest' | 'dashboard' | 'internal';
  method: string;
  headers: Headers;
  query: URLSearchParams;
  clientIp: string;
  /** What the REST adapter adds to the response: a status other than 200, headers (rate limits, cache policy, …). */
  response: {
    status?: number;
    headers: Headers;
    /** Set for a conditional GET: counts it against the plan's limit, unless the adapter answers 304. */
    countRequest?: () => Promise<void>;
    /** An Idempotency-Key replay: the stored body, sent as these exact bytes. */
    replayBody?: string;
    /** The answer carries a secret: an Idempotency-Key keeps it encrypted at rest (server/http/idempotency.ts). */
    sealReplay?: boolean;
    /** The answer is a file's bytes (docs/documents.md#downloads): the transport sends them, as an attachment. */
    download?: DocumentContent;
  };
  /**
   * Upload routes only (docs/documents.md#uploads): reads the request's multipart body to a spool file. The transport
   * sets it; the procedure calls it once the caller is admitted.
   */
  receiveUpload?: () => Promise<IntakeResult>;
  /**
   * Text-body routes only (a CSV import, docs/post-award.md#csv-import): reads the request's body, capped. The transport
   * sets it; the procedure calls it once the caller is admitted.
   */
  receiveText?: () => Promise<TextBodyResult>;
  /** Set up front for internal callers; otherwise resolved by the authenticated procedures (trpc.ts `admit`). */
  principal: Principal | null;
  /** Dashboard (/api/trpc) only: the signed-in user. The dashboard accepts sessions and nothing else. */
  sessionUserId: string | null;
}

type ContextFields = Pick<RequestContext, 'db' | 'transport' | 'method' | 'headers' | 'query' | 'clientIp'> &
  Partial<Pick<RequestContext, 'requestId' | 'response' | 'principal' | 'sessionUserId'>>;

/** The one place a context is assembled: a request id (the caller's safe X-Request-Id or a new one), no principal yet. */
function buildContext(fields: ContextFields): RequestContext {
  return {
    db: fields.db,
    requestId: fields.requestId ?? requestIdFor(fields.headers.get('x-request-id')),
    transport: fields.transport,
    method: fields.method,
    headers: fields.headers,
    query: fields.query,
    clientIp: fields.clientIp,
    response: fields.response ?? { headers: new Headers() },
    principal: fields.principal ?? null,
    sessionUserId: fields.sessionUserId ?? null,
  };
}

export interface RestContextInput {
  requestId: string;
  method: string;
  headers: Headers;
  query: URLSearchParams;
  /** The caller's address as the server saw it. */
  clientIp: string;
  /** The adapter's response headers (X-Request-Id already set); procedures add theirs. */
  responseHeaders: Headers;
}

/** /api/v1: the credential is resolved later, from these headers and query, by the authenticated procedures. */
export async function createRestContext(input: RestContextInput): Promise<RequestContext> {
  let db: Db | null;
  try {
    db = await getDb();
  } catch (err) {
    // Health still answers (503, through its procedure); everything else gets a 500 (trpc.ts requireDatabase).
    logger.error({ err, requestId: input.requestId }, 'database unavailable');
    db = null;
  }
  return buildContext({
    db,
    requestId: input.requestId,
    transport: 'rest',
    method: input.method,
    headers: input.headers,
    query: input.query,
    clientIp: input.clientIp,
    response: { headers: input.responseHeaders },
  });
}

/** /api/trpc and the dashboard's server-side prefetch: the next-auth session's user, and nothing else. */
export async function createDashboardContext(req: Request): Promise<RequestContext> {
  // Loaded on the dashboard's first request: the REST fast path never loads next-auth.
  const { currentUserId } = await import('../auth/session');
  return buildContext({
    db: await getDb(),
    transport: 'dashboard',
    method: req.method,
    headers: req.headers,
    query: new URL(req.url).searchParams,
    clientIp: clientAddress(req.headers),
    sessionUserId: await currentUserId(),
  });
}

export interface PortalContextInput {
  db: Db;
  /** The portal page's request headers: only its X-Request-Id is kept. */
  requestHeaders: Headers;
  clientIp: string;
  /** The portal token's principal, already authenticated by the page. */
  principal: Principal;
}

/**
 * The portal page's in-process reads, as the token's principal: no request headers or query reach the
 * procedures, and nothing is counted against the API quota (the view was counted by proxy.ts).
 */
export function createPortalContext(input: PortalContextInput): RequestContext {
  return buildContext({
    db: input.db,
    requestId: requestIdFor(input.requestHeaders.get('x-request-id')),
    transport: 'internal',
    method: 'GET',
    headers: new Headers(),
    query: new URLSearchParams(),
    clientIp: input.clientIp,
    principal: input.principal,
  });
}
