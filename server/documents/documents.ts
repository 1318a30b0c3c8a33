// Documents (docs/documents.md): an organization's versioned files on its pursuits, requirements and projects. Every
// function is scoped by organization: another organization's document, pursuit, project or requirement is unknown
// here (404). The bytes go to the object store first and the rows that name them follow in one transaction, so a crash
// between the two leaves only unnamed bytes, which the sweeper removes (./sweeper.ts); never a row without its bytes.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db';
import { documents, documentVersions, projects, pursuitRequirements, pursuits } from '~/db/schema';
import { actorLabel } from '../audit/actor-label';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { currentAuditScope } from '../audit/scope';
import { isForeignKeyViolation } from '../db-errors';
import { env } from '../env';
import { AppError, notFound } from '../errors';
import type { SpooledFile } from './intake';
import type { ObjectStore } from './storage';

type DocumentRow = typeof documents.$inferSelect;
type VersionRow = typeof documentVersions.$inferSelect;

/** A title is at most this long; without one, the file's name is the title. */
export const MAX_TITLE_LENGTH = 200;
/** Versions one document may keep: a bound on what a document's detail lists. */
export const MAX_VERSIONS = 100;

/** Where a new document belongs: at most one place, or a pursuit and one of its requirements. */
export interface DocumentPlace {
  pursuitId?: string;
  projectId?: string;
  requirementId?: string;
}

/** Who may read: a portal token sees only the documents marked for the portal. */
export interface Reader {
  organizationId: string;
  portal: boolean;
}

export interface DocumentQuery extends DocumentPlace {
  q?: string;
  limit: number;
  offset: number;
}

export const toDocument = (d: DocumentRow) => ({
  id: d.id,
  title: d.title,
  fileName: d.fileName,
  contentType: d.contentType,
  size: d.size,
  sha256: d.sha256,
  version: d.version,
  pursuitId: d.pursuitId,
  projectId: d.projectId,
  requirementId: d.requirementId,
  portalVisible: d.portalVisible,
  createdBy: d.createdBy,
  updatedBy: d.updatedBy,
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
});

export type DocumentSummary = ReturnType<typeof toDocument>;

const toVersion = (v: VersionRow) => ({
  version: v.version,
  fileName: v.fileName,
  contentType: v.contentType,
  size: v.size,
  sha256: v.sha256,
  createdAt: v.createdAt.toISOString(),
  createdBy: v.createdBy,
});

export type DocumentDetail = DocumentSummary & { versions: ReturnType<typeof toVersion>[] };

const AUDITED_FIELDS = [
  'title',
  'fileName',
  'contentType',
  'size',
  'sha256',
  'version',
  'pursuitId',
  'projectId',
  'requirementId',
  'portalVisible',
] as const;

/** The organization's storage quota for its plan (docs/documents.md#limits). */
export function storageQuota(plan: 'basic' | 'enterprise'): number {
  const config = env();
  return plan === 'enterprise' ? config.STORAGE_QUOTA_ENTERPRISE_BYTES : config.STORAGE_QUOTA_BASIC_BYTES;
}

/**
 * Bytes the organization's documents hold: every version of every document, deleted ones included until they are
 * purged (their bytes are still stored; otherwise uploading and deleting in a loop would fill the disk unbounded).
 */
export async function storageUsed(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${documentVersions.size}), 0)` })
    .from(documentVersions)
    .where(eq(documentVersions.organizationId, organizationId));
  return Number(row?.used ?? 0);
}

const GIB = 1024 ** 3;
const readableBytes = (n: number) => (n >= GIB ? `${(n / GIB).toFixed(1)} GiB` : `${(n / 1024 ** 2).toFixed(1)} MiB`);

function quotaExceeded(used: number, size: number, quota: number): AppError {
  return new AppError(
    'STORAGE_QUOTA_EXCEEDED',
    `This file (${readableBytes(size)}) would take the organization's documents past its storage quota ` +
      `(${readableBytes(used)} of ${readableBytes(quota)} used; a deleted document counts until it is purged, 30 days ` +
      'after its deletion)',
  );
}

/**
 * Refuses an upload whose declared size alone would pass the quota, before its body is read: an organization at its
 * quota cannot make the server spool files it will refuse anyway.
 */
