// Calendar feeds (docs/calendar.md): one secret iCalendar URL per user and organization. Only the token's hash is
// stored.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './organizations';

export const CALENDAR_SCOPES = ['all', 'mine'] as const;
export type CalendarScope = (typeof CALENDAR_SCOPES)[number];

export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always a live organization: the feed follows its user's membership there. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** `all`: every deadline of the organization; `mine`: pursuits the user owns, deliverables assigned to them. */
    scope: text('scope', { enum: CALENDAR_SCOPES }).notNull().default('all'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash),
    // One feed in use per user and organization: regenerating revokes the old one in the same transaction.
    uniqueIndex('calendar_feeds_active_key')
      .on(t.organizationId, t.userId)
      .where(sql`${t.revokedAt} is null`),
    index('calendar_feeds_user_id_idx').on(t.userId),
  ],
);
