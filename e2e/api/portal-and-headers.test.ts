// The public portal cannot hurt its organization, and one viewer cannot take it from the others; every response carries
// its security headers (docs/operations.md, the production checklist). An app of this file's own, on a fresh
// organization (so its rate-limit window holds nothing but this file's requests), behind an https APP_URL and
// TRUST_PROXY (each view picks its client address with X-Forwarded-For); then the same database with PORTAL_TOKEN_QUERY
// off.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  recordSecrets,
  startApp,
  type RunningApp,
  type TestDatabase,
} from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';
import { fixtures } from '../fixtures/fixtures';
import { roomInWindow } from '../fixtures/limiter-window';

const VIEWS_PER_MINUTE = 60; // PORTAL_VIEWS_PER_MINUTE default: per token and client address
const VIEWS_PER_TOKEN = 100; // PORTAL_VIEWS_PER_TOKEN_PER_MINUTE, lowered from its 600 to keep the test short
const VIEWER = '203.0.113.10';
const APP_URL = 'https://grants.example.org';
const unknownToken = `portal_${'Z'.repeat(43)}`;

let db: TestDatabase;
let app: RunningApp | null = null;
const tokens = {} as Record<'viewed' | 'crowd' | 'sockets' | 'other' | 'revoked' | 'expired', string>;
let key: string;
let writerKey: string;

async function start(env: Record<string, string>) {
  await app?.stop();
  app = await startApp(db, {
    label: 'portal-headers',
    env: {
      APP_URL,
      RATE_LIMITS: 'on',
      TRUST_PROXY: 'true',
      PORTAL_VIEWS_PER_TOKEN_PER_MINUTE: String(VIEWS_PER_TOKEN),
      ...env,
    },
  });
}

/** A view of the portal page from `address` (the app trusts X-Forwarded-For). */
const page = (query: string, address = VIEWER) =>
  fetch(`${app!.baseUrl}/portal/reports${query}`, { redirect: 'manual', headers: { 'X-Forwarded-For': address } });
