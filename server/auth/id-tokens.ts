// Firebase ID tokens (docs/authentication.md): verify with firebase-admin, find the user by uid (first sign-in links by
// email), and re-check a Firebase-backed session's user.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { applicationDefault, initializeApp, type App } from 'firebase-admin/app';
import { FirebaseAuthError, getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';
import type { Db } from '~/db';
import { users } from '~/db/schema';
import { env } from '../env';
import { AppError } from '../errors';
import { claimUnprovenAccount } from './account-claim';
import { invalidCredentials } from './api-keys';

export interface IdTokenUser {
  userId: string;
  /** The email the token carries, if any. */
  email: string | null;
  firebaseUid: string;
}

/** Firebase's verdicts on the token itself or its user: all the one uniform 401. */
const REJECTED = new Set([
  'auth/argument-error', // malformed, garbage, refresh tokens, custom tokens, wrong audience/issuer
  'auth/invalid-argument',
  'auth/invalid-id-token',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/invalid-uid',
]);

let app: App | undefined;

/** The Firebase Auth client, or undefined when Firebase isn't configured (then no ID token is accepted). */
function firebaseAuth(): Auth | undefined {
  const projectId = env().FIREBASE_PROJECT_ID;
  if (!projectId) return undefined;
  // firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST itself; the emulator needs no credentials.
  app ??= initializeApp(
    { projectId, ...(env().FIREBASE_AUTH_EMULATOR_HOST ? {} : { credential: applicationDefault() }) },
    'gms',
  );
  return getAuth(app);
}

const codeOf = (err: unknown) => (err instanceof FirebaseAuthError ? err.code : undefined);

/** Firebase's message, or the error itself, may quote the token: pass on neither (this becomes a 500). */
const unavailable = (err: unknown) =>
  new Error(`Firebase Auth request failed (${codeOf(err) ?? 'identity provider unreachable'})`);

async function verify(idToken: string): Promise<DecodedIdToken> {
  const auth = firebaseAuth();
  if (!auth) throw invalidCredentials();
  try {
    return await auth.verifyIdToken(idToken, true);
  } catch (err) {
    const code = codeOf(err);
    if (code === 'auth/id-token-expired') {
      throw new AppError('TOKEN_EXPIRED', 'ID token has expired: refresh it or sign in again');
    }
    if (code && REJECTED.has(code)) throw invalidCredentials();
    throw unavailable(err);
  }
}

async function findByUid(db: Db, uid: string) {
  const [user] = await db
    .select({ id: users.id, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.firebaseUid, uid))
    .limit(1);
  return user;
}

/**
 * First sign-in: a verified email links the not-yet-linked user with that email. Firebase has proven the mailbox;
 * an account nobody had proven (its password may have been set through a copied invitation link) loses that
 * password and every session, so only the mailbox owner holds it from now on (docs/members.md).
 */
async function linkByEmail(db: Db, uid: string, token: DecodedIdToken) {
  if (token.email_verified !== true || !token.email) return undefined;
  const email = token.email;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.firebaseUid)))
      .limit(1)
      .for('update');
    if (!found) return undefined;
    // Firebase proved the mailbox: an unproven account becomes the owner's (sessions end, copied-link memberships go).
    const { claimed } = await claimUnprovenAccount(tx, found.id, 'firebase');
    const [user] = await tx
      .update(users)
      .set({
        firebaseUid: uid,
        ...(claimed && { passwordHash: null }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, found.id), isNull(users.firebaseUid)))
      .returning({ id: users.id, disabledAt: users.disabledAt });
    return user;
  });
}

/** Resolves a presented ID token to our user, or throws 401 INVALID_CREDENTIALS / TOKEN_EXPIRED. */
export async function resolveIdTokenUser(db: Db, idToken: string): Promise<IdTokenUser> {
  const token = await verify(idToken);
  const user =
    (await findByUid(db, token.uid)) ?? (await linkByEmail(db, token.uid, token)) ?? (await findByUid(db, token.uid)); // a concurrent first sign-in may have just linked it
  if (!user || user.disabledAt) throw invalidCredentials();
  return { userId: user.id, email: token.email ?? null, firebaseUid: token.uid };
}

/**
 * Session re-checks: the Firebase user still exists, isn't disabled, and had no revocation after `sinceMs`. Firebase
 * keeps a revocation's time in whole seconds, so one in the same second as `sinceMs` may have come after it: that
 * counts as revoked (fail closed; otherwise a session checked just before a revocation in the same second would pass
 * every later check). A new user's tokens are valid after its creation, which is not a revocation: a session that
 * starts in the second its user was made stays. Throws a plain error when Firebase can't be asked.
 */
export async function isIdentityUserActive(firebaseUid: string, sinceMs: number): Promise<boolean> {
  const auth = firebaseAuth();
  if (!auth) return false;
  try {
    const user = await auth.getUser(firebaseUid);
    if (user.disabled) return false;
    const second = (ms: number) => Math.floor(ms / 1000) * 1000;
    const validAfterMs = user.tokensValidAfterTime ? second(Date.parse(user.tokensValidAfterTime)) : 0;
    const createdMs = second(Date.parse(user.metadata.creationTime) || 0);
    return validAfterMs <= createdMs || validAfterMs < second(sinceMs);
  } catch (err) {
    if (codeOf(err) === 'auth/user-not-found') return false;
    throw unavailable(err);
  }
}
