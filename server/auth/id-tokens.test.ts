// ID tokens against the real Firebase Auth emulator and a fresh database: verification verdicts and user linking.
import { eq } from 'drizzle-orm';
import { getApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '~/db';
import { users } from '~/db/schema';
import { startAuthEmulator, type AuthEmulator } from '~/e2e/fixtures/firebase-emulator';
import { createOrganization } from '../organizations/organizations';
import { createTestDb } from '../testing/test-db';
import { createUser } from '../users/create-user';
import { AppError, type ErrorCode } from '../errors';
import type * as IdTokens from './id-tokens';

const PASSWORD = 'firebase-password';
let emulator: AuthEmulator;
let db: Db;
let closeDb: () => Promise<void>;
let organizationId: string;
let resolveIdTokenUser: typeof IdTokens.resolveIdTokenUser;
let isIdentityUserActive: typeof IdTokens.isIdentityUserActive;
let n = 0;

beforeAll(async () => {
  emulator = await startAuthEmulator({ projectId: 'demo-gms' });
  // Before id-tokens.ts (and env(), which caches) is first loaded.
  process.env.FIREBASE_PROJECT_ID = emulator.projectId;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  ({ resolveIdTokenUser, isIdentityUserActive } = await import('./id-tokens'));
  ({ db, close: closeDb } = await createTestDb());
  ({ id: organizationId } = await createOrganization(db, { name: 'Firebase Friends' }));
}, 180_000);

afterAll(async () => {
  await emulator?.stop();
  await closeDb?.();
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  delete process.env.FIREBASE_PROJECT_ID;
});

const unsignedJwt = (claims: object) =>
  [{ alg: 'none', typ: 'JWT' }, claims]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .join('.') + '.';

const uniqueEmail = () => `user${++n}-${Date.now()}@example.org`;

/** A user in our database and in Firebase; `linked` stores the Firebase uid on ours. */
async function makeUser(opts: { linked?: boolean; emailVerified?: boolean; disabled?: boolean } = {}) {
  const email = uniqueEmail();
  const { id } = await createUser(db, { email, organizationId, role: 'member' });
  const firebase = await emulator.createUser({
    email,
    password: PASSWORD,
    emailVerified: opts.emailVerified ?? true,
    disabled: opts.disabled,
  });
  if (opts.linked ?? true) await db.update(users).set({ firebaseUid: firebase.uid }).where(eq(users.id, id));
  return { id, email, ...firebase };
}

async function storedUid(userId: string) {
  const [row] = await db.select({ firebaseUid: users.firebaseUid }).from(users).where(eq(users.id, userId));
  return row?.firebaseUid;
}

/** Asserts the AppError code, and that the token appears nowhere in what the caller (or a log) would see. */
async function expectRejected(token: string, code: ErrorCode) {
  const err = await resolveIdTokenUser(db, token).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
  if (token) {
    expect((err as AppError).message).not.toContain(token);
    expect(JSON.stringify(err)).not.toContain(token);
  }
}

describe('resolveIdTokenUser', () => {
  it('resolves a valid token of a linked user', async () => {
    const user = await makeUser();
    await expect(resolveIdTokenUser(db, user.idToken)).resolves.toEqual({
      userId: user.id,
      email: user.email,
      firebaseUid: user.uid,
    });
  });

  it('links on first sign-in with a verified email (any case), then finds the user by uid', async () => {
    const user = await makeUser({ linked: false });
    await db.update(users).set({ email: user.email.toUpperCase() }).where(eq(users.id, user.id));
    await expect(resolveIdTokenUser(db, user.idToken)).resolves.toMatchObject({
      userId: user.id,
      firebaseUid: user.uid,
    });
    expect(await storedUid(user.id)).toBe(user.uid);

    // Found by uid now, not by email: a changed email no longer matters.
    await db
      .update(users)
      .set({ email: `renamed-${user.email}` })
      .where(eq(users.id, user.id));
    const { idToken } = await emulator.signIn(user.email, PASSWORD);
    await expect(resolveIdTokenUser(db, idToken)).resolves.toMatchObject({ userId: user.id });
  });

  it('linking proves the mailbox: an unproven account loses the password someone else may have set, and its sessions', async () => {
    const unproven = await makeUser({ linked: false });
    await db
      .update(users)
      .set({ passwordHash: 'set-through-a-copied-link', sessionVersion: 3, emailVerifiedAt: null })
      .where(eq(users.id, unproven.id));
    await resolveIdTokenUser(db, unproven.idToken);
    const [after] = await db.select().from(users).where(eq(users.id, unproven.id));
    expect(after).toMatchObject({ passwordHash: null, sessionVersion: 4, firebaseUid: unproven.uid });
    expect(after!.emailVerifiedAt).toBeInstanceOf(Date);

    const proven = await makeUser({ linked: false });
    const verifiedAt = new Date('2026-01-02T03:04:05Z');
    await db
      .update(users)
      .set({ passwordHash: 'the-owners-own', sessionVersion: 1, emailVerifiedAt: verifiedAt })
      .where(eq(users.id, proven.id));
    await resolveIdTokenUser(db, proven.idToken);
    const [kept] = await db.select().from(users).where(eq(users.id, proven.id));
    expect(kept).toMatchObject({ passwordHash: 'the-owners-own', sessionVersion: 1, emailVerifiedAt: verifiedAt });
  });

  it('never links by an unverified email', async () => {
    const user = await makeUser({ linked: false, emailVerified: false });
    await expectRejected(user.idToken, 'INVALID_CREDENTIALS');
    expect(await storedUid(user.id)).toBeNull();
  });

  it('rejects a Firebase user unknown here', async () => {
    const stranger = await emulator.createUser({ email: uniqueEmail(), password: PASSWORD, emailVerified: true });
    await expectRejected(stranger.idToken, 'INVALID_CREDENTIALS');
  });

  it('reports an expired token as TOKEN_EXPIRED', async () => {
    const user = await makeUser();
    await expectRejected(
      emulator.expiredIdToken({ uid: user.uid, email: user.email, emailVerified: true }),
      'TOKEN_EXPIRED',
    );
  });

  it('rejects a revoked token; a fresh sign-in works again', async () => {
    const user = await makeUser();
    await emulator.revokeTokens(user.uid);
    await expectRejected(user.idToken, 'INVALID_CREDENTIALS');
    const { idToken } = await emulator.signIn(user.email, PASSWORD);
    await expect(resolveIdTokenUser(db, idToken)).resolves.toMatchObject({ userId: user.id });
  });

  it('rejects a user disabled in Firebase', async () => {
    const user = await makeUser({ disabled: true });
    await expectRejected(user.idToken, 'INVALID_CREDENTIALS');
  });

  it('rejects a user disabled in our database', async () => {
    const user = await makeUser();
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    await expectRejected(user.idToken, 'INVALID_CREDENTIALS');
  });

  it('rejects a refresh token', async () => {
    const user = await makeUser();
    await expectRejected(user.refreshToken, 'INVALID_CREDENTIALS');
  });

  it('rejects a custom token', async () => {
    const user = await makeUser();
    await expectRejected(await emulator.customToken(user.uid), 'INVALID_CREDENTIALS');
  });

  it.each([
    ['garbage', 'garbage'],
    ['three dotted segments', 'a.b.c'],
    ['an empty string', ''],
    [
      'an unsigned token for another project',
      unsignedJwt({ aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other', sub: 'x' }),
    ],
  ])('rejects %s', async (_label, token) => {
    await expectRejected(token, 'INVALID_CREDENTIALS');
  });

  it('accepts no ID token while FIREBASE_PROJECT_ID is unset', async () => {
    const user = await makeUser();
    vi.resetModules(); // a fresh env() cache
    delete process.env.FIREBASE_PROJECT_ID;
    try {
      const fresh = await import('./id-tokens');
      const err = await fresh.resolveIdTokenUser(db, user.idToken).catch((e: unknown) => e);
      expect((err as AppError).code).toBe('INVALID_CREDENTIALS');
    } finally {
      process.env.FIREBASE_PROJECT_ID = emulator.projectId;
    }
  });

  describe('isIdentityUserActive (session re-checks)', () => {
    it('is true for an active Firebase user, also checked in the second it was made (creation is no revocation)', async () => {
      const user = await makeUser();
      expect(await isIdentityUserActive(user.uid, Date.now())).toBe(true);
      const { metadata, tokensValidAfterTime } = await getAuth(getApp('gms')).getUser(user.uid);
      expect(Date.parse(tokensValidAfterTime!)).toBe(Date.parse(metadata.creationTime));
      expect(await isIdentityUserActive(user.uid, Date.parse(metadata.creationTime))).toBe(true);
    });

    it('is false once the user is disabled in Firebase', async () => {
      const user = await makeUser();
      await emulator.disableUser(user.uid);
      expect(await isIdentityUserActive(user.uid, Date.now())).toBe(false);
    });

    it('is false after a revocation later than the last check, true for an earlier one', async () => {
      const user = await makeUser();
      const checkedAt = Date.now();
      await emulator.revokeTokens(user.uid); // in a later second than checkedAt
      expect(await isIdentityUserActive(user.uid, checkedAt)).toBe(false);
      const nextSecond = (Math.floor(Date.now() / 1000) + 1) * 1000;
      expect(await isIdentityUserActive(user.uid, nextSecond)).toBe(true);
    });

    it('counts a revocation in the same second as the last check as after it (whole seconds: fail closed)', async () => {
      const user = await makeUser();
      const revokedSecond = await emulator.revokeTokens(user.uid);
      // A check at .999 of that second may still have preceded the revocation.
      expect(await isIdentityUserActive(user.uid, revokedSecond + 999)).toBe(false);
      expect(await isIdentityUserActive(user.uid, revokedSecond + 1000)).toBe(true);
    });

    it('is false for a uid Firebase does not know', async () => {
      expect(await isIdentityUserActive('no-such-uid', Date.now())).toBe(false);
    });
  });

  // Last: it stops the emulator.
  it('fails with a plain error (a 500) naming no token when the emulator is unreachable', async () => {
    const user = await makeUser();
    await emulator.stop();
    const err = await resolveIdTokenUser(db, user.idToken).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(AppError);
    expect((err as Error).message).not.toContain(user.idToken);
    await expect(isIdentityUserActive(user.uid, Date.now())).rejects.not.toBeInstanceOf(AppError);
  });
});