export async function assertStorageRoom(
  db: DbOrTx,
  organizationId: string,
  plan: 'basic' | 'enterprise',
  bytes: number,
): Promise<void> {
  const quota = storageQuota(plan);
  const used = await storageUsed(db, organizationId);
  if (used + bytes > quota) throw quotaExceeded(used, bytes, quota);
}

/** The name the audit trail gives the caller, kept as the document's author. */
const author = (db: DbOrTx) => actorLabel(db, currentAuditScope().actor);

/** A new, never reused place for one version's bytes. */
const newStorageKey = (organizationId: string) => `documents/${organizationId}/${randomUUID()}`;

/**
 * The place of a new document, checked in this organization: a requirement's document belongs to its pursuit too;
 * a requirement of another pursuit than the one named is a mistake in the request (400), another organization's
 * anything is unknown (404).
 */
async function resolvePlace(db: DbOrTx, organizationId: string, place: DocumentPlace) {
  if (place.projectId && (place.pursuitId || place.requirementId)) {
    throw new AppError('VALIDATION_FAILED', 'A document belongs to a project or to a pursuit, not both', {
      issues: [{ path: 'projectId', message: 'cannot be sent with pursuitId or requirementId' }],
    });
  }
  if (place.projectId) {
    const [row] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, place.projectId), eq(projects.organizationId, organizationId)))
      .limit(1);
    if (!row) throw notFound('Project');
    return { pursuitId: null, projectId: row.id, requirementId: null };
  }
  if (place.requirementId) {
    const [row] = await db
      .select({ id: pursuitRequirements.id, pursuitId: pursuitRequirements.pursuitId })
      .from(pursuitRequirements)
      .where(
        and(eq(pursuitRequirements.id, place.requirementId), eq(pursuitRequirements.organizationId, organizationId)),
      )
      .limit(1);
    if (!row) throw notFound('Requirement');
    if (place.pursuitId && place.pursuitId !== row.pursuitId) {
      throw new AppError('VALIDATION_FAILED', 'requirementId belongs to another pursuit', {
        issues: [{ path: 'requirementId', message: 'is an item of another pursuit than pursuitId' }],
      });
    }
    return { pursuitId: row.pursuitId, projectId: null, requirementId: row.id };
  }
  if (place.pursuitId) {
    const [row] = await db
      .select({ id: pursuits.id })
      .from(pursuits)
      .where(and(eq(pursuits.id, place.pursuitId), eq(pursuits.organizationId, organizationId)))
      .limit(1);
    if (!row) throw notFound('Pursuit');
    return { pursuitId: row.id, projectId: null, requirementId: null };
  }
  return { pursuitId: null, projectId: null, requirementId: null };
}

