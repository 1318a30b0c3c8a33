// An organization's OpenID provider as openid-client v6 sees it (docs/sso.md#what-is-checked): the discovery document
// and key set fetched through the guarded fetch (server/sso/provider-fetch.ts), ID tokens' signatures checked against
// the key set, 60 s of clock skew, and the configuration kept a few minutes per (issuer, client) so a burst of sign-ins costs one discovery.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { DbOrTx } from '~/db';
import { ssoConnections } from '~/db/schema';
import { decryptSecret } from '../crypto/secret-box';
import { env } from '../env';
import { PROVIDER_TIMEOUT_MS, providerFetch } from './provider-fetch';

/** ID tokens' iat/exp/nbf are accepted this far off this server's clock (docs/sso.md#what-is-checked). */
export const CLOCK_TOLERANCE_S = 60;
const CACHE_MS = 5 * 60_000;
const MAX_CACHED = 100;

export interface SsoConnection {
  organizationId: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  requireSso: boolean;
  jitEnabled: boolean;
  jitRoleId: string | null;
}

/** The organization's connection with its secret decrypted (kept in memory only), or null. */
export async function loadSsoConnection(db: DbOrTx, organizationId: string): Promise<SsoConnection | null> {
  const [row] = await db
    .select()
    .from(ssoConnections)
    .where(eq(ssoConnections.organizationId, organizationId))
    .limit(1);
  if (!row) return null;
  return {
    organizationId: row.organizationId,
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret: decryptSecret(row.clientSecretEncrypted),
    requireSso: row.requireSso,
    jitEnabled: row.jitEnabled,
    jitRoleId: row.jitRoleId,
  };
}

const cache = new Map<string, { config: Promise<oidc.Configuration>; at: number }>();

const cacheKey = (c: SsoConnection, allowPrivate: boolean) =>
  createHash('sha256')
    .update(JSON.stringify([c.issuer, c.clientId, c.clientSecret, allowPrivate]))
    .digest('hex');

/** The provider's configuration (discovery done, JWKS cached by openid-client on it). */
export function providerConfiguration(connection: SsoConnection): Promise<oidc.Configuration> {
  const allowPrivate = env().SSO_ALLOW_PRIVATE_NETWORKS;
  const key = cacheKey(connection, allowPrivate);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.config;
  const config = oidc
    .discovery(
      new URL(connection.issuer),
      connection.clientId,
      { client_secret: connection.clientSecret, [oidc.clockTolerance]: CLOCK_TOLERANCE_S },
      oidc.ClientSecretPost(connection.clientSecret),
      {
        [oidc.customFetch]: providerFetch(allowPrivate),
        timeout: PROVIDER_TIMEOUT_MS / 1000,
        // The ID token's signature is checked against the provider's JWKS even though it came straight from the
        // token endpoint (openid-client skips that by default): the issuer is then proven by its key, not the channel.
        execute: allowPrivate
          ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks]
          : [oidc.enableNonRepudiationChecks],
      },
    )
    .catch((err: unknown) => {
      cache.delete(key); // a failed discovery is asked again next time
      throw err;
    });
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, { config, at: Date.now() });
  return config;
}
