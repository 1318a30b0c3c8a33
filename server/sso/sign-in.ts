// Signing in through an organization's OpenID provider (docs/sso.md#signing-in-with-sso). `startSsoSignIn` stores one
// authorization request (state as SHA-256, nonce, PKCE verifier encrypted; 10 minutes) and returns the provider's URL;
// `completeSsoCallback` uses the request once — marked completed BEFORE the code is redeemed, so a replayed callback
// finds it used — then checks the ID token (openid-client: signature against the provider's JWKS, issuer, audience,
// expiry with 60 s of skew, nonce), the email (present, not unverified, in a verified domain of THIS organization) and
// the membership (or creates it when just-in-time provisioning is on), and leaves a one-time ticket that the login
// page exchanges for a session (server/auth/sso-tickets.ts). A failure creates nothing and names its reason to the log.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Db } from '~/db';
import { memberships, roles, ssoSignIns, users } from '~/db/schema';
import { recordAudit } from '../audit/record';
import { claimUnprovenAccount } from '../auth/account-claim';
import { sha256Hex } from '../auth/credential-format';
import { runAsActor } from '../audit/scope';
import { decryptSecret, encryptSecret } from '../crypto/secret-box';
import { ssoRedirectUri } from './connections';
import { loadSsoConnection, providerConfiguration, type SsoConnection } from './provider';
import { emailDomain, ssoRouteForEmail } from './routing';

export const SIGN_IN_REQUEST_TTL_MS = 10 * 60_000;
export const TICKET_TTL_MS = 2 * 60_000;
export const SSO_SCOPE = 'openid email profile';
/** The httpOnly cookie that binds an authorization request to the browser that started it. */
export const SSO_STATE_COOKIE = 'gms-sso-state';
/** The built-in role a just-in-time member gets when the connection names none (or one since deleted). */
export const JIT_FALLBACK_ROLE = 'member';

export type SsoPurpose = 'sign_in' | 'test';

/**
 * Why a sign-in through the provider failed: `code` picks what the person reads (app/(auth)/login/sso-messages.ts),
 * `reason` is for the log only — never a token, code or secret.
 */
export type SsoFailureCode =
  | 'sso_request' // state missing, unknown, expired, used, or started in another browser
  | 'sso_unavailable' // no connection, or the organization left the enterprise plan
  | 'sso_provider' // the provider refused, was unreachable, or its answer (the ID token) failed a check
  | 'sso_email' // no email, an unverified one, or one outside the organization's verified domains
  | 'sso_not_member' // not a member and just-in-time provisioning is off
  | 'sso_disabled'; // the account or the membership is disabled

export class SsoFailure extends Error {
  constructor(
    readonly code: SsoFailureCode,
    readonly reason: string,
  ) {
    super(`${code}: ${reason}`);
    this.name = 'SsoFailure';
  }
}

const randomToken = () => randomBytes(32).toString('base64url');

export interface StartedSsoSignIn {
  id: string;
  state: string;
  authorizationUrl: string;
}

/** Stores one authorization request and builds the provider's authorization URL for it. */
export async function startSsoSignIn(
  db: Db,
  input: { organizationId: string; purpose: SsoPurpose; loginHint?: string | null; requestedByUserId?: string | null },
): Promise<StartedSsoSignIn> {
  const connection = await loadSsoConnection(db, input.organizationId);
  if (!connection) throw new SsoFailure('sso_unavailable', 'the organization has no SSO connection');
  let config: oidc.Configuration;
  try {
    config = await providerConfiguration(connection);
  } catch (err) {
    throw new SsoFailure('sso_provider', `discovery failed: ${describe(err)}`);
  }
  const state = randomToken();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const [row] = await db
    .insert(ssoSignIns)
    .values({
      stateHash: sha256Hex(state),
      organizationId: input.organizationId,
      purpose: input.purpose,
      nonce,
      codeVerifierEncrypted: encryptSecret(verifier),
      loginHint: input.loginHint ?? null,
      requestedByUserId: input.requestedByUserId ?? null,
      expiresAt: new Date(Date.now() + SIGN_IN_REQUEST_TTL_MS),
    })
    .returning({ id: ssoSignIns.id });
  const params: Record<string, string> = {
    redirect_uri: ssoRedirectUri(),
    scope: SSO_SCOPE,
    response_type: 'code',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  };
  if (input.loginHint) params.login_hint = input.loginHint;
  return { id: row!.id, state, authorizationUrl: oidc.buildAuthorizationUrl(config, params).href };
}

/** The claims Settings' "test connection" shows (docs/sso.md#test-connection). */
export interface SsoTestClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  email: string | null;
  email_verified: boolean | null;
  name: string | null;
  exp: number;
}

export type SsoCallbackOutcome =
  | { kind: 'signed_in'; ticket: string; binding: string; userId: string; organizationId: string }
  | { kind: 'test'; ok: true; claims: SsoTestClaims }
  | { kind: 'test'; ok: false; message: string };

