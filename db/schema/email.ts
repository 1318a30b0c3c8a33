// The email outbox (docs/operations.md#email): each email is a row written in the transaction of its cause and sent by
// a job. The rendered message may carry a single-use link, so it is stored encrypted and cleared once sent.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** What the email is about, unique: the same cause never writes a second email (e.g. `invitation:<id>:<n>`). */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The template's name, for logs and the dashboard: `invitation`, `password_reset`, … */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** Subject, text and HTML, AES-256-GCM under ENCRYPTION_KEY; null once sent or failed for good. */
    payload: text('payload'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set when a job was queued for the current attempt (the relay's marker, as for webhook deliveries). */
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_outbox_idempotency_key_key').on(t.idempotencyKey),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending' and queued_at is null`),
  ],
);