/** Serializes one organization's uploads inside their transactions, so the quota holds under concurrent requests. */
async function lockUploads(tx: Tx, organizationId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`documents:${organizationId}`}))`);
}

/**
 * Stores the spooled file's bytes, then runs `write` (which inserts the rows naming them) in one transaction under the
 * organization's upload lock, the quota checked again there. If the transaction fails, the bytes are removed at once
 * (and, should that fail too, by the sweeper an hour later).
 */
async function storeThenRecord<T>(
  db: Db,
  store: ObjectStore,
  organizationId: string,
  plan: 'basic' | 'enterprise',
  file: SpooledFile,
  write: (tx: Tx, storageKey: string) => Promise<T>,
): Promise<T> {
  const quota = storageQuota(plan);
  const usedBefore = await storageUsed(db, organizationId);
  if (usedBefore + file.size > quota) throw quotaExceeded(usedBefore, file.size, quota);
  const storageKey = newStorageKey(organizationId);
  await store.putFile(storageKey, file.path, file.size);
  try {
    return await db.transaction(async (tx) => {
      await lockUploads(tx, organizationId);
      const used = await storageUsed(tx, organizationId);
      if (used + file.size > quota) throw quotaExceeded(used, file.size, quota);
      return write(tx, storageKey);
    });
  } catch (err) {
    await store.remove(storageKey).catch(() => {});
    // What the document belongs to was deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw notFound('Pursuit, project or requirement');
    throw err;
  }
}

const versionValues = (
  organizationId: string,
  documentId: string,
  version: number,
  key: string,
  file: SpooledFile,
) => ({
  documentId,
  organizationId,
  version,
  storageKey: key,
  fileName: file.fileName,
  contentType: file.contentType,
  size: file.size,
  sha256: file.sha256,
});

export interface CreateDocumentInput extends DocumentPlace {
  title?: string;
  file: SpooledFile;
}

export async function createDocument(
  db: Db,
  store: ObjectStore,
  organizationId: string,
  plan: 'basic' | 'enterprise',
  input: CreateDocumentInput,
): Promise<DocumentDetail> {
  // Checked before the bytes are stored (an unknown place costs nothing), and again in the transaction.
  await resolvePlace(db, organizationId, input);
  const { file } = input;
  return storeThenRecord(db, store, organizationId, plan, file, async (tx, storageKey) => {
    const place = await resolvePlace(tx, organizationId, input);
    const by = await author(tx);
    const [row] = await tx
      .insert(documents)
      .values({
        organizationId,
        title: input.title?.trim() || file.fileName,
        version: 1,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
        ...place,
        createdBy: by,
        updatedBy: by,
      })
      .returning();
    const [version] = await tx
      .insert(documentVersions)
      .values({
        ...versionValues(organizationId, row!.id, 1, storageKey, file),
        createdBy: by,
        createdAt: row!.createdAt,
      })
      .returning();
    await recordAudit(tx, {
      organizationId,
      action: 'document.created',
      target: { type: 'document', id: row!.id },
      changes: diff(null, row!, AUDITED_FIELDS),
    });
    return { ...toDocument(row!), versions: [toVersion(version!)] };
  });
}

/** The live document of this organization (a deleted one is gone), locked for a change when `lock`. */
async function findDocument(db: DbOrTx, reader: Reader, id: string, lock = false): Promise<DocumentRow> {
  const where = and(
    eq(documents.id, id),
    eq(documents.organizationId, reader.organizationId),
    isNull(documents.deletedAt),
    reader.portal ? eq(documents.portalVisible, true) : undefined,
  );
  const query = db.select().from(documents).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Document');
  return row;
}

/** 404 unless the organization has this live document: checked before an upload's body is read. */
export async function assertDocument(db: DbOrTx, organizationId: string, id: string): Promise<void> {
  await findDocument(db, { organizationId, portal: false }, id);
}

export async function addDocumentVersion(
  db: Db,
  store: ObjectStore,
  organizationId: string,
  plan: 'basic' | 'enterprise',
  id: string,
  file: SpooledFile,
): Promise<DocumentDetail> {
  // Refused before the bytes are stored: an unknown document costs nothing.
  await assertDocument(db, organizationId, id);
  return storeThenRecord(db, store, organizationId, plan, file, async (tx, storageKey) => {
    const before = await findDocument(tx, { organizationId, portal: false }, id, true);
    if (before.version >= MAX_VERSIONS) {
      throw new AppError('CONFLICT', `A document keeps at most ${MAX_VERSIONS} versions: upload it as a new document`);
    }
    const by = await author(tx);
    const version = before.version + 1;
    const [row] = await tx
      .update(documents)
      .set({
        version,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
        updatedBy: by,
        updatedAt: sql`now()`,
      })
      .where(eq(documents.id, id))
      .returning();
    await tx.insert(documentVersions).values({
      ...versionValues(organizationId, id, version, storageKey, file),
      createdBy: by,
      createdAt: row!.updatedAt,
    });
    await recordAudit(tx, {
      organizationId,
      action: 'document.version_added',
      target: { type: 'document', id },
      changes: diff(before, row!, AUDITED_FIELDS),
    });
    return { ...toDocument(row!), versions: await versionsOf(tx, id) };
  });
}

async function versionsOf(db: DbOrTx, documentId: string) {
  const rows = await db
    .select()
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.version));
  return rows.map(toVersion);
}

/**
 * What a portal token sees of a document (docs/documents.md#permissions): the current version only, never the drafts
 * before it, and no author (outsiders read it; staff emails are not theirs to see).
 */
function forPortal<T extends DocumentSummary & { versions?: ReturnType<typeof toVersion>[] }>(doc: T): T {
  return {
    ...doc,
    createdBy: null,
    updatedBy: null,
    ...(doc.versions && {
      versions: doc.versions.filter((v) => v.version === doc.version).map((v) => ({ ...v, createdBy: null })),
    }),
  };
}

export async function getDocument(db: DbOrTx, reader: Reader, id: string): Promise<DocumentDetail> {
  const row = await findDocument(db, reader, id);
  const doc = { ...toDocument(row), versions: await versionsOf(db, id) };
  return reader.portal ? forPortal(doc) : doc;
}

/** `%` and `_` are literal in a search: ILIKE's wildcards escaped. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listDocuments(db: DbOrTx, reader: Reader, query: DocumentQuery) {
  const conditions: (SQL | undefined)[] = [
    eq(documents.organizationId, reader.organizationId),
    isNull(documents.deletedAt),
    reader.portal ? eq(documents.portalVisible, true) : undefined,
    query.pursuitId ? eq(documents.pursuitId, query.pursuitId) : undefined,
    query.projectId ? eq(documents.projectId, query.projectId) : undefined,
    query.requirementId ? eq(documents.requirementId, query.requirementId) : undefined,
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(documents.title, pattern), ilike(documents.fileName, pattern)));
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.updatedAt), asc(documents.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(documents).where(where),
  ]);
  return { data: rows.map((r) => (reader.portal ? forPortal(toDocument(r)) : toDocument(r))), total: counted?.n ?? 0 };
}

/** The ids of the live documents on each requirement named, oldest first. */
export async function documentIdsByRequirement(
  db: DbOrTx,
  organizationId: string,
  requirementIds: string[],
): Promise<Map<string, string[]>> {
  const byRequirement = new Map<string, string[]>();
  if (requirementIds.length === 0) return byRequirement;
  const rows = await db
    .select({ id: documents.id, requirementId: documents.requirementId })
    .from(documents)
    .where(
      and(
        eq(documents.organizationId, organizationId),
        isNull(documents.deletedAt),
        inArray(documents.requirementId, requirementIds),
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id));
  for (const r of rows) byRequirement.set(r.requirementId!, [...(byRequirement.get(r.requirementId!) ?? []), r.id]);
  return byRequirement;
}

export interface DocumentChanges {
  title?: string;
  portalVisible?: boolean;
}

export async function updateDocument(
  db: Db,
  organizationId: string,
  id: string,
  changes: DocumentChanges,
): Promise<DocumentDetail> {
  return db.transaction(async (tx) => {
    const before = await findDocument(tx, { organizationId, portal: false }, id, true);
    const next: Partial<DocumentRow> = {};
    if (changes.title !== undefined && changes.title.trim() !== before.title) next.title = changes.title.trim();
    if (changes.portalVisible !== undefined && changes.portalVisible !== before.portalVisible) {
      next.portalVisible = changes.portalVisible;
    }
    if (Object.keys(next).length === 0) return { ...toDocument(before), versions: await versionsOf(tx, id) };
    const [row] = await tx
      .update(documents)
      .set({ ...next, updatedBy: await author(tx), updatedAt: sql`now()` })
      .where(eq(documents.id, id))
      .returning();
    await recordAudit(tx, {
      organizationId,
      action: 'document.updated',
      target: { type: 'document', id },
      changes: diff(before, row!, AUDITED_FIELDS),
    });
    return { ...toDocument(row!), versions: await versionsOf(tx, id) };
  });
}

/** Hidden at once; its rows and bytes are purged after the retention (./sweeper.ts). */
export async function deleteDocument(db: Db, organizationId: string, id: string) {
  return db.transaction(async (tx) => {
    const before = await findDocument(tx, { organizationId, portal: false }, id, true);
    await tx
      .update(documents)
      .set({ deletedAt: sql`now()` })
      .where(eq(documents.id, id));
    await recordAudit(tx, {
      organizationId,
      action: 'document.deleted',
      target: { type: 'document', id },
      changes: diff(before, null, AUDITED_FIELDS),
    });
    return { id, deleted: true as const };
  });
}

export interface DocumentContent {
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  version: number;
  open: () => Promise<Readable>;
}

/** One version's bytes (the newest without `version`) and what the response says of them. */
export async function documentContent(
  db: DbOrTx,
  store: ObjectStore,
  reader: Reader,
  id: string,
  version?: number,
): Promise<DocumentContent> {
  const doc = await findDocument(db, reader, id);
  // A portal token reads the current version only.
  if (reader.portal && version !== undefined && version !== doc.version) throw notFound('Version');
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, doc.id), eq(documentVersions.version, version ?? doc.version)))
    .limit(1);
  if (!row) throw notFound('Version');
  return {
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    version: row.version,
    open: () => store.open(row.storageKey),
  };
}
