// Without SMTP_URL, email is off: enqueueEmail writes nothing and the workers send nothing.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '~/db/schema';
import { createTestDb } from '../testing/test-db';

// Configuration is read once per process: make sure this file's process has no SMTP before any server module loads.
delete process.env.SMTP_URL;
process.env.ENCRYPTION_KEY = randomBytes(32).toString('base64');
process.env.LOG_LEVEL = 'silent';
const { enqueueEmail } = await import('./outbox');
const { emailEnabled } = await import('./transport');

describe('email without SMTP_URL', () => {
  it('is disabled, and enqueueing writes nothing', async () => {
    const { db, close } = await createTestDb();
    try {
      expect(emailEnabled()).toBe(false);
      const result = await db.transaction((tx) =>
        enqueueEmail(tx, {
          organizationId: null,
          to: 'someone@example.org',
          kind: 'invitation',
          idempotencyKey: 'invitation:1',
          message: { subject: 'Hi', text: 'https://app.example.org/invite/x', html: '<p>x</p>' },
        }),
      );
      expect(result).toEqual({ queued: false });
      expect(await db.select().from(emailOutbox)).toEqual([]);
    } finally {
      await close();
    }
  });
});
