import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const CATALOG_SYNC_SOURCES = ['extract', 'api'] as const;
export const CATALOG_SYNC_STATUSES = ['running', 'succeeded', 'not_modified', 'failed'] as const;
/** A failed sync's generic reason, what every tenant may read (docs/catalog.md#the-sync-record). */
export const CATALOG_SYNC_FAILURES = [
  'download',
  'redirect',
  'verification',
  'api',
  'timeout',
  'abandoned',
  'internal',
] as const;

/**
 * One run of the catalog sync (docs/catalog.md#the-sync-record). At most one row is `running` at a time (the partial
 * unique index is the lock: a second run cannot insert its row). `etag` / `lastModified` are the extract's validators,
 * sent back on the next conditional GET. `error` is the operator's detailed reason; `failure` the generic one tenants
 * see. A running process refreshes `heartbeatAt`; a running row without one for 10 minutes is abandoned.
 */
export const catalogSyncs = pgTable(
  'catalog_syncs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: CATALOG_SYNC_SOURCES }).notNull(),
    /** The URL fetched, without its query string (which may carry a key). */
    url: text('url'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    status: text('status', { enum: CATALOG_SYNC_STATUSES }).notNull().default('running'),
    read: integer('read').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    error: text('error'),
    failure: text('failure', { enum: CATALOG_SYNC_FAILURES }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** SHA-256 (hex) of the extract downloaded (docs/catalog.md#an-archive-already-imported). */
    sha256: text('sha256'),
  },
  (t) => [
    index('catalog_syncs_started_at_idx').on(t.startedAt),
    uniqueIndex('catalog_syncs_one_running_key')
      .on(t.status)
      .where(sql`${t.status} = 'running'`),
  ],
);
