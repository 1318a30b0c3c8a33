/**
 * The process `npm run bench -- instructions` runs under callgrind: REQUESTS requests through the REST adapter
 * (server/api/rest/handler.ts handleRestRequest, as the node server's fast path calls it), CONCURRENCY at a time,
 * after WARMUP requests; callgrind counts instructions only between the two `callgrind_control` calls.
 *
 * Env: DATABASE_URL, API_KEY, REQUEST_PATH, WARMUP, REQUESTS, CONCURRENCY, and the app's own (NODE_ENV, secrets).
 */
import { execFileSync } from 'node:child_process';
import { handleRestRequest } from '~/server/api/rest/handler';

const path = process.env.REQUEST_PATH!;
const apiKey = process.env.API_KEY!;
const warmup = Number(process.env.WARMUP);
const requests = Number(process.env.REQUESTS);
const concurrency = Number(process.env.CONCURRENCY);

async function one(): Promise<void> {
  const headers = new Headers({
    host: '127.0.0.1',
    'x-api-key': apiKey,
    'user-agent': 'bench-instructions',
    accept: 'application/json',
  });
  const result = await handleRestRequest(
    { method: 'GET', url: `http://127.0.0.1${path}`, headers, body: null },
    { clientIp: '127.0.0.1' },
  );
  if (result.status !== 200) throw new Error(`GET ${path}: ${result.status} ${result.body}`);
}

async function run(count: number): Promise<void> {
  let left = count;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) await one();
    }),
  );
}

const instrumentation = (state: 'on' | 'off') =>
  execFileSync('callgrind_control', ['-i', state, String(process.pid)], { stdio: 'ignore' });

await run(warmup);
instrumentation('on');
await run(requests);
instrumentation('off');
process.exit(0);
