// Webhook endpoints over REST (/api/v1/webhooks, docs/webhooks.md#endpoints-over-rest): the same checks as the
// dashboard (URL, event types, the 10-endpoint limit, audit records, tenancy), MANAGE_WEBHOOKS, the secret shown once,
// subscriptions limited to what the caller may read, and a real signed delivery to an endpoint registered over REST.
// The SSRF guard's refusals over REST are in webhooks-ssrf.test.ts (an app with the guard on).
import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGmsClient, GmsApiError } from '../../sdk/src';
import { recordSecrets } from '../fixtures/app-server';
import { signIn, type DashboardClient } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';

/** A receiver on loopback that keeps every request's exact bytes. */
const received: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.end('ok');
  });
});
let port = 0;
const hookUrl = () => `http://127.0.0.1:${port}/rest/${randomUUID()}`;

let admin: DashboardClient;
/** MANAGE_WEBHOOKS and VIEW_GRANTS only: no VIEW_PURSUITS, no VIEW_PROJECTS. */
let webhooksOnlyKey = '';
/** Endpoints this file made, per key that may delete them. */
const made: { id: string; key: string }[] = [];
const secrets: string[] = [];

async function create(key: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await api('/webhooks', { method: 'POST', key, body, headers });
  if (res.status === 201) {
    made.push({ id: res.body.id, key });
    secrets.push(res.body.secret);
    recordSecrets('webhooks-rest', [res.body.secret]);
  }
  return res;
}

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  const f = fixtures();
  admin = await signIn(f.users.admin.email, f.users.admin.password);
  const key = await admin.mutate<{ key: string }>('extensions.apiKeys.create', {
    name: `webhooks only ${randomUUID()}`,
    permissions: ['MANAGE_WEBHOOKS', 'VIEW_GRANTS'],
  });
  expect(key.status, JSON.stringify(key.error)).toBe(200);
  webhooksOnlyKey = key.data!.key;
  recordSecrets('webhooks-rest', [webhooksOnlyKey]);
});

afterAll(async () => {
  for (const { id, key } of made) await api(`/webhooks/${id}`, { method: 'DELETE', key });
  await new Promise<void>((r) => server.close(() => r()));
});

