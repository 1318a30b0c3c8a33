/**
 * REST baseline: the production app server vs. a bare node:http + postgres.js server (scripts/bench/bare-server.ts)
 * answering the same authenticated `GET /api/v1/grants?limit=20` over the same fresh database (10,000 grants).
 *
 * Steps: drop + create database gms_bench_rest, `cli migrate`, `cli org create`, `cli api-key create`,
 * `cli grants generate`, VACUUM ANALYZE; start both servers on free ports; check they give the same answer;
 * autocannon each (warm-up run discarded, then the measured run); print machine, table and ratio.
 * Writes nothing into the repository (runs `next build` only when .next/BUILD_ID is missing).
 *
 * Knobs (env, for experiments; the defaults are what docs/benchmarks.md reports):
 *   BENCH_PG_URL           admin connection (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_CONNECTIONS      autocannon connections (50)
 *   BENCH_WARMUP_SECONDS   discarded warm-up run (3)
 *   BENCH_SECONDS          measured run (15)
 *   BENCH_GRANTS           synthetic grants (10000)
 *   BENCH_APP_LOG_LEVEL    the app's LOG_LEVEL (warn; "info" adds one pino access log line per request)
 *   BENCH_CPU_PROF_DIR     run both servers with --cpu-prof; profiles land in <dir>/app and <dir>/bare on shutdown
 *                          (one per thread; use a directory outside the repository, e.g. /tmp/gms-prof)
 *   BENCH_ONLY             "app" or "bare": measure one server only
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  databaseUrlFor,
  envNumber,
  freePort,
  getList,
  log,
  measureLoad,
  REQUEST_PATH,
  setUpDatabase,
  startAppServer,
  startChild,
  stopAll,
  table,
  waitForHealth,
  withServersStopped,
  ensureBuild,
  machineLines,
  type ListBody,
  type Measured,
} from './harness';

export const description = 'app server vs bare node:http + postgres.js on GET /api/v1/grants?limit=20';

const DB_NAME = 'gms_bench_rest';

/** Read when the benchmark runs (not at import: index.ts imports every benchmark). */
function readConfig() {
  const only = process.env.BENCH_ONLY || undefined;
  if (only !== undefined && only !== 'app' && only !== 'bare') throw new Error('BENCH_ONLY must be "app" or "bare"');
  return {
    connections: envNumber('BENCH_CONNECTIONS', 50),
    warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', 3),
    seconds: envNumber('BENCH_SECONDS', 15),
    grants: Math.round(envNumber('BENCH_GRANTS', 10_000)),
    appLogLevel: process.env.BENCH_APP_LOG_LEVEL || 'warn',
    cpuProfDir: process.env.BENCH_CPU_PROF_DIR ? path.resolve(process.env.BENCH_CPU_PROF_DIR) : undefined,
    only,
  };
}
let cfg: ReturnType<typeof readConfig>;
const KEY_CACHE_NOTE = 'API-key lookup: both behind a 10 s in-process cache (the app’s verifyApiKey; the bare server copies it)';

const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]))
      : v;

/** Both servers must give the same answer, or the comparison means nothing. */
function assertSameAnswer(app: ListBody, bare: ListBody): void {
  const problems: string[] = [];
  if (app.pagination.total !== bare.pagination.total) {
    problems.push(`pagination.total differs: app ${app.pagination.total}, bare ${bare.pagination.total}`);
  }
  const appIds = app.data.map((g) => g.id).join(',');
  const bareIds = bare.data.map((g) => g.id).join(',');
  if (app.data.length !== 20) problems.push(`app returned ${app.data.length} grants, expected 20`);
  if (appIds !== bareIds) problems.push(`grant ids differ:\n  app  ${appIds}\n  bare ${bareIds}`);
  if (problems.length === 0 && JSON.stringify(canonical(app)) !== JSON.stringify(canonical(bare))) {
    const i = app.data.findIndex((g, n) => JSON.stringify(canonical(g)) !== JSON.stringify(canonical(bare.data[n])));
    problems.push(
      `same ids but different bodies (first differing item ${i}):\n  app  ${JSON.stringify(canonical(app.data[i] ?? app.pagination))}\n` +
        `  bare ${JSON.stringify(canonical(bare.data[i] ?? bare.pagination))}`,
    );
  }
  if (problems.length) throw new Error(`app and bare server disagree — benchmark aborted:\n${problems.join('\n')}`);
}

export async function run(args: string[]): Promise<void> {
  if (args.length) throw new Error(`rest takes no arguments (got: ${args.join(' ')})`);
  cfg = readConfig();
  await withServersStopped(runBenchmark);
}

