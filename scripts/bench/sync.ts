/**
 * `npm run bench -- sync` (docs/benchmarks.md#catalog-sync): a synthetic Grants.gov extract of the real size (82,230
 * records, the 61 vendored real records repeated with new opportunity ids, about 350 MB of XML) zipped in the streamed
 * form, served by a local HTTP server and synced by runCatalogSync into PostgreSQL, three times in one sync process:
 * into an empty catalog; the same archive again (not read again: its SHA-256 is the last import's); the extract with
 * one record changed (every record parsed, the 82,229 unchanged ones skipped by their content hash). Prints each run's
 * seconds by phase, its counts, whether it wrote any grant row, the RSS it peaked at, and the sync process's peak RSS.
 * Targets: the first sync ≤ 120 s, a re-sync ≤ 60 s writing nothing, peak RSS ≤ 300 MB.
 *
 * The syncs run in a process of their own (scripts/bench/sync-runner.ts, `node --import tsx` with the app's flags), so
 * its RSS is the sync's: process.memoryUsage().rss sampled every 50 ms during each run (that run's peak), and the
 * kernel's high-water mark for the whole process, process.resourceUsage().maxRSS (the figure held to the target).
 *
 * Env: BENCH_SYNC_RECORDS (82230); DATABASE_URL (a database to use, migrated by the sync process and kept; default a
 * scratch database gms_bench_sync on BENCH_PG_URL's server, created and dropped); BENCH_SYNC_PGLITE=1 also runs the
 * three syncs on an embedded (PGlite) database in a second sync process (PGlite's own memory counts in its RSS).
 */
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import yazl from 'yazl';
import { SERVER_NODE_FLAGS } from '../app-process';
import { adminUrl, envNumber, log, recreateDatabase, ROOT, table } from './harness';

export const description =
  'the daily extract at its real size (82,230 records, streamed ZIP) synced from a local server into PostgreSQL';

const FIXTURE = path.join(ROOT, 'e2e/fixtures/grants-gov/grants-gov-extract-61.xml');
const RECORD = /<(OpportunitySynopsisDetail_1_0|OpportunityForecastDetail_1_0)>[\s\S]*?<\/\1>/g;
const DB_NAME = 'gms_bench_sync';
const PEAK_RSS_MB = 300;
/**
 * The sync process's Node flags: the app's, and a cap on V8's old generation. The sync's live heap stays under 100 MB,
 * but with no cap V8 lets garbage grow to about four times the live size before a full collection (peak RSS 430–450 MB
 * at 82,230 records); docs/benchmarks.md#catalog-sync. BENCH_SYNC_NODE_FLAGS replaces them (" " for none).
 */
const SYNC_NODE_FLAGS = [...SERVER_NODE_FLAGS, '--max-old-space-size=128'];

interface Run {
  label: string;
  urlPath: string;
  targetS: number;
  /** The run must leave every grant row as it was (same xmin/xmax). */
  writesNothing: boolean;
}
const RUNS: Run[] = [
  { label: 'first sync (empty catalog)', urlPath: '/first.zip', targetS: 120, writesNothing: false },
  { label: 'same archive again', urlPath: '/again.zip', targetS: 60, writesNothing: true },
  { label: 'one record changed', urlPath: '/one.zip', targetS: 60, writesNothing: false },
];

