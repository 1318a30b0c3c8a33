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
  });
  recordSecrets('webhooks-ssrf', [password]);
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