async function runBenchmark(): Promise<void> {
  const started = performance.now();
  log(`REST baseline: GET ${REQUEST_PATH} with X-API-Key — app server vs bare node:http + postgres.js\n`);
  await ensureBuild();
  log(`setting up database ${DB_NAME} …`);
  const { key, pgVersion } = await setUpDatabase(DB_NAME, cfg.grants);
  const DATABASE_URL = databaseUrlFor(DB_NAME);
  if (cfg.cpuProfDir) fs.mkdirSync(cfg.cpuProfDir, { recursive: true });

  const [appPort, barePort] = [await freePort(), await freePort()];
  log('starting servers …');
  const appBase = `http://127.0.0.1:${appPort}`;
  const bareBase = `http://127.0.0.1:${barePort}`;
  const appReady = startAppServer({
    name: 'app',
    port: appPort,
    databaseUrl: DATABASE_URL,
    logLevel: cfg.appLogLevel,
    // The limiter runs (in-process) on every request but never refuses: this bench measures throughput.
    env: { RATE_LIMIT_BASIC_PER_MINUTE: '1000000000' },
    cpuProfDir: cfg.cpuProfDir,
  });
  const bare = startChild(
    'bare',
    'scripts/bench/bare-server.ts',
    { DATABASE_URL, HOSTNAME: '127.0.0.1', NEXT_TELEMETRY_DISABLED: '1', PORT: String(barePort) },
    cfg.cpuProfDir,
  );
  const [app] = await Promise.all([appReady, waitForHealth(bare, bareBase)]);
  log(`  app  ${appBase}  (scripts/serve.ts, NODE_ENV=production, LOG_LEVEL=${cfg.appLogLevel})`);
  log(`  bare ${bareBase}  (scripts/bench/bare-server.ts)`);

  const [appBody, bareBody] = [await getList(appBase, key), await getList(bareBase, key)];
  const responseBytes = Buffer.byteLength(JSON.stringify(appBody));
  assertSameAnswer(appBody, bareBody);
  log(`  same answer from both: total ${appBody.pagination.total}, the same ${appBody.data.length} grants\n`);

  log(`autocannon: ${cfg.connections} connections, ${cfg.warmupSeconds} s warm-up (discarded) + ${cfg.seconds} s measured, one server at a time`);
  const loadBefore = os.loadavg()[0]!;
  const results: Measured[] = [];
  const load = { key, dbName: DB_NAME, connections: cfg.connections, warmupSeconds: cfg.warmupSeconds, seconds: cfg.seconds };
  if (cfg.only !== 'bare') results.push(await measureLoad({ ...load, label: 'app', child: app, base: appBase }));
  if (cfg.only !== 'app') results.push(await measureLoad({ ...load, label: 'bare', child: bare, base: bareBase }));
  const loadAfter = os.loadavg()[0]!;
  await stopAll(); // writes the CPU profiles, if asked for

  log('\nmachine');
  for (const line of machineLines(pgVersion, loadBefore, loadAfter)) log(line);
  log(`  data:       ${cfg.grants} synthetic grants (seed 1), pagination.total ${appBody.pagination.total}, ~${responseBytes} B response; pool 10 connections each`);
  log(`  ${KEY_CACHE_NOTE}`);
  log('');
  const rows = [['server', 'req/s (mean)', 'p50 (ms)', 'p99 (ms)', 'non-2xx', 'errors', 'requests', 'server CPU ms/req', 'db CPU ms/req']];
  for (const r of results) {
    rows.push([
      r.server, r.reqPerSec.toFixed(0), r.p50.toFixed(0), r.p99.toFixed(0), String(r.non2xx), String(r.errors),
      String(r.total), Number.isNaN(r.cpuMsPerReq) ? 'n/a' : r.cpuMsPerReq.toFixed(2),
      Number.isNaN(r.dbCpuMsPerReq) ? 'n/a' : r.dbCpuMsPerReq.toFixed(2),
    ]);
  }
  log(table(rows));
  const a = results.find((r) => r.server === 'app');
  const b = results.find((r) => r.server === 'bare');
  if (a && b) {
    log(`\nratio app/bare req/s: ${(a.reqPerSec / b.reqPerSec).toFixed(2)}`);
    if (!Number.isNaN(a.cpuMsPerReq)) log(`server CPU per request, app/bare: ${(a.cpuMsPerReq / b.cpuMsPerReq).toFixed(2)}×`);
  }
  if (cfg.cpuProfDir) log(`CPU profiles in ${cfg.cpuProfDir}`);
  log(`(bench took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  const bad = results.filter((r) => r.non2xx > 0 || r.errors > 0);
  if (bad.length) throw new Error(`non-2xx responses or errors from: ${bad.map((r) => r.server).join(', ')}`);
}