export async function run(args: string[]): Promise<void> {
  if (args.length) throw new Error(`sync takes no arguments (got: ${args.join(' ')})`);
  const count = envNumber('BENCH_SYNC_RECORDS', 82_230);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-bench-sync-'));
  const files = { first: path.join(dir, 'extract.zip'), one: path.join(dir, 'extract-one-changed.zip') };
  let server: http.Server | undefined;
  const loadBefore = os.loadavg()[0]!;
  try {
    const started = performance.now();
    const xmlBytes = await writeExtract(files.first, count);
    // The same extract but one record's title (a versioned field), in the middle of the file.
    await writeExtract(files.one, count, Math.floor(count / 2));
    log(
      `Catalog sync: ${count} records, ${(xmlBytes / 1e6).toFixed(0)} MB of XML, ` +
        `${(fs.statSync(files.first).size / 1e6).toFixed(1)} MB streamed ZIP (two written in ${seconds(started)} s)`,
    );

    server = http.createServer((req, res) => {
      const file = req.url === '/one.zip' ? files.one : files.first;
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(fs.statSync(file).size) });
      createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const rows: string[][] = [];
    const failures: string[] = [];
    const pg = await postgresDatabase();
    let peak: number;
    try {
      peak = await measure('PostgreSQL', { BENCH_SYNC_DATABASE_URL: pg.databaseUrl }, base, rows, failures);
    } finally {
      await pg.drop();
    }
    if (peak > PEAK_RSS_MB * 1024 ** 2) failures.push(`peak RSS ${mb(peak)} MB > ${PEAK_RSS_MB} MB`);
    let pglitePeak: number | undefined;
    if (process.env.BENCH_SYNC_PGLITE === '1') {
      // Secondary: PGlite runs inside the sync process, so its own memory counts in that process's RSS.
      pglitePeak = await measure('embedded (PGlite)', { BENCH_SYNC_PGLITE_DIR: path.join(dir, 'pglite') }, base, rows);
    }

    log('');
    log(
      table([
        [
          'database',
          'run',
          's',
          'download',
          'verify',
          'import',
          'read',
          'ins',
          'upd',
          'unch',
          'rows written',
          'RSS MB',
        ],
        ...rows,
      ]),
    );
    log(`\npeak RSS of the sync process (maxRSS), PostgreSQL: ${mb(peak)} MB (target ≤ ${PEAK_RSS_MB} MB)`);
    if (pglitePeak !== undefined) log(`peak RSS of the sync process (maxRSS), PGlite: ${mb(pglitePeak)} MB`);
    log(`("RSS MB" above: each run's peak, process.memoryUsage().rss sampled every 50 ms in the sync process)`);
    const cpu = os.cpus();
    log(`\n  cpu:        ${cpu[0]?.model ?? 'unknown'} × ${cpu.length} cores (nproc ${os.availableParallelism()})`);
    log(`  memory:     ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, ${(os.freemem() / 1024 ** 3).toFixed(1)} free`);
    log(`  node:       ${process.version} (${os.platform()} ${os.release()})`);
    log(`  postgresql: ${pg.version}`);
    log(`  sync process: node ${[...nodeFlags(), '--import', 'tsx'].join(' ')}`);
    log(`  load avg:   ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]!.toFixed(2)} after (1 min)`);
    log(`  date:       ${new Date().toISOString()}`);
    if (failures.length) throw new Error(`targets missed: ${failures.join('; ')}`);
  } finally {
    server?.closeAllConnections();
    server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** DATABASE_URL as given, or a scratch database created (and migrated) here and dropped at the end. */
async function postgresDatabase(): Promise<{ databaseUrl: string; version: string; drop: () => Promise<void> }> {
  const given = process.env.DATABASE_URL;
  if (!given) {
    const { databaseUrl, pgVersion } = await recreateDatabase(DB_NAME);
    log(`PostgreSQL: scratch database ${DB_NAME}, dropped at the end`);
    return {
      databaseUrl,
      version: pgVersion,
      drop: async () => {
        const admin = postgres(adminUrl(), { max: 1, onnotice: () => {}, connect_timeout: 5 });
        try {
          await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
        } finally {
          await admin.end({ timeout: 5 });
        }
      },
    };
  }
  const probe = postgres(given, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    const version = ((await probe`select version()`)[0] as { version: string }).version;
    log('PostgreSQL: DATABASE_URL (migrated by the sync process; kept)');
    return { databaseUrl: given, version, drop: async () => {} };
  } finally {
    await probe.end({ timeout: 5 });
  }
}

interface RunLine {
  ms: number;
  phases: Record<string, number>;
  status: string;
  error: string | null;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  touched: boolean;
  rss: number;
  /** V8's heap (used, reserved) and memory outside it (buffers) when the RSS peaked. */
  heap: { used: number; total: number; external: number };
}

/** The three runs in one sync process (scripts/bench/sync-runner.ts): a row each; returns the process's maxRSS. */
async function measure(
  name: string,
  env: Record<string, string>,
  base: string,
  rows: string[][],
  failures: string[] = [],
): Promise<number> {
  const child = spawn(
    process.execPath,
    [...nodeFlags(), '--import', 'tsx', 'scripts/bench/sync-runner.ts', ...RUNS.map((r) => base + r.urlPath)],
    { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let i = 0;
  let maxRss = 0;
  for await (const text of createInterface({ input: child.stdout })) {
    if (!text.startsWith('{')) {
      process.stderr.write(`${text}\n`); // the sync process's own output (a warning, or --trace-gc)
      continue;
    }
    const line = JSON.parse(text) as Partial<RunLine> & { ready?: boolean; maxRss?: number };
    if (line.ready) continue;
    if (line.maxRss !== undefined) {
      maxRss = line.maxRss;
      continue;
    }
    const r = RUNS[i++]!;
    const run = line as RunLine;
    if (run.status !== 'succeeded') throw new Error(`${name}, ${r.label}: ${run.status}: ${run.error}`);
    const s = run.ms / 1000;
    log(
      `${name}, ${r.label}: ${s.toFixed(1)} s (target ≤ ${r.targetS} s), peak RSS ${mb(run.rss)} MB — ` +
        `read ${run.read}, inserted ${run.inserted}, updated ${run.updated}, unchanged ${run.unchanged}; ` +
        `grant rows ${run.touched ? 'written' : 'untouched (xmin/xmax the same)'}; at the RSS peak, V8 heap ` +
        `${mb(run.heap.used)} MB used of ${mb(run.heap.total)} MB, external ${mb(run.heap.external)} MB`,
    );
    if (s > r.targetS) failures.push(`${name}, ${r.label}: ${s.toFixed(1)} s > ${r.targetS} s`);
    if (r.writesNothing && run.touched) failures.push(`${name}, ${r.label}: grant rows were written`);
    const phase = (p: string) => (run.phases[p] === undefined ? '—' : (run.phases[p]! / 1000).toFixed(1));
    rows.push([
      name,
      r.label,
      s.toFixed(1),
      phase('download'),
      phase('verify'),
      phase('import'),
      String(run.read),
      String(run.inserted),
      String(run.updated),
      String(run.unchanged),
      run.touched ? 'yes' : 'none',
      mb(run.rss),
    ]);
  }
  const code = await exited;
  if (code !== 0 || i !== RUNS.length) throw new Error(`${name}: the sync process exited ${code} after ${i} runs`);
  return maxRss;
}

const nodeFlags = () => process.env.BENCH_SYNC_NODE_FLAGS?.split(' ').filter(Boolean) ?? SYNC_NODE_FLAGS;
const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(0);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Streams the synthetic extract into a ZIP written as a stream (sizes in the data descriptor); returns the XML bytes.
 * With `changed`, that record's title gains " (amended)".
 */
async function writeExtract(file: string, count: number, changed?: number): Promise<number> {
  const fixture = fs.readFileSync(FIXTURE, 'utf8');
  const records = fixture.match(RECORD) ?? [];
  if (records.length === 0) throw new Error(`no records in ${FIXTURE}`);
  const head = fixture.slice(0, fixture.indexOf('<Opportunity'));
  let bytes = 0;
  function* xml(): Generator<Buffer> {
    const emit = (text: string) => {
      const b = Buffer.from(text);
      bytes += b.length;
      return b;
    };
    yield emit(head);
    for (let i = 0; i < count; i++) {
      const id = 9_000_000 + i;
      let record = records[i % records.length]!.replace(
        /<OpportunityID>\d+<\/OpportunityID>/,
        `<OpportunityID>${id}</OpportunityID>`,
      ).replace(/<OpportunityNumber>([^<]*)<\/OpportunityNumber>/, `<OpportunityNumber>$1-S${i}</OpportunityNumber>`);
      if (i === changed) record = record.replace(/<\/OpportunityTitle>/, ' (amended)</OpportunityTitle>');
      yield emit(`    ${record}\n`);
    }
    yield emit('</Grants>\n');
  }
  const zip = new yazl.ZipFile();
  zip.addReadStream(Readable.from(xml()), 'GrantsDBExtract20260801v2.xml');
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
  return bytes;
}
