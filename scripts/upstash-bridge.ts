// Upstash REST bridge: a small HTTP server that speaks the Upstash Redis REST protocol (the one @upstash/redis and
// @upstash/ratelimit use) and forwards every command to a stock Redis server. It exists so that local development
// and tests can exercise the distributed rate limits against a local Redis instead of an Upstash database.
// Development, tests, and a self-hosted Redis in production (docs/deployment.md#redis-the-shared-rate-limits): it
// speaks plain HTTP, so run it on loopback or a private network beside Redis, never exposed to the internet.
//
// Protocol, as used by @upstash/redis 1.x:
//   POST /            body ["CMD", ...args]          → 200 {"result": …}   | 400 {"error": "<Redis error>"}
//   POST /pipeline    body [["CMD", ...args], …]     → 200 [{"result": …} | {"error": "…"}, …]
//   POST /multi-exec  same body, run inside MULTI/EXEC → same answer; 400 {"error"} if the transaction is aborted
//   Authorization: Bearer <token> (else 401 {"error":"Unauthorized"}). With the request header
//   `Upstash-Encoding: base64`, every string in a result (also inside arrays) is base64-encoded; integers and nil stay
//   as they are. Other Upstash headers (sync token, telemetry) are accepted and ignored.
// Lua: @upstash/ratelimit's scripts start with `#!lua flags=allow-key-locking`, a flag only Upstash knows, so the
// bridge drops it before EVAL / SCRIPT LOAD and remembers original sha1 → stripped sha1, which it substitutes in
// EVALSHA and SCRIPT EXISTS. An EVALSHA for an unknown sha goes to Redis unchanged, so the client gets Redis's
// "NOSCRIPT No matching script. Please use EVAL." and falls back to EVAL, which teaches the bridge the mapping.
//
// CLI: npx tsx scripts/upstash-bridge.ts [--port 8079] [--host 127.0.0.1] [--redis redis://127.0.0.1:6379]
//      [--token T] (default: $UPSTASH_REDIS_REST_TOKEN). Prints `UPSTASH_REDIS_REST_URL=http://…` and runs until
//      SIGINT/SIGTERM.
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';

export interface UpstashBridgeOptions {
  /** Redis to forward to; default redis://127.0.0.1:6379. */
  redisUrl?: string;
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Bearer token clients must send (UPSTASH_REDIS_REST_TOKEN). */
  token: string;
}

