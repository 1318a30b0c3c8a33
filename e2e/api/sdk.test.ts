// The TypeScript SDK (sdk/README.md) against the real app: auto-pagination, an Idempotency-Key that makes a lost
// response safe to retry, Retry-After honoured on a real 429, typed errors, and verifyWebhook on a real delivery.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  recordSecrets,
  startApp,
  type RunningApp,
  type TestDatabase,
} from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';
import { signIn } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';
import {
  createGmsClient,
  GmsApiError,
  verifyWebhook,
  WebhookVerificationError,
  type GmsClientOptions,
} from '../../sdk/src';
import { roomInWindow } from '../fixtures/limiter-window';

// This file's own client address (the shared app trusts X-Forwarded-For), as fixtures' api() does for its calls.
const fileAddress = `10.201.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const sdk = (key: string, extra: Partial<GmsClientOptions> = {}) =>
  createGmsClient({ baseUrl: fixtures().baseUrl, apiKey: key, headers: { 'X-Forwarded-For': fileAddress }, ...extra });

async function rejection(promise: Promise<unknown>): Promise<GmsApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GmsApiError);
  return err as GmsApiError;
}

describe('auto-pagination', () => {
  it('walks /grants five at a time: the same ids, in the same order, as reading page by page', async () => {
    // The organization without missions sees the whole catalog: many pages, whatever other tests do to missions.
    const key = fixtures().catalog.key;
    const viaSdk: string[] = [];
    for await (const grant of sdk(key).paginate('/grants', { query: { limit: 5, sort: 'closeDate' } }))
      viaSdk.push(grant.id);

    const byHand: string[] = [];
    for (let offset = 0; ; offset += 5) {
      const page = await api<{ data: { id: string }[]; pagination: { hasMore: boolean; total: number } }>(
        `/grants?limit=5&sort=closeDate&offset=${offset}`,
        { key },
      );
      expect(page.status).toBe(200);
      byHand.push(...page.body.data.map((g) => g.id));
      if (!page.body.pagination.hasMore) break;
    }
    expect(viaSdk.length).toBeGreaterThan(5);
    expect(new Set(viaSdk).size).toBe(viaSdk.length);
    expect(viaSdk).toEqual(byHand);
  });
});

describe('Idempotency-Key', () => {
  it('a POST whose response is lost is retried with the same generated key: one pursuit, replayed to the SDK', async () => {
    const key = fixtures().orgA.fullKey;
    const attempts: { key: string | null; status: number; replayed: string | null }[] = [];
    let loseNext = true;
    // The request reaches the app and creates the pursuit; its answer is then "lost" on the way back (a 503 from
    // a proxy, say), so the SDK must retry a POST the app has already carried out.
    const lossyFetch = async (request: Request) => {
      const response = await fetch(request);
      attempts.push({
        key: request.headers.get('idempotency-key'),
        status: response.status,
        replayed: response.headers.get('idempotent-replayed'),
      });
      if (!loseNext) return response;
      loseNext = false;
      await response.body?.cancel();
      return new Response('Service Unavailable', { status: 503, headers: { 'Retry-After': '1' } });
    };
    const title = `SDK idempotency ${randomUUID()}`;
    const created = await sdk(key, { fetch: lossyFetch }).POST('/pursuits', { body: { title } });
    expect(created.title).toBe(title);
    expect(attempts).toHaveLength(2);
    expect(attempts.map((a) => a.status)).toEqual([201, 201]);
    expect(attempts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(attempts[1]!.key).toBe(attempts[0]!.key);
    expect(attempts[1]!.replayed).toBe('true');

    // The same key passed explicitly replays the same pursuit; with another body it is a conflict.
    const again = await sdk(key).POST('/pursuits', {
      body: { title },
      headers: { 'Idempotency-Key': attempts[0]!.key! },
    });
    expect(again.id).toBe(created.id);
    const conflict = await rejection(
      sdk(key).POST('/pursuits', {
        body: { title: `${title} (edited)` },
        headers: { 'Idempotency-Key': attempts[0]!.key! },
      }),
    );
    expect(conflict).toMatchObject({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });

    const matching: string[] = [];
    for await (const pursuit of sdk(key).paginate('/pursuits', { query: { limit: 100 } })) {
      if (pursuit.title.startsWith(title)) matching.push(pursuit.id);
    }
    expect(matching).toEqual([created.id]);
  });
});

describe('typed errors', () => {
  it('404 NOT_FOUND and 400 VALIDATION_FAILED (with issues) carry the code and a req_ request id', async () => {
    const gms = sdk(fixtures().orgA.fullKey);
    const missing = await rejection(gms.GET('/pursuits/{id}', { params: { path: { id: randomUUID() } } }));
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND', requestId: expect.stringMatching(/^req_/) });
    expect(missing.requestId).toBe(missing.headers.get('x-request-id'));
    expect(typeof missing.message).toBe('string');

    const invalid = await rejection(gms.GET('/grants', { params: { query: { limit: 101 } } }));
    expect(invalid).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      requestId: expect.stringMatching(/^req_/),
    });
    expect(invalid.issues.map((i) => i.path)).toContain('limit');
  });

  it('403 FORBIDDEN names the missing permission', async () => {
    const err = await rejection(sdk(fixtures().orgA.readKey).POST('/pursuits', { body: { title: 'Not allowed' } }));
    expect(err).toMatchObject({ status: 403, code: 'FORBIDDEN', requestId: expect.stringMatching(/^req_/) });
    expect(err.message).toContain('MANAGE_PURSUITS');
  });

  it('409 CONFLICT for a second open pursuit of a grant, 409 INVALID_TRANSITION for won before submitted', async () => {
    const gms = sdk(fixtures().orgA.fullKey);
    // A catalog grant alpha has not taken up, found through the organization without missions: alpha's own list holds
    // only what its missions match (docs/matching.md#missions), and other files leave alpha missions and pursuits
    // behind.
    let grantId: string | undefined;
    for await (const grant of sdk(fixtures().catalog.key).paginate('/grants', {
      query: { limit: 100, sort: 'closeDate' },
    })) {
      const seenByAlpha = await gms.GET('/grants/{id}', { params: { path: { id: grant.id } } });
      if (!seenByAlpha.pursuitId) {
        grantId = grant.id;
        break;
      }
    }
    expect(grantId).toBeDefined();
    const first = await gms.POST('/pursuits', { body: { grantId } });
    try {
      const conflict = await rejection(gms.POST('/pursuits', { body: { grantId } }));
      expect(conflict).toMatchObject({ status: 409, code: 'CONFLICT', requestId: expect.stringMatching(/^req_/) });
      expect(conflict.message).toContain(first.id);

      const transition = await rejection(
        gms.PATCH('/pursuits/{id}', { params: { path: { id: first.id } }, body: { status: 'won' } }),
      );
      expect(transition).toMatchObject({
        status: 409,
        code: 'INVALID_TRANSITION',
        requestId: expect.stringMatching(/^req_/),
      });
    } finally {
      // Frees the grant for other tests: a withdrawn pursuit is not open.
      await gms.PATCH('/pursuits/{id}', { params: { path: { id: first.id } }, body: { status: 'withdrawn' } });
    }
  });
});

describe('429 retried after Retry-After (an app and a Basic organization of this file’s own)', () => {
  let db: TestDatabase;
  let app: RunningApp | null = null;
  let key: string;

  beforeAll(async () => {
    db = await createTestDatabase(fixtures().dbKind, 'sdk');
    key = await withFixtures(db, async (build) => {
      const org = await build.org({ name: 'SDK Retry Trust', slug: 'sdk-retry', plan: 'basic' });
      return (await build.apiKey(org.id, 'sdk')).key;
    });
    recordSecrets('sdk', [key]);
    app = await startApp(db, { label: 'sdk', env: { RATE_LIMITS: 'on' } });
  }, 240_000);

  afterAll(async () => {
    await app?.stop();
    await db?.drop();
  });

  it('exhausts 100/min, then the SDK waits Retry-After and succeeds; a Retry-After over maxDelayMs throws at once', async () => {
    // The limiter's windows are aligned to the minute: start with room for the burst in this one, so the SDK's
    // wait (to the minute's end) stays under a minute.
    await roomInWindow(12);

    const url = `${app!.baseUrl}/api/v1/missions?limit=1`;
    const burst = await Promise.all(Array.from({ length: 100 }, () => fetch(url, { headers: { 'X-API-Key': key } })));
    expect(burst.map((r) => r.status)).toEqual(Array(100).fill(200));
    const over = await fetch(url, { headers: { 'X-API-Key': key } });
    expect(over.status).toBe(429);

    const impatient = createGmsClient({ baseUrl: app!.baseUrl, apiKey: key, retry: { maxDelayMs: 500 } });
    const started = Date.now();
    const refused = await rejection(impatient.GET('/missions', { params: { query: { limit: 1 } } }));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED' });

    const seen: { status: number; retryAfter: string | null; at: number }[] = [];
    const counting = async (request: Request) => {
      const response = await fetch(request);
      seen.push({ status: response.status, retryAfter: response.headers.get('retry-after'), at: Date.now() });
      return response;
    };
    const patient = createGmsClient({
      baseUrl: app!.baseUrl,
      apiKey: key,
      fetch: counting,
      retry: { maxRetries: 1, maxDelayMs: 65_000 },
    });
    const page = await patient.GET('/missions', { params: { query: { limit: 1 } } });
    expect(page.pagination.limit).toBe(1);
    expect(seen.map((s) => s.status)).toEqual([429, 200]);
    const retryAfter = Number(seen[0]!.retryAfter);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(retryAfter * 1000 - 50);
  }, 120_000);
});

/** The check that refused a delivery (fails the test if it was accepted). */
function refusal(verify: () => unknown): WebhookVerificationError['check'] {
  try {
    verify();
  } catch (err) {
    expect(err).toBeInstanceOf(WebhookVerificationError);
    return (err as WebhookVerificationError).check;
  }
  throw new Error('the delivery was accepted');
}

describe('verifyWebhook on a real delivery', () => {
  const received: { body: Buffer; headers: http.IncomingHttpHeaders }[] = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks), headers: req.headers });
      res.end('ok');
    });
  });

  beforeAll(() => new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r)));
  afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

  it('accepts the webhook worker’s delivery; refuses it tampered, under another secret, and when stale', async () => {
    const f = fixtures();
    const admin = await signIn(f.users.admin.email, f.users.admin.password);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/sdk/${randomUUID()}`;
    const endpoint = await admin.mutate<{ id: string; secret: string }>('extensions.webhooks.create', {
      url,
      eventTypes: ['task.completed'],
    });
    expect(endpoint.status, JSON.stringify(endpoint.error)).toBe(200);
    const { id: endpointId, secret } = endpoint.data!;
    recordSecrets('sdk', [secret]);
    try {
      const sent = await admin.mutate<{ eventId: string }>('extensions.webhooks.sendTest', { id: endpointId });
      expect(sent.status).toBe(200);
      // "Send test" delivers webhook.test whatever the endpoint subscribes to.
      const deadline = Date.now() + 30_000;
      const arrived = () => received.find((r) => r.headers['webhook-id'] === sent.data!.eventId);
      while (!arrived() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const delivery = arrived();
      expect(delivery, 'no delivery arrived').toBeDefined();
      const { body, headers } = delivery!;

      const event = verifyWebhook(body, headers, secret);
      expect(event).toMatchObject({
        id: sent.data!.eventId,
        type: 'webhook.test',
        apiVersion: 'v1',
        livemode: true,
        organizationId: f.orgA.id,
        data: {},
      });
      // The same bytes as a string, the headers as a fetch Headers object.
      const fetchHeaders = new Headers(Object.entries(headers).map(([k, v]) => [k, String(v)] as [string, string]));
      expect(verifyWebhook(body.toString('utf8'), fetchHeaders, secret).id).toBe(sent.data!.eventId);

      const tampered = Buffer.from(body.toString('utf8').replace('"livemode":true', '"livemode":false'));
      expect(tampered.equals(body)).toBe(false);
      expect(['x-service-signature', 'webhook-signature']).toContain(
        refusal(() => verifyWebhook(tampered, headers, secret)),
      );
      expect(['x-service-signature', 'webhook-signature']).toContain(
        refusal(() => verifyWebhook(body, headers, `whsec_${randomBytes(32).toString('base64')}`)),
      );
      expect(refusal(() => verifyWebhook(body, { ...headers, 'x-service-signature': '0'.repeat(64) }, secret))).toBe(
        'x-service-signature',
      );
      expect(refusal(() => verifyWebhook(body, headers, secret, { now: new Date(Date.now() + 10 * 60_000) }))).toBe(
        'timestamp',
      );
    } finally {
      await admin.mutate('extensions.webhooks.delete', { id: endpointId });
    }
  });
});
