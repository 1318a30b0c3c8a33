// The `email.send` job: claim an outbox row, send it through SMTP with a Message-ID derived from its id, then
// record the outcome — sent (payload cleared), a retry with backoff, or failed for good after the last attempt.
// At least once: an email accepted by the SMTP server just before a crash is sent again, with the same Message-ID.
import { sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import pLimit from 'p-limit';
import type { Db } from '~/db';
import { decryptSecret } from '../crypto/secret-box';
import { queryRows } from '../db-rows';
import { logger } from '../logger';
import type { EmailMessage } from './outbox';
import { emailFrom } from './transport';

/** Seconds before each retry (±10 % jitter); after the last one the email is `failed`: 8 attempts over ~7.5 h. */
export const EMAIL_RETRY_SCHEDULE_SECONDS = [30, 120, 600, 1800, 3600, 7200, 14400] as const;
/** A claimed row is not due again for this long: longer than one SMTP exchange can take (transport timeouts). */
export const EMAIL_CLAIM_LEASE_SECONDS = 120;

export interface SendOptions {
  /** The workers' transport (createEmailTransport), pooled unless SMTP_URL says otherwise. */
  transport: Transporter;
  retryScheduleSeconds?: readonly number[];
}

interface Claimed {
  id: string;
  kind: string;
  to_address: string;
  payload: string | null;
  attempts: number;
}

/** `<email-<row id>@<the From's domain>>`: the same on every resend of one row, so receivers can spot a repeat. */
export function messageIdFor(emailId: string, from = emailFrom()): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'grant-management-service.invalid';
  return `<email-${emailId}@${domain}>`;
}

/** An SMTP error for the row and the logs: the server's reply code and text, without addresses or URLs. */
export function describeSmtpError(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; response?: string; message?: string };
  const text = String(e.response ?? e.message ?? err)
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[url]') // an SMTP URL may carry credentials
    .replace(/<?[^\s<>@]+@[^\s<>@]+>?/g, '[address]')
    .replace(/\s+/g, ' ');
  const code = e.responseCode && !text.startsWith(String(e.responseCode)) ? e.responseCode : undefined;
  return [e.code, code, text].filter(Boolean).join(' ').slice(0, 500);
}

/** Milliseconds until the retry after `failedSoFar` failed attempts, or null when the schedule is exhausted. */
export function emailRetryDelayMs(
  failedSoFar: number,
  schedule: readonly number[],
  random = Math.random,
): number | null {
  const base = schedule[failedSoFar - 1];
  if (base === undefined || failedSoFar < 1) return null;
  return Math.round(base * 1000 * (0.9 + 0.2 * random()));
}

/** Claims a row for one attempt, or null when it is not due (sent, failed, or another job holds it). */
async function claimEmail(db: Db, emailId: string): Promise<Claimed | null> {
  // A conditional update is the lock: a second job for the same row waits for this one, then matches nothing.
  const [row] = await queryRows<Claimed>(
    db,
    sql`
      update email_outbox
      set next_attempt_at = now() + make_interval(secs => ${EMAIL_CLAIM_LEASE_SECONDS})
      where id = ${emailId} and status = 'pending' and next_attempt_at <= now()
      returning id::text as id, kind, to_address, payload, attempts`,
  );
  return row ?? null;
}

async function markSent(db: Db, row: Claimed) {
  await db.execute(sql`
      update email_outbox
      set status = 'sent', sent_at = now(), payload = null, attempts = attempts + 1, last_error = null
      where id = ${row.id}`);
  logger.info({ emailId: row.id, kind: row.kind, attempt: row.attempts + 1 }, 'email sent');
}

async function markAttemptFailed(db: Db, row: Claimed, error: string, schedule: readonly number[], retryable = true) {
  const attempts = row.attempts + 1;
  const delayMs = retryable ? emailRetryDelayMs(attempts, schedule) : null;
  if (delayMs === null) {
    await db.execute(sql`
        update email_outbox set status = 'failed', payload = null, attempts = ${attempts}, last_error = ${error}
        where id = ${row.id}`);
    logger.error({ emailId: row.id, kind: row.kind, attempts, error }, 'email failed for good; it will not be retried');
    return;
  }
  await db.execute(sql`
      update email_outbox
      set attempts = ${attempts}, last_error = ${error}, queued_at = null,
          next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})
      where id = ${row.id}`);
  logger.warn(
    { emailId: row.id, kind: row.kind, attempts, retryInSeconds: Math.round(delayMs / 1000), error },
    'email not sent; will retry',
  );
}

/** Sends one queued email (a no-op when it is not due). Throws only when the database does (the job retries). */
export async function sendQueuedEmail(db: Db, emailId: string, options: SendOptions): Promise<void> {
  const schedule = options.retryScheduleSeconds ?? EMAIL_RETRY_SCHEDULE_SECONDS;
  const row = await claimEmail(db, emailId);
  if (!row) return;
  let message: EmailMessage;
  try {
    if (!row.payload) throw new Error('no payload');
    message = JSON.parse(decryptSecret(row.payload)) as EmailMessage;
  } catch {
    // Not retryable: the stored message cannot be read (ENCRYPTION_KEY changed?), and will never become readable.
    await markAttemptFailed(
      db,
      row,
      'stored message cannot be decrypted (was ENCRYPTION_KEY changed?)',
      schedule,
      false,
    );
    return;
  }
  try {
    await options.transport.sendMail({
      from: emailFrom(),
      to: row.to_address,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      messageId: messageIdFor(row.id),
      // Our parts are mostly ASCII: quoted-printable without nodemailer scanning every part to choose (two regular
      // expressions over the whole HTML, most of its CPU per digest).
      textEncoding: 'quoted-printable',
    });
  } catch (err) {
    await markAttemptFailed(db, row, describeSmtpError(err), schedule);
    return;
  }
  // A crash right here (accepted by SMTP, not yet marked) sends this email again later: the at-least-once window.
  await markSent(db, row);
}

/**
 * One job batch: up to `concurrency` emails at a time (the transport's connections), each claimed only when it can
 * be sent at once, so its lease covers its own SMTP exchange and not a wait behind the others. Each email's outcome
 * is its own: a refused address is retried alone while the rest of the batch is sent.
 */
export async function sendQueuedEmails(
  db: Db,
  emailIds: string[],
  options: SendOptions & { concurrency: number },
): Promise<void> {
  const limit = pLimit(options.concurrency);
  const results = await Promise.allSettled(emailIds.map((id) => limit(() => sendQueuedEmail(db, id, options))));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
