// Writing grant batches with their matches: each batch in one transaction, two batches in flight.
import { inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import { grantMatches } from '~/db/schema';
import type { GrantInput } from '../grants/types';
import { grantContentHash, newestPerSource, storedContentHashes, upsertGrants } from '../grants/upsert';
import type { GrantChange } from '../grants/versions';
import { recomputeGrantMatches } from '../matching/recompute';

export interface BatchTimings {
  /** Milliseconds spent writing the grants, then matching them, in the batch's transaction. */
  upsertMs: number;
  matchMs: number;
}

export interface BatchTotals {
  inserted: number;
  updated: number;
  unchanged: number;
  matches: number;
  /** Grants written (inserted or updated) that match at least one active mission of some organization. */
  matchedGrants: number;
  discoveries: number;
  /** Versions written: updates that moved a versioned field (docs/catalog.md#versions). */
  versions: number;
}

/** Splits an iterable into arrays of `size` (the last one shorter). */
export function* chunks<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let chunk: T[] = [];
  for (const item of items) {
    chunk.push(item);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

export interface GrantBatchWriterOptions {
  /** Batches written at once, each in its own transaction on its own connection (default 2). */
  concurrency?: number;
  /** After each batch's transaction, with where its time went. */
  onBatch?: (timings: BatchTimings) => void;
  /**
   * After each batch commits, with the ids of its inserted or updated grants and the versions it kept (in the order
   * batches commit): grant.updated is told from `changes`.
   */
  onCommitted?: (changedIds: string[], changes: GrantChange[]) => void | Promise<void>;
  /**
   * Counts a record whose content hash is the stored one as unchanged without sending it to the database
   * (docs/catalog.md#skipping-unchanged-records): the stored hashes are read once per source, on its first batch.
   */
  skipUnchanged?: boolean;
}

export interface GrantBatchWriter {
  /** Starts writing a batch once fewer than `concurrency` are in flight; rethrows an earlier batch's failure. */
  write(batch: GrantInput[]): Promise<void>;
  /** Waits for the batches in flight; rethrows the first failure. */
  drain(): Promise<void>;
  /** Waits for the batches in flight whatever their outcome (after a failure elsewhere). */
  settle(): Promise<void>;
  /** What the committed batches wrote. */
  readonly totals: BatchTotals;
}

/**
 * Writes grant batches, each upserted and matched (grant.found included) in one transaction, so a batch commits with
 * its matches or not at all. Up to `concurrency` batches run at once on separate connections: matching one batch
 * overlaps writing the next, which keeps both cores of a small database server busy (PGlite simply queues them).
 * `write` waits for room, so a caller streaming records holds at most `concurrency` batches in memory.
 */
export function grantBatchWriter(db: Db, opts: GrantBatchWriterOptions = {}): GrantBatchWriter {
  const concurrency = Math.max(1, Math.floor(opts.concurrency ?? 2));
  const totals: BatchTotals = {
    inserted: 0,
    updated: 0,
    unchanged: 0,
    matches: 0,
    matchedGrants: 0,
    discoveries: 0,
    versions: 0,
  };
  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  const stored = new Map<string, Promise<Map<string, string>>>();

  /** The batch without the records identical to what is stored (counted unchanged here). */
  const changedOnly = async (batch: GrantInput[]): Promise<GrantInput[]> => {
    const kept: GrantInput[] = [];
    for (const g of newestPerSource(batch)) {
      let hashes = stored.get(g.source);
      if (!hashes) stored.set(g.source, (hashes = storedContentHashes(db, g.source)));
      const known = await hashes;
      const storedHash = known.get(g.sourceId);
      if (storedHash !== undefined && storedHash === grantContentHash(g)) {
        totals.unchanged++;
        continue;
      }
      // Written now, so a later record of the same grant is compared by the database, not with a stale hash.
      known.delete(g.sourceId);
      kept.push(g);
    }
    return kept;
  };

  const commit = async (batch: GrantInput[]) => {
    const { upserted, matched } = await db.transaction(async (tx) => {
      const started = performance.now();
      await deferDataVersions(tx);
      const upserted = await upsertGrants(tx, batch);
      const written = performance.now();
      const matched = await recomputeGrantMatches(tx, upserted.changedIds);
      const matchedGrants = matched.matches > 0 ? await countMatchedGrants(tx, upserted.changedIds) : 0;
      await tx.execute(sql`select flush_data_versions()`);
      opts.onBatch?.({ upsertMs: written - started, matchMs: performance.now() - written });
      return { upserted, matched: { ...matched, matchedGrants } };
    });
    totals.inserted += upserted.inserted;
    totals.updated += upserted.updated;
    totals.unchanged += upserted.unchanged;
    totals.matches += matched.matches;
    totals.matchedGrants += matched.matchedGrants;
    totals.discoveries += matched.discoveries;
    totals.versions += upserted.changes.length;
    await opts.onCommitted?.(upserted.changedIds, upserted.changes);
  };
  const rethrow = () => {
    if (failure) throw failure.error;
  };

  return {
    totals,
    async write(batch) {
      while (inFlight.size >= concurrency) await Promise.race(inFlight);
      rethrow();
      if (opts.skipUnchanged) batch = await changedOnly(batch);
      if (batch.length === 0) return;
      const task: Promise<void> = commit(batch)
        .catch((error: unknown) => void (failure ??= { error }))
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
    },
    async drain() {
      await Promise.all(inFlight);
      rethrow();
    },
    async settle() {
      await Promise.all(inFlight);
    },
  };
}

/**
 * The batch's data versions (docs/architecture.md, "Data versions") are bumped once, by flush_data_versions() at the end
 * of its transaction, instead of by each statement: a bumped version row stays locked until commit, so a batch that
 * bumped the catalog's version when it wrote its grants made the other batch in flight wait for its whole matching,
 * and two batches in flight ran one after the other (docs/benchmarks.md#discovery).
 */
async function deferDataVersions(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('gms.defer_data_versions', 'on', true)`);
}

/** How many of these grants have a stored match (read off grant_matches_grant_id_organization_id_idx). */
async function countMatchedGrants(tx: DbOrTx, grantIds: string[]): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${grantMatches.grantId})::int` })
    .from(grantMatches)
    .where(inArray(grantMatches.grantId, grantIds));
  return row?.n ?? 0;
}

/** Writes every batch with grantBatchWriter and returns the totals; the first failure stops it and is thrown. */
export async function upsertGrantBatchesWithMatches(
  db: Db,
  batches: Iterable<GrantInput[]>,
  opts: Omit<GrantBatchWriterOptions, 'onCommitted'> = {},
): Promise<BatchTotals> {
  const writer = grantBatchWriter(db, opts);
  try {
    for (const batch of batches) await writer.write(batch);
    await writer.drain();
  } catch (err) {
    await writer.settle();
    throw err;
  }
  return writer.totals;
}
