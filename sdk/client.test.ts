// The SDK client against a real HTTP server on loopback that answers what each test scripts: retries and
// Retry-After, the Idempotency-Key kept across retries, typed errors, credentials, pagination.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createGmsClient, GmsApiError, retryDelayMs, type Schema } from './src';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/** Answers each request with the next scripted answer (or `fallback`), and records what it received. */
class ScriptedServer {
  readonly seen: Seen[] = [];
  private script: ((req: Seen) => Answer)[] = [];
  private fallback: (req: Seen) => Answer = () => ({ status: 200, body: {} });
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      this.seen.push(seen);
      const answer = (this.script.shift() ?? this.fallback)(seen);
      const text =
        answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status, {
        'Content-Type': typeof answer.body === 'string' ? 'text/html' : 'application/json',
        'X-Request-Id': `req_test${this.seen.length}`,
        ...answer.headers,
      });
      res.end(text);
    });
  });
  origin = '';
  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((r) => this.server.close(() => r()));
  }
  reset(fallback: (req: Seen) => Answer = () => ({ status: 200, body: {} })) {
    this.seen.length = 0;
    this.script = [];
    this.fallback = fallback;
  }
  then(...answers: (Answer | ((req: Seen) => Answer))[]) {
    this.script.push(...answers.map((a) => (typeof a === 'function' ? a : () => a)));
    return this;
  }
}

const server = new ScriptedServer();
beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => server.reset());

const KEY = 'gms_test_unitkeyunitkeyunitkeyunitkeyunitkeyunitk000000';
const client = (retry?: { maxRetries?: number; maxDelayMs?: number }) =>
  createGmsClient({ baseUrl: server.origin, apiKey: KEY, retry });
const errorBody = (code: string, error: string, requestId = 'req_body1') => ({ error, code, requestId });
const pursuit = (title: string) => ({
  id: '7d1f1f5e-8a3c-4f61-9a0e-5d2b8c1e0a11',
  title,
  stage: 'prospect',
  status: 'active',
});
const rejection = async (promise: Promise<unknown>): Promise<GmsApiError> => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GmsApiError);
  return err as GmsApiError;
};

