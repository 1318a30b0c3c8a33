// The SSRF guard through the dashboard (docs/webhooks.md#endpoints), on an app of this file's own with
// WEBHOOK_ALLOW_PRIVATE_NETWORKS off (the shared suite app turns it on for its loopback receivers). A refusal names the
// rule, never the address a name resolved to nor the resolver's words — at registration and in the delivery log.
import dns from 'node:dns';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  recordSecrets,
  startApp,
  withDirectDb,
  type RunningApp,
  type TestDatabase,
} from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';
import { signIn, type DashboardClient } from '../fixtures/dashboard';
import { fixtures } from '../fixtures/fixtures';

const RESOLVED_RULE =
  "the URL's host resolves to a private, loopback, link-local or reserved address, which webhooks may not reach";
const LITERAL_RULE =
  "the URL's host is a private, loopback, link-local or reserved address, which webhooks may not reach";
/** A dotted IPv4 address, an IPv6 one (`::`, `hex:hex:`), or a hex or long decimal IPv4 form. */
const IP_IN_TEXT = /\d{1,3}(\.\d{1,3}){3}|[0-9a-f]{0,4}:[0-9a-f]{0,4}:|\b0x[0-9a-f]+|\b2130706433\b/i;

let db: TestDatabase;
let app: RunningApp;
let owner: DashboardClient;
/** MANAGE_WEBHOOKS and every read: the REST operations run the same guard. */
let restKey = '';
const password = `Ssrf-${Math.random().toString(36).slice(2)}-pass`;

/** This machine's own name when /etc/hosts maps it to loopback (as "vm" → 127.0.0.1 in the review's report). */
const loopbackNames = async () => {
  const names = ['localhost'];
  const own = os.hostname();
  const addresses = await dns.promises.lookup(own, { all: true }).catch(() => []);
  if (addresses.some((a) => a.address.startsWith('127.') || a.address === '::1')) names.push(own);
  return names;
};

beforeAll(async () => {
  db = await createTestDatabase(fixtures().dbKind, 'webhooks_ssrf');
  await withFixtures(db, async (build) => {
    const org = await build.org({ name: 'Rebinding Trust', slug: 'rebinding-trust' });
    await build.user({ email: 'owner@rebinding.test', password, org: org.id, role: 'owner' });
    restKey = (
      await build.apiKey(org.id, 'webhooks over REST', {
        // Every type can be subscribed to: the key reads each one's data (docs/permissions.md).
        permissions: ['MANAGE_WEBHOOKS', 'VIEW_GRANTS', 'VIEW_PURSUITS', 'VIEW_PROJECTS', 'VIEW_BUDGETS'],
      })
    ).key;
  });
  recordSecrets('webhooks-ssrf', [password, restKey]);
  app = await startApp(db, {
    label: 'webhooks-ssrf',
    env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false', WEBHOOK_RETRY_SCHEDULE: '3600' },
  });
  owner = await signIn('owner@rebinding.test', password, app.baseUrl);
}, 240_000);

afterAll(async () => {
  await app?.stop();
  await db?.drop();
});

const create = (url: string) =>
  owner.mutate<{ id: string; secret: string }>('extensions.webhooks.create', { url, enabled: true });

describe('registration refuses a URL that reaches this machine, and does not say what it resolved to', () => {
  it('names that resolve to 127.0.0.1 (localhost, this host’s own name in /etc/hosts)', async () => {
    const names = await loopbackNames();
    for (const name of names) {
      const res = await create(`https://${name}/hook`);
      expect(res.status, `${name}: ${JSON.stringify(res)}`).toBe(400);
      expect(res.error!.message).toBe(`url: ${RESOLVED_RULE}`);
      expect(JSON.stringify(res.error), name).not.toMatch(IP_IN_TEXT);
    }
  });

  it.each([
    'https://[::7f00:1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[64:ff9b::a9fe:a9fe]/hook',
    'https://[2002:7f00:1::]/hook',
    'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
    'https://2130706433/hook',
    'https://0x7f.1/hook',
    'https://0177.0.0.1/hook',
    'https://0.0.0.0/hook',
    'https://[::]/hook',
  ])('%s → 400 naming the rule', async (url) => {
    const res = await create(url);
    expect(res.status, JSON.stringify(res)).toBe(400);
    expect(res.error!.message).toBe(`url: ${LITERAL_RULE}`);
    expect(JSON.stringify(res.error)).not.toMatch(IP_IN_TEXT);
  });

  it('http forms of the numeric addresses are refused too', async () => {
    for (const url of ['http://2130706433/', 'http://0x7f.1/', 'http://0177.0.0.1/']) {
      const res = await create(url);
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.error)).not.toMatch(IP_IN_TEXT);
    }
  });
});

