// The catalog sync (docs/catalog.md): one recorded run that brings the Grants.gov catalog up to date from the daily
// extract (downloaded, verified, then imported) or from a pluggable record source (the REST API). A run that fails
// ends `failed` with a one-line reason for the operator and a generic kind for tenants, and has written no grant; one
// run at a time (catalog_syncs' partial unique index on `running` is the lock), kept alive by a heartbeat. After each
// batch commits, the organizations concerned by its new grant versions are told (grant-updated.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { catalogSyncs } from '~/db/schema';
import { isUniqueViolation } from '../db-errors';
import { importGrantsFile } from '../discovery/import-grants-gov';
import { grantBatchWriter } from '../discovery/write-grants';
import { env } from '../env';
import { AppError } from '../errors';
import type { ParsedRecord, ParserLimits } from '../grants/grants-gov/parser';
import type { GrantInput } from '../grants/types';
import type { GrantChange } from '../grants/versions';
import { logger } from '../logger';
import { grantsGovApiSource } from './api-source';
import { downloadExtract, expandExtractUrl } from './download';
import { CatalogSyncError, redactUrl, type CatalogSyncFailure } from './failure';
import { tellGrantChanges } from './grant-updated';
import { verifyExtractZip } from './verify-zip';

export type CatalogSync = typeof catalogSyncs.$inferSelect;
export type CatalogSyncSource = CatalogSync['source'];

export interface CatalogSourceContext {
  /** The URL given to the run (`--url`), if any. */
  url?: string;
  now: Date;
}

/** Records from somewhere other than the extract (the REST API): read in full before any is written. */
export type CatalogSource = (ctx: CatalogSourceContext) => AsyncIterable<ParsedRecord>;

export interface ExtractLimits {
  timeoutMs: number;
  maxBytes: number;
  maxInflatedBytes: number;
  retries: number;
  retryBaseMs: number;
  /** The API source: each request (CATALOG_SYNC_API_TIMEOUT_MS), the whole read, and each answer's size. */
  apiTimeoutMs: number;
  apiDeadlineMs: number;
  apiMaxAnswerBytes: number;
  /** The extract parser's caps (defaults: DEFAULT_PARSER_LIMITS). */
  parser?: Partial<ParserLimits>;
}

export interface RunCatalogSyncOptions {
  source: CatalogSyncSource;
  /** The extract URL (`{date}` expanded) instead of GRANTS_GOV_EXTRACT_URL; passed to other sources as is. */
  url?: string;
  now?: Date;
  /** Overrides of the CATALOG_SYNC_* settings (tests shorten them). */
  limits?: Partial<ExtractLimits>;
  /** Another record source in place of the Grants.gov REST API (tests). */
  sources?: { api?: CatalogSource };
  /** How often the run's heartbeat is written (tests shorten it). */
  heartbeatMs?: number;
  /** Records a batch of a pluggable source's (default 500; tests shorten it). */
  sourceBatchSize?: number;
  /** The characters of records a pluggable source may hand over (default MAX_SOURCE_CHARS; tests shorten it). */
  sourceMaxChars?: number;
  /** Told how long each step of an extract run took (the bench, docs/benchmarks.md#catalog-sync). */
  onPhase?: (phase: 'download' | 'verify' | 'import', ms: number) => void;
}

/** A second run while one is running. */
export class SyncAlreadyRunningError extends AppError {
  constructor(startedAt: Date | null) {
    super(
      'CONFLICT',
      `a catalog sync is already running${startedAt ? ` (started ${startedAt.toISOString()})` : ''}; try again when it ends`,
    );
  }
}

/**
 * A running process refreshes its row's heartbeat every HEARTBEAT_MS, whatever it is doing (downloading, verifying,
 * importing); a `running` row without one for STALE_HEARTBEAT_MS belongs to a process that died: it no longer holds
 * the lock (docs/catalog.md#one-run-at-a-time).
 */