export interface CallbackInput {
  /** The query string the provider sent the browser back with. */
  search: URLSearchParams;
  /** The state in the browser's cookie (sign-in purpose). */
  cookieState: string | null;
  /** The dashboard user of the browser (test purpose: only the owner who started it); asked only for a test. */
  sessionUserId: () => Promise<string | null>;
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Handles the provider's redirect back; throws SsoFailure for anything but a sign-in or a test result. */
export async function completeSsoCallback(db: Db, input: CallbackInput): Promise<SsoCallbackOutcome> {
  const state = input.search.get('state');
  if (!state || state.length > 512) throw new SsoFailure('sso_request', 'no state in the callback');
  const [request] = await db
    .select()
    .from(ssoSignIns)
    .where(eq(ssoSignIns.stateHash, sha256Hex(state)))
    .limit(1);
  if (!request) throw new SsoFailure('sso_request', 'unknown state');
  if (request.purpose === 'test') {
    const sessionUserId = await input.sessionUserId();
    if (!sessionUserId || sessionUserId !== request.requestedByUserId)
      throw new SsoFailure('sso_request', 'a test callback outside the session of the owner who started it');
  } else if (!input.cookieState || !sameSecret(input.cookieState, state)) {
    throw new SsoFailure('sso_request', "the state does not match this browser's cookie");
  }
  // Used once: the request is completed before the code is redeemed, so a replay (or a race) finds it used.
  const [claimed] = await db
    .update(ssoSignIns)
    .set({ completedAt: sql`now()` })
    .where(and(eq(ssoSignIns.id, request.id), isNull(ssoSignIns.completedAt), gt(ssoSignIns.expiresAt, sql`now()`)))
    .returning({ id: ssoSignIns.id });
  if (!claimed)
    throw new SsoFailure('sso_request', request.completedAt ? 'the request was already used' : 'the request expired');
  try {
    const claims = await redeem(db, request, input.search, state);
    if (request.purpose === 'test') {
      await db
        .update(ssoSignIns)
        .set({ result: { status: 'ok', claims } })
        .where(eq(ssoSignIns.id, request.id));
      return { kind: 'test', ok: true, claims };
    }
    // The state binds the ticket to this browser too: the exchange wants it back as a cookie (sso-tickets.ts).
    return { ...(await signInMember(db, request.id, request.organizationId, claims)), binding: state };
  } catch (err) {
    if (request.purpose === 'test') {
      const message = err instanceof SsoFailure ? err.reason : 'the provider could not be reached';
      await db
        .update(ssoSignIns)
        .set({ result: { status: 'error', message } })
        .where(eq(ssoSignIns.id, request.id));
      return { kind: 'test', ok: false, message };
    }
    throw err;
  }
}

type SignInRow = typeof ssoSignIns.$inferSelect;

async function redeem(db: Db, request: SignInRow, search: URLSearchParams, state: string): Promise<SsoTestClaims> {
  const providerError = search.get('error');
  if (providerError)
    throw new SsoFailure(
      'sso_provider',
      `the provider answered ${providerError.slice(0, 64).replace(/[^\w.-]/g, '?')}`,
    );
  const connection: SsoConnection | null = await loadSsoConnection(db, request.organizationId);
  if (!connection) throw new SsoFailure('sso_unavailable', 'the organization has no SSO connection any more');
  let config: oidc.Configuration;
  try {
    config = await providerConfiguration(connection);
  } catch (err) {
    throw new SsoFailure('sso_provider', `discovery failed: ${describe(err)}`);
  }
  const currentUrl = new URL(ssoRedirectUri());
  currentUrl.search = search.toString();
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(
      config,
      currentUrl,
      {
        pkceCodeVerifier: decryptSecret(request.codeVerifierEncrypted),
        expectedState: state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      },
      { redirect_uri: ssoRedirectUri() },
    );
  } catch (err) {
    throw new SsoFailure('sso_provider', `the code or the ID token was refused: ${describe(err)}`);
  }
  const idToken = tokens.claims();
  if (!idToken) throw new SsoFailure('sso_provider', 'no ID token');
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    iss: idToken.iss,
    sub: idToken.sub,
    aud: idToken.aud,
    email: str(idToken.email),
    email_verified: typeof idToken.email_verified === 'boolean' ? idToken.email_verified : null,
    name: str(idToken.name),
    exp: idToken.exp,
  };
}

