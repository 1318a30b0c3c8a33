// Webhooks over real HTTP (docs/webhooks.md): endpoints managed from the dashboard, every event type delivered to a
// real receiver on loopback and verified with independent code (node:crypto, the standardwebhooks package), retries
// with the same webhook-id and bytes, endpoint health (410, 20 failures), resend, isolation, test mode.
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSecrets } from '../fixtures/app-server';
import { signIn, type DashboardClient } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A receiver on loopback: records every request with its exact bytes; answers what the path's script says. */
class Receiver {
  readonly requests: Received[] = [];
  private scripts = new Map<string, (n: number) => number>();
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const seen = this.requests.filter((r) => r.path === path).length;
      const status = (this.scripts.get(path) ?? (() => 200))(seen + 1);
      this.requests.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      res.statusCode = status;
      res.end(status < 300 ? 'thanks' : `nope ${status}`);
    });
  });
  port = 0;
  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
  }
  stop() {
    return new Promise<void>((r) => this.server.close(() => r()));
  }
  /** A fresh URL; `script(n)` is the status for the n-th request to it (default 200). */
  url(script?: (n: number) => number): string {
    const path = `/hook/${randomUUID()}`;
    if (script) this.scripts.set(path, script);
    return `http://127.0.0.1:${this.port}${path}`;
  }
  at(url: string) {
    const path = new URL(url).pathname;
    return this.requests.filter((r) => r.path === path);
  }
}

const receiver = new Receiver();
let admin: DashboardClient; // alpha
let betaOwner: DashboardClient;

async function waitFor<T>(
  what: string,
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function createEndpoint(client: DashboardClient, input: Record<string, unknown>) {
  const res = await client.mutate<{ id: string; secret: string; url: string; enabled: boolean }>(
    'extensions.webhooks.create',
    input,
  );
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  recordSecrets('webhooks-test', [res.data!.secret]);
  return res.data!;
}

/** Checks both signatures with code independent of the app's, and returns the parsed envelope. */
function verify(request: Received, secret: string) {
  expect(request.headers['x-service-signature']).toBe(createHmac('sha256', secret).update(request.body).digest('hex'));
  const payload = new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  }) as any;
  expect(request.headers['user-agent']).toBe('GrantManagementService-Webhooks/1');
  expect(request.headers['content-type']).toBe('application/json');
  expect(request.headers['x-service-event']).toBe(payload.type);
  expect(request.headers['webhook-id']).toBe(payload.id);
  expect(payload).toMatchObject({
    id: expect.stringMatching(/^evt_/),
    apiVersion: 'v1',
    createdAt: expect.any(String),
  });
  expect(new Date(payload.createdAt).toISOString()).toBe(payload.createdAt);
  return payload;
}

const envelopeFor = (url: string, secret: string, type: string, extra: (p: any) => boolean = () => true) =>
  waitFor(`${type} at ${url}`, () =>
    receiver
      .at(url)
      .map((r) => ({ r, p: JSON.parse(r.body) }))
      .find(({ p }) => p.type === type && extra(p)),
  ).then(({ r }) => verify(r, secret));

beforeAll(async () => {
  await receiver.start();
  const f = fixtures();
  admin = await signIn(f.users.admin.email, f.users.admin.password);
  betaOwner = await signIn(f.users.outsider.email, f.users.outsider.password);
});
afterAll(() => receiver.stop());