export const HEARTBEAT_MS = 60_000;
export const STALE_HEARTBEAT_MS = 10 * 60_000;
/** A run still `running` after this long is abandoned whatever its heartbeat: a process stuck but alive. */
export const MAX_RUN_MS = 6 * 60 * 60_000;
/**
 * The characters of records a pluggable source (the REST API) may hand over in one run, as JSON: the whole real
 * catalog is about a third of it.
 */
export const MAX_SOURCE_CHARS = 128 * 1024 * 1024;

type BatchCommitted = (changedIds: string[], changes: GrantChange[]) => Promise<void>;
/** Each API answer at most this large (the recorded ones are under 100 KB). */
const API_MAX_ANSWER_BYTES = 5 * 1024 * 1024;
const API_BATCH = 500;

export async function runCatalogSync(db: Db, options: RunCatalogSyncOptions): Promise<CatalogSync> {
  const now = options.now ?? new Date();
  const config = env();
  const limits: ExtractLimits = {
    timeoutMs: config.CATALOG_SYNC_TIMEOUT_MS,
    maxBytes: config.CATALOG_SYNC_MAX_BYTES,
    maxInflatedBytes: config.CATALOG_SYNC_MAX_INFLATED_BYTES,
    retries: config.CATALOG_SYNC_RETRIES,
    retryBaseMs: config.CATALOG_SYNC_RETRY_BASE_MS,
    apiTimeoutMs: config.CATALOG_SYNC_API_TIMEOUT_MS,
    apiDeadlineMs: config.CATALOG_SYNC_API_DEADLINE_MS,
    apiMaxAnswerBytes: API_MAX_ANSWER_BYTES,
    ...options.limits,
  };
  const url =
    options.source === 'extract' ? expandExtractUrl(options.url ?? config.GRANTS_GOV_EXTRACT_URL, now) : options.url;
  const shownUrl = url ? redactUrl(url) : null;

  const sync = await claimRun(db, options.source, shownUrl);
  const log = logger.child({ catalogSync: sync.id, source: sync.source, url: shownUrl });
  log.info('catalog sync started');
  // A heartbeat that finds the row no longer running: a later run declared this one abandoned (its heartbeats had
  // stopped reaching the database, or it outlived MAX_RUN_MS). It stops after the batch in flight, not beside the next.
  let abandoned = false;
  const heartbeat = setInterval(() => {
    db.update(catalogSyncs)
      .set({ heartbeatAt: sql`now()` })
      .where(and(eq(catalogSyncs.id, sync.id), eq(catalogSyncs.status, 'running')))
      .returning({ id: catalogSyncs.id })
      .then((rows) => void (abandoned ||= rows.length === 0))
      .catch((err: unknown) => log.warn({ error: oneLine(err) }, 'catalog sync heartbeat not recorded'));
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  /** After each batch commits: the organizations concerned are told, then a run declared abandoned stops. */
  const onCommitted = async (_ids: string[], changes: GrantChange[]) => {
    await tellGrantChanges(db, changes, { log });
    if (abandoned) throw new CatalogSyncError('abandoned', 'another run declared this one abandoned; it stopped');
  };
  heartbeat.unref();
  let outcome: Partial<CatalogSync>;
  try {
    outcome =
      options.source === 'extract'
        ? await syncExtract(db, url!, shownUrl!, limits, log, onCommitted, options.onPhase)
        : await syncFromSource(
            db,
            options.sources?.api ?? grantsGovApiSource(db, limits),
            { url, now },
            {
              onCommitted,
              batchSize: options.sourceBatchSize ?? API_BATCH,
              maxChars: options.sourceMaxChars ?? MAX_SOURCE_CHARS,
            },
          );
  } catch (err) {
    const error = oneLine(err);
    const failure: CatalogSyncFailure = err instanceof CatalogSyncError ? err.failure : 'internal';
    log.error({ error, failure }, 'catalog sync failed; the next scheduled run tries again');
    outcome = { status: 'failed', error, failure };
  } finally {
    clearInterval(heartbeat);
  }
  const [row] = await db
    .update(catalogSyncs)
    .set({ status: 'succeeded', ...outcome, finishedAt: new Date() })
    // Only the run's own `running` row: one declared abandoned by a later run stays so.
    .where(and(eq(catalogSyncs.id, sync.id), eq(catalogSyncs.status, 'running')))
    .returning();
  if (!row) {
    log.warn('catalog sync ended after another run had declared it abandoned');
    const [current] = await db.select().from(catalogSyncs).where(eq(catalogSyncs.id, sync.id));
    return current!;
  }
  if (row!.status !== 'failed') {
    const { status, read, inserted, updated, unchanged, skipped } = row!;
    log.info({ status, read, inserted, updated, unchanged, skipped }, 'catalog sync finished');
  }
  return row!;
}

async function claimRun(db: Db, source: CatalogSyncSource, url: string | null): Promise<CatalogSync> {
  await db
    .update(catalogSyncs)
    .set({
      status: 'failed',
      finishedAt: new Date(),
      error: `abandoned: no heartbeat for ${STALE_HEARTBEAT_MS / 60_000} minutes, or running for more than ${MAX_RUN_MS / 3_600_000} hours`,
      failure: 'abandoned',
    })
    .where(
      and(
        eq(catalogSyncs.status, 'running'),
        // The database's clock, as the heartbeats': processes on other machines may disagree on the time.
        or(
          lt(catalogSyncs.heartbeatAt, sql`now() - make_interval(secs => ${STALE_HEARTBEAT_MS / 1000})`),
          lt(catalogSyncs.startedAt, sql`now() - make_interval(secs => ${MAX_RUN_MS / 1000})`),
        ),
      ),
    );
  try {
    const [row] = await db.insert(catalogSyncs).values({ source, url }).returning();
    return row!;
  } catch (err) {
    if (!isUniqueViolation(err, 'catalog_syncs_one_running_key')) throw err;
    const [running] = await db
      .select({ startedAt: catalogSyncs.startedAt })
      .from(catalogSyncs)
      .where(eq(catalogSyncs.status, 'running'));
    throw new SyncAlreadyRunningError(running?.startedAt ?? null);
  }
}

async function syncExtract(
  db: Db,
  url: string,
  shownUrl: string,
  limits: ExtractLimits,
  log: typeof logger,
  onCommitted: BatchCommitted,
  onPhase: RunCatalogSyncOptions['onPhase'],
): Promise<Partial<CatalogSync>> {
  let since = performance.now();
  const phase = (name: 'download' | 'verify' | 'import') => {
    const now = performance.now();
    onPhase?.(name, now - since);
    since = now;
  };
  // The validators of the last download of this URL that was imported (or found unchanged since).
  const [last] = await db
    .select({ etag: catalogSyncs.etag, lastModified: catalogSyncs.lastModified })
    .from(catalogSyncs)
    .where(
      and(
        eq(catalogSyncs.source, 'extract'),
        eq(catalogSyncs.url, shownUrl),
        inArray(catalogSyncs.status, ['succeeded', 'not_modified']),
      ),
    )
    .orderBy(desc(catalogSyncs.startedAt))
    .limit(1);

  const dir = await mkdtemp(path.join(os.tmpdir(), 'catalog-sync-'));
  try {
    const file = path.join(dir, 'extract.zip');
    const download = await downloadExtract({
      url,
      file,
      etag: last?.etag,
      lastModified: last?.lastModified,
      ...limits,
      onRetry: ({ attempt, delayMs, reason }) =>
        log.warn({ attempt, delayMs, reason: oneLine(reason) }, 'extract download failed; retrying'),
    });
    phase('download');
    if (download.status === 'not_modified')
      return { status: 'not_modified', etag: last?.etag ?? null, lastModified: last?.lastModified ?? null };
    const { sha256, etag, lastModified } = download;
    const imported = await lastImport(db);
    if (imported?.sha256 === sha256) {
      // The very archive the catalog was last brought up to date from: it was verified and imported in full then.
      log.info({ bytes: download.bytes, sha256 }, 'extract identical to the last one imported; not read again');
      const { read, skipped } = imported;
      const unchanged = imported.inserted + imported.updated + imported.unchanged;
      return { status: 'succeeded', read, inserted: 0, updated: 0, unchanged, skipped, sha256, etag, lastModified };
    }
    const verified = await verifyExtractZip(file, { maxInflatedBytes: limits.maxInflatedBytes, parser: limits.parser });
    phase('verify');
    log.info({ bytes: download.bytes, sha256, ...verified }, 'extract downloaded and verified');
    // Batches of 500 (the importer's default): on PostgreSQL no slower than 1,000, and a smaller peak RSS
    // (docs/benchmarks.md#catalog-sync).
    const result = await importGrantsFile(db, file, { onBatchCommitted: onCommitted });
    phase('import');
    const { read, inserted, updated, unchanged, skipped } = result;
    return { status: 'succeeded', read, inserted, updated, unchanged, skipped, sha256, etag, lastModified };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The run the catalog was last written by, when that was an extract imported in full: the last run that read anything
 * (not `running`, not `not_modified`). A failed run since may have committed part of another file, and an API run
 * other records, so then there is none and the archive is read again.
 */
async function lastImport(db: Db): Promise<CatalogSync | undefined> {
  const [last] = await db
    .select()
    .from(catalogSyncs)
    .where(inArray(catalogSyncs.status, ['succeeded', 'failed']))
    .orderBy(desc(catalogSyncs.startedAt))
    .limit(1);
  return last?.status === 'succeeded' && last.source === 'extract' && last.sha256 ? last : undefined;
}

async function syncFromSource(
  db: Db,
  source: CatalogSource,
  ctx: CatalogSourceContext,
  { onCommitted, batchSize, maxChars }: { onCommitted: BatchCommitted; batchSize: number; maxChars: number },
): Promise<Partial<CatalogSync>> {
  // Every record is read before one is written: a source failing part-way changes nothing. What is held is bounded
  // (MAX_SOURCE_CHARS by default): a source answering far more text than the catalog holds fails instead of filling the heap.
  const grants: GrantInput[] = [];
  let read = 0;
  let skipped = 0;
  let held = 0;
  for await (const record of source(ctx)) {
    read++;
    if (!record.ok) {
      skipped++;
      continue;
    }
    held += JSON.stringify(record.grant).length;
    if (held > maxChars)
      throw new CatalogSyncError('api', `the source's records hold more than ${maxChars} characters`);
    grants.push(record.grant);
  }
  const writer = grantBatchWriter(db, { skipUnchanged: true, onCommitted });
  for (let i = 0; i < grants.length; i += batchSize) await writer.write(grants.slice(i, i + batchSize));
  await writer.drain();
  const { inserted, updated, unchanged } = writer.totals;
  return { status: 'succeeded', read, skipped, inserted, updated, unchanged };
}

/** The newest syncs first. */
export async function listCatalogSyncs(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ items: CatalogSync[]; total: number }> {
  const [items, [counted]] = await Promise.all([
    db
      .select()
      .from(catalogSyncs)
      .orderBy(desc(catalogSyncs.startedAt), desc(catalogSyncs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(catalogSyncs),
  ]);
  return { items, total: counted?.total ?? 0 };
}

/** When the last successful sync finished (a `not_modified` run also found the catalog current). */
export async function lastSuccessfulSyncAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ finishedAt: catalogSyncs.finishedAt })
    .from(catalogSyncs)
    .where(inArray(catalogSyncs.status, ['succeeded', 'not_modified']))
    .orderBy(desc(catalogSyncs.finishedAt))
    .limit(1);
  return row?.finishedAt ?? null;
}

/**
 * The stored (operator's) reason, in one line: URLs in it lose their credentials and query (redactUrl), and the
 * temporary files' directory is not named. Tenants never read it: they see the generic `failure`.
 */
const oneLine = (err: unknown) =>
  (err instanceof Error ? err.message : String(err))
    .replace(/https?:\/\/\S+/g, (match) => {
      // Punctuation after a URL is the sentence's, not the URL's.
      const [, url, tail] = /^(.*?)([.,:;)"']*)$/.exec(match)!;
      return redactUrl(url!) + tail;
    })
    .replaceAll(os.tmpdir(), '<temporary directory>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 1000);
