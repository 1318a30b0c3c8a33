/**
 * Instructions per REST request (`npm run bench -- instructions`): the grants list of the REST benchmark's 10k database
 * through the REST adapter in one process (instructions-worker.ts), counted by valgrind's callgrind. A count of
 * instructions does not move with the host's speed, which moves the CPU time of one launch of a server by up to 2×
 * (docs/benchmarks-history.md, "One launch is a draw"): the measure for telling whether a change to the request path
 * made it cheaper. It leaves out the node:http server and Next.js, which the REST benchmark's CPU figures include.
 *
 * The worker runs with V8 on one thread (`--single-threaded`: compilation and garbage collection on the main thread,
 * so the same run does the same work), the app's Node flags, and the production environment; callgrind counts only
 * the measured requests (instrumentation switched on after the warm-up). Several runs, on the cores at once.
 *
 * Needs valgrind (Debian: `apt-get install valgrind`) and the REST benchmark's database gms_bench_rest (built by
 * `BENCH_SCENARIOS=grants-10k npm run bench -- rest`).
 *
 * Knobs: BENCH_INSTR_RUNS (4), BENCH_INSTR_REQUESTS (1000), BENCH_INSTR_WARMUP (2500), BENCH_INSTR_PATH
 * (/api/v1/grants?limit=20), BENCH_CONNECTIONS (20 requests at a time).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { SERVER_NODE_FLAGS } from '../app-process';
import { databaseUrlFor, envNumber, log, median, REQUEST_PATH, ROOT } from './harness';

export const description =
  'instructions per grants-list request through the REST adapter in one process (valgrind callgrind)';

const DB_NAME = 'gms_bench_rest';

async function apiKeyOf(databaseUrl: string): Promise<string> {
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    const [row] = await db<{ state: string }[]>`select state from bench_meta`;
    const key = (JSON.parse(row!.state) as { keys?: Record<string, string> }).keys?.plain;
    if (!key) throw new Error('no API key in bench_meta');
    return key;
  } catch (err) {
    throw new Error(
      `${DB_NAME} is not the REST benchmark's database (${err instanceof Error ? err.message : String(err)}): ` +
        'build it with `BENCH_SCENARIOS=grants-10k npm run bench -- rest`',
    );
  } finally {
    await db.end({ timeout: 5 });
  }
}

/** One worker under callgrind: the instructions of its measured requests. */
function countOnce(env: NodeJS.ProcessEnv, outFile: string): Promise<number> {
  const args = [
    '--tool=callgrind',
    '--instr-atstart=no',
    '--smc-check=all-non-file',
    `--callgrind-out-file=${outFile}`,
    process.execPath,
    '--single-threaded',
    ...SERVER_NODE_FLAGS,
    '--import',
    'tsx',
    'scripts/bench/instructions-worker.ts',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('valgrind', args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const refs = /I\s+refs:\s+([\d,]+)/.exec(output);
      if (code !== 0 || !refs)
        reject(new Error(`the worker under callgrind failed (exit ${code}):\n${output.slice(-3000)}`));
      else resolve(Number(refs[1]!.replaceAll(',', '')));
    });
  });
}

export async function run(args: string[]): Promise<void> {
  if (args.length) throw new Error(`instructions takes no arguments (got: ${args.join(' ')})`);
  if (spawnSync('valgrind', ['--version']).status !== 0)
    throw new Error('valgrind is not installed (Debian: apt-get install valgrind)');
  const runs = Math.max(1, Math.round(envNumber('BENCH_INSTR_RUNS', 4)));
  const requests = Math.round(envNumber('BENCH_INSTR_REQUESTS', 1000));
  const warmup = Math.round(envNumber('BENCH_INSTR_WARMUP', 2500));
  const concurrency = Math.round(envNumber('BENCH_CONNECTIONS', 20));
  const requestPath = process.env.BENCH_INSTR_PATH || REQUEST_PATH;
  const databaseUrl = databaseUrlFor(DB_NAME);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // The limiter runs on every request but never refuses, as in the REST benchmark.
    RATE_LIMIT_BASIC_PER_MINUTE: '1000000000',
    RATE_LIMIT_ENTERPRISE_PER_MINUTE: '1000000000',
    API_KEY: await apiKeyOf(databaseUrl),
    REQUEST_PATH: requestPath,
    WARMUP: String(warmup),
    REQUESTS: String(requests),
    CONCURRENCY: String(concurrency),
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-callgrind-'));
  const parallel = Math.max(1, os.cpus().length);
  log(
    `instructions: GET ${requestPath} on ${DB_NAME}, ${warmup} requests of warm-up, then ${requests} counted, ${concurrency} at a time; ${runs} runs, ${parallel} at once`,
  );
  const counts: number[] = [];
  try {
    for (let i = 0; i < runs; i += parallel) {
      const batch = Array.from({ length: Math.min(parallel, runs - i) }, (_, j) =>
        countOnce(env, path.join(dir, `callgrind.${i + j}.out`)),
      );
      for (const total of await Promise.all(batch)) {
        counts.push(total / requests);
        log(`  run ${counts.length}: ${(total / requests / 1e6).toFixed(3)} M instructions per request`);
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const sorted = [...counts].sort((a, b) => a - b);
  const middle = median(sorted);
  const spread = (sorted.at(-1)! - sorted[0]!) / middle;
  log(
    `median ${(middle / 1e6).toFixed(3)} M instructions per request (runs ${(sorted[0]! / 1e6).toFixed(3)}–${(sorted.at(-1)! / 1e6).toFixed(3)}, spread ${(spread * 100).toFixed(1)}%)`,
  );
}
