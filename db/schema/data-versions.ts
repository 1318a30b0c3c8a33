import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * What a cached list total or report is valid for (docs/architecture.md, "Data versions"): one row per scope — `*` for
 * the public catalog, an organization's id for everything of that organization. Triggers (migration 0011) give a scope
 * a new version from `data_version_seq` at the end of every statement that changes a table the lists and reports read,
 * inside the statement's transaction: a reader that sees a version sees at least the data of that version.
 */
export const dataVersions = pgTable('data_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