describe('retries on 429 and 503', () => {
  it('429 with Retry-After: 1, then 201: one result, two requests, the same Idempotency-Key and body on both', async () => {
    server.then(
      { status: 429, headers: { 'Retry-After': '1' }, body: errorBody('RATE_LIMITED', 'Rate limit exceeded') },
      (req) => ({ status: 201, body: pursuit(JSON.parse(req.body).title) }),
    );
    const started = Date.now();
    const created = await client().POST('/pursuits', { body: { title: 'Library expansion' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(created.title).toBe('Library expansion');
    expectTypeOf(created).toEqualTypeOf<Schema<'Pursuit'>>();

    expect(server.seen).toHaveLength(2);
    const [first, second] = server.seen;
    expect(first!.headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    expect(second!.body).toBe(first!.body);
    expect(JSON.parse(second!.body)).toEqual({ title: 'Library expansion' });
  });

  it('each POST gets a key of its own; a key the caller passes is kept, across retries too', async () => {
    const gms = client();
    server.then({ status: 201, body: pursuit('a') }, { status: 201, body: pursuit('b') });
    await gms.POST('/pursuits', { body: { title: 'a' } });
    await gms.POST('/pursuits', { body: { title: 'b' } });
    expect(server.seen[0]!.headers['idempotency-key']).not.toBe(server.seen[1]!.headers['idempotency-key']);

    server.reset();
    server.then(
      { status: 503, headers: { 'Retry-After': '0' }, body: errorBody('UNAVAILABLE', 'Busy') },
      { status: 201, body: pursuit('c') },
    );
    await gms.POST('/pursuits', { body: { title: 'c' }, headers: { 'Idempotency-Key': 'order-4711' } });
    expect(server.seen.map((r) => r.headers['idempotency-key'])).toEqual(['order-4711', 'order-4711']);
  });

  it('GET and PATCH carry no Idempotency-Key', async () => {
    server.reset(() => ({ status: 200, body: pursuit('x') }));
    await client().GET('/pursuits/{id}', { params: { path: { id: 'p1' } } });
    await client().PATCH('/pursuits/{id}', { params: { path: { id: 'p1' } }, body: { stage: 'drafting' } });
    expect(server.seen.map((r) => r.headers['idempotency-key'])).toEqual([undefined, undefined]);
  });

  it('503 past maxRetries → GmsApiError after exactly 1 + maxRetries attempts', async () => {
    server.reset(() => ({
      status: 503,
      headers: { 'Retry-After': '0' },
      body: errorBody('UNAVAILABLE', 'Database unreachable'),
    }));
    const err = await rejection(client({ maxRetries: 2 }).GET('/grants'));
    expect(server.seen).toHaveLength(3);
    expect(err).toMatchObject({
      status: 503,
      code: 'UNAVAILABLE',
      message: 'Database unreachable',
      requestId: 'req_body1',
    });
  });

  it('a 503 to a PATCH or DELETE is not sent again (it may have run); a 429 to a PATCH is', async () => {
    server.reset(() => ({ status: 503, headers: { 'Retry-After': '0' }, body: errorBody('UNAVAILABLE', 'Busy') }));
    await rejection(client().PATCH('/pursuits/{id}', { params: { path: { id: 'p1' } }, body: { stage: 'drafting' } }));
    await rejection(client().DELETE('/missions/{id}', { params: { path: { id: 'm1' } } }));
    expect(server.seen.map((r) => r.method)).toEqual(['PATCH', 'DELETE']);
    server.reset(() => ({ status: 200, body: pursuit('x') }));
    server.then({ status: 429, headers: { 'Retry-After': '0' }, body: errorBody('RATE_LIMITED', 'Slow down') });
    await client().PATCH('/pursuits/{id}', { params: { path: { id: 'p1' } }, body: { stage: 'drafting' } });
    expect(server.seen.map((r) => r.method)).toEqual(['PATCH', 'PATCH']);
  });

  it('a Retry-After above maxDelayMs is not waited for: the 429 is thrown at once', async () => {
    server.reset(() => ({
      status: 429,
      headers: { 'Retry-After': '45' },
      body: errorBody('RATE_LIMITED', 'Rate limit of 100 requests per minute exceeded'),
    }));
    const started = Date.now();
    const err = await rejection(client({ maxDelayMs: 10_000 }).GET('/grants'));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.seen).toHaveLength(1);
    expect(err).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(err.headers.get('retry-after')).toBe('45');
  });

  it('maxRetries: 0 turns retrying off', async () => {
    server.reset(() => ({
      status: 429,
      headers: { 'Retry-After': '0' },
      body: errorBody('RATE_LIMITED', 'slow down'),
    }));
    await rejection(client({ maxRetries: 0 }).GET('/grants'));
    expect(server.seen).toHaveLength(1);
  });

  it.each([500, 502, 409, 400, 401, 404])('never retries a %i', async (status) => {
    server.reset(() => ({ status, headers: { 'Retry-After': '0' }, body: errorBody('INTERNAL', 'no') }));
    const err = await rejection(client().POST('/pursuits', { body: { title: 'once' } }));
    expect(err.status).toBe(status);
    expect(server.seen).toHaveLength(1);
  });

  it('Retry-After: delta seconds, an HTTP date, or exponential backoff without one', () => {
    const now = Date.parse('2026-11-21T09:30:00.000Z');
    expect(retryDelayMs('7', 0, now)).toBe(7_000);
    expect(retryDelayMs(' 0 ', 3, now)).toBe(0);
    expect(retryDelayMs('Sat, 21 Nov 2026 09:30:05 GMT', 0, now)).toBe(5_000);
    expect(retryDelayMs('Sat, 21 Nov 2026 09:29:00 GMT', 0, now)).toBe(0);
    expect(retryDelayMs(null, 0, now)).toBe(1_000);
    expect(retryDelayMs('soon', 2, now)).toBe(4_000);
  });

  it('an abort while waiting for Retry-After stops the call', async () => {
    server.reset(() => ({
      status: 429,
      headers: { 'Retry-After': '20' },
      body: errorBody('RATE_LIMITED', 'slow down'),
    }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('caller gave up')), 200);
    await expect(client().GET('/grants', { signal: controller.signal })).rejects.toThrow('caller gave up');
    expect(server.seen).toHaveLength(1);
  });
});

describe('typed errors', () => {
  it('the error body (docs/api.md#errors) becomes a GmsApiError with status, code, requestId and issues', async () => {
    const body = {
      ...errorBody('VALIDATION_FAILED', 'Validation failed: limit: must be ≤ 100', 'req_01J0VALID'),
      issues: [{ path: 'limit', message: 'must be ≤ 100' }],
    };
    server.then({ status: 400, body });
    const err = await rejection(client().GET('/grants', { params: { query: { limit: 1000 } } }));
    expect(err).toMatchObject({
      name: 'GmsApiError',
      status: 400,
      code: 'VALIDATION_FAILED',
      requestId: 'req_01J0VALID',
      body,
    });
    expect(err.message).toBe('Validation failed: limit: must be ≤ 100');
    expect(err.issues).toEqual([{ path: 'limit', message: 'must be ≤ 100' }]);
    expect(err).toBeInstanceOf(Error);
  });

  it('a body that is not the API’s (a proxy’s page) → code UNKNOWN, requestId from X-Request-Id', async () => {
    server.then({ status: 502, body: '<html>Bad gateway</html>' });
    const err = await rejection(client().GET('/grants'));
    expect(err).toMatchObject({
      status: 502,
      code: 'UNKNOWN',
      requestId: 'req_test1',
      message: 'HTTP 502',
      issues: [],
    });
    expect(err.body).toBe('<html>Bad gateway</html>');
  });

  it('2xx answers resolve to the body', async () => {
    server.then({ status: 200, body: { status: 'ok' } });
    await expect(client().GET('/health')).resolves.toEqual({ status: 'ok' });
  });
});

describe('credentials and base URL', () => {
  it('apiKey → X-API-Key, organizationId → X-Organization-Id, extra headers; origin or /api/v1 base alike', async () => {
    for (const baseUrl of [server.origin, `${server.origin}/`, `${server.origin}/api/v1`, `${server.origin}/api/v1/`]) {
      await createGmsClient({
        baseUrl,
        apiKey: KEY,
        organizationId: 'org-1',
        headers: { 'User-Agent': 'erp-sync/2' },
      }).GET('/health');
    }
    expect(server.seen.map((r) => r.url)).toEqual(Array(4).fill('/api/v1/health'));
    expect(server.seen[0]!.headers).toMatchObject({
      'x-api-key': KEY,
      'x-organization-id': 'org-1',
      'user-agent': 'erp-sync/2',
    });
    expect(server.seen[0]!.headers.authorization).toBeUndefined();
  });

  it('token → Authorization: Bearer; a token function is asked before every request', async () => {
    await createGmsClient({ baseUrl: server.origin, token: 'portal_abc' }).GET('/reports/summary');
    let n = 0;
    const fresh = createGmsClient({ baseUrl: server.origin, token: async () => `id-token-${++n}` });
    await fresh.GET('/reports/summary');
    await fresh.GET('/reports/summary');
    expect(server.seen.map((r) => r.headers.authorization)).toEqual([
      'Bearer portal_abc',
      'Bearer id-token-1',
      'Bearer id-token-2',
    ]);
    expect(server.seen[0]!.headers['x-api-key']).toBeUndefined();
  });

  it('refuses an API key and a token together (the API would answer AMBIGUOUS_CREDENTIALS)', () => {
    expect(() => createGmsClient({ baseUrl: server.origin, apiKey: KEY, token: 'portal_abc' })).toThrow(TypeError);
  });
});

describe('paginate', () => {
  const rows = Array.from({ length: 12 }, (_, i) => ({ id: `g${String(i).padStart(2, '0')}` }));
  const pages = (req: Seen): Answer => {
    const url = new URL(req.url, 'http://x');
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const data = rows.slice(offset, offset + limit);
    return {
      status: 200,
      body: { data, pagination: { limit, offset, total: rows.length, hasMore: offset + data.length < rows.length } },
    };
  };

  it('follows offset until hasMore is false, keeping the query', async () => {
    server.reset(pages);
    const ids: string[] = [];
    for await (const grant of client().paginate('/grants', { query: { limit: 5, sort: 'closeDate' } })) {
      expectTypeOf(grant).toEqualTypeOf<Schema<'GrantListItem'>>();
      ids.push(grant.id);
    }
    expect(ids).toEqual(rows.map((r) => r.id));
    expect(server.seen.map((r) => r.url)).toEqual([
      '/api/v1/grants?limit=5&sort=closeDate&offset=0',
      '/api/v1/grants?limit=5&sort=closeDate&offset=5',
      '/api/v1/grants?limit=5&sort=closeDate&offset=10',
    ]);
  });

  it('starts at a given offset, fills path parameters, and stops early when the caller breaks', async () => {
    server.reset(pages);
    const ids: string[] = [];
    for await (const task of client().paginate('/projects/{id}/tasks', {
      path: { id: 'p9' },
      query: { limit: 2, offset: 4 },
    })) {
      ids.push(task.id);
      if (ids.length === 3) break;
    }
    expect(ids).toEqual(['g04', 'g05', 'g06']);
    expect(server.seen.map((r) => r.url)).toEqual([
      '/api/v1/projects/p9/tasks?limit=2&offset=4',
      '/api/v1/projects/p9/tasks?limit=2&offset=6',
    ]);
  });

  it('an empty page ends the walk even if it claims more', async () => {
    server.reset(() => ({
      status: 200,
      body: { data: [], pagination: { limit: 20, offset: 0, total: 3, hasMore: true } },
    }));
    const items: unknown[] = [];
    for await (const item of client().paginate('/pursuits')) items.push(item);
    expect(items).toEqual([]);
    expect(server.seen).toHaveLength(1);
  });

  it('a failed page throws GmsApiError out of the loop', async () => {
    server.reset(pages);
    server.then(pages, { status: 403, body: errorBody('FORBIDDEN', 'API key lacks permission VIEW_GRANTS') });
    const walk = async () => {
      for await (const _ of client().paginate('/grants', { query: { limit: 5 } })) {
        /* drain */
      }
    };
    const err = await rejection(walk());
    expect(err.code).toBe('FORBIDDEN');
  });
});
