// Idempotency-Key records for POST requests, scoped per organization, kept 24 h.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method + path + canonical body. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_progress', 'completed'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /**
     * The first answer's body exactly as it was sent: a replay sends these bytes (jsonb keeps neither key order nor
     * spacing). Null for records made before it existed: those replay from response_body.
     */
    responseText: text('response_text'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** While in progress: the claim holds until then, and its request renews it as long as it runs. */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    /** Which request holds the claim: a request whose claim was taken over never renews, completes or releases it. */
    claimId: uuid('claim_id'),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
