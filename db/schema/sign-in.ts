// Dashboard sign-in state kept server-side (docs/authentication.md#dashboard-sessions): the sessions a sign-out ends,
// the addresses a user has signed in from, one-time sign-in codes, password reset requests waiting for their job, and
// the tallies that keep unauthenticated events to one audit record per (user, address, window).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './organizations';

/** One row per dashboard session: the cookie carries its id, and a session whose row is ended or gone is refused. */
export const dashboardSessions = pgTable(
  'dashboard_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set by sign-out: the cookie stops working on the next request. */
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('dashboard_sessions_user_id_idx').on(t.userId),
    index('dashboard_sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** Where a user has signed in from (SHA-256 of the client address): such an address never needs a one-time code. */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

/** Emailed one-time codes for a sign-in from a new address while the account is under attack; HMAC at rest. */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address that asked: only a sign-in from there may use it, and only its wrong guesses use up its attempts. */
    addressHash: text('address_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_codes_user_id_idx').on(t.userId, t.addressHash)],
);

/**
 * A password reset request, answered at once and handled by a job: whether the email has an account never changes
 * how long the answer takes. Deleted when the job has handled it.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, as typed (it may belong to nobody). */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set when the relay queued its job. */
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('password_reset_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`queued_at is null`),
  ],
);

/**
 * Unauthenticated events (failed sign-ins, reset requests) counted per (action, user, address, window) and written to
 * the audit trail as one record with the count once the window has closed (docs/authentication.md#sign-in-limits).
 */
export const authEventTallies = pgTable(
  'auth_event_tallies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(1),
    /** The latest user agent seen, at most 256 characters. */
    userAgent: text('user_agent'),
    firstAt: timestamp('first_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_event_tallies_key').on(t.action, t.userId, t.ip, t.windowStart),
    index('auth_event_tallies_window_end_idx').on(t.windowEnd),
  ],
);
