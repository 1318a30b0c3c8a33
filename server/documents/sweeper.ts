// Keeping the object store and the rows that name its bytes in step (docs/documents.md#consistency): bytes no row names
// are removed once they are an hour old (an upload that crashed between storing its bytes and committing its rows, a
// failed removal); deleted documents are purged, rows then bytes, after their retention. Run daily by the worker and
// on demand by `cli documents sweep`.
import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '~/db';
import { documents, documentVersions } from '~/db/schema';
import { logger } from '../logger';
import { removeStaleSpoolFiles } from './intake';
import type { ObjectStore } from './storage';

/** Bytes younger than this may belong to an upload still committing its rows. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** A deleted document's rows and bytes are kept this long, then purged. */
export const DELETED_RETENTION_DAYS = 30;
/** Keys checked against the database per query. */
const BATCH = 500;

export type SweepResult = {
  /** Stored objects no row named, removed. */
  orphansRemoved: number;
  /** Deleted documents purged, with every version's bytes. */
  documentsPurged: number;
  /** Spool files an interrupted upload left behind, removed. */
  spoolFilesRemoved: number;
};

async function removeUnnamed(db: Db, store: ObjectStore, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const named = new Set(
    (
      await db
        .select({ key: documentVersions.storageKey })
        .from(documentVersions)
        .where(inArray(documentVersions.storageKey, keys))
    ).map((r) => r.key),
  );
  const orphans = keys.filter((k) => !named.has(k));
  for (const key of orphans) await store.remove(key);
  return orphans.length;
}

/** Removes stored bytes that no version row names and that are older than the grace period. */
export async function sweepOrphans(db: Db, store: ObjectStore, now = new Date()): Promise<number> {
  const before = now.getTime() - ORPHAN_GRACE_MS;
  let removed = 0;
  let batch: string[] = [];
  for await (const object of store.list('documents/')) {
    if (object.modifiedAt.getTime() >= before) continue;
    batch.push(object.key);
    if (batch.length === BATCH) {
      removed += await removeUnnamed(db, store, batch);
      batch = [];
    }
  }
  return removed + (await removeUnnamed(db, store, batch));
}

/**
 * Purges documents deleted more than the retention ago: their rows go first (in one transaction), then their bytes,
 * so a crash in between leaves only unnamed bytes for the next sweep.
 */
export async function purgeDeletedDocuments(db: Db, store: ObjectStore, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DELETED_RETENTION_DAYS * 86_400_000);
  let purged = 0;
  for (;;) {
    const keys: string[] = [];
    const count = await db.transaction(async (tx) => {
      const gone = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(and(isNotNull(documents.deletedAt), lt(documents.deletedAt, cutoff)))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (gone.length === 0) return 0;
      const ids = gone.map((d) => d.id);
      const versions = await tx
        .select({ key: documentVersions.storageKey })
        .from(documentVersions)
        .where(inArray(documentVersions.documentId, ids));
      keys.push(...versions.map((v) => v.key));
      await tx.delete(documents).where(inArray(documents.id, ids));
      return ids.length;
    });
    if (count === 0) return purged;
    purged += count;
    for (const key of keys) {
      await store.remove(key).catch((err: unknown) => {
        logger.warn({ err, key }, 'purged document bytes not removed; the next sweep removes them');
      });
    }
  }
}

export async function sweepDocuments(
  db: Db,
  store: ObjectStore,
  spoolDirectory: string,
  now = new Date(),
): Promise<SweepResult> {
  const documentsPurged = await purgeDeletedDocuments(db, store, now);
  const orphansRemoved = await sweepOrphans(db, store, now);
  const spoolFilesRemoved = await removeStaleSpoolFiles(spoolDirectory, new Date(now.getTime() - ORPHAN_GRACE_MS));
  return { orphansRemoved, documentsPurged, spoolFilesRemoved };
}
