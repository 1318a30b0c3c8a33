// The REST conventions of docs/api.md, checked over real HTTP against the running app.
import { describe, expect, it } from 'vitest';
import { api, fixtures } from '../fixtures/fixtures';

const expectErrorBody = (body: any, code: string) => {
  expect(body).toMatchObject({ code, requestId: expect.stringMatching(/^req_/) });
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+|stack|ZodError|select .* from/i);
};

describe('health', () => {
  it('GET /api/v1/health → 200 with database and rate limiter checks, no credential needed', async () => {
    const res = await api('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      version: expect.any(String),
      uptimeSeconds: expect.any(Number),
      checks: { database: 'ok', rateLimiter: fixtures().upstash ? 'ok' : 'memory' },
    });
  });

  it('?probe=live skips dependency checks', async () => {
    const res = await api('/health?probe=live');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.checks).toBeUndefined();
  });
});

describe('X-Request-Id', () => {
  it('is minted as req_… on every response, errors included', async () => {
    for (const path of ['/health', '/grants', '/nope']) {
      const res = await api(path);
      expect(res.headers.get('x-request-id')).toMatch(/^req_[A-Za-z0-9_-]+$/);
    }
  });

  it('echoes a safe incoming id and replaces an unsafe one', async () => {
    const safe = await api('/grants', { headers: { 'X-Request-Id': 'client-abc_123.4' } });
    expect(safe.headers.get('x-request-id')).toBe('client-abc_123.4');
    expect(safe.body.requestId).toBe('client-abc_123.4');
    const unsafe = await api('/health', { headers: { 'X-Request-Id': 'x'.repeat(65) } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^req_/);
    const weird = await api('/health', { headers: { 'X-Request-Id': '<script>' } });
    expect(weird.headers.get('x-request-id')).toMatch(/^req_/);
  });
});

describe('routing errors', () => {
  it('an unknown route → 404 NOT_FOUND JSON', async () => {
    const res = await api('/does-not-exist', { key: fixtures().orgA.readKey });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expectErrorBody(res.body, 'NOT_FOUND');
  });

  it('a known route with the wrong method → 405 METHOD_NOT_ALLOWED JSON with Allow', async () => {
    const res = await api('/grants', { method: 'DELETE', key: fixtures().orgA.readKey });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expectErrorBody(res.body, 'METHOD_NOT_ALLOWED');
    const put = await api('/missions', { method: 'PUT', key: fixtures().orgA.writeKey, body: {} });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'POST']);
  });

  it('openapi.json is public; other methods on it → 405', async () => {
    expect((await api('/openapi.json')).status).toBe(200);
    expect((await api('/openapi.json', { method: 'POST', body: {} })).status).toBe(405);
  });
});

describe('bodies', () => {
  const key = () => fixtures().orgA.writeKey;

  it('a body over 1 MiB → 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await api('/missions', {
      method: 'POST',
      key: key(),
      body: { name: 'x', description: 'a'.repeat(1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expectErrorBody(res.body, 'PAYLOAD_TOO_LARGE');
  });

  it('a non-JSON body → 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await api('/missions', {
      method: 'POST',
      key: key(),
      headers: { 'Content-Type': 'text/plain' },
      rawBody: 'name=Literacy',
    });
    expect(res.status).toBe(415);
    expectErrorBody(res.body, 'UNSUPPORTED_MEDIA_TYPE');
    const form = await api('/missions', {
      method: 'POST',
      key: key(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      rawBody: 'name=Literacy',
    });
    expect(form.status).toBe(415);
  });

  it('malformed JSON → 400 VALIDATION_FAILED', async () => {
    const res = await api('/missions', {
      method: 'POST',
      key: key(),
      headers: { 'Content-Type': 'application/json' },
      rawBody: '{"name":',
    });
    expect(res.status).toBe(400);
    expectErrorBody(res.body, 'VALIDATION_FAILED');
  });

  it('none of those created anything', async () => {
    const list = await api('/missions?limit=100', { key: key() });
    expect(list.body.data.filter((m: any) => m.name === 'x' || m.name === 'Literacy')).toEqual([]);
  });
});

describe('authentication', () => {
  it('no credential → 401 UNAUTHENTICATED', async () => {
    const res = await api('/grants');
    expect(res.status).toBe(401);
    expectErrorBody(res.body, 'UNAUTHENTICATED');
  });

  it('a malformed or unknown key → 401 INVALID_CREDENTIALS, and the key is not echoed', async () => {
    const bogus = 'gms_live_' + 'A'.repeat(49);
    const res = await api('/grants', { key: bogus });
    expect(res.status).toBe(401);
    expectErrorBody(res.body, 'INVALID_CREDENTIALS');
    expect(JSON.stringify(res.body)).not.toContain(bogus);
  });

  it('a key lacking the permission → 403 FORBIDDEN naming it', async () => {
    const res = await api('/grants', { key: fixtures().orgA.pursuitsOnlyKey });
    expect(res.status).toBe(403);
    expectErrorBody(res.body, 'FORBIDDEN');
    expect(res.body.error).toContain('VIEW_GRANTS');
  });
});
