// Password reset (docs/authentication.md#password-reset): a single-use, one-hour link emailed through the outbox. Only
// the SHA-256 of the token is stored; the answer to a request never tells whether the email has an account; a reset
// ends every other session.
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import { passwordResetRequests, passwordResetTokens, users } from '~/db/schema';
import { tallyAuthEvent } from '../audit/auth-tallies';
import { queryRows } from '../db-rows';
import { addressGroup } from '../http/client-ip';
import { sha256Hex } from '../auth/credential-format';
import { enqueueEmail } from '../email/outbox';
import { renderPasswordResetEmail } from '../email/templates';
import { emailEnabled } from '../email/transport';
import { runAsActor } from '../audit/scope';
import { recordAuditForUser } from '../audit/user-trail';
import { AppError } from '../errors';
import { logger } from '../logger';
import { assertStrongPassword } from './password-policy';
import { hashPassword } from '../auth/passwords';
import { claimUnprovenAccount } from '../auth/account-claim';

export const RESET_TOKEN_TTL_MINUTES = 60;
const TOKEN_BYTES = 32;

/** What every request is answered, whether or not the email has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses that email address, we have sent it a link to choose a new password. The link works once, for 1 hour.';
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is invalid, has expired or was already used. Ask for a new one.';

export const resetLink = (baseUrl: string, token: string) => `${baseUrl.replace(/\/+$/, '')}/reset-password/${token}`;

/** Longer is not a user agent anyone sends (the audit trail keeps 256 characters of it). */
const MAX_STORED_USER_AGENT = 256;

/**
 * A reset request as the procedure takes it: one insert, the same for every email, so the answer takes the same time
 * whether or not the email has an account. The work (lookup, token, email, audit) is done by a job:
 * `handlePasswordResetRequest`.
 */
export async function queuePasswordResetRequest(
  db: Db,
  input: { email: string; ip: string; userAgent: string | null },
): Promise<void> {
  await db.insert(passwordResetRequests).values({
    email: input.email.trim().toLowerCase(),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, MAX_STORED_USER_AGENT) ?? null,
  });
}

/** The relay's claim: marks up to `limit` waiting requests queued and enqueues a job for each, in one transaction. */
export async function claimPasswordResetRequests(
  db: Db,
  enqueue: (tx: DbOrTx, requestIds: string[]) => Promise<void>,
  limit = 200,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`
        with due as (
          select id from password_reset_requests where queued_at is null order by created_at limit ${limit}
          for update skip locked)
        update password_reset_requests r set queued_at = now() from due where r.id = due.id
        returning r.id::text as id`,
    );
    if (rows.length)
      await enqueue(
        tx,
        rows.map((r) => r.id),
      );
    return rows.length;
  });
}

