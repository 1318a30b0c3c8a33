// The email outbox (docs/operations.md#email): an email is a row written in the transaction of its cause, its rendered
// message encrypted (it may carry a single-use link); the relay in the workers' loop turns due rows into `email.send`
// jobs in the same transaction that marks them queued, so an email exists if and only if its cause committed.
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import { emailOutbox } from '~/db/schema';
import { encryptSecret } from '../crypto/secret-box';
import { claimDueOutboxRows, queryRows } from '../db-rows';
import { emailEnabled } from './transport';

export interface EmailMessage {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on notifications (RFC 8058). */
  headers?: Record<string, string>;
}

export interface OutgoingEmail {
  organizationId: string | null;
  to: string;
  /** The template's name (`invitation`, `password_reset`, …): logs and the dashboard show this, never the address. */
  kind: string;
  /** Unique per cause: a second enqueue with the same key writes nothing (e.g. `invitation:<id>`). */
  idempotencyKey: string;
  message: EmailMessage;
}

/** Enqueues one email job per outbox id, in the given transaction. */
export type EnqueueEmailJobs = (tx: DbOrTx, emailIds: string[]) => Promise<void>;

export const EMAIL_RELAY_BATCH = 200;
/** A queued email whose job vanished (it failed for good inside the queue) is queued again after this long. */
export const EMAIL_REQUEUE_AFTER_SECONDS = 300;

/**
 * Writes the email to the outbox in the caller's transaction (`db` may be a transaction): it is sent after that
 * commits, and never if it rolls back. With SMTP not configured nothing is written and `queued` is false. A repeat
 * of an idempotency key writes nothing new; the email already in the outbox stands (`queued` is true).
 */
export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail): Promise<{ queued: boolean }> {
  return { queued: (await enqueueEmails(db, [email])) > 0 };
}

/**
 * `enqueueEmail` for several emails in one statement (a notifications run's batch), each under its own idempotency
 * key. Every email is checked before any is written: one bad address or header throws and writes none of them.
 * Returns how many are queued (all of them with SMTP configured, none without).
 */
export async function enqueueEmails(db: DbOrTx, emails: OutgoingEmail[]): Promise<number> {
  if (!emailEnabled() || emails.length === 0) return 0;
  const rows = emails.map((email) => {
    const to = email.to.trim();
    // A line break in an address would be header injection; nodemailer refuses it too, but fail in the caller's tx.
    if (!to || /[\r\n]/.test(to)) throw new Error('enqueueEmail: invalid recipient address');
    const { subject, text, html, headers } = email.message;
    for (const [name, value] of Object.entries(headers ?? {})) {
      if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name) || /[\r\n]/.test(value))
        throw new Error('enqueueEmail: invalid header');
    }
    return {
      organizationId: email.organizationId,
      toAddress: to,
      kind: email.kind,
      idempotencyKey: email.idempotencyKey,
      payload: encryptSecret(JSON.stringify({ subject, text, html, headers })),
    };
  });
  await db.insert(emailOutbox).values(rows).onConflictDoNothing({ target: emailOutbox.idempotencyKey });
  return rows.length;
}

/** Relay: marks up to `limit` due emails queued and enqueues their jobs, in one transaction. Returns how many. */
export async function enqueueDueEmails(db: Db, enqueue: EnqueueEmailJobs, limit = EMAIL_RELAY_BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await claimDueOutboxRows(tx, 'email_outbox', limit);
    if (ids.length) await enqueue(tx, ids);
    return ids.length;
  });
}

/** Safety net: a pending email queued long ago whose claim (if any) has lapsed lost its job; queue it again. */
export async function requeueStrandedEmails(db: Db, olderThanSeconds = EMAIL_REQUEUE_AFTER_SECONDS): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
      update email_outbox set queued_at = null
      where status = 'pending'
        and queued_at < now() - make_interval(secs => ${olderThanSeconds})
        and next_attempt_at <= now()
      returning id::text as id`,
  );
  return rows.length;
}
