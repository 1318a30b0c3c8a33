// The one credential resolver for /api/v1 (SPEC §4): detects which credential was sent and verifies it.
import type { Db } from '~/db';
import { env } from '../env';
import { AppError } from '../errors';
import { invalidCredentials, verifyApiKey } from './api-keys';
import { verifyPortalToken } from './portal-tokens';
import type { Principal } from './principal';

export interface CredentialSource {
  method: string;
  headers: Headers;
  query: URLSearchParams;
}

export type PresentedCredential =
  | { kind: 'api_key'; value: string }
  | { kind: 'portal_token'; value: string; via: 'header' | 'query' }
  | { kind: 'id_token'; value: string };

/** Which credential the request carries; throws the SPEC's 400/401 for ambiguous, missing or misplaced ones. */
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

export async function authenticate(db: Db, req: CredentialSource): Promise<Principal> {
  const credential = detectCredential(req);
  switch (credential.kind) {
    case 'api_key':
      return (await verifyApiKey(db, credential.value)).principal;
    case 'portal_token':
      return verifyPortalToken(db, credential.value);
    case 'id_token':
      // Identity-provider tokens are verified once Firebase is configured (credentials issue).
      throw invalidCredentials();
  }
}
