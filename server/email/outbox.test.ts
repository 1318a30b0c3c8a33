// The email outbox end to end on real parts: a migrated PGlite database, pg-boss workers, nodemailer, and a real
// SMTP server (the test mail sink) that can refuse recipients.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '~/db';
import { emailOutbox } from '~/db/schema';
import { readMailbox, startMailSink, waitForEmail } from '~/e2e/fixtures/mail-sink';
import { createTestDb } from '../testing/test-db';

// Configuration is read once per process: point it at this file's sink before any server module loads.
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-mail-'));
const refusals = new Map<string, number>();
const sink = await startMailSink({
  dir: mailDir,
  refuseRecipient: (address) => {
    const left = refusals.get(address) ?? 0;
    if (left <= 0) return null;
    refusals.set(address, left - 1);
    return `Mailbox ${address} temporarily unavailable`;
  },
});
process.env.SMTP_URL = sink.smtpUrl;
process.env.EMAIL_FROM = 'Grants Test <no-reply@grants.example.org>';
process.env.ENCRYPTION_KEY = randomBytes(32).toString('base64');
process.env.LOG_LEVEL = 'silent';
delete process.env.DATABASE_URL;
const { enqueueEmail, requeueStrandedEmails } = await import('./outbox');
const { startWorkers } = await import('../jobs/workers');
const { describeSmtpError, messageIdFor, sendQueuedEmail } = await import('./send');
const { renderPasswordResetEmail } = await import('./templates');
const { createEmailTransport } = await import('./transport');

