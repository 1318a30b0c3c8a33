// The one credential resolver for /api/v1 (docs/authentication.md): detects which credential was sent and verifies it.
import type { Db } from '~/db';
import { env } from '../env';
import { AppError } from '../errors';
import { invalidCredentials, verifyApiKey } from './api-keys';
import { processSingleton } from '../process-singleton';
import { getRateLimiter } from '../rate-limit/limiter';
import { resolveIdTokenUser } from './id-tokens';
import { isIpAllowed } from './ip-allow-list';
import { verifyPortalToken } from './portal-tokens';
import { principalForUser } from './user-principal';
import type { Principal } from './principal';

export interface CredentialSource {
  method: string;
  headers: Headers;
  query: URLSearchParams;
  /** The caller's address as the server saw it (allow-lists, failed-attempt limits). */
  clientIp: string;
}

export type PresentedCredential =
  | { kind: 'api_key'; value: string }
  | { kind: 'portal_token'; value: string; via: 'header' | 'query' }
  | { kind: 'id_token'; value: string };

/** Which credential the request carries; throws the documented 400/401 for ambiguous, missing or misplaced ones. */
export function detectCredential(req: CredentialSource): PresentedCredential {
  const apiKey = req.headers.get('x-api-key');
  const authorization = req.headers.get('authorization');
  const queryToken = req.query.get('token');
  const count = [apiKey, authorization, queryToken].filter((v) => v !== null).length;
  if (count > 1) {
    throw new AppError(
      'AMBIGUOUS_CREDENTIALS',
      'Send exactly one credential: X-API-Key, Authorization, or ?token= — not several',
    );
  }
  if (apiKey !== null) return { kind: 'api_key', value: apiKey.trim() };
  if (authorization !== null) {
    const m = /^bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!m) throw new AppError('INVALID_CREDENTIALS', 'Authorization must be "Bearer <token>"');
    const value = m[1]!;
    if (value.startsWith('portal_')) return { kind: 'portal_token', value, via: 'header' };
    if (value.startsWith('gms_')) {
      throw new AppError('INVALID_CREDENTIALS', 'API keys go in the X-API-Key header, not Authorization');
    }
    return { kind: 'id_token', value };
  }
  if (queryToken !== null) {
    if (!queryToken.startsWith('portal_')) throw invalidCredentials();
    if (req.method !== 'GET' || !env().PORTAL_TOKEN_QUERY) {
      throw new AppError(
        'INVALID_CREDENTIALS',
        'A ?token= credential is accepted on GET only; send it as "Authorization: Bearer <token>"',
      );
    }
    return { kind: 'portal_token', value: queryToken, via: 'query' };
  }
  throw new AppError(
    'UNAUTHENTICATED',
    'Authentication required: send an API key in X-API-Key or a token in "Authorization: Bearer <token>"',
  );
}

async function verify(db: Db, req: CredentialSource, credential: PresentedCredential): Promise<Principal> {
  switch (credential.kind) {
    case 'api_key': {
      const { principal, allowedIps } = await verifyApiKey(db, credential.value);
      if (allowedIps?.length && !isIpAllowed(req.clientIp, allowedIps)) {
        throw new AppError('IP_NOT_ALLOWED', `This API key may not be used from ${req.clientIp}`);
      }
      return principal;
    }
    case 'portal_token':
      return verifyPortalToken(db, credential.value);
    case 'id_token': {
      const user = await resolveIdTokenUser(db, credential.value);
      return principalForUser(db, user.userId, req.headers.get('x-organization-id'));
    }
  }
}

const FAILURE_WINDOW_MS = 60_000;
/**
 * Addresses over their failure limit, until when. Kept in this process so that a successful request costs no
 * limiter round trip; failures themselves are counted by the shared limiter, so the limit holds across instances.
 */
const blockedUntil = processSingleton('authBlockedAddresses', () => new Map<string, number>());

function tooManyFailures(resetMs: number): AppError {
  const retryAfter = Math.max(1, Math.ceil((resetMs - Date.now()) / 1000));
  return new AppError('RATE_LIMITED', 'Too many failed authentication attempts from this address; retry later', {
    headers: { 'Retry-After': String(retryAfter) },
  });
}

/**
 * Resolves the request's credential to a principal. Failed attempts (400/401) are counted per client address;
 * past the limit every attempt from that address gets 429 before any verification.
 */
export async function authenticate(db: Db, req: CredentialSource): Promise<Principal> {
  const rule = { limit: env().AUTH_FAILURES_PER_MINUTE, windowMs: FAILURE_WINDOW_MS };
  const identifier = `auth-failures:${req.clientIp}`;
  const until = blockedUntil.get(req.clientIp);
  if (until !== undefined) {
    if (until > Date.now()) throw tooManyFailures(until);
    blockedUntil.delete(req.clientIp);
  }
  try {
    return await verify(db, req, detectCredential(req));
  } catch (err) {
    if (err instanceof AppError && (err.status === 401 || err.code === 'AMBIGUOUS_CREDENTIALS')) {
      const counted = await getRateLimiter().limit(identifier, rule);
      if (!counted.success) {
        blockedUntil.set(req.clientIp, counted.reset);
        throw tooManyFailures(counted.reset);
      }
    }
    throw err;
  }
}
