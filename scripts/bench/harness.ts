/**
 * Shared pieces of the benchmarks (scripts/bench/*.ts): child processes that never outlive the bench, the bench
 * database set-up through the project's CLI, the app server start-up (through scripts/app-process.ts, the starter the
 * tests use too, waiting out a concurrent `next build`), autocannon, CPU accounting from /proc, the table printer and
 * the machine lines.
 * Nothing here reads benchmark knobs at import (index.ts imports every benchmark).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { AppStartError, appBaseUrl, SERVER_NODE_FLAGS, spawnApp, waitForApp } from '../app-process';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REQUEST_PATH = '/api/v1/grants?limit=20';

export const log = (line: string) => process.stdout.write(`${line}\n`);

export const envNumber = (name: string, fallback: number) => {
  const v = process.env[name];
  const n = v === undefined || v === '' ? fallback : Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
};

/** Admin connection (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres). */
export const adminUrl = () => process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The admin URL with its database replaced by `dbName`. */
export function databaseUrlFor(dbName: string): string {
  const u = new URL(adminUrl());
  u.pathname = `/${dbName}`;
  return u.toString();
}

// ---------------------------------------------------------------- child processes (killed on exit, error, SIGINT)

export interface Child {
  name: string;
  proc: ChildProcess;
  /** Last lines of its output, shown when it fails. */
  tail: string[];
  exited: Promise<number | null>;
}
const children = new Set<Child>();

/**
 * `node --import tsx <script>` with the app server's Node flags (a server compared with the app runs as the app
 * does); with cpuProfDir, also --cpu-prof into <cpuProfDir>/<name>.
 */
export function startChild(name: string, script: string, env: Record<string, string>, cpuProfDir?: string): Child {
  const nodeArgs = [...SERVER_NODE_FLAGS, '--import', 'tsx'];
  // One directory per server: Node writes one profile per thread (main + the module-hooks thread tsx uses).
  if (cpuProfDir) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${path.join(cpuProfDir, name)}`);
  const proc = spawn(process.execPath, [...nodeArgs, script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return track(name, proc);
}

/** Keeps the last lines of a child's output and stops it with the bench. */
function track(name: string, proc: ChildProcess): Child {
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

export async function stopChild(child: Child): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill('SIGTERM');
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), 12_000);
  await child.exited;
  clearTimeout(timer);
}

export const stopAll = () => Promise.all([...children].map(stopChild));

// Last resort: nothing outlives the bench process.
process.once('exit', () => {
  for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
});

/** Runs the benchmark body; on SIGINT/SIGTERM stops the servers and exits 130; always stops them at the end. */
export async function withServersStopped(body: () => Promise<void>): Promise<void> {
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
    await body();
  } finally {
    await stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

// ---------------------------------------------------------------- helpers

export function freePort(): Promise<number> {
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

/** A bench database: a PostgreSQL URL, or the directory of an embedded PGlite database (one process at a time). */
export type BenchDatabase = string | { pgliteDir: string };

/** The process environment without a DATABASE_URL, and the variables that point at `database`. */
function databaseEnvironment(database: BenchDatabase): { inherit: NodeJS.ProcessEnv; env: Record<string, string> } {
  if (typeof database === 'string') return { inherit: process.env, env: { DATABASE_URL: database } };
  const { DATABASE_URL: _postgres, ...inherit } = process.env;
  return { inherit, env: { PGLITE_DIR: database.pgliteDir } };
}

/** `npm run -s cli -- <args> --json` against a bench database; returns its JSON object. */
export function cli(database: BenchDatabase, args: string[]): Record<string, unknown> {
  const { inherit, env } = databaseEnvironment(database);
  const r = spawnSync('npm', ['run', '-s', 'cli', '--', ...args, '--json'], {
    cwd: ROOT,
    env: {
      ...inherit,
      ...env,
      LOG_LEVEL: 'warn',
      SEED_DEMO_ON_START: 'false',
      NEXT_TELEMETRY_DISABLED: '1',
    },
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
    throw new Error(
      `cli ${args.join(' ')} failed (exit ${r.status}): ${last}\n${r.stderr?.trim().split('\n').slice(-15).join('\n')}`,
    );
  }
  return out;
}

/** Until the server answers /api/v1/health with 200 (its database too); its output's tail when it never does. */
export async function waitForHealth(child: Child, base: string, timeoutMs = 90_000): Promise<void> {
  try {
    await waitForApp(child.proc, base, { probe: 'ready', timeoutMs });
  } catch (err) {
    if (!(err instanceof AppStartError)) throw err;
    const why =
      'exited' in err.reason
        ? `exited (${err.reason.exited}) before it was healthy`
        : `not healthy after ${err.reason.timedOut / 1000} s (last: ${err.reason.last})`;
    throw new Error(`${child.name} server ${why}:\n${child.tail.join('\n')}`);
  }
}

export interface ListBody {
  data: Array<Record<string, unknown> & { id: string }>;
  pagination: { limit: number; offset: number; total: number; hasMore: boolean };
}

/** One authenticated request (default: the grants list); the parsed body and the response headers. */
export async function getListResponse(
  base: string,
  key: string,
  requestPath = REQUEST_PATH,
): Promise<{ body: ListBody; headers: Headers }> {
  const res = await fetch(`${base}${requestPath}`, { headers: { 'X-API-Key': key } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${base}${requestPath} → HTTP ${res.status}: ${text.slice(0, 500)}`);
  if (!/^application\/json/.test(res.headers.get('content-type') ?? '')) throw new Error(`${base}: not JSON`);
  return { body: JSON.parse(text) as ListBody, headers: res.headers };
}