describe('endpoints (dashboard, MANAGE_EXTENSIONS)', () => {
  it('create shows the secret once; list never does; reveal and rotate (in effect at once)', async () => {
    const url = receiver.url();
    const created = await createEndpoint(admin, { url, description: 'ERP', eventTypes: ['pursuit.won'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created).toMatchObject({
      url,
      description: 'ERP',
      eventTypes: ['pursuit.won'],
      enabled: true,
      livemode: true,
      consecutiveFailures: 0,
    });
    const list = await admin.query<any[]>('extensions.webhooks.list');
    expect(list.data!.find((e) => e.id === created.id)).toMatchObject({
      url,
      enabled: true,
      disabledReason: null,
      consecutiveFailures: 0,
    });
    expect(JSON.stringify(list.data)).not.toContain('whsec_');
    expect(JSON.stringify(list.data)).not.toMatch(/ciphertext/i);

    const revealed = await admin.mutate<{ secret: string }>('extensions.webhooks.revealSecret', { id: created.id });
    expect(revealed.data!.secret).toBe(created.secret);
    const rotated = await admin.mutate<{ secret: string }>('extensions.webhooks.rotateSecret', { id: created.id });
    recordSecrets('webhooks-test', [rotated.data!.secret]);
    expect(rotated.data!.secret).not.toBe(created.secret);
    expect(
      (await admin.mutate<{ secret: string }>('extensions.webhooks.revealSecret', { id: created.id })).data!.secret,
    ).toBe(rotated.data!.secret);

    // The next delivery is signed with the new secret.
    await admin.mutate('extensions.webhooks.sendTest', { id: created.id });
    await envelopeFor(url, rotated.data!.secret, 'webhook.test');

    const updated = await admin.mutate<any>('extensions.webhooks.update', {
      id: created.id,
      description: 'CRM',
      eventTypes: [],
    });
    expect(updated.data).toMatchObject({ description: 'CRM', eventTypes: [] });
    expect((await admin.mutate('extensions.webhooks.delete', { id: created.id })).status).toBe(200);
    expect((await admin.mutate('extensions.webhooks.revealSecret', { id: created.id })).status).toBe(404);
  });

  it('refuses members without MANAGE_EXTENSIONS, unknown event types, bad URLs, and other organizations’ endpoints', async () => {
    const f = fixtures();
    const member = await signIn(f.users.member.email, f.users.member.password);
    const refused = await member.mutate('extensions.webhooks.create', { url: receiver.url() });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toContain('MANAGE_EXTENSIONS');
    expect(
      (await admin.mutate('extensions.webhooks.create', { url: receiver.url(), eventTypes: ['grant.lost'] })).status,
    ).toBe(400);
    expect((await admin.mutate('extensions.webhooks.create', { url: 'ftp://example.com/x' })).status).toBe(400);
    const betaEndpoint = await createEndpoint(betaOwner, { url: receiver.url() });
    expect((await admin.mutate('extensions.webhooks.revealSecret', { id: betaEndpoint.id })).status).toBe(404);
    expect(
      (await admin.query('extensions.webhooks.deliveries', { endpointId: betaEndpoint.id, limit: 10, offset: 0 }))
        .status,
    ).toBe(404);
    await betaOwner.mutate('extensions.webhooks.delete', { id: betaEndpoint.id });
  });

  it('at most 10 endpoints per organization', async () => {
    const before = (await admin.query<any[]>('extensions.webhooks.list')).data!.filter((e) => e.livemode).length;
    const made: string[] = [];
    for (let i = before; i < 10; i++)
      made.push((await createEndpoint(admin, { url: receiver.url(), enabled: false })).id);
    const eleventh = await admin.mutate('extensions.webhooks.create', { url: receiver.url() });
    expect(eleventh.status).toBe(409);
    expect(eleventh.error?.message).toMatch(/at most 10/);
    for (const id of made) await admin.mutate('extensions.webhooks.delete', { id });
  });
});

describe('every event type arrives, signed, in the documented envelope', () => {
  it('grant.found, webhook.test, pursuit.won, task.completed and funder_report.submitted (alpha); nothing of alpha reaches beta', async () => {
    const f = fixtures();
    const alphaUrl = receiver.url();
    const betaUrl = receiver.url();
    const alpha = await createEndpoint(admin, { url: alphaUrl });
    const beta = await createEndpoint(betaOwner, { url: betaUrl });

    // webhook.test: `data` is {}.
    const sent = await admin.mutate<{ eventId: string }>('extensions.webhooks.sendTest', { id: alpha.id });
    expect(sent.status).toBe(200);
    const test = await envelopeFor(alphaUrl, alpha.secret, 'webhook.test');
    expect(test).toMatchObject({ id: sent.data!.eventId, livemode: true, organizationId: f.orgA.id, data: {} });

    // grant.found: a private grant with a word nobody else uses, then a mission that looks for it.
    const owner = await signIn(f.users.owner.email, f.users.owner.password);
    const threshold = (await owner.query<{ highMatchThreshold: number }>('organization.get')).data!.highMatchThreshold;
    try {
      const word = `zyxwebhook${randomUUID()
        .replace(/[^a-z]/g, '')
        .slice(0, 8)}`;
      const grant = await admin.mutate<{ id: string }>('grants.addPrivate', {
        title: `${word} community literacy fund`,
        agency: 'Webhook Test Foundation',
        description: `Funding for ${word} literacy programs. The ${word} initiative supports reading.`,
        closeDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
        awardCeiling: 50_000,
      });
      expect(grant.status, JSON.stringify(grant.error)).toBe(200);
      // Lowered only now: alpha's other missions (other test files' "literacy" ones) matched the new grant below the
      // default threshold, so the grant.found below is this mission's.
      await owner.mutate('organization.update', { highMatchThreshold: 30 });
      const mission = await api('/missions', {
        method: 'POST',
        key: f.orgA.fullKey,
        body: { name: `Find ${word}`, keywords: [word] },
      });
      expect(mission.status).toBe(201);
      const found = await envelopeFor(alphaUrl, alpha.secret, 'grant.found', (p) => p.data.grant.id === grant.data!.id);
      expect(found).toMatchObject({ livemode: true, organizationId: f.orgA.id });
      expect(found.data.grant).toMatchObject({
        id: grant.data!.id,
        title: `${word} community literacy fund`,
        source: 'private',
      });
      expect(found.data.match).toMatchObject({
        missionId: mission.body.id,
        score: expect.any(Number),
        reasons: expect.any(Array),
      });
      const detail = await api(`/grants/${grant.data!.id}`, { key: f.orgA.fullKey });
      expect(found.data.grant.closeDate).toBe(detail.body.closeDate);
    } finally {
      await owner.mutate('organization.update', { highMatchThreshold: threshold });
    }

    // pursuit.won → {pursuit, project}, then task.completed → {task, project}.
    const pursuit = await api('/pursuits', {
      method: 'POST',
      key: f.orgA.fullKey,
      body: { title: `Webhook ${randomUUID()}`, stage: 'submitted', amountRequested: 25_000 },
    });
    expect(pursuit.status).toBe(201);
    const won = await api(`/pursuits/${pursuit.body.id}`, {
      method: 'PATCH',
      key: f.orgA.fullKey,
      body: { status: 'won' },
    });
    expect(won.status).toBe(200);
    const wonEvent = await envelopeFor(
      alphaUrl,
      alpha.secret,
      'pursuit.won',
      (p) => p.data.pursuit.id === pursuit.body.id,
    );
    expect(wonEvent.data.pursuit).toMatchObject({ id: pursuit.body.id, status: 'won', stage: 'submitted' });
    expect(wonEvent.data.project).toMatchObject({ id: won.body.project.id, pursuitId: pursuit.body.id });

    const projectId = won.body.project.id;
    const task = await api(`/projects/${projectId}/tasks`, {
      method: 'POST',
      key: f.orgA.fullKey,
      body: { title: 'Send the signed agreement' },
    });
    expect(task.status).toBe(201);
    const done = await api(`/projects/${projectId}/tasks/${task.body.id}`, {
      method: 'PATCH',
      key: f.orgA.fullKey,
      body: { status: 'completed' },
    });
    expect(done.status).toBe(200);
    const completed = await envelopeFor(
      alphaUrl,
      alpha.secret,
      'task.completed',
      (p) => p.data.task.id === task.body.id,
    );
    expect(completed.data.task).toMatchObject({
      id: task.body.id,
      projectId,
      status: 'completed',
      completedAt: expect.any(String),
    });
    expect(completed.data.project).toMatchObject({ id: projectId });

    // funder_report.submitted → {report, instance, project} (docs/post-award.md#funder-reports).
    const report = await api(`/projects/${projectId}/funder-reports`, {
      method: 'POST',
      key: f.orgA.fullKey,
      body: { kind: 'progress', title: 'Webhook progress report', frequency: 'once', firstDueDate: '2030-06-30' },
    });
    expect(report.status).toBe(201);
    const submitted = await api(`/projects/${projectId}/funder-reports/${report.body.id}/submit`, {
      method: 'POST',
      key: f.orgA.fullKey,
      body: { documentIds: [] },
    });
    expect(submitted.status).toBe(200);
    const reportEvent = await envelopeFor(
      alphaUrl,
      alpha.secret,
      'funder_report.submitted',
      (p) => p.data.report.id === report.body.id,
    );
    expect(reportEvent.data).toMatchObject({
      report: { id: report.body.id, projectId, title: 'Webhook progress report', frequency: 'once' },
      instance: { id: report.body.instances[0].id, dueDate: '2030-06-30', status: 'submitted' },
      project: { id: projectId },
    });
    expect(reportEvent.data.report).not.toHaveProperty('instances');

    // The events API lists what was delivered.
    const listed = await api('/events?type=pursuit.won&limit=100', { key: f.orgA.fullKey });
    expect(listed.body.data.map((e: any) => e.id)).toContain(wonEvent.id);

    // Beta: its own test event arrives at beta's endpoint, and none of alpha's events ever does.
    await betaOwner.mutate('extensions.webhooks.sendTest', { id: beta.id });
    const betaTest = await envelopeFor(betaUrl, beta.secret, 'webhook.test');
    expect(betaTest.organizationId).toBe(f.orgB.id);
    await new Promise((r) => setTimeout(r, 1500));
    const betaEvents = receiver.at(betaUrl).map((r) => JSON.parse(r.body));
    expect(betaEvents.every((e) => e.organizationId === f.orgB.id)).toBe(true);
    expect(
      receiver
        .at(alphaUrl)
        .map((r) => JSON.parse(r.body))
        .every((e) => e.organizationId === f.orgA.id),
    ).toBe(true);
    await admin.mutate('extensions.webhooks.delete', { id: alpha.id });
    await betaOwner.mutate('extensions.webhooks.delete', { id: beta.id });
  });

  it('test mode: a sandbox endpoint receives the sandbox’s events with livemode:false, the live one none of them', async () => {
    const f = fixtures();
    const sandboxUrl = receiver.url();
    const liveUrl = receiver.url();
    const sandbox = await createEndpoint(admin, { url: sandboxUrl, mode: 'test', eventTypes: ['pursuit.won'] });
    const live = await createEndpoint(admin, { url: liveUrl, eventTypes: ['pursuit.won'] });
    expect(sandbox).toMatchObject({ livemode: false, organizationId: f.orgA.sandboxId });

    const pursuit = await api('/pursuits', {
      method: 'POST',
      key: f.orgA.testKey,
      body: { title: `Sandbox ${randomUUID()}`, stage: 'submitted' },
    });
    expect(pursuit.status).toBe(201);
    expect(
      (await api(`/pursuits/${pursuit.body.id}`, { method: 'PATCH', key: f.orgA.testKey, body: { status: 'won' } }))
        .status,
    ).toBe(200);
    const won = await envelopeFor(sandboxUrl, sandbox.secret, 'pursuit.won');
    expect(won).toMatchObject({ livemode: false, organizationId: f.orgA.sandboxId });
    await admin.mutate('extensions.webhooks.sendTest', { id: sandbox.id });
    expect((await envelopeFor(sandboxUrl, sandbox.secret, 'webhook.test')).livemode).toBe(false);
    await new Promise((r) => setTimeout(r, 1000));
    expect(receiver.at(liveUrl)).toHaveLength(0);
    await admin.mutate('extensions.webhooks.delete', { id: sandbox.id });
    await admin.mutate('extensions.webhooks.delete', { id: live.id });
  });
});

describe('retries and endpoint health', () => {
  it('3 failures then success: 4 attempts, the same webhook-id and identical bytes, each logged', async () => {
    const url = receiver.url((n) => (n <= 3 ? 503 : 204));
    const endpoint = await createEndpoint(admin, { url });
    const sent = await admin.mutate<{ eventId: string; deliveryId: string }>('extensions.webhooks.sendTest', {
      id: endpoint.id,
    });
    await waitFor('4 attempts', () => receiver.at(url).length >= 4 || undefined);
    const requests = receiver.at(url);
    expect(requests.map((r) => r.status)).toEqual([503, 503, 503, 204]);
    expect(new Set(requests.map((r) => r.headers['webhook-id']))).toEqual(new Set([sent.data!.eventId]));
    expect(new Set(requests.map((r) => r.body)).size).toBe(1);
    for (const r of requests) verify(r, endpoint.secret); // each attempt signed with its own timestamp

    const log = await waitFor('the delivered log', async () => {
      const res = await admin.query<any>('extensions.webhooks.deliveries', {
        endpointId: endpoint.id,
        limit: 10,
        offset: 0,
      });
      return res.data?.data[0]?.status === 'delivered' ? res.data : undefined;
    });
    expect(log.pagination).toMatchObject({ total: 1, limit: 10, offset: 0, hasMore: false });
    const delivery = log.data[0];
    expect(delivery).toMatchObject({
      id: sent.data!.deliveryId,
      eventId: sent.data!.eventId,
      eventType: 'webhook.test',
      attemptCount: 4,
    });
    expect(delivery.attempts.map((a: any) => a.statusCode)).toEqual([503, 503, 503, 204]);
    expect(delivery.attempts[0]).toMatchObject({
      responseSnippet: 'nope 503',
      error: null,
      latencyMs: expect.any(Number),
    });
    const list = await admin.query<any[]>('extensions.webhooks.list');
    expect(list.data!.find((e) => e.id === endpoint.id)).toMatchObject({ consecutiveFailures: 0, enabled: true });

    // Resend: the same event again, same id and bytes.
    const resent = await admin.mutate('extensions.webhooks.resend', { deliveryId: delivery.id });
    expect(resent.status).toBe(200);
    await waitFor('the resent request', () => receiver.at(url).length >= 5 || undefined);
    expect(receiver.at(url)[4]!.body).toBe(requests[0]!.body);
    expect(receiver.at(url)[4]!.headers['webhook-id']).toBe(sent.data!.eventId);
    // …and by event and endpoint.
    expect(
      (await admin.mutate('extensions.webhooks.resend', { eventId: sent.data!.eventId, endpointId: endpoint.id }))
        .status,
    ).toBe(200);
    await waitFor('the second resend', () => receiver.at(url).length >= 6 || undefined);
    await admin.mutate('extensions.webhooks.delete', { id: endpoint.id });
  });

  it('410 Gone disables the endpoint at once', async () => {
    const url = receiver.url(() => 410);
    const endpoint = await createEndpoint(admin, { url });
    await admin.mutate('extensions.webhooks.sendTest', { id: endpoint.id });
    const disabled = await waitFor('the endpoint disabled', async () =>
      (await admin.query<any[]>('extensions.webhooks.list')).data!.find((e) => e.id === endpoint.id && !e.enabled),
    );
    expect(disabled.disabledReason).toMatch(/410/);
    expect(receiver.at(url)).toHaveLength(1); // no retry after 410
    expect((await admin.mutate('extensions.webhooks.sendTest', { id: endpoint.id })).status).toBe(409);
    // Re-enabling clears the reason.
    const enabled = await admin.mutate<any>('extensions.webhooks.update', { id: endpoint.id, enabled: true });
    expect(enabled.data).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
    await admin.mutate('extensions.webhooks.delete', { id: endpoint.id });
  });

  it('20 consecutive failed attempts disable the endpoint; the deliveries end failed', async () => {
    const url = receiver.url(() => 500);
    const endpoint = await createEndpoint(admin, { url });
    // Three events × 8 attempts each (1 + 7 retries) > 20.
    for (let i = 0; i < 3; i++) await admin.mutate('extensions.webhooks.sendTest', { id: endpoint.id });
    const disabled = await waitFor(
      'the endpoint disabled',
      async () =>
        (await admin.query<any[]>('extensions.webhooks.list')).data!.find((e) => e.id === endpoint.id && !e.enabled),
      60_000,
    );
    expect(disabled.disabledReason).toMatch(/20 consecutive/);
    expect(disabled.consecutiveFailures).toBeGreaterThanOrEqual(20);
    const atDisable = receiver.at(url).length;
    expect(atDisable).toBeGreaterThanOrEqual(20);
    await new Promise((r) => setTimeout(r, 2500));
    expect(receiver.at(url).length - atDisable).toBeLessThanOrEqual(2); // at most what was in flight; then nothing
    const log = await admin.query<any>('extensions.webhooks.deliveries', {
      endpointId: endpoint.id,
      limit: 10,
      offset: 0,
    });
    expect(log.data.data.every((d: any) => d.status === 'failed')).toBe(true);
    await admin.mutate('extensions.webhooks.delete', { id: endpoint.id });
  }, 90_000);
});
