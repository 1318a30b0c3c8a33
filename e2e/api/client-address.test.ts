// One function decides the caller's address (docs/architecture.md, docs/operations.md): the node server and plain
// `next start` answer /api/v1 alike. Without TRUST_PROXY a forged X-Forwarded-For moves nothing: not past an IP
// allow-list, not out of the failed-authentication limit. With TRUST_PROXY the proxy's last hop is the address.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OUTPUT_DIR,
  ROOT,
  baseEnv,
  createTestDatabase,
  freePort,
  recordSecrets,
  startApp,
  stopProcessGroup,
  type TestDatabase,
} from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';
import { fixtures } from '../fixtures/fixtures';

const ALLOWED = '203.0.113.7';
const AUTH_FAILURES = 5;

let db: TestDatabase;
const keys = {} as Record<'remote' | 'loopback', string>;

interface Server {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Plain `next start` (no scripts/serve.ts): Next's own server, our route handler for /api/v1. */
async function nextStart(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  fs.mkdirSync(path.join(OUTPUT_DIR, 'logs'), { recursive: true });
  const log = fs.openSync(path.join(OUTPUT_DIR, 'logs', `next-start-${port}.log`), 'a');
  const child: ChildProcess = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: baseEnv({
      ...db.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      AUTH_FAILURES_PER_MINUTE: String(AUTH_FAILURES),
      ...env,
    }),
    stdio: ['ignore', log, log],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode})`);
    const res = await fetch(`${baseUrl}/api/v1/health?probe=live`).catch(() => null);
    if (res?.ok) break;
    if (Date.now() > deadline) throw new Error('next start did not answer in 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    stop: () => stopProcessGroup(child),
  };
}

const get = (server: Server, key: string, forwardedFor?: string) =>
  fetch(`${server.baseUrl}/api/v1/reports/summary`, {
    headers: { 'X-API-Key': key, ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
  });

/** Bad keys, each from another claimed address, until one is refused for the address's failures. */
async function failuresUntilLimited(server: Server): Promise<number> {
  for (let i = 1; i <= AUTH_FAILURES + 2; i++) {
    const res = await get(server, `gms_live_${'0'.repeat(49)}`, `198.51.100.${i}`);
    if (res.status === 429) return i;
    expect(res.status).toBe(401);
  }
  return Infinity;
}

beforeAll(async () => {
  db = await createTestDatabase(fixtures().dbKind, 'client_address');
  await withFixtures(db, async (build) => {
    const org = await build.org({ name: 'Address Trust', slug: 'address-trust' });
    const key = async (cidr: string) =>
      (await build.apiKey(org.id, cidr, { permissions: ['VIEW_REPORTS'], allowedIps: [cidr] })).key;
    keys.remote = await key(`${ALLOWED}/32`);
    keys.loopback = await key('127.0.0.1/32');
  });
  recordSecrets('client-address', Object.values(keys));
}, 360_000); // its own app, started on a machine that may be busy

afterAll(() => db?.drop());

describe('the node server (npm start)', () => {
  it('without TRUST_PROXY: the socket is the address, a forged X-Forwarded-For is ignored', async () => {
    const app = await startApp(db, {
      label: 'client-address-serve',
      env: { TRUST_PROXY: 'false', AUTH_FAILURES_PER_MINUTE: String(AUTH_FAILURES) },
    });
    try {
      const forged = await get(app, keys.remote, ALLOWED);
      expect(forged.status).toBe(403);
      expect((await forged.json()).code).toBe('IP_NOT_ALLOWED');
      expect((await get(app, keys.loopback, ALLOWED)).status).toBe(200);
      // Pages rendered by Next see the same address: failed portal views from this socket block it for the API.
      for (let i = 0; i <= AUTH_FAILURES; i++) {
        const view = await fetch(`${app.baseUrl}/portal/reports?token=portal_${String(i).padStart(43, 'Q')}`, {
          headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` },
        });
        expect(view.status).toBe(401);
      }
      expect((await get(app, keys.loopback)).status).toBe(429);
    } finally {
      await app.stop();
    }
  }, 150_000);
});

describe('plain next start', () => {
  it('without TRUST_PROXY: a forged X-Forwarded-For passes no allow-list and escapes no failure limit', async () => {
    const server = await nextStart({ TRUST_PROXY: 'false' });
    try {
      const forged = await get(server, keys.remote, ALLOWED);
      expect(forged.status).toBe(403);
      expect((await forged.json()).code).toBe('IP_NOT_ALLOWED');
      // No socket address reaches a route handler here: the address is unknown, and no allow-list admits it.
      expect((await get(server, keys.loopback)).status).toBe(403);
      expect(await failuresUntilLimited(server)).toBeLessThanOrEqual(AUTH_FAILURES + 1);
    } finally {
      await server.stop();
    }
  }, 150_000);

  it('with TRUST_PROXY: the last X-Forwarded-For hop is the address', async () => {
    const server = await nextStart({ TRUST_PROXY: 'true' });
    try {
      expect((await get(server, keys.remote, `10.0.0.9, ${ALLOWED}`)).status).toBe(200);
      const other = await get(server, keys.remote, `${ALLOWED}, 10.0.0.9`);
      expect(other.status).toBe(403);
    } finally {
      await server.stop();
    }
  }, 150_000);
});