export async function getList(base: string, key: string, requestPath = REQUEST_PATH): Promise<ListBody> {
  return (await getListResponse(base, key, requestPath)).body;
}

// ---------------------------------------------------------------- CPU accounting (Linux /proc)

export const CLOCK_TICKS = (() => {
  const r = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(r.stdout?.trim()) || 100;
})();

/** utime + stime of a process in ms (Linux /proc), or NaN. */
export function cpuMs(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/** CPU ms of all PostgreSQL backends connected to a database (their process titles name it). */
export function dbBackendsCpuMs(dbName: string): Map<number, number> {
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
      if (title.startsWith('postgres: ') && title.includes(` ${dbName} `)) out.set(Number(pid), cpuMs(Number(pid)));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return out;
}

/** CPU the database's backends used between two snapshots (backends that came or went count from 0). */
export function dbCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  if (after.size === 0) return Number.NaN;
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

// ---------------------------------------------------------------- load

export interface CannonOptions {
  url: string;
  key: string;
  connections: number;
  seconds: number;
  /** Called with each response's latency in ms (full hrtime resolution; autocannon's histogram keeps whole ms). */
  onResponse?: (statusCode: number, latencyMs: number) => void;
}

export function cannon(opts: CannonOptions): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: opts.url, connections: opts.connections, duration: opts.seconds, headers: { 'X-API-Key': opts.key } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    if (opts.onResponse) {
      const onResponse = opts.onResponse;
      (instance as NodeJS.EventEmitter).on(
        'response',
        (_client: unknown, statusCode: number, _bytes: number, ms: number) => onResponse(statusCode, ms),
      );
    }
  });
}

export interface Measured {
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
  /** What the figures were computed from (pooled measures add them up: pooled(); each round's own: roundsOf()). */
  windows: Window[];
}

