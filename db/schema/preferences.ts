// Each person's dashboard choices per organization (docs/dashboard.md#remembered-choices): how they left a view, so
// the next visit opens it the same way. Nothing here changes what anyone may see.
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './organizations';

export const GRANTS_VIEW_SCOPES = ['matched', 'all'] as const;

export const dashboardPreferences = pgTable(
  'dashboard_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The Grants page's scope when its link names none: the grants matching a mission, or the whole catalog. */
    grantsScope: text('grants_scope', { enum: GRANTS_VIEW_SCOPES }).notNull().default('matched'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] })],
);
