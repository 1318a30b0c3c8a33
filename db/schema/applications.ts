// The boilerplate library (docs/applications.md#boilerplate-library): an organization's reusable answers, and every
// version of each one's title, body and tags.
import { sql, type SQL } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const boilerplateEntries = pgTable(
  'boilerplate_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Lowercase, distinct, at most 20. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The newest version's number (boilerplate_versions). */
    version: integer('version').notNull().default(1),
    /** Null until someone marks it reviewed: its age then counts from createdAt. */
    lastReviewedAt: timestamp('last_reviewed_at', { withTimezone: true, mode: 'date' }),
    /** The full-text document: the title weighted above the body, so a title hit ranks first. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(body, '')), 'B')`,
      ),
    /** Who wrote it, as the audit trail names them (a person's email, an API key's name); null for the system. */
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('boilerplate_entries_organization_id_updated_at_idx').on(t.organizationId, t.updatedAt, t.id),
    index('boilerplate_entries_search_idx').using('gin', t.search),
    index('boilerplate_entries_tags_idx').using('gin', t.tags),
  ],
);

export const boilerplateVersions = pgTable(
  'boilerplate_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => boilerplateEntries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    tags: text('tags').array().notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('boilerplate_versions_entry_id_version_idx').on(t.entryId, t.version)],
);
