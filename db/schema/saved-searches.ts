// Saved searches (docs/notifications.md#saved-searches): a named /grants filter set. A person's belong to them in their
// organization; those an API key makes belong to the key's organization, shared (no user).
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './organizations';

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The person who saved it; null for the organization's shared searches (made with an API key). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The /grants filters, as validated by ZSavedSearchFilters. */
    filters: jsonb('filters').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_organization_id_created_at_idx').on(t.organizationId, t.createdAt, t.id)],
);
