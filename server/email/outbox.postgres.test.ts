// Two worker sets, each with its own PostgreSQL pool and pg-boss (as two `cli worker` processes would be), draining
// one outbox at once: every email reaches the real SMTP sink exactly once. Skipped when no PostgreSQL is reachable
// (TEST_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '~/db';
import { emailOutbox } from '~/db/schema';
import { readMailbox, startMailSink } from '~/e2e/fixtures/mail-sink';
import { scratchPostgres } from '../testing/scratch-postgres';

const { reachable, databaseUrl } = await scratchPostgres('email');

const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-mail-pg-'));
const sink = await startMailSink({ dir: mailDir });
// Configuration is read once per process: set it before any server module loads.
process.env.SMTP_URL = sink.smtpUrl;
process.env.ENCRYPTION_KEY = randomBytes(32).toString('base64');
process.env.LOG_LEVEL = 'silent';
process.env.DATABASE_URL = databaseUrl;
const { enqueueEmail } = await import('./outbox');
const { startWorkers } = await import('../jobs/workers');

afterAll(async () => {
  await sink.stop();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

describe.skipIf(!reachable)('email outbox on PostgreSQL', () => {
  it('two worker sets with their own connections send each email exactly once', async () => {
    const handles: DatabaseHandle[] = [];
    for (let i = 0; i < 2; i++)
      handles.push(await openDatabase({ databaseUrl, pgliteDir: '', holder: 'test', maxConnections: 4 }));
    const [a, b] = handles as [DatabaseHandle, DatabaseHandle];
    await migrateDatabase(a, databaseUrl);
    const recipients = Array.from({ length: 60 }, () => `user-${randomUUID().slice(0, 8)}@example.org`);
    await a.db.transaction(async (tx) => {
      for (const [i, to] of recipients.entries()) {
        await enqueueEmail(tx, {
          organizationId: null,
          to,
          kind: 'test',
          idempotencyKey: `pg-pair:${i}`,
          message: { subject: `Hello ${i}`, text: `https://app.example.org/t/${i}`, html: `<p>${i}</p>` },
        });
      }
    });
    const workers = [await startWorkers(a, { pollMs: 20 }), await startWorkers(b, { pollMs: 20 })];
    try {
      const deadline = Date.now() + 60_000;
      while ((await a.db.select().from(emailOutbox)).some((r) => r.status !== 'sent')) {
        if (Date.now() > deadline) throw new Error('emails were not all sent within 60 s');
        await new Promise((r) => setTimeout(r, 200));
      }
      await new Promise((r) => setTimeout(r, 1_500)); // time for a duplicate to show up, if one would
      const received = await readMailbox(mailDir);
      expect(received).toHaveLength(recipients.length);
      expect(new Set(received.map((e) => e.messageId)).size).toBe(recipients.length);
      expect(new Set(received.flatMap((e) => e.to))).toEqual(new Set(recipients));
      const rows = await a.db.select().from(emailOutbox);
      expect(rows.every((r) => r.attempts === 1 && r.payload === null)).toBe(true);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});