export interface MeasureOptions {
  label: string;
  /** Path and query to load (default REQUEST_PATH, the grants list). */
  path?: string;
  child: Child;
  base: string;
  key: string;
  dbName: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What one measured window saw, before it becomes per-request figures (windows of one server add up). */
export interface Window {
  /** A warm-up: only its non-2xx and errors count. */
  warmup: boolean;
  latencies: number[];
  seconds: number;
  cpuMs: number;
  dbCpuMs: number;
  non2xx: number;
  errors: number;
}

/**
 * One continuous autocannon run: the first `warmupSeconds` are discarded, the rest is measured (responses, latencies,
 * CPU of the server and of its database backends between the two marks). One run rather than two, so the measured
 * window starts in a steady state: requests a finished warm-up run abandoned would still be running on the server and
 * in PostgreSQL, and slow requests (seconds each) would double the load and charge their CPU to the wrong window.
 * non-2xx and errors count the warm-up too. Afterwards it waits until the server and its backends are idle again
 * (`settle`), so the abandoned last requests do not run into the next measurement.
 */
async function measureWindow(
  o: MeasureOptions,
  warmupSeconds: number,
  seconds: number,
  warmup = false,
): Promise<Window> {
  const url = `${o.base}${o.path ?? REQUEST_PATH}`;
  let measuring = false;
  const latencies: number[] = [];
  let cpuBefore = Number.NaN;
  let dbBefore = new Map<number, number>();
  let windowStart = 0;
  const mark = setTimeout(() => {
    cpuBefore = cpuMs(o.child.proc.pid);
    dbBefore = dbBackendsCpuMs(o.dbName);
    windowStart = performance.now();
    measuring = true;
  }, warmupSeconds * 1000);
  const r = await cannon({
    url,
    key: o.key,
    connections: o.connections,
    seconds: warmupSeconds + seconds,
    onResponse: (_status, latencyMs) => {
      if (measuring) latencies.push(latencyMs);
    },
  });
  clearTimeout(mark);
  measuring = false;
  const window: Window = {
    warmup,
    latencies,
    seconds: (performance.now() - windowStart) / 1000,
    cpuMs: cpuMs(o.child.proc.pid) - cpuBefore,
    dbCpuMs: dbCpuBetween(dbBefore, dbBackendsCpuMs(o.dbName)),
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
  if (!(await settle(o.child, o.dbName))) log(`(${o.label}: server still busy 60 s after a run)`);
  return window;
}

/** Measurements of one server (several launches of it) as one: their windows summed (summarize). */
export const pooled = (server: string, measures: Measured[]): Measured =>
  summarize(
    server,
    measures.flatMap((m) => m.windows),
  );

/**
 * The windows of one server as one measurement: requests, time and CPU of the measured ones summed, their latencies
 * pooled; non-2xx and errors of all, warm-ups included.
 */
function summarize(server: string, all: Window[]): Measured {
  const windows = all.filter((w) => !w.warmup);
  const sum = (f: (w: Window) => number, of = windows) => of.reduce((a, w) => a + f(w), 0);
  const latencies = windows.flatMap((w) => w.latencies).sort((a, b) => a - b);
  const total = latencies.length;
  return {
    server,
    reqPerSec: total / sum((w) => w.seconds),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    non2xx: sum((w) => w.non2xx, all),
    errors: sum((w) => w.errors, all),
    total,
    cpuMsPerReq: total ? sum((w) => w.cpuMs) / total : Number.NaN,
    dbCpuMsPerReq: total ? sum((w) => w.dbCpuMs) / total : Number.NaN,
    windows: all,
  };
}

/** Each measured window's own figures (one, or measureInterleaved's rounds), in the order they were taken. */
export const roundsOf = (m: Measured) =>
  m.windows
    .filter((w) => !w.warmup)
    .map((w) => ({
      reqPerSec: w.latencies.length / w.seconds,
      cpuMsPerReq: w.latencies.length ? w.cpuMs / w.latencies.length : Number.NaN,
    }));

/** One server: a warm-up of `warmupSeconds`, then `seconds` measured (measureWindow). */
export async function measureLoad(o: MeasureOptions): Promise<Measured> {
  process.stdout.write(`  ${o.label}: warm-up ${o.warmupSeconds} s + measuring ${o.seconds} s … `);
  const window = await measureWindow(o, o.warmupSeconds, o.seconds);
  log('done');
  return summarize(o.label, [window]);
}

/** Seconds of load before each round's measured window (connections open, both processes busy again). */
const ROUND_WARMUP_SECONDS = 1;

/**
 * Servers compared on a machine whose speed drifts (a shared host: the same server measures ±30% apart a minute
 * later): each is warmed up, then `seconds` is measured in `rounds` windows taken in turn, A B C C B A A B C …, so a
 * drift during the comparison falls on every server alike; each server's windows are summed (summarize), and each
 * round's figures are kept to show the spread. non-2xx and errors count the warm-ups too.
 */
export async function measureInterleaved(loads: MeasureOptions[], rounds: number): Promise<Measured[]> {
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`rounds must be a positive integer, not ${rounds}`);
  if (loads.length < 2) throw new Error('measureInterleaved compares two servers or more');
  const seconds = loads[0]!.seconds / rounds;
  const labels = loads.map((o) => o.label).join(' / ');
  process.stdout.write(
    `  ${labels}: warm-up ${loads[0]!.warmupSeconds} s each, then ${rounds} rounds of ${seconds.toFixed(1)} s each … `,
  );
  const windows: Window[][] = [];
  for (const o of loads) windows.push([await measureWindow(o, 0, o.warmupSeconds, true)]);
  const forward = loads.map((_, i) => i);
  for (let r = 0; r < rounds; r++) {
    for (const which of r % 2 === 0 ? forward : [...forward].reverse()) {
      windows[which]!.push(await measureWindow(loads[which]!, ROUND_WARMUP_SECONDS, seconds));
    }
  }
  log('done');
  return loads.map((o, i) => summarize(o.label, windows[i]!));
}

/** Until the server and the database's backends use under 5% of a core over 0.5 s (at most `timeoutMs`). */
export async function settle(child: Child, dbName: string, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const busy = () => cpuMs(child.proc.pid) + [...dbBackendsCpuMs(dbName).values()].reduce((a, b) => a + b, 0);
  let last = busy();
  while (Date.now() < deadline) {
    await sleep(500);
    const now = busy();
    if (now - last < 25) return true;
    last = now;
  }
  return false;
}

/** The middle value of an ascending array; the mean of the middle two when its length is even. */
export function median(sorted: number[]): number {
  if (sorted.length === 0) return Number.NaN;
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const fmt = (r: string[]) =>
    `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const sep = `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [fmt(rows[0]!), sep, ...rows.slice(1).map(fmt)].join('\n');
}

// ---------------------------------------------------------------- the production build

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
      return (
        /(?:^|[\s/])next(?:\s+|-)build\b/.test(cmdline) && fs.realpathSync(`/proc/${pid}/cwd`) === fs.realpathSync(ROOT)
      );
    } catch {
      return false;
    }
  });
}

