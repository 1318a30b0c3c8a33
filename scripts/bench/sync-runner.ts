/**
 * The sync process of `npm run bench -- sync` (scripts/bench/sync.ts), started by it with `node --import tsx`, as the
 * CLI and the workers run: opens the database (BENCH_SYNC_DATABASE_URL, or the embedded one in BENCH_SYNC_PGLITE_DIR),
 * runs runCatalogSync on each URL given as an argument, in order, and prints one JSON line per run — seconds, phases,
 * counts, whether any grant row was written or locked (a checksum of every row's xmin/xmax before and after) and the
 * RSS peak sampled every 50 ms during the run — then a last line with the process's own peak, maxRSS, from the kernel.
 * Only the sync's memory is measured here: not the extracts' writing, not the HTTP server, not the bench harness.
 */
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '~/db';
import { runCatalogSync } from '~/server/catalog/sync';
import { queryRows } from '~/server/db-rows';

const out = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);

async function main(urls: string[]): Promise<void> {
  const databaseUrl = process.env.BENCH_SYNC_DATABASE_URL;
  const pgliteDir = process.env.BENCH_SYNC_PGLITE_DIR ?? '';
  const handle = await openDatabase({ databaseUrl, pgliteDir, holder: 'cli' });
  try {
    await migrateDatabase(handle, databaseUrl);
    out({ ready: true, rss: process.memoryUsage().rss });
    const limits = { retries: 0, timeoutMs: 600_000, maxBytes: 2 ** 31, maxInflatedBytes: 2 ** 32 };
    let max = 0;
    let heap = { used: 0, total: 0, external: 0 };
    const sample = () => {
      const m = process.memoryUsage();
      if (m.rss > max) {
        max = m.rss;
        heap = { used: m.heapUsed, total: m.heapTotal, external: m.external };
      }
      return max;
    };
    const timer = setInterval(sample, 50);
    try {
      for (const url of urls) {
        const before = await rowVersions(handle);
        const phases: Record<string, number> = {};
        max = 0;
        sample();
        const started = performance.now();
        const sync = await runCatalogSync(handle.db, {
          source: 'extract',
          url,
          limits,
          onPhase: (phase, ms) => (phases[phase] = ms),
        });
        const ms = performance.now() - started;
        sample();
        const after = await rowVersions(handle);
        const { status, error, read, inserted, updated, unchanged, skipped } = sync;
        out({
          url,
          ms,
          phases,
          status,
          error,
          read,
          inserted,
          updated,
          unchanged,
          skipped,
          touched: after !== before,
          rss: max,
          heap,
        });
      }
    } finally {
      clearInterval(timer);
    }
  } finally {
    await handle.close();
  }
  out({ maxRss: process.resourceUsage().maxRSS * 1024 });
}

/** A checksum of every grant's xmin/xmax: equal before and after means no row was written or locked. */
async function rowVersions(handle: DatabaseHandle): Promise<string> {
  const [row] = await queryRows<{ sum: string }>(
    handle.db,
    sql`select count(*) || ':' || md5(coalesce(string_agg(xmin::text || '/' || xmax::text, ',' order by id), '')) as sum
        from grants`,
  );
  return row!.sum;
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