afterAll(async () => {
  await sink.stop();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

let db: Db;
let handle: DatabaseHandle;
const running: { stop(): Promise<void> }[] = [];
beforeEach(async () => {
  const opened = await createTestDb();
  db = opened.db;
  handle = { db, kind: 'pglite', ping: async () => {}, close: opened.close };
  return async () => {
    await Promise.all(running.splice(0).map((w) => w.stop()));
    await opened.close();
  };
});

const start = async (emailRetryScheduleSeconds: number[] = [1, 1, 1]) => {
  const workers = await startWorkers(handle, { pollMs: 50, emailRetryScheduleSeconds });
  running.push(workers);
  return workers;
};

const address = () => `user-${randomUUID().slice(0, 8)}@example.org`;
const message = (n: string) => ({
  subject: `Test ${n}`,
  text: `Open https://app.example.org/t/${n}`,
  html: `<p><a href="https://app.example.org/t/${n}">open</a></p>`,
});
/** One email to each address, in one transaction (as a notifications run's batch is). */
async function enqueueBatch(prefix: string, batch: string[]) {
  await db.transaction(async (tx) => {
    for (const [i, to] of batch.entries()) {
      await enqueueEmail(tx, {
        organizationId: null,
        to,
        kind: 'test',
        idempotencyKey: `${prefix}:${i}`,
        message: message(`${prefix}-${i}`),
      });
    }
  });
}
const rows = () => db.select().from(emailOutbox);
const mailTo = async (to: string) => (await readMailbox(mailDir)).filter((e) => e.to.includes(to));

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}
const settle = () => new Promise((r) => setTimeout(r, 1_500)); // time for a duplicate to show up, if one would

describe('email outbox', () => {
  it("carries a notification's extra headers (List-Unsubscribe) to the SMTP server, and refuses header injection", async () => {
    const to = address();
    const headers = {
      'List-Unsubscribe': '<https://app.example.org/notifications/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await enqueueEmail(db, {
      organizationId: null,
      to,
      kind: 'reminder',
      idempotencyKey: `headers:${to}`,
      message: { ...message('h'), headers },
    });
    await start();
    await until(async () => (await mailTo(to)).length === 1);
    const [mail] = await mailTo(to);
    expect(mail!.headers['list-unsubscribe']).toBe(headers['List-Unsubscribe']);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const bads: Record<string, string>[] = [
      { 'X-Evil': 'a\r\nBcc: victim@example.org' },
      { 'Bad Name': 'x' },
      { 'X:Colon': 'x' },
    ];
    for (const bad of bads) {
      await expect(
        enqueueEmail(db, {
          organizationId: null,
          to,
          kind: 'reminder',
          idempotencyKey: `bad:${randomUUID()}`,
          message: { ...message('b'), headers: bad },
        }),
      ).rejects.toThrow(/invalid header/);
    }
  });

  it('sends a committed email exactly once (text and HTML, stable Message-ID), and never one whose transaction rolled back', async () => {
    const kept = address();
    const dropped = address();
    const email = await renderPasswordResetEmail({
      link: 'https://app.example.org/reset/prt_single-use-link',
      expiresInMinutes: 60,
    });
    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail(tx, {
          organizationId: null,
          to: dropped,
          kind: 'password_reset',
          idempotencyKey: 'reset:dropped',
          message: email,
        });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    await db.transaction(async (tx) => {
      expect(
        await enqueueEmail(tx, {
          organizationId: null,
          to: kept,
          kind: 'password_reset',
          idempotencyKey: 'reset:kept',
          message: email,
        }),
      ).toEqual({ queued: true });
    });
    // The same cause again writes nothing new.
    await enqueueEmail(db, {
      organizationId: null,
      to: kept,
      kind: 'password_reset',
      idempotencyKey: 'reset:kept',
      message: email,
    });

    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row!.status).toBe('pending');
    // At rest the single-use link is encrypted.
    expect(row!.payload).toBeTruthy();
    expect(row!.payload).not.toContain('prt_single-use-link');
    expect(row!.payload).not.toContain('Reset your password');

    await start();
    const received = await waitForEmail(mailDir, { to: kept, timeoutMs: 20_000 });
    await settle();
    expect(await mailTo(kept)).toHaveLength(1);
    expect(await mailTo(dropped)).toHaveLength(0);
    expect(received.subject).toBe('Reset your password');
    expect(received.text).toContain('https://app.example.org/reset/prt_single-use-link');
    expect(received.html).toContain('href="https://app.example.org/reset/prt_single-use-link"');
    expect(received.messageId).toBe(messageIdFor(row!.id));
    expect(received.messageId).toBe(`<email-${row!.id}@grants.example.org>`);
    expect(received.headers.from).toContain('no-reply@grants.example.org');

    const [sent] = await rows();
    expect(sent).toMatchObject({ status: 'sent', payload: null, attempts: 1, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });

  it('retries when the SMTP server refuses, then sends once; the error kept has no address', async () => {
    const to = address();
    refusals.set(to, 2);
    await enqueueEmail(db, {
      organizationId: null,
      to,
      kind: 'test',
      idempotencyKey: 'retry:1',
      message: message('retry'),
    });
    await start([1, 1, 1]);
    await until(async () => (await rows())[0]!.attempts === 1);
    const [afterFirst] = await rows();
    expect(afterFirst!.status).toBe('pending');
    expect(afterFirst!.lastError).toContain('450');
    expect(afterFirst!.lastError).toContain('temporarily unavailable');
    expect(afterFirst!.lastError).not.toContain(to);
    expect(afterFirst!.lastError).not.toContain('@');

    await waitForEmail(mailDir, { to, timeoutMs: 20_000 });
    await settle();
    expect(await mailTo(to)).toHaveLength(1);
    expect(refusals.get(to)).toBe(0);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, payload: null });
  });

  it('gives up after the last retry: failed, payload cleared, nothing sent', async () => {
    const to = address();
    refusals.set(to, 100);
    await enqueueEmail(db, {
      organizationId: null,
      to,
      kind: 'test',
      idempotencyKey: 'give-up:1',
      message: message('give-up'),
    });
    await start([1]);
    await until(async () => (await rows())[0]!.status === 'failed');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 2, payload: null });
    expect(row!.lastError).not.toContain('@');
    expect(await mailTo(to)).toHaveLength(0);
  });

  it('two worker sets at once send each email exactly once', async () => {
    const batch = Array.from({ length: 24 }, () => address());
    await enqueueBatch('pair', batch);
    // Started one after the other (pg-boss sets up its schema on start), then both run at once.
    await start();
    await start();
    await until(async () => (await rows()).every((r) => r.status === 'sent'), 60_000);
    await settle();
    const received = (await readMailbox(mailDir)).filter((e) => batch.some((to) => e.to.includes(to)));
    expect(received).toHaveLength(batch.length);
    expect(new Set(received.map((e) => e.messageId)).size).toBe(batch.length);
    expect((await rows()).every((r) => r.attempts === 1)).toBe(true);
  });

  it('sends a batch over a few pooled connections; a refused address is retried alone, every email sent once', async () => {
    const batch = Array.from({ length: 20 }, () => address());
    const refused = batch[7]!;
    refusals.set(refused, 1);
    await enqueueBatch('pooled', batch);
    const opened = sink.connectionsOpened();
    await start([1, 1, 1]);
    await until(async () => (await rows()).every((r) => r.status === 'sent'), 60_000);
    await settle();
    const received = (await readMailbox(mailDir)).filter((e) => batch.some((to) => e.to.includes(to)));
    expect(received).toHaveLength(batch.length);
    expect(new Set(received.map((e) => e.messageId)).size).toBe(batch.length);
    const byAddress = new Map((await rows()).map((r) => [r.toAddress, r]));
    expect(byAddress.get(refused)).toMatchObject({ status: 'sent', attempts: 2, payload: null });
    for (const to of batch.filter((a) => a !== refused))
      expect(byAddress.get(to)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    // Pooled: 5 connections, and one more after the refusal (nodemailer drops a connection whose send failed).
    expect(sink.connectionsOpened() - opened).toBeLessThanOrEqual(7);
  });

  it("closes the pool's connections when the workers stop, so a draining worker exits at once", async () => {
    const to = address();
    await enqueueEmail(db, {
      organizationId: null,
      to,
      kind: 'test',
      idempotencyKey: 'close:1',
      message: message('c'),
    });
    const workers = await start();
    await waitForEmail(mailDir, { to, timeoutMs: 20_000 });
    // The pooled connection stays open for the next email (idle up to socketTimeout, 30 s) ...
    expect(sink.openConnections()).toBeGreaterThan(0);
    await workers.stop();
    // ... until the workers stop.
    await until(async () => sink.openConnections() === 0, 3_000);
  });

  it('an email whose job was lost is queued again once its claim has lapsed; one still claimed is left alone', async () => {
    const lost = address();
    const claimed = address();
    await enqueueEmail(db, {
      organizationId: null,
      to: lost,
      kind: 'test',
      idempotencyKey: 'lost:1',
      message: message('lost'),
    });
    await enqueueEmail(db, {
      organizationId: null,
      to: claimed,
      kind: 'test',
      idempotencyKey: 'lost:2',
      message: message('claimed'),
    });
    // As a worker that died leaves them: queued long ago, no job; one claim lapsed, the other still held.
    await db
      .update(emailOutbox)
      .set({ queuedAt: sql`now() - interval '10 minutes'`, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.idempotencyKey, 'lost:1'));
    await db
      .update(emailOutbox)
      .set({ queuedAt: sql`now() - interval '10 minutes'`, nextAttemptAt: sql`now() + interval '1 minute'` })
      .where(eq(emailOutbox.idempotencyKey, 'lost:2'));
    expect(await requeueStrandedEmails(db)).toBe(1);
    await start();
    await waitForEmail(mailDir, { to: lost, timeoutMs: 20_000 });
    await settle();
    expect(await mailTo(claimed)).toHaveLength(0);
    const byKey = Object.fromEntries(
      (
        await db
          .select()
          .from(emailOutbox)
          .where(inArray(emailOutbox.idempotencyKey, ['lost:1', 'lost:2']))
      ).map((r) => [r.idempotencyKey, r.status]),
    );
    expect(byKey).toEqual({ 'lost:1': 'sent', 'lost:2': 'pending' });
  });

  it('several jobs for one row (a retried job, a re-queue) send it once: the claim locks the row', async () => {
    const to = address();
    await enqueueEmail(db, {
      organizationId: null,
      to,
      kind: 'test',
      idempotencyKey: 'claim:1',
      message: message('claim'),
    });
    const [row] = await rows();
    await db
      .update(emailOutbox)
      .set({ queuedAt: sql`now()` })
      .where(eq(emailOutbox.id, row!.id));
    const transport = createEmailTransport();
    try {
      const send = () => sendQueuedEmail(db, row!.id, { transport });
      await Promise.all([send(), send(), send()]);
      await send(); // and one arriving after it was sent
    } finally {
      transport.close();
    }
    expect(await mailTo(to)).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('SMTP errors are recorded without addresses or URLs', () => {
    const err = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <bob@example.org>: no such user"),
      {
        code: 'EENVELOPE',
        responseCode: 550,
        response: '550 5.1.1 <bob@example.org>: no such user (see smtp://user:pw@mail.example.org)',
      },
    );
    const text = describeSmtpError(err);
    expect(text).toContain('EENVELOPE');
    expect(text).toContain('550');
    expect(text).not.toContain('bob');
    expect(text).not.toContain('pw@');
  });
});