describe('the CRUD of an endpoint over REST', () => {
  it('creates (201, the secret once), reads without the secret, changes, and deletes (204)', async () => {
    const { fullKey } = fixtures().orgA;
    const url = hookUrl();
    const created = await create(fullKey, {
      url,
      eventTypes: ['task.completed', 'pursuit.won', 'pursuit.won'],
      description: '  ERP  ',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      url,
      eventTypes: ['pursuit.won', 'task.completed'], // deduplicated and sorted, as the dashboard stores them
      description: 'ERP',
      enabled: true,
      livemode: true,
      organizationId: fixtures().orgA.id,
      secret: expect.stringMatching(/^whsec_/),
    });
    const { id, secret } = created.body;

    const one = await api(`/webhooks/${id}`, { key: fullKey });
    expect(one.status).toBe(200);
    expect(one.body).not.toHaveProperty('secret');
    expect(one.headers.get('etag')).toMatch(/^"/);
    const { secret: _shown, ...withoutSecret } = created.body;
    expect(one.body).toEqual(withoutSecret);

    const list = await api('/webhooks?limit=100', { key: fullKey });
    expect(list.status).toBe(200);
    expect(list.body.data.map((e: { id: string }) => e.id)).toContain(id);
    expect(list.body.pagination).toMatchObject({ limit: 100, offset: 0, total: list.body.data.length });
    for (const text of [JSON.stringify(one.body), JSON.stringify(list.body)]) expect(text).not.toContain(secret);

    // The dashboard sees the same endpoint, also without its secret.
    const dashboard = (await admin.query<any[]>('extensions.webhooks.list')).data!;
    expect(dashboard.find((e) => e.id === id)).toEqual(withoutSecret);

    const paused = await api(`/webhooks/${id}`, { method: 'PATCH', key: fullKey, body: { enabled: false } });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ enabled: false, disabledReason: 'disabled by a user' });
    const moved = await api(`/webhooks/${id}`, {
      method: 'PATCH',
      key: fullKey,
      body: { url: `${url}-v2`, eventTypes: ['grant.found'], description: null, enabled: true },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({
      url: `${url}-v2`,
      eventTypes: ['grant.found'],
      description: null,
      enabled: true,
      disabledReason: null,
      consecutiveFailures: 0,
    });
    expect(moved.body).not.toHaveProperty('secret');

    const empty = await api(`/webhooks/${id}`, { method: 'PATCH', key: fullKey, body: {} });
    expect(empty.status).toBe(400);

    const deleted = await fetch(`${fixtures().baseUrl}/api/v1/webhooks/${id}`, {
      method: 'DELETE',
      headers: { 'X-API-Key': fullKey },
    });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect(deleted.headers.get('content-type')).toBeNull();
    expect((await api(`/webhooks/${id}`, { key: fullKey })).status).toBe(404);
    expect((await api(`/webhooks/${id}`, { method: 'DELETE', key: fullKey })).status).toBe(404);

    // The trail has the three changes by this key, and never the secret.
    const trail = await api(`/audit-log?targetType=webhook_endpoint&targetId=${id}&limit=100`, { key: fullKey });
    expect(trail.status).toBe(200);
    const actions = trail.body.data.map((r: { action: string }) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['webhook.created', 'webhook.updated', 'webhook.deleted']));
    for (const record of trail.body.data) expect(record.actor.kind).toBe('api_key');
    expect(JSON.stringify(trail.body)).not.toContain(secret);
  });

  it('the secret from the creation signs the deliveries', async () => {
    const url = hookUrl();
    const created = await create(fixtures().orgA.fullKey, { url });
    expect(created.status).toBe(201);
    const sent = await admin.mutate<{ deliveryId: string }>('extensions.webhooks.sendTest', { id: created.body.id });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    const path = new URL(url).pathname;
    const deadline = Date.now() + 30_000;
    while (!received.some((r) => r.path === path)) {
      if (Date.now() > deadline) throw new Error('no delivery in 30 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    const delivery = received.find((r) => r.path === path)!;
    expect(delivery.headers['x-service-signature']).toBe(
      createHmac('sha256', created.body.secret).update(delivery.body).digest('hex'),
    );
    expect(JSON.parse(delivery.body).type).toBe('webhook.test');
  });

  it('a test key manages the sandbox’s endpoints, apart from the live ones', async () => {
    const { testKey, fullKey } = fixtures().orgA;
    const sandbox = await create(testKey, { url: hookUrl(), enabled: false });
    expect(sandbox.status).toBe(201);
    expect(sandbox.body.livemode).toBe(false);
    expect((await api(`/webhooks/${sandbox.body.id}`, { key: fullKey })).status).toBe(404);
    const live = await api('/webhooks?limit=100', { key: fullKey });
    expect(live.body.data.map((e: { id: string }) => e.id)).not.toContain(sandbox.body.id);
  });
});

describe('through the SDK', () => {
  it('POST, paginate, PATCH and DELETE (204 resolves to undefined); a refusal is a typed error', async () => {
    const gms = createGmsClient({ baseUrl: fixtures().baseUrl, apiKey: fixtures().orgA.fullKey });
    const url = hookUrl();
    const endpoint = await gms.POST('/webhooks', { body: { url, eventTypes: ['grant.found'], enabled: false } });
    made.push({ id: endpoint.id, key: fixtures().orgA.fullKey });
    secrets.push(endpoint.secret);
    recordSecrets('webhooks-rest', [endpoint.secret]);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const listed: string[] = [];
    for await (const e of gms.paginate('/webhooks', { query: { limit: 1 } })) listed.push(e.url);
    expect(listed).toContain(url);
    const changed = await gms.PATCH('/webhooks/{id}', {
      params: { path: { id: endpoint.id } },
      body: { description: 'via the SDK' },
    });
    expect(changed.description).toBe('via the SDK');
    expect(await gms.DELETE('/webhooks/{id}', { params: { path: { id: endpoint.id } } })).toBeUndefined();
    const gone = await gms.GET('/webhooks/{id}', { params: { path: { id: endpoint.id } } }).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(GmsApiError);
    expect((gone as GmsApiError).code).toBe('NOT_FOUND');
  });
});

describe('the same checks as the dashboard', () => {
  it('unknown event types and bad URLs are 400 with the dashboard’s words; nothing is created', async () => {
    const { fullKey } = fixtures().orgA;
    const before = (await api('/webhooks?limit=100', { key: fullKey })).body.pagination.total;
    const unknownType = await create(fullKey, { url: hookUrl(), eventTypes: ['grant.lost'] });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.code).toBe('VALIDATION_FAILED');
    const dashboard = await admin.mutate('extensions.webhooks.create', { url: hookUrl(), eventTypes: ['grant.lost'] });
    expect(dashboard.status).toBe(400);
    expect(unknownType.body.error).toBe(dashboard.error!.message);
    expect(unknownType.body.issues).toEqual([{ path: 'eventTypes', message: expect.stringContaining('grant.lost') }]);
    for (const url of ['ftp://example.com/x', 'not a url']) {
      const res = await create(fullKey, { url });
      expect(res.status, url).toBe(400);
      expect(res.body.code, url).toBe('VALIDATION_FAILED');
    }
    expect((await api('/webhooks?limit=100', { key: fullKey })).body.pagination.total).toBe(before);
  });

  it('at most 10 endpoints per organization: the 11th is 409', async () => {
    const { fullKey } = fixtures().orgA;
    const before = (await api('/webhooks?limit=100', { key: fullKey })).body.pagination.total as number;
    const mine: string[] = [];
    for (let i = before; i < 10; i++) {
      const res = await create(fullKey, { url: hookUrl(), enabled: false });
      expect(res.status).toBe(201);
      mine.push(res.body.id);
    }
    const eleventh = await create(fullKey, { url: hookUrl() });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error).toMatch(/at most 10 webhook endpoints/);
    for (const id of mine) expect((await api(`/webhooks/${id}`, { method: 'DELETE', key: fullKey })).status).toBe(204);
  });
});