/** The person the ID token names, as a member of the organization; creates nothing unless everything passed. */
async function signInMember(
  db: Db,
  requestId: string,
  organizationId: string,
  claims: SsoTestClaims,
): Promise<{ kind: 'signed_in'; ticket: string; userId: string; organizationId: string }> {
  // One form of the address for every check below and the account it names (no trailing dot: a@x.org. is a@x.org).
  const email = claims.email?.trim().toLowerCase().replace(/\.$/, '') ?? null;
  if (!email || !emailDomain(email)) throw new SsoFailure('sso_email', 'the ID token carries no email');
  if (claims.email_verified === false) throw new SsoFailure('sso_email', 'the provider says the email is unverified');
  const route = await ssoRouteForEmail(db, email);
  if (route?.organizationId !== organizationId)
    throw new SsoFailure('sso_email', "the email is not in a verified domain of this request's organization");
  const connection = await loadSsoConnection(db, organizationId);
  if (!connection) throw new SsoFailure('sso_unavailable', 'the organization has no SSO connection any more');
  const ticket = randomToken();
  const userId = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, disabledAt: users.disabledAt })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (existing?.disabledAt) throw new SsoFailure('sso_disabled', 'the account is disabled');
    if (existing) {
      // The organization's provider proved the mailbox: an account nobody had proven (made through a copied
      // invitation link, perhaps by someone else) becomes its owner's — every older session ends, the memberships
      // accepted through copied links go, and the password that whoever made it chose stops working
      // (server/auth/account-claim.ts, docs/members.md). Before the membership is read: the claim may drop it.
      const { claimed } = await claimUnprovenAccount(tx, existing.id, 'sso');
      if (claimed) {
        await tx
          .update(users)
          .set({ passwordHash: null, updatedAt: sql`now()` })
          .where(eq(users.id, existing.id));
      }
    }
    const [membership] = existing
      ? await tx
          .select({ disabledAt: memberships.disabledAt })
          .from(memberships)
          .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, existing.id)))
          .limit(1)
      : [];
    if (membership?.disabledAt) throw new SsoFailure('sso_disabled', 'the membership is disabled');
    let id = existing?.id;
    if (!membership) {
      if (!connection.jitEnabled) throw new SsoFailure('sso_not_member', 'not a member and JIT provisioning is off');
      id = await provisionMember(tx, organizationId, connection.jitRoleId, email, claims.name, existing?.id ?? null);
    }
    const [ticketed] = await tx
      .update(ssoSignIns)
      .set({
        userId: id!,
        ticketHash: sha256Hex(ticket),
        expiresAt: new Date(Date.now() + TICKET_TTL_MS),
      })
      .where(eq(ssoSignIns.id, requestId))
      .returning({ id: ssoSignIns.id });
    if (!ticketed) throw new SsoFailure('sso_request', 'the request disappeared');
    return id!;
  });
  return { kind: 'signed_in', ticket, userId, organizationId };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Just-in-time provisioning: the account (no password) when there is none, and the membership; audited as the user. */
async function provisionMember(
  tx: Tx,
  organizationId: string,
  jitRoleId: string | null,
  email: string,
  name: string | null,
  existingUserId: string | null,
): Promise<string> {
  const [configured] = jitRoleId
    ? await tx
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(and(eq(roles.id, jitRoleId), eq(roles.organizationId, organizationId)))
        .limit(1)
    : [];
  const [role] = configured
    ? [configured]
    : await tx
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(
          and(eq(roles.organizationId, organizationId), eq(roles.name, JIT_FALLBACK_ROLE), eq(roles.builtIn, true)),
        )
        .limit(1);
  if (!role) throw new SsoFailure('sso_not_member', 'the organization has no role for new members');
  let userId = existingUserId;
  const created = !userId;
  if (!userId) {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        name: name?.slice(0, 200) ?? null,
        defaultOrganizationId: organizationId,
        emailVerifiedAt: sql`now()`, // proven by the organization's provider, for a domain it verified
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Created meanwhile by another request: this attempt creates nothing; the person starts again.
    if (!user) throw new SsoFailure('sso_request', 'the account was created by a concurrent request');
    userId = user.id;
  }
  const [membership] = await tx
    .insert(memberships)
    .values({ organizationId, userId, roleId: role.id })
    .onConflictDoNothing()
    .returning({ id: memberships.id });
  if (!membership) throw new SsoFailure('sso_request', 'the membership was created by a concurrent request');
  await runAsActor({ kind: 'user', id: userId, label: email }, () =>
    recordAudit(tx, {
      organizationId,
      action: 'member.provisioned',
      target: { type: 'user', id: userId },
      changes: {
        email: [null, email],
        role: [null, role.name],
        via: [null, 'sso'],
        accountCreated: [null, created],
      },
    }),
  );
  return userId;
}

/** An error's kind and message for the log, trimmed; openid-client's messages name the failed check, not the token. */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return 'unknown error';
  const code = (err as { code?: unknown }).code;
  const cause = err.cause instanceof Error ? ` (${err.cause.message.slice(0, 160)})` : '';
  return `${typeof code === 'string' ? `${code} ` : ''}${err.message.slice(0, 200)}${cause}`;
}