export interface UpstashBridge {
  /** Base URL for UPSTASH_REDIS_REST_URL, e.g. http://127.0.0.1:8079. */
  url: string;
  token: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 10 * 1024 * 1024;
// Commands that would change the state of the shared connection or take it over: refused with a 400.
const REJECTED = new Set([
  'subscribe',
  'psubscribe',
  'ssubscribe',
  'unsubscribe',
  'punsubscribe',
  'sunsubscribe',
  'monitor',
  'select',
  'quit',
  'reset',
  'multi',
  'exec',
  'discard',
  'watch',
  'unwatch',
  'client',
  'hello',
  'auth',
]);
// Commands that may block: run on a short-lived connection of their own so they don't stall everyone else.
const BLOCKING = new Set([
  'blpop',
  'brpop',
  'brpoplpush',
  'blmove',
  'blmpop',
  'bzpopmin',
  'bzpopmax',
  'bzmpop',
  'xread',
  'xreadgroup',
  'wait',
]);

type Command = string[];
interface Prepared {
  args: Command;
  fixResult: (result: unknown) => unknown;
}
const asIs = (result: unknown) => result;
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

/** Drops the Upstash-only `allow-key-locking` flag from a Lua shebang (keeping any other flags and the line count). */
export function stripUnsupportedScriptFlags(script: string): string {
  const line = /^#!lua[^\n]*/.exec(script)?.[0];
  if (!line?.includes('allow-key-locking')) return script;
  const flags = (/flags=(\S*)/.exec(line)?.[1] ?? '').split(',').filter((f) => f && f !== 'allow-key-locking');
  return (flags.length > 0 ? `#!lua flags=${flags.join(',')}` : '') + script.slice(line.length);
}

/** Base64 (Upstash-Encoding: base64) or UTF-8 text for every string in a RESP reply; numbers and nil unchanged. */
function encodeResult(value: unknown, base64: boolean): unknown {
  if (Buffer.isBuffer(value)) return base64 ? value.toString('base64') : value.toString('utf8');
  if (Array.isArray(value)) return value.map((v) => encodeResult(v, base64));
  if (value instanceof Error) return encodeResult(Buffer.from(value.message), base64);
  if (typeof value === 'string') return encodeResult(Buffer.from(value), base64);
  return value ?? null;
}

function parseCommand(value: unknown): Command {
  if (!Array.isArray(value) || value.length === 0 || value.some((a) => a !== null && typeof a === 'object')) {
    throw new HttpError(400, 'ERR a command must be a non-empty JSON array of strings and numbers');
  }
  return value.map(String);
}

export async function startUpstashBridge(opts: UpstashBridgeOptions): Promise<UpstashBridge> {
  if (!opts.token) throw new Error('startUpstashBridge: a token is required');
  const redisUrl = opts.redisUrl ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  let lastError: Error | undefined;
  redis.on('error', (err: Error) => (lastError = err)); // it reconnects; failed commands answer HTTP 500
  await redis.connect().catch((err: Error) => {
    redis.disconnect();
    throw new Error(`cannot reach Redis at ${redisUrl}: ${(lastError ?? err).message}`);
  });
  const expectedAuth = createHash('sha256').update(`Bearer ${opts.token}`).digest();
  const scripts = new Map<string, string>(); // sha1 of the script as sent → sha1 of the script Redis runs

  function learn(script: string): string {
    const stripped = stripUnsupportedScriptFlags(script);
    if (stripped !== script) scripts.set(sha1(script), sha1(stripped));
    return stripped;
  }

  /** Rewrites Lua commands for stock Redis; everything else passes through unchanged. */
  function prepare(cmd: Command): Prepared {
    const [name = '', first, ...rest] = cmd;
    const lower = name.toLowerCase();
    if (REJECTED.has(lower)) throw new HttpError(400, `ERR command '${name}' is not supported by the Upstash bridge`);
    if (first === undefined) return { args: cmd, fixResult: asIs };
    if (lower === 'eval' || lower === 'eval_ro') return { args: [name, learn(first), ...rest], fixResult: asIs };
    if (lower === 'evalsha' || lower === 'evalsha_ro') {
      return { args: [name, scripts.get(first.toLowerCase()) ?? first, ...rest], fixResult: asIs };
    }
    if (lower === 'script' && first.toLowerCase() === 'load' && rest[0] !== undefined) {
      const original = sha1(rest[0]);
      return { args: [name, first, learn(rest[0])], fixResult: (r) => (Buffer.isBuffer(r) ? original : r) };
    }
    if (lower === 'script' && first.toLowerCase() === 'exists') {
      return { args: [name, first, ...rest.map((sha) => scripts.get(sha.toLowerCase()) ?? sha)], fixResult: asIs };
    }
    return { args: cmd, fixResult: asIs };
  }

  async function runOne(cmd: Command): Promise<unknown> {
    const {
      args: [name = '', ...rest],
      fixResult,
    } = prepare(cmd);
    // Upper case: ioredis would otherwise turn an `hgetall` reply into an object (its only reply transformer).
    if (!BLOCKING.has(name.toLowerCase())) return fixResult(await redis.callBuffer(name.toUpperCase(), ...rest));
    const own = redis.duplicate().on('error', () => {});
    try {
      return fixResult(await own.callBuffer(name.toUpperCase(), ...rest));
    } finally {
      own.disconnect();
    }
  }

  /** Pipeline (in order, not atomic) or transaction (MULTI … EXEC, written in one go on the shared connection). */
  async function runBatch(cmds: Command[], transaction: boolean, base64: boolean): Promise<unknown[]> {
    const prepared = cmds.map(prepare);
    const batch = transaction ? redis.multi() : redis.pipeline();
    for (const {
      args: [name = '', ...rest],
    } of prepared)
      batch.callBuffer(name.toUpperCase(), ...rest);
    const replies = (await batch.exec()) ?? [];
    return replies.map(([error, result], i) =>
      error ? { error: error.message } : { result: encodeResult((prepared[i]?.fixResult ?? asIs)(result), base64) },
    );
  }

  async function readBody(req: http.IncomingMessage): Promise<unknown> {
    const tooLarge = new HttpError(413, 'ERR request body too large');
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw tooLarge;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) throw tooLarge;
      chunks.push(chunk);
    }
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      throw new HttpError(400, 'ERR request body is not valid JSON');
    }
  }

  function authorized(header: string | undefined): boolean {
    return timingSafeEqual(
      createHash('sha256')
        .update(header ?? '')
        .digest(),
      expectedAuth,
    );
  }

  async function handle(req: http.IncomingMessage): Promise<[number, unknown]> {
    if (!authorized(req.headers.authorization)) return [401, { error: 'Unauthorized' }];
    if (req.method !== 'POST') return [405, { error: 'ERR only POST requests are supported by the Upstash bridge' }];
    const route = (req.url ?? '/').split('?')[0]?.replace(/\/+$/, '') ?? '';
    if (!['', '/pipeline', '/multi-exec'].includes(route)) return [404, { error: `ERR unknown endpoint ${route}` }];
    const body = await readBody(req);
    const base64 = String(req.headers['upstash-encoding'] ?? '').toLowerCase() === 'base64';
    try {
      if (route === '') return [200, { result: encodeResult(await runOne(parseCommand(body)), base64) }];
      if (!Array.isArray(body) || body.length === 0) throw new HttpError(400, 'ERR expected a JSON array of commands');
      return [200, await runBatch(body.map(parseCommand), route === '/multi-exec', base64)];
    } catch (err) {
      // A Redis error reply (for batches: EXECABORT): Upstash answers 400 {"error": "<message>"}.
      if (err instanceof Error && err.name === 'ReplyError') return [400, { error: err.message }];
      throw err;
    }
  }

  const server = http.createServer((req, res) => {
    handle(req)
      .catch((err: unknown): [number, unknown] => [
        err instanceof HttpError ? err.status : 500,
        { error: err instanceof Error ? err.message : String(err) },
      ])
      .then(([status, payload]) => {
        if (status === 413) res.setHeader('connection', 'close'); // don't read the rest of an oversized body
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      })
      .catch((err: unknown) => {
        // The answer itself could not be written (the client went away mid-response): drop the connection.
        process.stderr.write(`upstash-bridge: ${err instanceof Error ? err.message : String(err)}\n`);
        res.destroy();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  }).catch(async (err: unknown) => {
    redis.disconnect();
    throw err;
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    token: opts.token,
    close: () =>
      (closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections(); // the Upstash client keeps connections alive
        const force = setTimeout(() => server.closeAllConnections(), 2000).unref(); // stragglers: cut after 2 s
        await stopped;
        clearTimeout(force);
        await redis.quit().catch(() => redis.disconnect());
      })()),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8079' },
      host: { type: 'string', default: '127.0.0.1' },
      redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
      token: { type: 'string' },
    },
  });
  const token = values.token ?? process.env.UPSTASH_REDIS_REST_TOKEN;
  if (!token) {
    process.stderr.write('upstash-bridge: set UPSTASH_REDIS_REST_TOKEN or pass --token\n');
    process.exit(2);
  }
  const { port, host, redis: redisUrl } = values;
  const bridge = await startUpstashBridge({ token, port: Number(port), host, redisUrl });
  process.stdout.write(`UPSTASH_REDIS_REST_URL=${bridge.url}\n`);
  const stop = () => void bridge.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((err: unknown) => {
    process.stderr.write(`upstash-bridge: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