/** A request queued long ago whose job was lost (it failed for good inside the queue) is queued again. */
export async function requeueStrandedPasswordResetRequests(db: Db, olderThanSeconds = 300): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update password_reset_requests set queued_at = null
        where queued_at < now() - make_interval(secs => ${olderThanSeconds}) returning id::text as id`,
  );
  return rows.length;
}

/**
 * The job, in one transaction: takes the request (deleting it, so a retried job does nothing twice), counts it in the
 * audit tally of the user it names, and — for an existing, enabled user, with email configured, and fewer than
 * PASSWORD_RESET_EMAILS_PER_WINDOW reset emails sent to them within SIGN_IN_EMAIL_WINDOW_SECONDS — creates a token
 * and enqueues its email. Requests are never refused: the emails are what is bounded.
 */
export async function handlePasswordResetRequest(
  db: Db,
  requestId: string,
  options: { baseUrl: string; emailsPerWindow: number; windowSeconds: number; auditWindowSeconds: number },
): Promise<void> {
  // One transaction from taking the request to enqueueing its email: if anything fails, the request is still there
  // for the job's retry (taken outside it, a failure would lose the email the requester was told is on its way).
  await db.transaction(async (tx) => {
    const [request] = await tx.delete(passwordResetRequests).where(eq(passwordResetRequests.id, requestId)).returning();
    if (!request) return;
    await tallyAuthEvent(tx, {
      action: 'password_reset.requested',
      email: request.email,
      ip: addressGroup(request.ip), // one tally per IPv6 /64: rotating addresses within it makes no new records
      userAgent: request.userAgent,
      windowSeconds: options.auditWindowSeconds,
    });
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${request.email}`, isNull(users.disabledAt)))
      .limit(1);
    if (!user) return;
    if (!emailEnabled()) {
      // A link nobody can receive is no use; the operator learns why no email went out (never to whom).
      logger.warn(
        { userId: user.id },
        'password reset requested but email is not configured (SMTP_URL unset): nothing sent',
      );
      return;
    }
    // Serializes the count and the insert per user: concurrent jobs never send more than the bound.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${user.id} for update`);
    const [sent] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          gt(passwordResetTokens.createdAt, sql`now() - make_interval(secs => ${options.windowSeconds})`),
        ),
      );
    if ((sent?.n ?? 0) >= options.emailsPerWindow) {
      // The links already sent still work: the owner is never cut off by someone else's requests.
      logger.info({ userId: user.id }, 'password reset email not sent: the account has had its emails for this window');
      return;
    }
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const message = await renderPasswordResetEmail({
      link: resetLink(options.baseUrl, token),
      expiresInMinutes: RESET_TOKEN_TTL_MINUTES,
    });
    const [row] = await tx
      .insert(passwordResetTokens)
      .values({
        userId: user.id,
        tokenHash: sha256Hex(token),
        expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_TTL_MINUTES})`,
      })
      .returning({ id: passwordResetTokens.id });
    await enqueueEmail(tx, {
      organizationId: null,
      to: user.email,
      kind: 'password_reset',
      idempotencyKey: `password_reset:${row!.id}`,
      message,
    });
  });
}

interface UsableToken {
  id: string;
  userId: string;
  email: string;
  name: string | null;
}

/** The open (unused, unexpired) token's row and its active user, or null. */
async function findUsableToken(db: Db, token: string): Promise<UsableToken | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: users.id, email: users.email, name: users.name })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256Hex(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** For the reset page: whether the link can still be used (it shows the form or says why not). */
export async function isResetTokenUsable(db: Db, token: string): Promise<boolean> {
  return (await findUsableToken(db, token)) !== null;
}

const invalidLink = () =>
  new AppError('VALIDATION_FAILED', RESET_LINK_INVALID_MESSAGE, {
    issues: [{ path: 'token', message: RESET_LINK_INVALID_MESSAGE }],
  });

/**
 * Sets a new password from a reset link: in one transaction the hash is replaced, this and every other open token of
 * the user is closed, and `session_version` is bumped, which ends every existing session.
 */
export async function resetPassword(db: Db, input: { token: string; password: string }): Promise<void> {
  const found = await findUsableToken(db, input.token);
  if (!found) throw invalidLink();
  assertStrongPassword(input.password, [found.email, found.name ?? '']);
  const passwordHash = await hashPassword(input.password); // outside the transaction: argon2 takes a while
  await db.transaction(async (tx) => {
    // Claiming the token in the UPDATE makes a double submit (or a race) succeed once.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.id, found.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (!claimed.length) throw invalidLink();
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, found.userId), isNull(passwordResetTokens.usedAt)));
    // The emailed link proves the mailbox: an account made from a copied invitation link becomes the owner's, and
    // the memberships its old password holder accepted go (docs/members.md); no invitation can claim it afterwards.
    await claimUnprovenAccount(tx, found.userId, 'password_reset');
    const updated = await tx
      .update(users)
      .set({
        passwordHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, found.userId), isNull(users.disabledAt)))
      .returning({ id: users.id });
    if (!updated.length) throw invalidLink();
    // The link proved who they are: the reset is theirs. The password (or its hash) is never recorded.
    await runAsActor({ kind: 'user', id: found.userId }, () =>
      recordAuditForUser(tx, found.userId, { action: 'password_reset.completed' }),
    );
  });
}