describe('who may', () => {
  it('a key without MANAGE_WEBHOOKS is 403 naming it, for every operation', async () => {
    const { readKey, fullKey } = fixtures().orgA;
    const endpoint = await create(fullKey, { url: hookUrl(), enabled: false });
    const id = endpoint.body.id;
    for (const [method, path, body] of [
      ['GET', '/webhooks', undefined],
      ['GET', `/webhooks/${id}`, undefined],
      ['POST', '/webhooks', { url: hookUrl() }],
      ['PATCH', `/webhooks/${id}`, { enabled: true }],
      ['DELETE', `/webhooks/${id}`, undefined],
    ] as const) {
      const res = await api(path, { method, key: readKey, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN', error: 'API key lacks permission MANAGE_WEBHOOKS' });
    }
    expect((await api(`/webhooks/${id}`, { key: fullKey })).body.enabled).toBe(false);
  });

  it('a portal token is refused: reads lack the permission, writes are read-only', async () => {
    const { portalToken } = fixtures().orgA;
    const auth = { Authorization: `Bearer ${portalToken}` };
    const list = await api('/webhooks', { headers: auth });
    expect(list.status).toBe(403);
    expect(list.body.code).toBe('FORBIDDEN');
    const post = await api('/webhooks', { method: 'POST', headers: auth, body: { url: hookUrl() } });
    expect(post.status).toBe(403);
    expect(post.body.code).toBe('READ_ONLY_CREDENTIAL');
    expect((await api(`/webhooks?token=${portalToken}`)).status).toBe(403);
  });

  it('another organization’s endpoint is 404 for GET, PATCH and DELETE, and stays as it was', async () => {
    const beta = await create(fixtures().orgB.fullKey, { url: hookUrl(), description: 'beta’s own' });
    expect(beta.status).toBe(201);
    const id = beta.body.id;
    const { fullKey } = fixtures().orgA;
    expect((await api(`/webhooks/${id}`, { key: fullKey })).status).toBe(404);
    const patch = await api(`/webhooks/${id}`, {
      method: 'PATCH',
      key: fullKey,
      body: { url: hookUrl(), enabled: false },
    });
    expect(patch.status).toBe(404);
    expect(patch.body.error).toBe('Webhook endpoint not found');
    expect((await api(`/webhooks/${id}`, { method: 'DELETE', key: fullKey })).status).toBe(404);
    const list = await api('/webhooks?limit=100', { key: fullKey });
    expect(list.body.data.map((e: { id: string }) => e.id)).not.toContain(id);
    const still = await api(`/webhooks/${id}`, { key: fixtures().orgB.fullKey });
    const { secret: _secret, ...unchanged } = beta.body;
    expect(still.body).toEqual(unchanged);
  });

  it('refuses subscriptions to event types the key cannot read (403 naming the permission)', async () => {
    const key = webhooksOnlyKey;
    const pursuits = await create(key, { url: hookUrl(), eventTypes: ['pursuit.won'] });
    expect(pursuits.status).toBe(403);
    expect(pursuits.body).toMatchObject({
      code: 'FORBIDDEN',
      error: 'Subscribing to event type pursuit.won needs permission VIEW_PURSUITS, VIEW_PROJECTS',
    });
    const tasks = await create(key, { url: hookUrl(), eventTypes: ['task.completed'] });
    expect(tasks.status).toBe(403);
    expect(tasks.body.error).toContain('VIEW_PROJECTS');
    // No list means every type, pursuit.won among them.
    const everything = await create(key, { url: hookUrl() });
    expect(everything.status).toBe(403);
    expect(everything.body.error).toMatch(/^Subscribing to every event type .* needs permission VIEW_/);

    // What it may read, it may receive.
    const grants = await create(key, { url: hookUrl(), eventTypes: ['grant.found'] });
    expect(grants.status, JSON.stringify(grants.body)).toBe(201);
    const widen = await api(`/webhooks/${grants.body.id}`, {
      method: 'PATCH',
      key,
      body: { eventTypes: ['grant.found', 'pursuit.won'] },
    });
    expect(widen.status).toBe(403);
    expect(widen.body.error).toContain('VIEW_PURSUITS');

    // Nor may it redirect an endpoint that receives what it cannot read.
    const fullKeyEndpoint = await create(fixtures().orgA.fullKey, { url: hookUrl(), enabled: false });
    const url = fullKeyEndpoint.body.url;
    const redirect = await api(`/webhooks/${fullKeyEndpoint.body.id}`, {
      method: 'PATCH',
      key,
      body: { url: hookUrl() },
    });
    expect(redirect.status).toBe(403);
    expect(redirect.body.error).toMatch(/^Subscribing to every event type/);
    expect((await api(`/webhooks/${fullKeyEndpoint.body.id}`, { key })).body.url).toBe(url);
  });
});

describe('the secret is shown once', () => {
  it('appears in no GET, no audit record and no line of the app’s log', async () => {
    const { fullKey } = fixtures().orgA;
    expect(secrets.length).toBeGreaterThan(0);
    const list = await api('/webhooks?limit=100', { key: fullKey });
    const trail = await api('/audit-log?targetType=webhook_endpoint&limit=100', { key: fullKey });
    const log = fs.readFileSync(fixtures().appLogFile, 'utf8');
    for (const secret of secrets) {
      expect(JSON.stringify(list.body)).not.toContain(secret);
      expect(JSON.stringify(trail.body)).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
  });
});

describe('GET /events reads what the caller may read', () => {
  it('lists only the event types whose data the key may read, and refuses a type it may not', async () => {
    const { fullKey } = fixtures().orgA;
    // A won pursuit: a pursuit.won event whose data is the pursuit and its project.
    const pursuit = await api<{ id: string }>('/pursuits', {
      method: 'POST',
      key: fullKey,
      body: { title: `Events reader ${randomUUID()}`, stage: 'submitted' },
    });
    expect(pursuit.status).toBe(201);
    const won = await api(`/pursuits/${pursuit.body.id}`, { method: 'PATCH', key: fullKey, body: { status: 'won' } });
    expect(won.status).toBe(200);
    const keyWith = async (permissions: string[]) => {
      const made = await admin.mutate<{ key: string }>('extensions.apiKeys.create', {
        name: `events ${permissions.join(' ')} ${randomUUID()}`,
        permissions,
      });
      expect(made.status, JSON.stringify(made.error)).toBe(200);
      recordSecrets('webhooks-rest', [made.data!.key]);
      return made.data!.key;
    };
    const wonEvents = (body: { data: { type: string; data: any }[] }) =>
      body.data.filter((e) => e.type === 'pursuit.won' && e.data.pursuit?.id === pursuit.body.id);

    const eventsOnly = await keyWith(['VIEW_EVENTS']);
    const all = await api<{ data: { type: string; data: any }[] }>('/events?limit=100', { key: eventsOnly });
    expect(all.status).toBe(200);
    expect(all.body.data.every((e) => e.type === 'webhook.test')).toBe(true);
    const asked = await api('/events?type=pursuit.won', { key: eventsOnly });
    expect(asked.status).toBe(403);
    expect(asked.body.error).toBe('Reading events of type pursuit.won needs permission VIEW_PURSUITS, VIEW_PROJECTS');
    const oneOfTwo = await api('/events?type=webhook.test,task.completed', { key: eventsOnly });
    expect(oneOfTwo.status).toBe(403);
    expect(oneOfTwo.body.error).toContain('task.completed needs permission VIEW_PROJECTS');
    const reports = await api('/events?type=funder_report.submitted,funder_report.late', { key: eventsOnly });
    expect(reports.status).toBe(403);
    expect(reports.body.error).toContain('funder_report.submitted needs permission VIEW_BUDGETS');
    // A budget alert carries its project as GET /projects/{id} answers it: budgets alone do not read it.
    const budgetsOnly = await keyWith(['VIEW_EVENTS', 'VIEW_BUDGETS']);
    const alerts = await api('/events?type=budget.threshold_crossed', { key: budgetsOnly });
    expect(alerts.status).toBe(403);
    expect(alerts.body.error).toBe('Reading events of type budget.threshold_crossed needs permission VIEW_PROJECTS');

    const reader = await keyWith(['VIEW_EVENTS', 'VIEW_PURSUITS', 'VIEW_PROJECTS']);
    const listed = await api<{ data: { type: string; data: any }[] }>('/events?type=pursuit.won&limit=100', {
      key: reader,
    });
    expect(listed.status).toBe(200);
    expect(wonEvents(listed.body)).toHaveLength(1);
    const unfiltered = await api<{ data: { type: string; data: any }[] }>('/events?limit=100', { key: reader });
    expect(wonEvents(unfiltered.body)).toHaveLength(1);
    // It may not read grants: no grant.found among them.
    expect(unfiltered.body.data.some((e) => e.type === 'grant.found')).toBe(false);
  });
});