/** Waits out someone else's `next build`; builds only when there is no build and nobody is making one. */
export async function ensureBuild(): Promise<void> {
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
  const r = spawnSync('npx', ['next', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) throw new Error(`next build failed (exit ${r.status})`);
}

// ---------------------------------------------------------------- the bench database

/**
 * Drop + create `dbName`, `cli migrate`, `cli org create` (slug bench), `cli api-key create`,
 * `cli grants generate --count <grants> --seed 1`, VACUUM ANALYZE.
 */
/** Drops and re-creates a bench database and migrates it; returns its URL and the server's version string. */
export async function recreateDatabase(dbName: string): Promise<{ databaseUrl: string; pgVersion: string }> {
  const databaseUrl = databaseUrlFor(dbName);
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {}, connect_timeout: 5 });
  let pgVersion: string;
  try {
    pgVersion = ((await admin`select version()`)[0] as { version: string }).version;
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.unsafe(`create database ${dbName}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  cli(databaseUrl, ['migrate']);
  return { databaseUrl, pgVersion };
}

export async function setUpDatabase(
  dbName: string,
  grants: number,
): Promise<{ key: string; orgId: string; pgVersion: string; databaseUrl: string }> {
  let t = performance.now();
  const { databaseUrl, pgVersion } = await recreateDatabase(dbName);
  const org = cli(databaseUrl, ['org', 'create', '--name', 'Bench Org', '--slug', 'bench']);
  const { key } = cli(databaseUrl, ['api-key', 'create', '--org', 'bench', '--name', 'bench']) as { key: string };
  log(`  migrated, org ${String(org.id)} + API key created (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  t = performance.now();
  const generated = cli(databaseUrl, ['grants', 'generate', '--count', String(grants), '--seed', '1']);
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await db.unsafe('vacuum analyze'); // stable plans from the first request; autovacuum won't kick in mid-run
  } finally {
    await db.end({ timeout: 5 });
  }
  log(
    `  ${String(generated.inserted)} grants generated + vacuum analyze (${((performance.now() - t) / 1000).toFixed(1)} s)`,
  );
  return { key, orgId: String(org.id), pgVersion, databaseUrl };
}

/** The project's migration count (drizzle's journal): a bench database built before a new migration is stale. */
export function migrationCount(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(ROOT, 'db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export interface ReusedDatabase<S> {
  databaseUrl: string;
  pgVersion: string;
  /** What `build` returned when the database was built (keys, ids, set-up timings). */
  state: S;
  reused: boolean;
  builtAt: Date;
}

/**
 * A bench database built once and then reused. `build` runs on a freshly dropped, re-created and migrated database
 * when `fresh` is set, when the database has no `bench_meta` marker, when its marker records another `setup` (the
 * caller's generator parameters; the migration count is added here), or when it was built more than `maxAgeDays` ago
 * (the synthetic catalog's dates are relative to the day it was generated). The marker is written last, so a set-up
 * that failed halfway is rebuilt next time.
 */
export async function reusableDatabase<S extends Record<string, unknown>>(
  dbName: string,
  setup: Record<string, unknown>,
  build: (databaseUrl: string) => Promise<S>,
  opts: { fresh: boolean; maxAgeDays: number },
): Promise<ReusedDatabase<S>> {
  const wanted = JSON.stringify({ ...setup, migrations: migrationCount() });
  const databaseUrl = databaseUrlFor(dbName);
  if (!opts.fresh) {
    const found = await readMarker(dbName);
    if (found && found.setup === wanted && Date.now() - found.builtAt.getTime() <= opts.maxAgeDays * 86_400_000) {
      return { databaseUrl, pgVersion: found.pgVersion, state: found.state as S, reused: true, builtAt: found.builtAt };
    }
  }
  const { pgVersion } = await recreateDatabase(dbName);
  const state = await build(databaseUrl);
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await db.unsafe(
      'create table bench_meta (setup text not null, state text not null, built_at timestamptz not null default now())',
    );
    await db.unsafe('insert into bench_meta (setup, state) values ($1, $2)', [wanted, JSON.stringify(state)]);
  } finally {
    await db.end({ timeout: 5 });
  }
  return { databaseUrl, pgVersion, state, reused: false, builtAt: new Date() };
}

async function readMarker(dbName: string) {
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {}, connect_timeout: 5 });
  let pgVersion: string;
  try {
    pgVersion = ((await admin`select version()`)[0] as { version: string }).version;
    if ((await admin`select 1 from pg_database where datname = ${dbName}`).length === 0) return undefined;
  } finally {
    await admin.end({ timeout: 5 });
  }
  const db = postgres(databaseUrlFor(dbName), { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    if ((await db`select to_regclass('bench_meta') as t`)[0]?.t === null) return undefined;
    const [row] = await db`select setup, state, built_at from bench_meta`;
    // Both kept as text: the setup is compared as written (jsonb would reorder its keys).
    return row
      ? {
          setup: row.setup as string,
          state: JSON.parse(row.state as string) as unknown,
          builtAt: row.built_at as Date,
          pgVersion,
        }
      : undefined;
  } finally {
    await db.end({ timeout: 5 });
  }
}

