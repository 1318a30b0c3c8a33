// Drives scripts/upstash-bridge.ts with the real @upstash/redis and @upstash/ratelimit clients against the local
// Redis (127.0.0.1:6379). Every key lives under a per-run prefix and is deleted afterwards.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Ratelimit } from '@upstash/ratelimit';
import { Redis, type RedisConfigNodejs } from '@upstash/redis';
import { Redis as IORedis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstashBridge, stripUnsupportedScriptFlags, type UpstashBridge } from './upstash-bridge';

const TOKEN = 'bridge-test-token';
const PREFIX = `upstash-bridge-test:${process.pid}:${Date.now()}:`;
const LOCKING_SCRIPT = `#!lua flags=allow-key-locking
local n = redis.call('INCRBY', KEYS[1], ARGV[1])
return {KEYS[1], n, 'héllo ✓'}`;
const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

let bridge: UpstashBridge;
let bridge2: UpstashBridge;
let direct: IORedis;
let counter = 0;
const key = (name: string) => `${PREFIX}${name}:${++counter}`;
const client = (b: UpstashBridge, extra: Partial<RedisConfigNodejs> = {}) =>
  new Redis({ url: b.url, token: b.token, enableTelemetry: false, ...extra });

async function raw(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${bridge.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

beforeAll(async () => {
  direct = new IORedis('redis://127.0.0.1:6379');
  bridge = await startUpstashBridge({ token: TOKEN });
  bridge2 = await startUpstashBridge({ token: TOKEN, port: 0 });
});

afterAll(async () => {
  await Promise.all([bridge?.close(), bridge2?.close()]);
  const keys = await direct.keys(`${PREFIX}*`);
  if (keys.length > 0) await direct.del(...keys);
  await direct.quit();
});

describe.each([
  { label: 'defaults (base64 responses, auto-pipelining)', extra: {} },
  { label: 'responseEncoding: false', extra: { responseEncoding: false } as const },
  { label: 'enableAutoPipelining: false', extra: { enableAutoPipelining: false } },
])('@upstash/redis through the bridge: $label', ({ extra }) => {
  it('set / get / incr / del, including non-ASCII values', async () => {
    const redis = client(bridge, extra);
    const k = key('str');
    expect(await redis.set(k, 'héllo ✓ 𝄞')).toBe('OK');
    expect(await redis.get(k)).toBe('héllo ✓ 𝄞');
    expect(await redis.set(k, { a: 1, b: ['x'] })).toBe('OK');
    expect(await redis.get(k)).toEqual({ a: 1, b: ['x'] });
    expect(await redis.incr(`${k}:n`)).toBe(1);
    expect(await redis.incrby(`${k}:n`, 41)).toBe(42);
    expect(await redis.get(`${k}:missing`)).toBeNull();
    expect(await redis.mget(k, `${k}:missing`, `${k}:n`)).toEqual([{ a: 1, b: ['x'] }, null, 42]);
    expect(await redis.del(k, `${k}:n`)).toBe(2);
  });

  it('hset / hgetall, expire / ttl', async () => {
    const redis = client(bridge, extra);
    const k = key('hash');
    expect(await redis.hset(k, { name: 'Ada', visits: 3 })).toBe(2);
    expect(await redis.hgetall(k)).toEqual({ name: 'Ada', visits: 3 });
    expect(await redis.expire(k, 100)).toBe(1);
    const ttl = await redis.ttl(k);
    expect(ttl).toBeGreaterThan(90);
    expect(ttl).toBeLessThanOrEqual(100);
    expect(await redis.ttl(`${k}:missing`)).toBe(-2);
  });

  it('pipeline and multi/exec', async () => {
    const redis = client(bridge, extra);
    const k = key('batch');
    const results = await redis.pipeline().set(k, 'a').get(k).incr(`${k}:n`).incr(`${k}:n`).exec();
    expect(results).toEqual(['OK', 'a', 1, 2]);
    expect(await redis.multi().set(k, 'b').incr(`${k}:n`).get(k).exec()).toEqual(['OK', 3, 'b']);
    // A runtime error fails only its own command; the client reports it.
    await expect(redis.multi().set(k, 'c').lpush(k, 'x').exec()).rejects.toThrow(/WRONGTYPE/);
    expect(await redis.get(k)).toBe('c');
    const kept = await redis.pipeline().lpush(k, 'x').get(k).exec({ keepErrors: true });
    expect(kept[0]?.error).toMatch(/^WRONGTYPE/);
    expect(kept[1]).toEqual({ error: undefined, result: 'c' });
  });

  it('eval of an allow-key-locking script, then evalsha, script load / exists', async () => {
    const redis = client(bridge, extra);
    const k = key('lua');
    expect(await redis.eval(LOCKING_SCRIPT, [k], [2])).toEqual([k, 2, 'héllo ✓']);
    expect(await redis.evalsha(sha1(LOCKING_SCRIPT), [k], [3])).toEqual([k, 5, 'héllo ✓']);
    const other = `${LOCKING_SCRIPT}\n-- ${k}`;
    expect(await redis.scriptLoad(other)).toBe(sha1(other));
    expect(await redis.scriptExists(sha1(other), '0'.repeat(40))).toEqual([1, 0]);
    expect(await redis.evalsha(sha1(other), [k], [1])).toEqual([k, 6, 'héllo ✓']);
    // createScript: EVALSHA first, EVAL on NOSCRIPT.
    const script = redis.createScript<[string, number, string]>(`${LOCKING_SCRIPT}\n-- fresh ${k}`);
    expect(await script.exec([k], ['1'])).toEqual([k, 7, 'héllo ✓']);
  });

  it('rejects a wrong token', async () => {
    const redis = new Redis({ url: bridge.url, token: 'wrong', enableTelemetry: false, ...extra });
    await expect(redis.get(key('x'))).rejects.toThrow(/Unauthorized/);
  });
});

describe('protocol details (raw HTTP)', () => {
  it('answers 401 without or with a wrong token', async () => {
    const res = await fetch(bridge.url, { method: 'POST', body: '["PING"]' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Unauthorized' });
    expect((await raw('/', ['PING'], { authorization: 'Bearer nope' })).status).toBe(401);
  });

  it('single commands, base64 encoding, errors', async () => {
    const k = key('raw');
    expect(await raw('/', ['SET', k, 'v'])).toEqual({ status: 200, body: { result: 'OK' } });
    const base64 = { 'upstash-encoding': 'base64' };
    expect(await raw('/', ['GET', k], base64)).toEqual({ status: 200, body: { result: 'dg==' } });
    expect(await raw('/', ['MGET', k, `${k}:none`], base64)).toEqual({ status: 200, body: { result: ['dg==', null] } });
    expect(await raw('/', ['INCR', k])).toEqual({
      status: 400,
      body: { error: 'ERR value is not an integer or out of range' },
    });
    expect(await raw('/', ['EVALSHA', 'f'.repeat(40), '0'])).toEqual({
      status: 400,
      body: { error: 'NOSCRIPT No matching script. Please use EVAL.' },
    });
    expect((await raw('/', ['SUBSCRIBE', 'x'])).status).toBe(400);
    expect((await raw('/', 'not json')).status).toBe(400);
    expect((await raw('/', [])).status).toBe(400);
    expect((await raw('/nope', ['PING'])).status).toBe(404);
  });

  it('pipeline and multi-exec bodies; an aborted transaction is a 400', async () => {
    const k = key('rawbatch');
    expect(
      await raw('/pipeline', [
        ['SET', k, '1'],
        ['INCR', k],
        ['LPUSH', k, 'x'],
      ]),
    ).toEqual({
      status: 200,
      body: [
        { result: 'OK' },
        { result: 2 },
        { error: 'WRONGTYPE Operation against a key holding the wrong kind of value' },
      ],
    });
    expect(
      await raw(
        '/multi-exec',
        [
          ['INCR', k],
          ['GET', k],
        ],
        { 'upstash-encoding': 'base64' },
      ),
    ).toEqual({ status: 200, body: [{ result: 3 }, { result: 'Mw==' }] });
    const aborted = await raw('/multi-exec', [['INCR', k], ['NOSUCHCOMMAND']]);
    expect(aborted.status).toBe(400);
    expect(aborted.body).toEqual({ error: expect.stringMatching(/^EXECABORT/) });
    expect(await direct.get(k)).toBe('3');
  });

  it('limits the request body to 10 MiB', async () => {
    const big = JSON.stringify(['SET', key('big'), 'x'.repeat(10 * 1024 * 1024)]);
    const res = await fetch(bridge.url, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` }, body: big });
    expect(res.status).toBe(413);
  });

  it('fails to start when Redis is unreachable', async () => {
    const start = startUpstashBridge({ token: TOKEN, redisUrl: 'redis://127.0.0.1:1' });
    await expect(start).rejects.toThrow(/cannot reach Redis at redis:\/\/127\.0\.0\.1:1/);
  });

  it('strips only the Upstash-specific flag', () => {
    expect(stripUnsupportedScriptFlags('#!lua flags=allow-key-locking\nreturn 1')).toBe('\nreturn 1');
    expect(stripUnsupportedScriptFlags('#!lua flags=no-writes,allow-key-locking\nreturn 1')).toBe(
      '#!lua flags=no-writes\nreturn 1',
    );
    expect(stripUnsupportedScriptFlags('#!lua flags=no-writes\nreturn 1')).toBe('#!lua flags=no-writes\nreturn 1');
    expect(stripUnsupportedScriptFlags('return 1')).toBe('return 1');
  });
});

describe('@upstash/ratelimit through the bridge', () => {
  const WINDOW_MS = 60_000;
  const limiter = (redis: Redis, algorithm: ReturnType<typeof Ratelimit.slidingWindow>, prefix = key('rl')) =>
    new Ratelimit({ redis, limiter: algorithm, prefix, ephemeralCache: false });

  /**
   * Runs `attempt` (which must use fresh keys) until all its calls fall inside one window. Both algorithms align their
   * windows to the epoch, so on a loaded machine a run can straddle a boundary, where the count rightly starts again.
   */
  async function inOneWindow<T>(attempt: () => Promise<T>): Promise<T> {
    for (let tries = 1; ; tries++) {
      const window = Math.floor(Date.now() / WINDOW_MS);
      const result = await attempt();
      if (Math.floor(Date.now() / WINDOW_MS) === window || tries === 3) return result;
    }
  }

  it.each([
    ['slidingWindow', Ratelimit.slidingWindow(5, `${WINDOW_MS} ms`)],
    ['fixedWindow', Ratelimit.fixedWindow(5, `${WINDOW_MS} ms`)],
  ])('%s: 7 sequential calls → 5 allowed, remaining 4..0, reset in the future', async (_name, algorithm) => {
    const results = await inOneWindow(async () => {
      const rl = limiter(client(bridge), algorithm);
      const calls = [];
      for (let i = 0; i < 7; i++) calls.push(await rl.limit('id'));
      return calls;
    });
    expect(results.map((r) => r.success)).toEqual([true, true, true, true, true, false, false]);
    expect(results.slice(0, 5).map((r) => r.remaining)).toEqual([4, 3, 2, 1, 0]);
    expect(results.slice(5).map((r) => r.remaining)).toEqual([0, 0]);
    const now = Date.now();
    for (const r of results) {
      expect(r.limit).toBe(5);
      expect(r.reset).toBeGreaterThan(now);
      expect(r.reset).toBeLessThanOrEqual(now + WINDOW_MS);
    }
  });

  it.each([
    ['slidingWindow', Ratelimit.slidingWindow(10, `${WINDOW_MS} ms`)],
    ['fixedWindow', Ratelimit.fixedWindow(10, `${WINDOW_MS} ms`)],
  ])('%s: 20 concurrent calls with limit 10 → exactly 10 allowed', async (_name, algorithm) => {
    const results = await inOneWindow(() => {
      const rl = limiter(client(bridge), algorithm);
      return Promise.all(Array.from({ length: 20 }, () => rl.limit('fresh')));
    });
    expect(results.filter((r) => r.success)).toHaveLength(10);
  });

  it('two bridges on the same Redis share the limiter state', async () => {
    const { results, afterB, afterA } = await inOneWindow(async () => {
      const prefix = key('shared');
      const a = limiter(client(bridge), Ratelimit.slidingWindow(6, `${WINDOW_MS} ms`), prefix);
      const b = limiter(client(bridge2), Ratelimit.slidingWindow(6, `${WINDOW_MS} ms`), prefix);
      const all = await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2 ? a : b).limit('user')));
      return { results: all, afterB: await b.limit('user'), afterA: await a.limit('user') };
    });
    expect(results.filter((r) => r.success)).toHaveLength(6);
    expect(afterB.success).toBe(false);
    expect(afterA.success).toBe(false);
  });

  it('latency of limit() through the bridge (200 sequential calls)', async () => {
    const rl = limiter(client(bridge), Ratelimit.slidingWindow(1_000, '60 s'));
    await rl.limit('warm');
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const start = performance.now();
      expect((await rl.limit('timed')).success).toBe(true);
      times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    const pct = (p: number) => times[Math.floor((times.length - 1) * p)]!.toFixed(2);
    console.log(`limit() via bridge: p50 ${pct(0.5)} ms, p90 ${pct(0.9)} ms, p99 ${pct(0.99)} ms, max ${pct(1)} ms`);
    expect(Number(pct(0.5))).toBeLessThan(100);
  });
});

describe('CLI', () => {
  it('prints the URL line, serves, and exits cleanly on SIGTERM', async () => {
    const tsx = path.resolve(import.meta.dirname, '../node_modules/.bin/tsx');
    const child = spawn(tsx, [path.resolve(import.meta.dirname, 'upstash-bridge.ts'), '--port', '0'], {
      env: { ...process.env, UPSTASH_REDIS_REST_TOKEN: 'cli-token' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
      expect(line).toMatch(/^UPSTASH_REDIS_REST_URL=http:\/\/127\.0\.0\.1:\d+$/);
      const redis = new Redis({ url: line.split('=')[1]!, token: 'cli-token', enableTelemetry: false });
      expect(await redis.ping()).toBe('PONG');
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      expect(await exited).toEqual([0, null]);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
