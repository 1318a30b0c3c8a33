// Transactional outbox (events), webhook endpoints, deliveries and their attempts.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

export const EVENT_TYPES = [
  'grant.found',
  'grant.updated',
  'pursuit.won',
  'task.completed',
  'budget.threshold_crossed',
  'funder_report.submitted',
  'funder_report.late',
  'webhook.test',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const events = pgTable(
  'events',
  {
    /** "evt_" + 26 chars, sortable by time. */
    id: text('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    livemode: boolean('livemode').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the webhook dispatcher fanned the event out to its deliveries; null = not yet (the outbox cursor). */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('events_organization_id_created_at_idx').on(t.organizationId, t.createdAt, t.id),
    index('events_undispatched_idx')
      .on(t.createdAt)
      .where(sql`${t.dispatchedAt} is null`),
  ],
);

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    /** Empty means every event type. */
    eventTypes: text('event_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    /** AES-256-GCM ciphertext of the whsec_ secret (iv.tag.ciphertext, base64). */
    secretCiphertext: text('secret_ciphertext').notNull(),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    disabledReason: text('disabled_reason'),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_organization_id_idx').on(t.organizationId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    /** Failed attempts since the delivery was (re)sent: the position in the retry schedule. */
    retryCount: integer('retry_count').notNull().default(0),
    /** When a job for the next attempt was enqueued (null: the dispatcher enqueues it once nextAttemptAt is due). */
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }),
    /** A worker holds the delivery until then while it makes an attempt (so two jobs never attempt it at once). */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_id_endpoint_id_key').on(t.eventId, t.endpointId),
    index('webhook_deliveries_endpoint_id_created_at_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_status_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending' and ${t.queuedAt} is null`),
    index('webhook_deliveries_created_at_idx').on(t.createdAt),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms'),
    responseSnippet: text('response_snippet'),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_id_idx').on(t.deliveryId, t.attemptedAt)],
);