/** An organization's pipeline, written in bulk by SQL (the API would take minutes and measure nothing here). */
export async function seedPipeline(
  databaseUrl: string,
  orgId: string,
  n: { pursuits: number; projects: number; tasksPerProject: number },
) {
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await db.begin(async (tx) => {
      // Pursuits 1..projects are won (one project each); the rest spread over stages and the other statuses.
      await tx.unsafe(
        `insert into pursuits (organization_id, title, stage, status, probability, amount_requested, amount_awarded,
                               deadline, won_at, created_at, updated_at)
         select $1::uuid, 'Pursuit ' || i,
                (array['prospect','qualifying','drafting','submitted'])[1 + i % 4],
                case when i <= $2 then 'won'
                     else (array['active','active','active','on_hold','lost','withdrawn'])[1 + i % 6] end,
                (array[10,25,50,60])[1 + i % 4],
                10000 + (i % 97) * 2500,
                case when i <= $2 then 10000 + (i % 89) * 2000 end,
                current_date + (i % 120) - 30,
                case when i <= $2 then now() - make_interval(days => i % 365) end,
                now() - make_interval(days => i % 400), now() - make_interval(mins => i)
         from generate_series(1, $3) as i`,
        [orgId, n.projects, n.pursuits],
      );
      await tx.unsafe(
        `insert into projects (organization_id, pursuit_id, name, status, award_amount, start_date, end_date, created_at)
         select organization_id, id, title,
                (array['active','active','active','completed','closed'])[1 + (row_number() over (order by id))::int % 5],
                amount_awarded, won_at::date, (won_at + interval '1 year')::date, won_at
         from pursuits where organization_id = $1::uuid and status = 'won'`,
        [orgId],
      );
      await tx.unsafe(
        `insert into tasks (organization_id, project_id, title, status, due_date, completed_at)
         select p.organization_id, p.id, 'Deliverable ' || k,
                (array['todo','in_progress','completed','completed'])[1 + (k + hashtext(p.id::text) & 3)],
                p.start_date + k * 36,
                null
         from projects p cross join generate_series(1, $2) as k
         where p.organization_id = $1::uuid`,
        [orgId, n.tasksPerProject],
      );
      await tx.unsafe(
        `update tasks set completed_at = now() where status = 'completed' and organization_id = $1::uuid`,
        [orgId],
      );
      await tx.unsafe(
        `insert into pursuit_history (organization_id, pursuit_id, field, from_value, to_value, actor, at)
         select organization_id, id, 'status', case when status = 'active' then null else 'active' end, status, 'system', updated_at
         from pursuits where organization_id = $1::uuid`,
        [orgId],
      );
    });
    await db.unsafe('vacuum analyze');
    const [counts] = await db`select
        (select count(*)::int from pursuits where organization_id = ${orgId}) as pursuits,
        (select count(*)::int from projects where organization_id = ${orgId}) as projects,
        (select count(*)::int from tasks where organization_id = ${orgId}) as tasks,
        (select count(*)::int from pursuit_history where organization_id = ${orgId}) as history`;
    return counts as { pursuits: number; projects: number; tasks: number; history: number };
  } finally {
    await db.end({ timeout: 5 });
  }
}

