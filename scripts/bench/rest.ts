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
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';

export const description = 'app server vs bare node:http + postgres.js on GET /api/v1/grants?limit=20';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DB_NAME = 'gms_bench_rest';
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();
const envNumber = (name: string, fallback: number) => {
  const v = process.env[name];
  const n = v === undefined || v === '' ? fallback : Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
};

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
const REQUEST_PATH = '/api/v1/grants?limit=20';
const KEY_CACHE_NOTE = 'API-key lookup: both behind a 10 s in-process cache (the app’s verifyApiKey; the bare server copies it)';

const log = (line: string) => process.stdout.write(`${line}\n`);

// ---------------------------------------------------------------- child processes (killed on exit, error, SIGINT)

interface Child {
  name: string;
  proc: ChildProcess;
  /** Last lines of its output, shown when it fails. */
  tail: string[];
  exited: Promise<number | null>;
}
const children = new Set<Child>();

function startChild(name: string, script: string, env: Record<string, string>): Child {
  const nodeArgs = ['--import', 'tsx'];
  // One directory per server: Node writes one profile per thread (main + the module-hooks thread tsx uses).
  if (cfg.cpuProfDir) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${path.join(cfg.cpuProfDir, name)}`);
  const proc = spawn(process.execPath, [...nodeArgs, script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) tail.push(line);
    if (tail.length > 40) tail.splice(0, tail.length - 40);
  };
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const child = { name, proc, tail, exited };
  children.add(child);
  void exited.then(() => children.delete(child));
  return child;
}

async function stopChild(child: Child): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill('SIGTERM');
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), 12_000);
  await child.exited;
  clearTimeout(timer);
}

const stopAll = () => Promise.all([...children].map(stopChild));

// Last resort: nothing outlives the bench process.
process.once('exit', () => {
  for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
});

// ---------------------------------------------------------------- helpers

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** `npm run -s cli -- <args> --json` against the bench database; returns its JSON object. */
function cli(args: string[]): Record<string, unknown> {
  const r = spawnSync('npm', ['run', '-s', 'cli', '--', ...args, '--json'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL, LOG_LEVEL: 'warn', SEED_DEMO_ON_START: 'false', NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = r.stdout?.trim().split('\n').pop() ?? '';
  let out: Record<string, unknown> | undefined;
  try {
    out = JSON.parse(last) as Record<string, unknown>;
  } catch {
    out = undefined;
  }
  if (r.status !== 0 || !out || 'error' in out) {
    throw new Error(`cli ${args.join(' ')} failed (exit ${r.status}): ${last}\n${r.stderr?.trim().split('\n').slice(-15).join('\n')}`);
  }
  return out;
}

async function waitForHealth(child: Child, base: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child.proc.exitCode !== null || child.proc.signalCode !== null) {
      throw new Error(`${child.name} server exited (${child.proc.exitCode ?? child.proc.signalCode}) before it was healthy:\n${child.tail.join('\n')}`);
    }
    try {
      const res = await fetch(`${base}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${child.name} server not healthy after ${timeoutMs / 1000} s (last: ${last}):\n${child.tail.join('\n')}`);
}

interface ListBody {
  data: Array<Record<string, unknown> & { id: string }>;
  pagination: { limit: number; offset: number; total: number; hasMore: boolean };
}

async function getList(base: string, key: string): Promise<ListBody> {
  const res = await fetch(`${base}${REQUEST_PATH}`, { headers: { 'X-API-Key': key } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${base}${REQUEST_PATH} → HTTP ${res.status}: ${text.slice(0, 500)}`);
  if (!/^application\/json/.test(res.headers.get('content-type') ?? '')) throw new Error(`${base}: not JSON`);
  return JSON.parse(text) as ListBody;
}

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

interface Measured {
  server: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
  /** The server process's CPU time (user + system) per completed request, ms; NaN where /proc is unavailable. */
  cpuMsPerReq: number;
  /** The same for the PostgreSQL backends serving it. */
  dbCpuMsPerReq: number;
}

