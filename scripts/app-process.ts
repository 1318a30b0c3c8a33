/**
 * The one way tests (e2e/fixtures/app-server.ts) and benchmarks (scripts/bench/harness.ts) start the app: the
 * production server, `node --import tsx scripts/serve.ts` with NODE_ENV=production on 127.0.0.1:<port>, serving the
 * build in .next (or NEXT_DIST_DIR), and the wait until it answers /api/v1/health. What each caller adds stays with
 * it: the tests' database and log file, the benchmarks' CPU profiles and output tail.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The build `next start` (and so scripts/serve.ts) serves; NEXT_DIST_DIR (next.config.js) may name another directory. */
export function hasProductionBuild(): boolean {
  return fs.existsSync(path.join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'));
}

export interface AppProcessOptions {
  port: number;
  /** The environment the app inherits (the caller's process environment, or a cleaned copy of it). */
  inherit: NodeJS.ProcessEnv;
  /** Set over the production defaults: the database, log level, secrets, feature switches, even NODE_ENV. */
  env: Record<string, string>;
  /** Where stdout and stderr go: a file descriptor, or 'pipe' for the caller to read. */
  output: number | 'pipe';
  /** In a process group of its own, so that the caller can stop it and anything it starts together. */
  detached?: boolean;
  /** Profile the server's CPU (node --cpu-prof) into this directory; Node writes the profile on exit. */
  cpuProfDir?: string;
}

/**
 * Node flags of the production server, here and in `npm start` (package.json; app-process.test.ts holds them equal).
 * A list request allocates quickly (rows, DTOs, the validated output, the JSON). With V8's default 16 MiB
 * semi-spaces, collecting the young generation took 93–138 µs per request of the grants list; 32 MiB cut about
 * 30 µs of it (docs/benchmarks-history.md, "Garbage collection"), for at most 48 MiB more memory.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];

/** Starts scripts/serve.ts; the process is the server itself (no npx or tsx wrapper), so its pid's CPU is the app's. */
export function spawnApp(o: AppProcessOptions): ChildProcess {
  const nodeArgs = [...SERVER_NODE_FLAGS, '--import', 'tsx'];
  if (o.cpuProfDir) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${o.cpuProfDir}`);
  const stdio: StdioOptions = ['ignore', o.output, o.output];
  return spawn(process.execPath, [...nodeArgs, 'scripts/serve.ts'], {
    cwd: ROOT,
    env: {
      ...o.inherit,
      NODE_ENV: 'production',
      PORT: String(o.port),
      HOSTNAME: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      SEED_DEMO_ON_START: 'false',
      ...o.env,
    },
    stdio,
    detached: o.detached ?? false,
  });
}

export const appBaseUrl = (port: number) => `http://127.0.0.1:${port}`;

export interface WaitOptions {
  /** live: the process answers (`?probe=live`); ready: its database answers too (a 200 from the full check). */
  probe: 'live' | 'ready';
  timeoutMs?: number;
}

/** Why the app never came up: it exited (with this code or signal), or it did not answer in time (the last answer). */
export class AppStartError extends Error {
  constructor(readonly reason: { exited: number | string } | { timedOut: number; last: string }) {
    super(
      'exited' in reason
        ? `exited (${reason.exited})`
        : `not up after ${reason.timedOut / 1000} s (last: ${reason.last})`,
    );
  }
}

/** Resolves once health answers 200; rejects with AppStartError when the process exits first or time runs out. */
export async function waitForApp(child: ChildProcess, baseUrl: string, o: WaitOptions): Promise<void> {
  const timeoutMs = o.timeoutMs ?? 90_000;
  const url = `${baseUrl}/api/v1/health${o.probe === 'live' ? '?probe=live' : ''}`;
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new AppStartError({ exited: (child.exitCode ?? child.signalCode)! });
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    if (Date.now() > deadline) throw new AppStartError({ timedOut: timeoutMs, last });
    await new Promise((r) => setTimeout(r, 250));
  }
}
