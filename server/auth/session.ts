// Dashboard sessions (next-auth, JWT cookie): email + password, a Firebase ID token exchanged for a session
// when Firebase is configured, and the one-time ticket a single sign-on leaves (docs/sso.md#signing-in-with-sso). Every session has a server-side record (dashboard_sessions) whose id the cookie carries;
// every request checks it (open: not signed out, not expired) and the user (exists, not disabled, same
// session_version, which a password reset bumps); Firebase revocation, a network call, is re-checked every few minutes.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { NextAuthOptions, Session } from 'next-auth';
import { getServerSession } from 'next-auth';
import { cache } from 'react';
import CredentialsProvider from 'next-auth/providers/credentials';
import type { Provider } from 'next-auth/providers/index';
import { users } from '~/db/schema';
import { runInAuditScope } from '../audit/scope';
import { recordAuditForUser } from '../audit/user-trail';
import { clientAddress } from '../http/client-ip';
import { cookieValue } from '../http/cookies';
import { getDb } from '../db';
import { env } from '../env';
import { logger } from '../logger';
import { getAuthSecret } from '../secrets';
import { hashPassword, verifyPassword } from './passwords';
import { endDashboardSession, openSessionVersion, startDashboardSession } from './dashboard-sessions';
import { isIdentityUserActive, resolveIdTokenUser } from './id-tokens';
import { rememberSignInAddress } from './sign-in-codes';
import { SSO_TICKET_BINDING_COOKIE, consumeSsoTicket } from './sso-tickets';

const SESSION_MAX_AGE_S = 12 * 60 * 60;
/** Longer is not a password anyone typed; refusing it early keeps argon2 input bounded. */
const MAX_SIGN_IN_PASSWORD_LENGTH = 1_000;

// A real hash of a random password: an unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

interface SessionToken {
  userId?: string;
  firebaseUid?: string | null;
  /** users.session_version when the session began: a password reset bumps it and so ends the session. */
  sessionVersion?: number;
  /** The dashboard_sessions row: sign-out ends it, and a cookie whose row is not open is refused. */
  sessionId?: string;
  checkedAt?: number;
  invalid?: boolean;
}

type DashboardSession = Session & { userId?: string; sessionVersion?: number; sessionId?: string };

/** Where a sign-in came from: next-auth hands the credentials provider the request's headers as a plain object. */
type SignInRequest = { headers?: Record<string, unknown> };

/**
 * A sign-in in the trail of every organization of the user. Refused attempts prove nobody and are counted instead, one
 * audit record per (user, address, window) (server/audit/auth-tallies.ts, called by the sign-in route).
 */
async function recordSignIn(req: SignInRequest, userId: string, method?: 'sso') {
  const headers = requestHeaders(req);
  const db = await getDb();
  await runInAuditScope(
    {
      actor: { kind: 'user', id: userId },
      requestId: null,
      ip: clientAddress(headers),
      userAgent: headers.get('user-agent'),
    },
    () =>
      db.transaction((tx) =>
        recordAuditForUser(tx, userId, {
          action: 'session.signed_in',
          ...(method ? { changes: { method: [null, method] } } : {}),
        }),
      ),
  );
}

const requestHeaders = (req: SignInRequest) =>
  new Headers(Object.entries(req.headers ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));

/**
 * The email the sign-in route counted the attempt against (server/auth/sign-in-limits.ts). next-auth parses the body
 * again, its own way; a password is checked only for that same email, so no body shaped to read one way there and
 * another way here signs in as an email the limits and the one-time code never saw.
 */
const checkedSignIn = new AsyncLocalStorage<CheckedSignIn>();

interface CheckedSignIn {
  email: string;
}

/**
 * Require SSO (docs/sso.md#require-sso): true when this person must sign in through their organization's provider.
 * The sign-in route supplies it (the rule is single sign-on's, a layer above this one) for every sign-in that is not
 * through the provider — a password, a Firebase ID token — and it is asked only once that credential proved who they
 * are, so the answer tells nothing to someone who did not.
 */
type SsoRequired = (userId: string) => Promise<boolean>;
const ssoRequired = new AsyncLocalStorage<SsoRequired>();

/** Runs next-auth with the Require SSO rule in force. */
export function withSsoRequirement<T>(rule: SsoRequired, fn: () => T): T {
  return ssoRequired.run(rule, fn);
}

/** What next-auth reports (its `error` parameter) when the organization requires single sign-on for this member. */
export const SSO_REQUIRED_ERROR = 'SsoRequired';

/** Runs next-auth's password callback for an attempt counted against `email`. */
export function withCheckedSignInEmail<T>(email: string, fn: () => T): T {
  return checkedSignIn.run({ email }, fn);
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function authorizePassword(email: string, password: string, req: SignInRequest) {
  // The attempt was counted (reserved) by the sign-in route before this runs (server/auth/sign-in-limits.ts).
  const checked = checkedSignIn.getStore();
  if (checked === undefined || !sameEmail(checked.email, email)) return null;
  if (email.length > 320 || password.length > MAX_SIGN_IN_PASSWORD_LENGTH) return null;
  const db = await getDb();
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  // One line per password check (never the email): operators see the argon2 load, and the suite counts the checks to
  // prove the limits bound them even under concurrency.
  logger.info({ userId: user?.id ?? null }, 'sign-in password check');
  const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !ok || !user.passwordHash || user.disabledAt) return null;
  // next-auth turns the thrown message into its `error` parameter, which the form explains.
  if (await ssoRequired.getStore()?.(user.id)) throw new Error(SSO_REQUIRED_ERROR);
  await rememberSignInAddress(db, user.id, clientAddress(requestHeaders(req)));
  await recordSignIn(req, user.id);
  // The version read with the hash that matched: a reset committed meanwhile makes this session stale at once.
  return { id: user.id, email: user.email, name: user.name, firebaseUid: null, sessionVersion: user.sessionVersion };
}

