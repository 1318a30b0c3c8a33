// Writing grant batches with their matches: each batch in one transaction, two batches in flight.
import type { Db } from '~/db';
import type { GrantInput } from '../grants/types';
import { upsertGrants } from '../grants/upsert';
import { recomputeGrantMatches } from './recompute';

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
  discoveries: number;
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

/**
 * Upserts each batch and recomputes its matches (grant.found included) in the same transaction, so a batch commits
 * with its matches or not at all. Up to `concurrency` batches run at once on separate connections: matching one batch
 * overlaps writing the next, which keeps both cores of a small database server busy (PGlite simply queues them).
 */
export async function upsertGrantBatchesWithMatches(
  db: Db,
  batches: Iterable<GrantInput[]>,
  opts: { concurrency?: number; onBatch?: (timings: BatchTimings) => void } = {},
): Promise<BatchTotals> {
  const concurrency = Math.max(1, opts.concurrency ?? 2);
  const totals: BatchTotals = { inserted: 0, updated: 0, unchanged: 0, matches: 0, discoveries: 0 };
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;

  const write = async (batch: GrantInput[]) => {
    const { upserted, matched } = await db.transaction(async (tx) => {
      const started = performance.now();
      const upserted = await upsertGrants(tx, batch);
      const written = performance.now();
      const matched = await recomputeGrantMatches(tx, upserted.changedIds);
      opts.onBatch?.({ upsertMs: written - started, matchMs: performance.now() - written });
      return { upserted, matched };
    });
    totals.inserted += upserted.inserted;
    totals.updated += upserted.updated;
    totals.unchanged += upserted.unchanged;
    totals.matches += matched.matches;
    totals.discoveries += matched.discoveries;
  };

  for (const batch of batches) {
    if (running.size >= concurrency) await Promise.race(running);
    if (failure) break;
    const task: Promise<void> = write(batch)
      .catch((error: unknown) => void (failure ??= { error }))
      .finally(() => running.delete(task));
    running.add(task);
  }
  await Promise.all(running);
  if (failure) throw failure.error;
  return totals;
}