describe('over REST (POST and PATCH /api/v1/webhooks) the same guard refuses, naming the rule', () => {
  const rest = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${app.baseUrl}/api/v1${path}`, {
      method,
      headers: { 'X-API-Key': restKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('a loopback name or address is 400 with the rule, and nothing is registered', async () => {
    for (const [url, rule] of [
      ['https://localhost/hook', RESOLVED_RULE],
      ['https://127.0.0.1:8080/hook', LITERAL_RULE],
      ['https://[::ffff:127.0.0.1]/hook', LITERAL_RULE],
      ['https://169.254.169.254/latest/meta-data', LITERAL_RULE],
      ['https://0x7f.1/hook', LITERAL_RULE],
    ] as const) {
      const res = await rest('POST', '/webhooks', { url });
      expect(res.status, url).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', error: `url: ${rule}` });
      expect(JSON.stringify(res.body), url).not.toMatch(IP_IN_TEXT);
    }
    const list = await fetch(`${app.baseUrl}/api/v1/webhooks`, { headers: { 'X-API-Key': restKey } });
    expect(((await list.json()) as any).data).toEqual([]);
  });

  it('PATCH to a private address is refused and leaves the URL as it was', async () => {
    const created = await rest('POST', '/webhooks', { url: 'https://no-such-host.invalid/rest', enabled: false });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    recordSecrets('webhooks-ssrf', [created.body.secret]);
    const res = await rest('PATCH', `/webhooks/${created.body.id}`, { url: 'https://10.0.0.5/admin' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`url: ${LITERAL_RULE}`);
    const after = await fetch(`${app.baseUrl}/api/v1/webhooks/${created.body.id}`, {
      headers: { 'X-API-Key': restKey },
    });
    expect(((await after.json()) as any).url).toBe('https://no-such-host.invalid/rest');
    const deleted = await fetch(`${app.baseUrl}/api/v1/webhooks/${created.body.id}`, {
      method: 'DELETE',
      headers: { 'X-API-Key': restKey },
    });
    expect(deleted.status).toBe(204);
  });
});

describe('the delivery log says the rule, not the address or the resolver', () => {
  /** Sends a test event to the endpoint and waits for its first recorded attempt. */
  async function firstAttempt(endpointId: string) {
    const sent = await owner.mutate<{ deliveryId: string }>('extensions.webhooks.sendTest', { id: endpointId });
    expect(sent.status).toBe(200);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const res = await owner.query<any>('extensions.webhooks.deliveries', { endpointId, limit: 10, offset: 0 });
      const attempt = res.data?.data.find((d: any) => d.id === sent.data!.deliveryId)?.attempts[0];
      if (attempt) return attempt as { statusCode: number | null; error: string | null };
      if (Date.now() > deadline) throw new Error('no attempt recorded in 30 s');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('a name that does not resolve: accepted at registration, each attempt "could not be resolved"', async () => {
    const created = await create('https://no-such-host.invalid/hook');
    expect(created.status, JSON.stringify(created)).toBe(200);
    recordSecrets('webhooks-ssrf', [created.data!.secret]);
    const attempt = await firstAttempt(created.data!.id);
    expect(attempt).toMatchObject({ statusCode: null, error: "the URL's host could not be resolved" });
    await owner.mutate('extensions.webhooks.delete', { id: created.data!.id });
  });

  // The database is changed under the running app, as a name rebound after registration would: PostgreSQL only (a
  // PGlite directory is held by the app).
  it.runIf(fixtures().dbKind === 'postgres')(
    'a URL that reaches loopback by the time of delivery (rebinding) is refused at connect time',
    async () => {
      const created = await create('https://no-such-host.invalid/rebound');
      expect(created.status).toBe(200);
      recordSecrets('webhooks-ssrf', [created.data!.secret]);
      const targets: [string, string][] = [
        ...(await loopbackNames()).map((name): [string, string] => [`https://${name}:9/hook`, RESOLVED_RULE]),
        ['https://[::7f00:1]:9/hook', LITERAL_RULE],
      ];
      for (const [url, rule] of targets) {
        await withDirectDb(db, (sql) =>
          sql(`update webhook_endpoints set url = '${url}' where id = '${created.data!.id}'`),
        );
        const attempt = await firstAttempt(created.data!.id);
        expect(attempt, url).toMatchObject({ statusCode: null, error: `refused to connect: ${rule}` });
        expect(attempt.error, url).not.toMatch(IP_IN_TEXT);
      }
    },
  );
});
