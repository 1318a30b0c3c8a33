// Notifications written in batches (docs/notifications.md): a batch writes each notification and its email once,
// whatever another batch or an earlier run wrote; a bad one in a batch fails alone, the others still commit.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { emailOutbox, notifications } from '~/db/schema';
import { freshDbForEachTest } from '../testing/test-db';
import type { NotificationInput } from './notify';

// Emails are queued (never sent: no worker runs here), so the outbox can be counted.
process.env.SMTP_URL = 'smtp://127.0.0.1:9';
process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
const { createOrganization } = await import('../organizations/organizations');
const { createUser } = await import('../users/create-user');
const { notifiedKeys, notifyMany, writeInBatches, NOTIFICATIONS_PER_TRANSACTION } = await import('./notify');

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

async function person() {
  const org = await createOrganization(db, { name: 'Batch Trust' });
  const user = await createUser(db, { email: 'batch@notify.example', organizationId: org.id, role: 'manager' });
  return { organizationId: org.id, userId: user.id };
}

const input = (who: { organizationId: string; userId: string }, key: string, to = 'batch@notify.example') =>
  ({
    ...who,
    kind: 'reminder',
    dedupeKey: key,
    title: `Due: ${key}`,
    body: 'due soon',
    link: '/pursuits',
    email: { to, render: async () => ({ subject: `Due: ${key}`, text: key, html: `<p>${key}</p>` }) },
  }) satisfies NotificationInput;

const counts = async (organizationId: string) => ({
  notifications: (await db.select().from(notifications).where(eq(notifications.organizationId, organizationId))).length,
  outbox: (await db.select().from(emailOutbox).where(eq(emailOutbox.organizationId, organizationId))).length,
});

describe('notifyMany and writeInBatches', () => {
  it('write each notification and its email once: a repeated batch, an overlapping one and a key twice in one', async () => {
    const who = await person();
    const keys = Array.from({ length: 25 }, (_, k) => `reminder:test:${k}`);
    const first = await writeInBatches(db, keys, (tx, batch) =>
      notifyMany(
        tx,
        batch.map((k) => input(who, k)),
      ),
    );
    expect(first.every((w) => w.ok && w.value.created && w.value.emailed)).toBe(true);
    expect(await counts(who.organizationId)).toEqual({ notifications: 25, outbox: 25 });
    // The same keys again, with new ones among them and one key twice: only the new ones are written, once each.
    const again = [...keys.slice(0, 5), 'reminder:test:new', 'reminder:test:new', ...keys.slice(20)];
    const second = await db.transaction((tx) =>
      notifyMany(
        tx,
        again.map((k) => input(who, k)),
      ),
    );
    expect(second.map((w) => w.created && w.emailed)).toEqual(
      again.map((k, i) => k === 'reminder:test:new' && i === 5),
    );
    expect(await counts(who.organizationId)).toEqual({ notifications: 26, outbox: 26 });
    expect(await notifiedKeys(db, [...keys, 'reminder:test:new', 'reminder:test:none'])).toEqual(
      new Set([...keys, 'reminder:test:new']),
    );
  });

  it('a batch with one bad email is written again one by one: the bad one fails alone, the others are written', async () => {
    const who = await person();
    const keys = Array.from({ length: NOTIFICATIONS_PER_TRANSACTION }, (_, k) => `reminder:bad:${k}`);
    const written = await writeInBatches(db, keys, (tx, batch) =>
      notifyMany(
        tx,
        batch.map((k) => input(who, k, k.endsWith(':3') ? 'bad\r\nBcc: x@example.org' : undefined)),
      ),
    );
    expect(written.map((w) => w.ok)).toEqual(keys.map((k) => !k.endsWith(':3')));
    expect(await counts(who.organizationId)).toEqual({ notifications: keys.length - 1, outbox: keys.length - 1 });
    // The failed one left nothing behind: a later run writes it.
    expect(await notifiedKeys(db, ['reminder:bad:3'])).toEqual(new Set());
  });

  it('a link that is not a dashboard path writes nothing of its batch', async () => {
    const who = await person();
    await expect(
      db.transaction((tx) =>
        notifyMany(tx, [
          input(who, 'reminder:link:0'),
          { ...input(who, 'reminder:link:1'), link: 'https://evil.example' },
        ]),
      ),
    ).rejects.toThrow('link must be a path');
    expect(await counts(who.organizationId)).toEqual({ notifications: 0, outbox: 0 });
  });
});
