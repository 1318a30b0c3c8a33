// The links in notification emails that work without signing in (docs/notifications.md): one-click unsubscribe (RFC
// 8058) and "not relevant" on a digest's grant. Each is a JWS (HS256, jose) naming its person, organization and
// purpose, under a key derived from ENCRYPTION_KEY, so every process (app, workers, CLI) makes and checks the same
// links. A link proves only that its holder received that email; what it does is re-checked against the database on
// use.
import { createHmac, createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { jwtVerify } from 'jose';
import { getEncryptionKey } from '../crypto/secret-box';
import { publicBaseUrl } from '../env';
import { isUuid } from '../ids';

export const UNSUBSCRIBE_TOPICS = ['digest', 'reminders', 'assignments', 'budget_alerts', 'grant_changes'] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

export type LinkClaims =
  | { purpose: 'unsubscribe'; userId: string; organizationId: string; topic: UnsubscribeTopic }
  | { purpose: 'dismiss'; userId: string; organizationId: string; grantId: string };

const ISSUER = 'gms-notifications';
/**
 * A "not relevant" link is for the digest it came in (and a forwarded digest should not carry it for long);
 * unsubscribe links last as long as the mailbox keeps them.
 */
const DISMISS_TTL_SECONDS = 7 * 86_400;

// Kept as a KeyObject: given bytes, jose would import them anew for every link (a digest signs one per grant).
let key: KeyObject | undefined;
const signingKey = () =>
  (key ??= createSecretKey(
    new Uint8Array(hkdfSync('sha256', getEncryptionKey(), Buffer.alloc(0), 'gms notification links v1', 32)),
  ));

/** The protected header of every link: `{"alg":"HS256"}`, base64url. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

/**
 * A link's token: a compact JWS (HS256), signed with node:crypto's HMAC at once. It is byte for byte the token jose's
 * `new SignJWT({org, topic|grant}).setProtectedHeader({alg: 'HS256'}).setIssuer().setAudience().setSubject()
 * .setIssuedAt()[.setExpirationTime('7d')].sign(key)` makes (links.test.ts compares them), without WebCrypto's
 * asynchronous job and key conversion per signature, which took a quarter of a millisecond per link: a digest signs
 * one per grant (docs/benchmarks.md#notifications). `verifyLink` still checks every token with jose.
 */
export function signLink(claims: LinkClaims): string {
  const { purpose, userId, organizationId } = claims;
  const iat = Math.floor(Date.now() / 1000);
  const payload = {
    org: organizationId,
    ...(claims.purpose === 'unsubscribe' ? { topic: claims.topic } : { grant: claims.grantId }),
    iss: ISSUER,
    aud: purpose,
    sub: userId,
    iat,
    ...(purpose === 'dismiss' ? { exp: iat + DISMISS_TTL_SECONDS } : {}),
  };
  const input = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${input}.${createHmac('sha256', signingKey()).update(input).digest('base64url')}`;
}

/** The link's claims, or null for anything not made by this service for that purpose (or expired). */
export async function verifyLink<P extends LinkClaims['purpose']>(
  token: string,
  purpose: P,
): Promise<Extract<LinkClaims, { purpose: P }> | null> {
  if (token.length > 1024) return null;
  try {
    const { payload } = await jwtVerify(token, signingKey(), {
      issuer: ISSUER,
      audience: purpose,
      algorithms: ['HS256'],
    });
    const userId = payload.sub;
    const organizationId = payload.org;
    if (typeof userId !== 'string' || !isUuid(userId) || typeof organizationId !== 'string' || !isUuid(organizationId))
      return null;
    if (purpose === 'unsubscribe') {
      const topic = payload.topic;
      if (!(UNSUBSCRIBE_TOPICS as readonly unknown[]).includes(topic)) return null;
      return { purpose, userId, organizationId, topic } as Extract<LinkClaims, { purpose: P }>;
    }
    const grantId = payload.grant;
    if (typeof grantId !== 'string' || !isUuid(grantId)) return null;
    return { purpose, userId, organizationId, grantId } as Extract<LinkClaims, { purpose: P }>;
  } catch {
    return null;
  }
}

/** The address of an unsubscribe link with its token (signLink). */
export const unsubscribeUrlOf = (token: string) => `${publicBaseUrl()}/notifications/unsubscribe?token=${token}`;
/** The address of a "not relevant" link with its token (signLink). */
export const dismissUrlOf = (token: string) => `${publicBaseUrl()}/notifications/not-relevant?token=${token}`;

export const unsubscribeUrl = (userId: string, organizationId: string, topic: UnsubscribeTopic) =>
  unsubscribeUrlOf(signLink({ purpose: 'unsubscribe', userId, organizationId, topic }));

/** The headers of RFC 8058 one-click unsubscribe (with RFC 2369's List-Unsubscribe). */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