const rest = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${app!.baseUrl}/api/v1${path}`, { headers: { 'X-API-Key': key, ...headers } });

beforeAll(async () => {
  db = await createTestDatabase(fixtures().dbKind, 'portal_headers');
  await withFixtures(db, async (build) => {
    const org = await build.org({ name: 'Portal Budget Trust', slug: 'portal-budget' });
    key = (await build.apiKey(org.id, 'erp', { permissions: ['VIEW_REPORTS', 'VIEW_PROJECTS'] })).key;
    writerKey = (
      await build.apiKey(org.id, 'writer', {
        permissions: ['MANAGE_PURSUITS', 'VIEW_PURSUITS', 'MANAGE_TASKS', 'VIEW_PROJECTS'],
      })
    ).key;
    const portal = (name: string) => build.portalToken(org.id, name);
    tokens.viewed = (await portal('board')).token;
    tokens.crowd = (await portal('annual meeting')).token;
    tokens.sockets = (await portal('lobby screen')).token;
    tokens.other = (await portal('funder')).token;
    const revoked = await portal('old board');
    await build.revokePortalToken(revoked.id);
    tokens.revoked = revoked.token;
    const expired = await portal('last year');
    await build.sql(`update portal_tokens set expires_at = now() - interval '1 minute' where id = '${expired.id}'`);
    tokens.expired = expired.token;
  });
  recordSecrets('portal-headers', [key, writerKey, ...Object.values(tokens)]);
  await start({});
}, 240_000);

afterAll(async () => {
  await app?.stop();
  await db?.drop();
});

describe('portal views spend a budget of their own', () => {
  it(`100 views from one address: the first ${VIEWS_PER_MINUTE} render, the rest are 429 with Retry-After; another address still views with the same token; the organization's API quota is untouched`, async () => {
    await roomInWindow(40);
    const before = await rest('/reports/summary');
    expect(before.status).toBe(200);
    const remainingBefore = Number(before.headers.get('x-ratelimit-remaining'));

    const statuses: number[] = [];
    let refused: { retryAfter: string | null; html: string } | null = null;
    for (let i = 0; i < 100; i++) {
      const res = await page(`?token=${tokens.viewed}`);
      statuses.push(res.status);
      const html = await res.text();
      if (res.status === 429) refused ??= { retryAfter: res.headers.get('retry-after'), html };
    }
    expect(
      statuses.slice(0, VIEWS_PER_MINUTE).every((s) => s === 200),
      statuses.join(','),
    ).toBe(true);
    expect(
      statuses.slice(VIEWS_PER_MINUTE).every((s) => s === 429),
      statuses.join(','),
    ).toBe(true);
    expect(Number(refused!.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(refused!.html).toContain('Too many views');

    // One more API request: exactly one unit more than before, whatever the 100 views did.
    const after = await rest('/reports/summary');
    expect(after.status).toBe(200);
    expect(Number(after.headers.get('x-ratelimit-remaining'))).toBe(remainingBefore - 1);

    // The same token from another address: that viewer's budget is its own.
    expect((await page(`?token=${tokens.viewed}`, '198.51.100.20')).status).toBe(200);
    // Another token of the same organization has its own budget.
    expect((await page(`?token=${tokens.other}`)).status).toBe(200);
  }, 150_000);

  it(`the token's ceiling (${VIEWS_PER_TOKEN} a minute) holds across addresses; views refused per address do not spend it`, async () => {
    await roomInWindow(40);
    const statuses = async (address: string, n: number) => {
      const seen: number[] = [];
      for (let i = 0; i < n; i++) seen.push((await page(`?token=${tokens.crowd}`, address)).status);
      return seen;
    };
    const first = await statuses('192.0.2.1', VIEWS_PER_MINUTE + 10);
    expect(first, first.join(',')).toEqual([
      ...Array<number>(VIEWS_PER_MINUTE).fill(200),
      ...Array<number>(10).fill(429),
    ]);
    // 60 of the ceiling spent; a second address gets the remaining 40, then the ceiling refuses it.
    const second = await statuses('192.0.2.2', VIEWS_PER_MINUTE);
    const left = VIEWS_PER_TOKEN - VIEWS_PER_MINUTE;
    expect(second, second.join(',')).toEqual([
      ...Array<number>(left).fill(200),
      ...Array<number>(VIEWS_PER_MINUTE - left).fill(429),
    ]);
    const third = await page(`?token=${tokens.crowd}`, '192.0.2.3');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await third.text()).toContain('Too many views');
    // Another token is untouched.
    expect((await page(`?token=${tokens.other}`, '192.0.2.3')).status).toBe(200);
  }, 150_000);

  it('a view shows the report and the deliverables of every project it lists', async () => {
    const write = (path: string, method: string, body: unknown) =>
      fetch(`${app!.baseUrl}/api/v1${path}`, {
        method,
        headers: { 'X-API-Key': writerKey, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, body: await res.json() }));
    const titles: string[] = [];
    for (const name of ['River cleanup', 'Reading corps']) {
      const pursuit = await write('/pursuits', 'POST', { title: name, stage: 'submitted' });
      const won = await write(`/pursuits/${pursuit.body.id}`, 'PATCH', { status: 'won', amountAwarded: 5000 });
      expect(won.status, JSON.stringify(won.body)).toBe(200);
      for (const task of ['interim report', 'final report']) {
        const created = await write(`/projects/${won.body.project.id}/tasks`, 'POST', { title: `${name}: ${task}` });
        expect(created.status).toBe(201);
        titles.push(created.body.title);
      }
    }
    const res = await page(`?token=${tokens.other}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Grants pipeline and funded projects');
    for (const title of titles) expect(html).toContain(title);
  });
});

describe('conditional requests (docs/api.md) on an organization with no other traffic', () => {
  it('a 304 leaves X-RateLimit-Remaining unchanged; a 200 counts', async () => {
    await roomInWindow(10);
    const first = await rest('/reports/summary');
    const remaining = Number(first.headers.get('x-ratelimit-remaining'));
    const tag = first.headers.get('etag')!;
    for (let i = 0; i < 3; i++) {
      const notModified = await rest('/reports/summary', { 'If-None-Match': tag });
      expect(notModified.status).toBe(304);
      expect(Number(notModified.headers.get('x-ratelimit-remaining'))).toBe(remaining);
    }
    const modified = await rest('/reports/summary', { 'If-None-Match': '"another"' });
    expect(modified.status).toBe(200);
    expect(Number(modified.headers.get('x-ratelimit-remaining'))).toBe(remaining - 1);
  }, 90_000);
});

describe('portal tokens the page cannot use', () => {
  it.each([
    ['an unknown token', () => unknownToken],
    ['a revoked token', () => tokens.revoked],
    ['an expired token', () => tokens.expired],
  ])('%s → 401 with the friendly page', async (_label, token) => {
    const res = await page(`?token=${token()}`);
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await res.text()).toContain('This report link is no longer valid');
  });

  it.each([
    ['no token', ''],
    ['an empty token', '?token='],
    ['a malformed token', '?token=portal_nope'],
    ['an API key in its place', '?token=gms_live_abc'],
    ['two tokens', `?token=${unknownToken}&token=${unknownToken}`],
  ])('%s → 400 naming the problem', async (_label, query) => {
    const res = await page(query);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('This report link is incomplete');
  });
});

describe('security headers', () => {
  const common = (res: Response) => {
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  };

  it('dashboard pages: a script-src of our own and no framing', async () => {
    for (const path of ['/login', '/forgot-password']) {
      const res = await fetch(`${app!.baseUrl}${path}`, { redirect: 'manual' });
      common(res);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('/api/auth/* cannot be framed', async () => {
    const res = await fetch(`${app!.baseUrl}/api/auth/providers`);
    common(res);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('the portal may be framed and is never indexed', async () => {
    const res = await page(`?token=${tokens.other}`);
    common(res);
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
  });

  it('static assets are nosniff too', async () => {
    const html = await (await fetch(`${app!.baseUrl}/login`)).text();
    const asset = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${app!.baseUrl}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('REST: authenticated answers are private, portal answers no-store, errors too', async () => {
    const ok = await rest('/reports/summary');
    common(ok);
    expect(ok.headers.get('cache-control')).toBe('private, no-cache');
    expect(ok.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");

    const portal = await fetch(`${app!.baseUrl}/api/v1/reports/summary`, {
      headers: { Authorization: `Bearer ${tokens.other}` },
    });
    expect(portal.status).toBe(200);
    expect(portal.headers.get('cache-control')).toBe('no-store');

    const missing = await rest('/projects/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    common(missing);
    expect(missing.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('no HSTS when APP_URL is plain http (the shared suite app)', async () => {
    const res = await fetch(`${fixtures().baseUrl}/api/v1/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('without TRUST_PROXY the socket is the viewer', () => {
  const PER_ADDRESS = 5;
  beforeAll(async () => start({ TRUST_PROXY: 'false', PORTAL_VIEWS_PER_MINUTE: String(PER_ADDRESS) }), 120_000);

  /** A view from a loopback address of our choosing (all of 127/8 is this machine), with a forged X-Forwarded-For. */
  const viewFrom = (localAddress: string, forged: string) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(`${app!.baseUrl}/portal/reports?token=${tokens.sockets}`);
      const req = http.get(url, { localAddress, headers: { 'X-Forwarded-For': forged } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
    });

  it('two sockets have a budget each; a forged X-Forwarded-For buys none', async () => {
    await roomInWindow(20);
    const statuses: number[] = [];
    for (let i = 0; i <= PER_ADDRESS; i++) statuses.push(await viewFrom('127.0.0.2', `198.51.100.${i + 1}`));
    expect(statuses).toEqual([...Array<number>(PER_ADDRESS).fill(200), 429]);
    expect(await viewFrom('127.0.0.1', '198.51.100.1')).toBe(200);
  });
});

describe('PORTAL_TOKEN_QUERY=off', () => {
  beforeAll(async () => start({ PORTAL_TOKEN_QUERY: 'off' }), 120_000);

  it('the portal page refuses a valid token in the query (404), and so does the API (401)', async () => {
    const res = await page(`?token=${tokens.other}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Report links are turned off');
    const api = await fetch(`${app!.baseUrl}/api/v1/reports/summary?token=${tokens.other}`);
    expect(api.status).toBe(401);
    // The header form still works.
    const header = await fetch(`${app!.baseUrl}/api/v1/reports/summary`, {
      headers: { Authorization: `Bearer ${tokens.other}` },
    });
    expect(header.status).toBe(200);
  });
});
