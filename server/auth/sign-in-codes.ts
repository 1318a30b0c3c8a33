// One-time sign-in codes and the addresses a user has signed in from (docs/authentication.md#sign-in-limits). While an
// account is out of sign-in attempts, an address that never signed in to it must first enter a code emailed to the
// account: six digits, HMAC-SHA256 at rest (keyed with AUTH_SECRET, so a database dump does not reveal them), valid
// SIGN_IN_CODE_TTL_MINUTES, once, with SIGN_IN_CODE_ATTEMPTS wrong guesses at most. A code works from any address:
// only the mailbox holds it, and binding it to the address that asked would let an attacker spend the account's codes
// from addresses of their own, leaving none for the owner on a new device.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { signInAddresses, signInCodes, users } from '~/db/schema';
import { enqueueEmail } from '../email/outbox';
import { renderSignInCodeEmail } from '../email/templates';
import { env } from '../env';
import { logger } from '../logger';
import { getAuthSecret } from '../secrets';
import { sha256Hex } from './credential-format';

export const SIGN_IN_CODE_TTL_MINUTES = 10;
export const SIGN_IN_CODE_ATTEMPTS = 5;
const CODE_PATTERN = /^\d{6}$/;

const addressHash = (ip: string) => sha256Hex(`sign-in-address:${ip}`);
const codeHash = (userId: string, code: string) =>
  createHmac('sha256', getAuthSecret()).update(`sign-in-code:${userId}:${code}`).digest('hex');

async function activeUserId(db: Db, email: string): Promise<{ id: string; email: string } | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.disabledAt)))
    .limit(1);
  return user ?? null;
}

/** Whether the user with this email has signed in from `ip` before (false for an unknown email). */
export async function isKnownSignInAddress(db: Db, email: string, ip: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(signInAddresses)
    .innerJoin(users, eq(users.id, signInAddresses.userId))
    .where(
      and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, eq(signInAddresses.addressHash, addressHash(ip))),
    )
    .limit(1);
  return rows.length > 0;
}

/** After a successful sign-in: this address may sign in to the account without a code from now on. */
export async function rememberSignInAddress(db: Db, userId: string, ip: string): Promise<void> {
  await db
    .insert(signInAddresses)
    .values({ userId, addressHash: addressHash(ip) })
    .onConflictDoUpdate({
      target: [signInAddresses.userId, signInAddresses.addressHash],
      set: { lastSignedInAt: sql`now()` },
    });
}

/**
 * Emails a new code for a sign-in to `email` from `ip` — unless the email belongs to no active user, or the account
 * has had SIGN_IN_CODE_EMAILS_PER_WINDOW codes sent within SIGN_IN_EMAIL_WINDOW_SECONDS (then the codes already in the
 * mailbox still work). The caller answers the same either way.
 */
export async function issueSignInCode(db: Db, email: string, ip: string): Promise<void> {
  const user = await activeUserId(db, email);
  if (!user) return;
  const config = env();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const message = await renderSignInCodeEmail({ code, expiresInMinutes: SIGN_IN_CODE_TTL_MINUTES });
  await db.transaction(async (tx) => {
    // Serializes the count and the insert per user: concurrent requests never send more than the bound.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${user.id} for update`);
    const [sent] = await tx
      .select({ n: count() })
      .from(signInCodes)
      .where(
        and(
          eq(signInCodes.userId, user.id),
          gt(signInCodes.createdAt, sql`now() - make_interval(secs => ${config.SIGN_IN_EMAIL_WINDOW_SECONDS})`),
        ),
      );
    if ((sent?.n ?? 0) >= config.SIGN_IN_CODE_EMAILS_PER_WINDOW) {
      logger.info({ userId: user.id }, 'sign-in code not sent: the account has had its codes for this window');
      return;
    }
    const [row] = await tx
      .insert(signInCodes)
      .values({
        userId: user.id,
        // Which address asked, for an operator reading the table; a code is not bound to it (see the header).
        addressHash: addressHash(ip),
        codeHash: codeHash(user.id, code),
        expiresAt: sql`now() + make_interval(mins => ${SIGN_IN_CODE_TTL_MINUTES})`,
      })
      .returning({ id: signInCodes.id });
    await enqueueEmail(tx, {
      organizationId: null,
      to: user.email,
      kind: 'sign_in_code',
      idempotencyKey: `sign_in_code:${row!.id}`,
      message,
    });
  });
}

/**
 * Uses up a code for a sign-in to `email`: true once for a right, unexpired code of the account. A wrong code counts
 * against every open code of the account, whatever the address (guessing stays bounded however many addresses try);
 * a code with SIGN_IN_CODE_ATTEMPTS wrong guesses is dead.
 */
export async function consumeSignInCode(db: Db, email: string, code: string): Promise<boolean> {
  const trimmed = code.trim();
  const user = await activeUserId(db, email);
  if (!user || !CODE_PATTERN.test(trimmed)) {
    if (user) await countWrongCode(db, user.id);
    return false;
  }
  const hash = codeHash(user.id, trimmed);
  const open = and(
    eq(signInCodes.userId, user.id),
    isNull(signInCodes.usedAt),
    gt(signInCodes.expiresAt, sql`now()`),
    lt(signInCodes.attempts, SIGN_IN_CODE_ATTEMPTS),
  );
  const candidates = await db
    .select({ id: signInCodes.id, codeHash: signInCodes.codeHash })
    .from(signInCodes)
    .where(open);
  const match = candidates.find((c) => timingSafeEqual(Buffer.from(c.codeHash), Buffer.from(hash)));
  if (match) {
    // Claimed in the UPDATE: two sign-ins racing with the same code succeed once.
    const claimed = await db
      .update(signInCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(signInCodes.id, match.id), open))
      .returning({ id: signInCodes.id });
    if (claimed.length) return true;
  }
  await countWrongCode(db, user.id);
  return false;
}

async function countWrongCode(db: Db, userId: string) {
  await db
    .update(signInCodes)
    .set({ attempts: sql`${signInCodes.attempts} + 1` })
    .where(and(eq(signInCodes.userId, userId), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, sql`now()`)));
}
