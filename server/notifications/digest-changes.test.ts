// The digest's "What changed" (docs/notifications.md): a pursued grant whose close date a catalog sync moved is in the
// next digest's email under "What changed", once; a digest with no change has no such section.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { emailOutbox, notifications } from '~/db/schema';
import { freshDbForEachTest } from '../testing/test-db';

// Emails are queued (never sent: no worker runs here), so the digest's email can be read back from the outbox.
process.env.SMTP_URL = 'smtp://127.0.0.1:9';
process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
const { runCatalogSync } = await import('../catalog/sync');
const { decryptSecret } = await import('../crypto/secret-box');
const { renderDigestEmail } = await import('../email/templates');
const { createOrganization } = await import('../organizations/organizations');
const { createPursuit } = await import('../pipeline/pursuits');
const { grantIdOf, grantInput } = await import('../testing/fixtures');
const { createUser } = await import('../users/create-user');
const { runDigests } = await import('./digest');
const { recipientsOf } = await import('./recipients');
const { localTime } = await import('./schedule');

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

async function sync(records: ReturnType<typeof grantInput>[]) {
  const run = await runCatalogSync(db, {
    source: 'api',
    sources: {
      api: async function* () {
        for (const grant of records) yield { ok: true as const, grant };
      },
    },
  });
  expect(run.status).toBe('succeeded');
}

/** The first instant from `from` on at which the organization's daily digest is due (07:00 local or later). */
function dueAt(from: Date, timeZone: string): Date {
  let at = from;
  while (localTime(at, timeZone).hour < 7) at = new Date(at.getTime() + 3600_000);
  return at;
}

async function digestEmails() {
  const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'digest'));
  return rows.map((r) => JSON.parse(decryptSecret(r.payload!)) as { subject: string; text: string; html: string });
}

describe('the digest’s What changed', () => {
  it('lists a pursued grant’s moved close date once, in the next digest only', async () => {
    const created = await createOrganization(db, { name: 'Changes Trust' });
    // The default time zone of a new organization (docs/notifications.md).
    const org = { id: created.id, name: created.name, timeZone: 'America/New_York' };
    const user = await createUser(db, { email: 'reader@changes.example', organizationId: org.id, role: 'manager' });
    const pursued = grantInput({ sourceId: 'PURSUED', title: 'Literacy Fund', closeDate: '2099-06-30' });
    const other = grantInput({ sourceId: 'OTHER', title: 'Unrelated Fund', closeDate: '2099-06-30' });
    await sync([pursued, other]);
    await createPursuit(
      db,
      { organizationId: org.id, actor: `user:${user.id}` },
      { grantId: await grantIdOf(db, 'PURSUED') },
    );
    await sync([
      { ...pursued, closeDate: '2099-09-30' },
      { ...other, closeDate: '2099-10-31' },
    ]);

    const at = dueAt(new Date(), org.timeZone);
    const first = await runDigests(db, org, at, await recipientsOf(db, org.id));
    expect(first).toMatchObject({ digests: 1, emails: 1, failed: 0 });
    const [email] = await digestEmails();
    expect(email!.subject).toBe('1 grant changed for Changes Trust');
    for (const part of [email!.text, email!.html]) {
      expect(part).toContain('What changed');
      expect(part).toContain('Literacy Fund');
      expect(part).toContain('Close date: June 30, 2099 → September 30, 2099');
      // Not a grant the organization pursues or matches.
      expect(part).not.toContain('Unrelated Fund');
    }
    const [bell] = await db.select().from(notifications).where(eq(notifications.kind, 'digest'));
    expect(bell).toMatchObject({ title: '1 grant changed', body: 'Literacy Fund' });

    // The next day's digest: nothing changed since, so no digest at all.
    const next = await runDigests(db, org, new Date(at.getTime() + 24 * 3600_000), await recipientsOf(db, org.id));
    expect(next).toMatchObject({ digests: 0, emails: 0 });
    expect(await digestEmails()).toHaveLength(1);
  });

  it('has no What changed section when nothing changed', async () => {
    const email = await renderDigestEmail({
      organizationName: 'Quiet Trust',
      period: 'daily',
      grants: [
        {
          title: 'New Fund',
          agency: null,
          url: 'https://grants.example.org/grants/1',
          score: 80,
          reasons: [],
          closeDate: null,
          via: 'your missions',
          notRelevantUrl: null,
        },
      ],
      more: 0,
      changes: [],
      grantsUrl: 'https://grants.example.org/grants',
      unsubscribe: {
        url: 'https://grants.example.org/u',
        what: 'digests',
        settingsUrl: 'https://grants.example.org/s',
      },
    });
    expect(email.text).toContain('New Fund');
    expect(email.text).not.toContain('What changed');
    expect(email.html).not.toContain('What changed');
  });
});