/** The user's current session version, or null when the user is gone or disabled. */
async function activeSessionVersion(userId: string): Promise<number | null> {
  const db = await getDb();
  const [user] = await db
    .select({ disabledAt: users.disabledAt, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user && !user.disabledAt ? user.sessionVersion : null;
}

async function stillActive(token: SessionToken): Promise<boolean> {
  if (!token.userId || !token.sessionId) return false;
  if ((await openSessionVersion(await getDb(), token.userId, token.sessionId)) === null) return false;
  if (token.firebaseUid && !(await isIdentityUserActive(token.firebaseUid, token.checkedAt ?? 0))) return false;
  return true;
}

export function authOptions(): NextAuthOptions {
  const providers: Provider[] = [
    CredentialsProvider({
      id: 'password',
      name: 'Email and password',
      credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
      authorize: async (credentials, req) =>
        credentials?.email && credentials.password
          ? authorizePassword(credentials.email, credentials.password, req)
          : null,
    }),
  ];
  providers.push(
    CredentialsProvider({
      id: 'sso',
      name: 'Single sign-on',
      credentials: { ticket: { label: 'Ticket', type: 'text' } },
      authorize: async (credentials, req) => {
        if (!credentials?.ticket) return null;
        const user = await consumeSsoTicket(
          await getDb(),
          credentials.ticket,
          cookieValue(requestHeaders(req).get('cookie'), SSO_TICKET_BINDING_COOKIE),
        );
        if (!user) return null;
        await recordSignIn(req, user.id, 'sso');
        return {
          id: user.id,
          email: user.email,
          name: user.name,
          firebaseUid: null,
          sessionVersion: user.sessionVersion,
        };
      },
    }),
  );
  if (env().FIREBASE_PROJECT_ID) {
    providers.push(
      CredentialsProvider({
        id: 'firebase',
        name: 'Firebase',
        credentials: { idToken: { label: 'ID token', type: 'text' } },
        authorize: async (credentials, req) => {
          if (!credentials?.idToken) return null;
          try {
            const user = await resolveIdTokenUser(await getDb(), credentials.idToken);
            if (await ssoRequired.getStore()?.(user.userId)) return null;
            await recordSignIn(req, user.userId);
            return { id: user.userId, email: user.email, name: null, firebaseUid: user.firebaseUid };
          } catch {
            return null;
          }
        },
      }),
    );
  }
  return {
    secret: getAuthSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_S },
    pages: { signIn: '/login' },
    providers,
    callbacks: {
      async jwt({ token, user }) {
        const t = token as typeof token & SessionToken;
        if (user) {
          t.userId = user.id;
          t.firebaseUid = (user as { firebaseUid?: string | null }).firebaseUid ?? null;
          const verified = (user as { sessionVersion?: number }).sessionVersion;
          // -1 never matches: not a usable session
          t.sessionVersion = verified ?? (await activeSessionVersion(user.id)) ?? -1;
          t.sessionId = await startDashboardSession(await getDb(), user.id, SESSION_MAX_AGE_S);
          t.checkedAt = Date.now();
          return t;
        }
        // The periodic re-check covers Firebase revocation (a network call); the database is checked per request below.
        if (!t.invalid && Date.now() - (t.checkedAt ?? 0) > env().SESSION_RECHECK_SECONDS * 1000) {
          // The time before asking: a revocation while the answer is on its way is after it, and caught next time.
          const askedAt = Date.now();
          t.invalid = !(await stillActive(t));
          t.checkedAt = askedAt;
        }
        return t;
      },
      async session({ session, token }) {
        const t = token as typeof token & SessionToken;
        return (
          t.invalid
            ? { ...session }
            : { ...session, userId: t.userId, sessionVersion: t.sessionVersion, sessionId: t.sessionId }
        ) as DashboardSession;
      },
      // Only back to this app after sign-in or sign-out (docs/authentication.md#dashboard-sessions): anything else goes
      // to the home page.
      redirect({ url, baseUrl }) {
        return isSameOrigin(url, baseUrl) ? new URL(url, baseUrl).toString() : baseUrl;
      },
    },
    events: {
      // Sign-out ends the session on the server: the cookie, even a copy kept elsewhere, is refused from now on.
      async signOut({ token }) {
        const sessionId = (token as (typeof token & SessionToken) | null)?.sessionId;
        if (sessionId) await endDashboardSession(await getDb(), sessionId);
      },
    },
  };
}

/** True when `url` (absolute, or relative to `baseUrl`) stays on `baseUrl`'s origin. */
export function isSameOrigin(url: string, baseUrl: string): boolean {
  try {
    return new URL(url, baseUrl).origin === new URL(baseUrl).origin;
  } catch {
    return false;
  }
}

/**
 * The signed-in user's id, or null: no session, a session that failed its re-check, or — checked in the database on
 * every request — a session that was signed out (or carries no session record), or a user who is gone, disabled, or
 * whose session version moved on (password reset).
 *
 * Checked once per server render: the dashboard's layout and its pages' prefetch context both ask, and each check
 * decrypts the cookie (HKDF) and queries the session. React's `cache` lasts one render request; in a route handler
 * (/api/trpc, /api/v1) there is no render, and it calls through every time.
 */
export const currentUserId = cache(async (): Promise<string | null> => {
  const session = (await getServerSession(authOptions())) as DashboardSession | null;
  if (!session?.userId || session.sessionVersion === undefined || !session.sessionId) return null;
  const version = await openSessionVersion(await getDb(), session.userId, session.sessionId);
  return version !== null && version === session.sessionVersion ? session.userId : null;
});
