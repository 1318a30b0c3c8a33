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
import { AppStartError, appBaseUrl, spawnApp, waitForApp } from '../app-process';

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

/** `node --import tsx <script>`; with cpuProfDir, also --cpu-prof into <cpuProfDir>/<name>. */
export function startChild(name: string, script: string, env: Record<string, string>, cpuProfDir?: string): Child {
  const nodeArgs = ['--import', 'tsx'];
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

/** `npm run -s cli -- <args> --json` against a bench database; returns its JSON object. */
export function cli(databaseUrl: string, args: string[]): Record<string, unknown> {
  const r = spawnSync('npm', ['run', '-s', 'cli', '--', ...args, '--json'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', SEED_DEMO_ON_START: 'false', NEXT_TELEMETRY_DISABLED: '1' },
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

/** Until the server answers /api/v1/health with 200 (its database too); its output's tail when it never does. */
export async function waitForHealth(child: Child, base: string, timeoutMs = 90_000): Promise<void> {
  try {
    await waitForApp(child.proc, base, { probe: 'ready', timeoutMs });
  } catch (err) {
    if (!(err instanceof AppStartError)) throw err;
    const why = 'exited' in err.reason
      ? `exited (${err.reason.exited}) before it was healthy`
      : `not healthy after ${err.reason.timedOut / 1000} s (last: ${err.reason.last})`;
    throw new Error(`${child.name} server ${why}:\n${child.tail.join('\n')}`);
  }
}

export interface ListBody {
  data: Array<Record<string, unknown> & { id: string }>;
  pagination: { limit: number; offset: number; total: number; hasMore: boolean };
}

/** One authenticated list request; the parsed body and the response headers. */
export async function getListResponse(base: string, key: string): Promise<{ body: ListBody; headers: Headers }> {
  const res = await fetch(`${base}${REQUEST_PATH}`, { headers: { 'X-API-Key': key } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${base}${REQUEST_PATH} → HTTP ${res.status}: ${text.slice(0, 500)}`);
  if (!/^application\/json/.test(res.headers.get('content-type') ?? '')) throw new Error(`${base}: not JSON`);
  return { body: JSON.parse(text) as ListBody, headers: res.headers };
}

export async function getList(base: string, key: string): Promise<ListBody> {
  return (await getListResponse(base, key)).body;
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
      (instance as NodeJS.EventEmitter).on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) =>
        onResponse(statusCode, ms),
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
}

export interface MeasureOptions {
  label: string;
  child: Child;
  base: string;
  key: string;
  dbName: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Warm-up (discarded), then the measured run with CPU accounting of the server and its database backends. */
export async function measureLoad(o: MeasureOptions): Promise<Measured> {
  const url = `${o.base}${REQUEST_PATH}`;
  process.stdout.write(`  ${o.label}: warm-up ${o.warmupSeconds} s … `);
  await cannon({ url, key: o.key, connections: o.connections, seconds: o.warmupSeconds });
  process.stdout.write(`measuring ${o.seconds} s … `);
  const cpuBefore = cpuMs(o.child.proc.pid);
  const dbBefore = dbBackendsCpuMs(o.dbName);
  const r = await cannon({ url, key: o.key, connections: o.connections, seconds: o.seconds });
  const cpuUsed = cpuMs(o.child.proc.pid) - cpuBefore;
  const dbUsed = dbCpuBetween(dbBefore, dbBackendsCpuMs(o.dbName));
  log('done');
  return {
    server: o.label,
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

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const fmt = (r: string[]) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
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
      return /(?:^|[\s/])next(?:\s+|-)build\b/.test(cmdline) && fs.realpathSync(`/proc/${pid}/cwd`) === fs.realpathSync(ROOT);
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
  const r = spawnSync('npx', ['next', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
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

export async function setUpDatabase(dbName: string, grants: number): Promise<{ key: string; orgId: string; pgVersion: string; databaseUrl: string }> {
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
  log(`  ${String(generated.inserted)} grants generated + vacuum analyze (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  return { key, orgId: String(org.id), pgVersion, databaseUrl };
}

// ---------------------------------------------------------------- the app server

export interface AppServerOptions {
  name: string;
  port: number;
  databaseUrl: string;
  logLevel: string;
  /** Added to (and overriding) the standard production environment. */
  env: Record<string, string>;
  cpuProfDir?: string;
}

// One pair per benchmark process: the app servers and the CLI runs of one benchmark share them.
const BENCH_AUTH_SECRET = randomBytes(32).toString('base64url');
const BENCH_ENCRYPTION_KEY = randomBytes(32).toString('base64');

/**
 * Starts the production app server through the one starter tests use too (scripts/app-process.ts) and waits until
 * it is healthy. The process is spawned before this returns its promise, so callers can start other servers alongside.
 */
export function startAppServer(o: AppServerOptions): Promise<Child> {
  const base = appBaseUrl(o.port);
  const start = () =>
    track(
      o.name,
      spawnApp({
        port: o.port,
        inherit: process.env,
        env: {
          DATABASE_URL: o.databaseUrl,
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