/** utime + stime of a process in ms (Linux /proc), or NaN. */
function cpuMs(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
/** CPU ms of all PostgreSQL backends connected to the bench database (their process titles name it). */
function dbBackendsCpuMs(): Map<number, number> {
  const out = new Map<number, number>();
  let pids: string[];
  try {
    pids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${DB_NAME} `)) out.set(Number(pid), cpuMs(Number(pid)));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return out;
}

/** CPU the bench database's backends used between two snapshots (backends that came or went count from 0). */
function dbCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  if (after.size === 0) return Number.NaN;
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

const CLOCK_TICKS = (() => {
  const r = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(r.stdout?.trim()) || 100;
})();

function cannon(url: string, key: string, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: cfg.connections, duration: seconds, headers: { 'X-API-Key': key } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

async function measure(server: string, child: Child, base: string, key: string): Promise<Measured> {
  const url = `${base}${REQUEST_PATH}`;
  process.stdout.write(`  ${server}: warm-up ${cfg.warmupSeconds} s … `);
  await cannon(url, key, cfg.warmupSeconds);
  process.stdout.write(`measuring ${cfg.seconds} s … `);
  const cpuBefore = cpuMs(child.proc.pid);
  const dbBefore = dbBackendsCpuMs();
  const r = await cannon(url, key, cfg.seconds);
  const cpuUsed = cpuMs(child.proc.pid) - cpuBefore;
  const dbUsed = dbCpuBetween(dbBefore, dbBackendsCpuMs());
  log('done');
  return {
    server,
    reqPerSec: r.requests.mean,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    total: r.requests.total,
    cpuMsPerReq: cpuUsed / r.requests.total,
    dbCpuMsPerReq: dbUsed / r.requests.total,
  };
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const fmt = (r: string[]) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const sep = `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [fmt(rows[0]!), sep, ...rows.slice(1).map(fmt)].join('\n');
}

// ---------------------------------------------------------------- the benchmark

/** A `next build` of this project running in another process (it empties .next/ while it works). */
function otherBuildRunning(): boolean {
  let pids: string[];
  try {
    pids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return false;
  }
  return pids.some((pid) => {
    try {
      // "node …/.bin/next build", "npm exec next build", "sh -c next build", or Next's own title "next-build (v…)".
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      return /(?:^|[\s/])next(?:\s+|-)build\b/.test(cmdline) && fs.realpathSync(`/proc/${pid}/cwd`) === fs.realpathSync(ROOT);
    } catch {
      return false;
    }
  });
}

/** Waits out someone else's `next build`; builds only when there is no build and nobody is making one. */
async function ensureBuild(): Promise<void> {
  const buildId = path.join(ROOT, '.next/BUILD_ID');
  const deadline = Date.now() + 5 * 60_000;
  let said = false;
  while (otherBuildRunning()) {
    if (Date.now() > deadline) throw new Error('another `next build` has been running for 5 minutes; try again later');
    if (!said) log('waiting for a `next build` running in another process …');
    said = true;
    await new Promise((r) => setTimeout(r, 2_000));
  }
  if (fs.existsSync(buildId)) return;
  log('.next/BUILD_ID missing: running `npx next build` …');
  const r = spawnSync('npx', ['next', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) throw new Error(`next build failed (exit ${r.status})`);
}

async function setUpDatabase(): Promise<{ key: string; pgVersion: string }> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  let pgVersion: string;
  try {
    pgVersion = ((await admin`select version()`)[0] as { version: string }).version;
    await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
    await admin.unsafe(`create database ${DB_NAME}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  let t = performance.now();
  cli(['migrate']);
  const org = cli(['org', 'create', '--name', 'Bench Org', '--slug', 'bench']);
  const { key } = cli(['api-key', 'create', '--org', 'bench', '--name', 'bench']) as { key: string };
  log(`  migrated, org ${String(org.id)} + API key created (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  t = performance.now();
  const generated = cli(['grants', 'generate', '--count', String(cfg.grants), '--seed', '1']);
  const db = postgres(DATABASE_URL, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await db.unsafe('vacuum analyze'); // stable plans from the first request; autovacuum won't kick in mid-run
  } finally {
    await db.end({ timeout: 5 });
  }
  log(`  ${String(generated.inserted)} grants generated + vacuum analyze (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  return { key, pgVersion };
}

export async function run(args: string[]): Promise<void> {
  if (args.length) throw new Error(`rest takes no arguments (got: ${args.join(' ')})`);
  cfg = readConfig();
  let interrupted = false;
  const onSignal = () => {
    if (interrupted) return;
    interrupted = true;
    process.stderr.write('\ninterrupted: stopping servers …\n');
    void stopAll().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    await runBenchmark();
  } finally {
    await stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function runBenchmark(): Promise<void> {
  const started = performance.now();
  log(`REST baseline: GET ${REQUEST_PATH} with X-API-Key — app server vs bare node:http + postgres.js\n`);
  await ensureBuild();
  log(`setting up database ${DB_NAME} …`);
  const { key, pgVersion } = await setUpDatabase();
  if (cfg.cpuProfDir) fs.mkdirSync(cfg.cpuProfDir, { recursive: true });

  const [appPort, barePort] = [await freePort(), await freePort()];
  const common = { DATABASE_URL, HOSTNAME: '127.0.0.1', NEXT_TELEMETRY_DISABLED: '1' };
  log('starting servers …');
  const appBase = `http://127.0.0.1:${appPort}`;
  const bareBase = `http://127.0.0.1:${barePort}`;
  const startApp = () =>
    startChild('app', 'scripts/serve.ts', {
      ...common,
      PORT: String(appPort),
      NODE_ENV: 'production',
      LOG_LEVEL: cfg.appLogLevel,
      SEED_DEMO_ON_START: 'false',
      // The limiter runs (in-process) on every request but never refuses: this bench measures throughput.
      RATE_LIMIT_BASIC_PER_MINUTE: '1000000000',
    });
  let app = startApp();
  const bare = startChild('bare', 'scripts/bench/bare-server.ts', { ...common, PORT: String(barePort) });
  await Promise.all([
    waitForHealth(app, appBase).catch(async (err: unknown) => {
      // Another engineer's `next build` may have emptied .next/ since the check above: wait for it, try once more.
      if (!app.tail.some((l) => l.includes('production build'))) throw err;
      log('  the app found no production build (a concurrent `next build`?): waiting and retrying once');
      await ensureBuild();
      app = startApp();
      await waitForHealth(app, appBase);
    }),
    waitForHealth(bare, bareBase),
  ]);
  log(`  app  ${appBase}  (scripts/serve.ts, NODE_ENV=production, LOG_LEVEL=${cfg.appLogLevel})`);
  log(`  bare ${bareBase}  (scripts/bench/bare-server.ts)`);

  const [appBody, bareBody] = [await getList(appBase, key), await getList(bareBase, key)];
  const responseBytes = Buffer.byteLength(JSON.stringify(appBody));
  assertSameAnswer(appBody, bareBody);
  log(`  same answer from both: total ${appBody.pagination.total}, the same ${appBody.data.length} grants\n`);

  log(`autocannon: ${cfg.connections} connections, ${cfg.warmupSeconds} s warm-up (discarded) + ${cfg.seconds} s measured, one server at a time`);
  const loadBefore = os.loadavg()[0]!;
  const results: Measured[] = [];
  if (cfg.only !== 'bare') results.push(await measure('app', app, appBase, key));
  if (cfg.only !== 'app') results.push(await measure('bare', bare, bareBase, key));
  const loadAfter = os.loadavg()[0]!;
  await stopAll(); // writes the CPU profiles, if asked for

  const cpu = os.cpus();
  log('\nmachine');
  log(`  cpu:        ${cpu[0]?.model ?? 'unknown'} × ${cpu.length} cores`);
  log(`  memory:     ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`);
  log(`  node:       ${process.version} (${os.platform()} ${os.release()})`);
  log(`  postgresql: ${pgVersion}`);
  log(`  load avg:   ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after the runs (1 min; other work on the machine skews results)`);
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