// ---------------------------------------------------------------- the app server

export type AppServerOptions = {
  name: string;
  port: number;
  logLevel: string;
  /** Added to (and overriding) the standard production environment. */
  env: Record<string, string>;
  cpuProfDir?: string;
} & ({ databaseUrl: string } | { pgliteDir: string });

// One pair per benchmark process: the app servers and the CLI runs of one benchmark share them.
const BENCH_AUTH_SECRET = randomBytes(32).toString('base64url');
const BENCH_ENCRYPTION_KEY = randomBytes(32).toString('base64');

/**
 * Starts the production app server through the one starter tests use too (scripts/app-process.ts) and waits until
 * it is healthy. The process is spawned before this returns its promise, so callers can start other servers alongside.
 */
export function startAppServer(o: AppServerOptions): Promise<Child> {
  const base = appBaseUrl(o.port);
  const database = databaseEnvironment('pgliteDir' in o ? { pgliteDir: o.pgliteDir } : o.databaseUrl);
  const start = () =>
    track(
      o.name,
      spawnApp({
        port: o.port,
        inherit: database.inherit,
        env: {
          ...database.env,
          LOG_LEVEL: o.logLevel,
          // Production on PostgreSQL refuses to start without the secrets every instance shares.
          AUTH_SECRET: process.env.AUTH_SECRET ?? BENCH_AUTH_SECRET,
          ENCRYPTION_KEY: process.env.ENCRYPTION_KEY ?? BENCH_ENCRYPTION_KEY,
          ...o.env,
        },
        output: 'pipe',
        // One directory per server: Node writes one profile per thread (main + the module-hooks thread tsx uses).
        cpuProfDir: o.cpuProfDir ? path.join(o.cpuProfDir, o.name) : undefined,
      }),
    );
  const first = start();
  return waitForHealth(first, base).then(
    () => first,
    async (err: unknown) => {
      // Another engineer's `next build` may have emptied .next/ since the check: wait for it, try once more.
      if (!first.tail.some((l) => l.includes('production build'))) throw err;
      log(`  the ${o.name} found no production build (a concurrent \`next build\`?): waiting and retrying once`);
      await ensureBuild();
      const second = start();
      await waitForHealth(second, base);
      return second;
    },
  );
}

// ---------------------------------------------------------------- report

/** cpu, memory, node, postgresql and load lines (indented, as the benchmarks print them under "machine"). */
export function machineLines(pgVersion: string, loadBefore: number, loadAfter: number): string[] {
  const cpu = os.cpus();
  return [
    `  cpu:        ${cpu[0]?.model ?? 'unknown'} × ${cpu.length} cores`,
    `  memory:     ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `  node:       ${process.version} (${os.platform()} ${os.release()})`,
    `  postgresql: ${pgVersion}`,
    `  load avg:   ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after the runs (1 min; other work on the machine skews results)`,
  ];
}
