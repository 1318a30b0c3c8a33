// Distributed rate limits (docs/rate-limits.md): two app instances sharing one Redis hold one limit together; with
// Redis gone, requests still pass (fail open) with a warning, and little added latency. PostgreSQL only: several app
// instances need a shared database.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstashBridge } from '../../scripts/upstash-bridge';
import { freePort, startApp, type RunningApp, type TestDatabase } from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';
import { fixtures } from '../fixtures/fixtures';
import { roomInWindow } from '../fixtures/limiter-window';

const apps: RunningApp[] = [];
const database = (): TestDatabase => ({
  kind: 'postgres',
  url: fixtures().databaseUrl,
  env: fixtures().dbEnv,
  drop: async () => {},
});

async function get(baseUrl: string, key: string) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/v1/missions?limit=1`, { headers: { 'X-API-Key': key } });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

/** A Basic organization of its own with one read-only key, made in-process (e2e/fixtures/build.ts). */
const orgWithKey = (name: string, slug: string, keyName: string) =>
  withFixtures(database(), async (build) => {
    await build.org({ name, slug });
    return (await build.apiKey(slug, keyName)).key;
  });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

afterAll(async () => {
  await Promise.all(apps.map((a) => a.stop()));
});

describe('two instances sharing one Redis', () => {
  let key = '';
  beforeAll(async () => {
    const { upstash } = fixtures();
    // The limiter lets a request through when Redis takes longer than its timeout (fail open): beside the rest of the
    // suite on two cores a round trip can take more than the default second, which would let everything through.
    const env = {
      UPSTASH_REDIS_REST_URL: upstash!.url,
      UPSTASH_REDIS_REST_TOKEN: upstash!.token,
      RATE_LIMIT_REDIS_TIMEOUT_MS: '8000',
    };
    const [a, b] = await Promise.all([
      startApp(database(), { label: 'limits-a', env }),
      startApp(database(), { label: 'limits-b', env }),
    ]);
    apps.push(a!, b!);
    const slug = `limits-shared-${Date.now().toString(36)}`;
    key = await orgWithKey('Limits Shared', slug, 'shared');
  });

  it('150 concurrent requests spread over both → together exactly 100 pass', async () => {
    const [a, b] = apps;
    await roomInWindow(25); // e2e/fixtures/limiter-window.ts: a burst across a boundary lets one more through
    const results = await Promise.all(Array.from({ length: 150 }, (_, i) => get((i % 2 ? a : b)!.baseUrl, key)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(100);
    expect(results.filter((r) => r.status === 429)).toHaveLength(50);
  });
});

describe('Redis going away', () => {
  let redis: ChildProcess;
  let app: RunningApp;
  let key = '';

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await listening(port); // a fixed pause was too short on a loaded machine
    const bridge = await startUpstashBridge({ redisUrl: `redis://127.0.0.1:${port}`, token: 'outage-test-token' });
    app = await startApp(database(), {
      label: 'limits-outage',
      env: { UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: bridge.token },
    });
    apps.push(app);
    const slug = `limits-outage-${Date.now().toString(36)}`;
    key = await orgWithKey('Limits Outage', slug, 'outage');
  });
  afterAll(() => {
    redis?.kill('SIGKILL');
  });

  it('requests still succeed, with a warning, and at most 100 ms slower', async () => {
    const before: number[] = [];
    for (let i = 0; i < 15; i++) before.push((await get(app.baseUrl, key)).ms);
    redis.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    const during: { status: number; ms: number }[] = [];
    for (let i = 0; i < 15; i++) during.push(await get(app.baseUrl, key));
    expect(during.every((r) => r.status === 200)).toBe(true);
    expect(median(during.map((r) => r.ms))).toBeLessThan(median(before) + 100);
    const health = await (await fetch(`${app.baseUrl}/api/v1/health`)).json();
    expect(health.checks.rateLimiter).toBe('unavailable');
    expect(health.status).toBe('ok');
    await new Promise((r) => setTimeout(r, 200));
    expect(fs.readFileSync(app.logFile, 'utf8')).toContain('rate limiter unavailable');
  });
});

describe('a plan change', () => {
  it('takes effect within seconds, on the running app', async () => {
    const f = fixtures();
    const slug = `limits-upgrade-${Date.now().toString(36)}`;
    const key = await orgWithKey('Limits Upgrade', slug, 'upgrade');
    const before = await fetch(`${f.baseUrl}/api/v1/missions?limit=1`, { headers: { 'X-API-Key': key } });
    expect(before.headers.get('x-ratelimit-limit')).toBe('100');
    await withFixtures(database(), (build) => build.updateOrg(slug, { plan: 'enterprise' }));
    await new Promise((r) => setTimeout(r, 10_500)); // the credential cache holds the plan for at most 10 s
    const after = await fetch(`${f.baseUrl}/api/v1/missions?limit=1`, { headers: { 'X-API-Key': key } });
    const limit = f.planLimits.enterprise;
    expect(after.headers.get('x-ratelimit-limit')).toBe(String(limit));
    expect(after.headers.get('ratelimit-policy')).toBe(`"enterprise";q=${limit};w=60`);
  }, 30_000);
});

/** Resolves once something accepts connections on the port (a server just spawned), or fails after 20 s. */
async function listening(port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port} after 20 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
