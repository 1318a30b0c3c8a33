// Documents (docs/documents.md): an organization's files, each a row here and one or more versions whose bytes live in
// the object store (server/documents/storage.ts) under `storage_key`. A version's row is inserted only after its bytes
// are stored, in the transaction that updates the document, so no row ever names bytes that are missing.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { projects, pursuitRequirements, pursuits } from './pipeline';

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The newest version's number (document_versions); its name, type, size and hash are copied here. */
    version: integer('version').notNull().default(1),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** A requirement's document belongs to its pursuit too: pursuit_id is set with requirement_id. */
    pursuitId: uuid('pursuit_id').references(() => pursuits.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** A deleted requirement leaves its files on the pursuit. */
    requirementId: uuid('requirement_id').references(() => pursuitRequirements.id, { onDelete: 'set null' }),
    portalVisible: boolean('portal_visible').notNull().default(false),
    /** Set by DELETE: hidden at once, its bytes purged 30 days later (server/documents/sweeper.ts). */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_organization_id_updated_at_idx')
      .on(t.organizationId, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('documents_pursuit_id_idx')
      .on(t.pursuitId)
      .where(sql`${t.pursuitId} is not null`),
    index('documents_project_id_idx')
      .on(t.projectId)
      .where(sql`${t.projectId} is not null`),
    index('documents_requirement_id_idx')
      .on(t.requirementId)
      .where(sql`${t.requirementId} is not null`),
    index('documents_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** Copied from the document: the quota sums one organization's versions without a join. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Where the bytes are: `documents/<organization id>/<random uuid>`, never reused. */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_versions_document_id_version_idx').on(t.documentId, t.version),
    uniqueIndex('document_versions_storage_key_idx').on(t.storageKey),
    index('document_versions_organization_id_idx').on(t.organizationId),
  ],
);
