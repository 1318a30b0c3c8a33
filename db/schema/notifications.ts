// Notifications (docs/notifications.md): each person's preferences per organization, the notifications themselves (the
// in-app bell reads them; an email goes with each, through the outbox), grants an organization marked "not relevant",
// and the saved searches a person subscribed to their digest.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { grants } from './grants';
import { organizations, users } from './organizations';
import { savedSearches } from './saved-searches';

export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export const NOTIFICATION_KINDS = ['digest', 'reminder', 'assignment', 'budget_alert', 'grant_change'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * A person's choices in one organization; no row means the defaults (daily digest, reminders, assignments, budget
 * alerts and grant changes on).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    digest: text('digest', { enum: DIGEST_FREQUENCIES }).notNull().default('daily'),
    reminders: boolean('reminders').notNull().default(true),
    assignments: boolean('assignments').notNull().default(true),
    budgetAlerts: boolean('budget_alerts').notNull().default(true),
    /** The bell (and email) when a pursued grant's close date moves (docs/notifications.md). */
    grantChanges: boolean('grant_changes').notNull().default(true),
    /** When the digest was last turned on: a digest never reaches back before it (nor before the membership). */
    digestFrom: timestamp('digest_from', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] })],
);

export interface NotificationData {
  /** Digest: the grants it listed. */
  grantIds?: string[];
  /** Reminder and assignment: what it is about (an expiry reminder: the organization whose registration expires). */
  target?: {
    type:
      'pursuit' | 'deliverable' | 'requirement' | 'funder_report' | 'sam_registration' | 'indirect_rate' | 'project';
    id: string;
  };
  /** Grant change: the grant whose close date moved, and its version (docs/catalog.md#versions). */
  grant?: { id: string; version: number };
  /** Budget alert: the alert (budget_alerts row) it tells of. */
  budgetAlertId?: string;
}

/** One notification to one person: the bell lists these; the email sent with it has the same dedupe key. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** What makes it once: `digest:<org>:<user>:<period>`, `reminder:pursuit:<id>:<deadline>:<stage>`, … */
    dedupeKey: text('dedupe_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path in the dashboard (`/grants`, `/pursuits?open=<id>`, …). */
    link: text('link').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key_key').on(t.dedupeKey),
    index('notifications_user_id_organization_id_created_at_idx').on(t.userId, t.organizationId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId, t.organizationId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Grants an organization marked "not relevant": out of the list's default view and of every later digest. */
export const grantDismissals = pgTable(
  'grant_dismissals',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => grants.id, { onDelete: 'cascade' }),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.grantId] }), index('grant_dismissals_grant_id_idx').on(t.grantId)],
);

/** A person's subscription of a saved search (their own or a shared one) to their digest. */
export const savedSearchSubscriptions = pgTable(
  'saved_search_subscriptions',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Grants that entered the search before this are not news. */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.userId] }),
    index('saved_search_subscriptions_user_idx').on(t.userId, t.organizationId),
  ],
);

/**
 * One row per person, organization and digest period that ran, sent or not: a period runs once (the key). A run
 * with nothing new consumes its period too, so a digest is the 07:00 one, never a second one later the same day.
 */
export const digestRuns = pgTable(
  'digest_runs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** `day:2026-11-25` or `week:2026-W48`, in the organization's time zone. */
    period: text('period').notNull(),
    /** When it ran (the database's clock). */
    coveredUntil: timestamp('covered_until', { withTimezone: true, mode: 'date' }).notNull(),
    /** How many grants it listed (0: no email). */
    grants: integer('grants').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId, t.period] })],
);

/**
 * The grants a person's digests listed, per organization: a digest lists what is new *to them* — discovered or changed
 * since they joined (or turned the digest on) and never listed before — so a grant committed late by a long import
 * transaction is in the next digest instead of slipping between two time windows, and none is listed twice.
 */
export const digestItems = pgTable(
  'digest_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => grants.id, { onDelete: 'cascade' }),
    /** The digest period that listed it. */
    period: text('period').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organizationId, t.grantId] }),
    index('digest_items_grant_id_idx').on(t.grantId),
  ],
);
