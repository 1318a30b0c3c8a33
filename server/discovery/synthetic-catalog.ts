// The synthetic catalog written like an import: batches of generated grants, each committed with its matches. The
// one way the CLI (`grants generate`), the demo seed and the discovery benchmark fill a catalog.
import type { Db } from '~/db';
import { generateSyntheticGrants, type SyntheticGrantOptions } from '../grants/synthetic/generate';
import { chunks, upsertGrantBatchesWithMatches, type BatchTotals, type GrantBatchWriterOptions } from './write-grants';

export interface SyntheticCatalogOptions extends SyntheticGrantOptions, Omit<GrantBatchWriterOptions, 'onCommitted'> {
  /** Grants per transaction (default 1,000, the importer's batch). */
  batchSize?: number;
}

export function writeSyntheticCatalog(db: Db, opts: SyntheticCatalogOptions): Promise<BatchTotals> {
  const { batchSize = 1000, concurrency, onBatch, ...catalog } = opts;
  return upsertGrantBatchesWithMatches(db, chunks(generateSyntheticGrants(catalog), batchSize), {
    concurrency,
    onBatch,
  });
}
