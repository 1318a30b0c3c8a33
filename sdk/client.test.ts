// The SDK client against a real HTTP server on loopback that answers what each test scripts: retries and
// Retry-After, the Idempotency-Key kept across retries, typed errors, credentials, pagination, document uploads and
// downloads (and that an upload streams its file). Against the app: e2e/api/sdk.test.ts, e2e/api/sdk-documents.test.ts.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
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

describe('documents: uploads', () => {
  const pdf = '%PDF-1.4\n% a small test file\n%%EOF\n';
  const created = { id: 'd1', fileName: 'narrative.pdf', version: 1 };
  /** The form a request carried, parsed by fetch's own multipart reader. */
  const formOf = (req: Seen) =>
    new Response(req.body, { headers: { 'content-type': String(req.headers['content-type']) } }).formData();

  it('POSTs multipart/form-data: the set fields, portalVisible as text, the file under its name', async () => {
    server.then({ status: 201, body: created });
    const doc = await client().uploadDocument({
      file: new Blob([pdf], { type: 'text/html' }),
      fileName: 'narrative.pdf',
      title: 'Project narrative',
      requirementId: 'r1',
      portalVisible: false,
    });
    expect(doc).toEqual(created);
    expectTypeOf(doc).toEqualTypeOf<Schema<'DocumentDetail'>>();

    const [req] = server.seen;
    expect(req).toMatchObject({ method: 'POST', url: '/api/v1/documents' });
    expect(req!.headers['x-api-key']).toBe(KEY);
    expect(req!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(req!.headers['content-length']).toBe(String(Buffer.byteLength(req!.body)));
    const form = await formOf(req!);
    expect([...form.keys()]).toEqual(['title', 'requirementId', 'portalVisible', 'file']);
    expect(form.get('portalVisible')).toBe('false');
    const file = form.get('file') as File;
    expect(file.name).toBe('narrative.pdf');
    expect(await file.text()).toBe(pdf);
  });

  it('a 429 is retried with the same Idempotency-Key and the whole file again (the form is sent anew)', async () => {
    server.then(
      { status: 429, headers: { 'Retry-After': '0' }, body: errorBody('RATE_LIMITED', 'Slow down') },
      { status: 201, body: created },
    );
    await client().uploadDocument({ file: new Blob([pdf]), fileName: 'a.pdf' }, { idempotencyKey: 'upload-7' });
    expect(server.seen.map((r) => r.headers['idempotency-key'])).toEqual(['upload-7', 'upload-7']);
    for (const req of server.seen) expect(await ((await formOf(req)).get('file') as File).text()).toBe(pdf);
  });

  it('a ReadableStream is read once, then sent whole on every attempt (a 429, then the 201)', async () => {
    server.then(
      { status: 429, headers: { 'Retry-After': '0' }, body: errorBody('RATE_LIMITED', 'Slow down') },
      { status: 201, body: created },
    );
    const stream = new Blob([pdf]).stream();
    await client().uploadDocument({ file: stream, fileName: 'streamed.pdf' });
    expect(server.seen).toHaveLength(2);
    for (const req of server.seen) {
      const file = (await formOf(req)).get('file') as File;
      expect([file.name, await file.text()]).toEqual(['streamed.pdf', pdf]);
    }
  });

  it('addDocumentVersion sends the file only, to /documents/{id}/versions', async () => {
    server.then({ status: 201, body: { ...created, version: 2 } });
    const doc = await client().addDocumentVersion('d/1', { file: new Blob([pdf]), fileName: 'v2.pdf' });
    expect(doc.version).toBe(2);
    expect(server.seen[0]!.url).toBe('/api/v1/documents/d%2F1/versions');
    expect([...(await formOf(server.seen[0]!)).keys()]).toEqual(['file']);
  });

  it('a refusal is a GmsApiError; a file that is not a Blob is refused before anything is sent', async () => {
    server.then({ status: 415, body: errorBody('UNSUPPORTED_MEDIA_TYPE', 'Not an allowed type') });
    const err = await rejection(client().uploadDocument({ file: new Blob(['<html>']), fileName: 'x.pdf' }));
    expect(err).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Not an allowed type' });

    const notABlob = { file: '/tmp/x.pdf', fileName: 'x.pdf' } as unknown as { file: Blob; fileName: string };
    await expect(client().uploadDocument(notABlob)).rejects.toThrow(/Blob, File or ReadableStream.*fs\.openAsBlob/);
    expect(server.seen).toHaveLength(1);
  });
});

describe('documents: downloads', () => {
  const bytes = '%PDF-1.4\n%%EOF\n';
  const sha = 'ab'.repeat(32);
  const file = (headers: Record<string, string>): Answer => ({
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Length': String(bytes.length), ...headers },
    body: bytes,
  });

  it('streams the bytes, with the name (filename* first), type, size and the SHA-256 of the ETag', async () => {
    server.then(
      file({
        'Content-Disposition': `attachment; filename="F?rderantrag.pdf"; filename*=UTF-8''F%C3%B6rderantrag%20%E2%80%93%202027.pdf`,
        ETag: `"${sha}"`,
      }),
    );
    const download = await client().downloadDocument('d1', { version: 2 });
    expect(server.seen[0]!.url).toBe('/api/v1/documents/d1/content?version=2');
    expect(download).toMatchObject({
      fileName: 'Förderantrag – 2027.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
      sha256: sha,
    });
    expect(download.response.status).toBe(200);
    expect(await new Response(download.body).text()).toBe(bytes);
  });

  it('a plain filename; and null where the headers say nothing reliable (weak ETag, re-encoded, no name)', async () => {
    server.then(file({ 'Content-Disposition': 'attachment; filename="budget.pdf"', ETag: `"${sha}"` }));
    expect((await client().downloadDocument('d1')).fileName).toBe('budget.pdf');
    expect(server.seen[0]!.url).toBe('/api/v1/documents/d1/content');

    server.then(file({ ETag: `W/"${sha}"`, 'Content-Disposition': 'attachment; filename=' }));
    expect(await client().downloadDocument('d1')).toMatchObject({ fileName: null, sha256: null, size: bytes.length });

    server.then({
      status: 200,
      headers: { 'Content-Type': 'text/plain', 'Content-Encoding': 'identity', 'Content-Length': '3' },
      body: 'abc',
    });
    expect(await client().downloadDocument('d1')).toMatchObject({ size: 3, fileName: null, sha256: null });
  });

  it('downloadDocumentBlob reads the bytes into a Blob of the document’s type', async () => {
    server.then(file({ 'Content-Disposition': 'attachment; filename="budget.pdf"', ETag: `"${sha}"` }));
    const { blob, fileName, sha256 } = await client().downloadDocumentBlob('d1');
    expect({ fileName, sha256, type: blob.type, text: await blob.text() }).toEqual({
      fileName: 'budget.pdf',
      sha256: sha,
      type: 'application/pdf',
      text: bytes,
    });
  });

  it('a 404 is a GmsApiError', async () => {
    server.then({ status: 404, body: errorBody('NOT_FOUND', 'Document not found') });
    const err = await rejection(client().downloadDocument('missing'));
    expect(err).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Document not found' });
  });
});

describe('documents: memory', () => {
  it('uploads a 512 MiB file from disk (fs.openAsBlob), twice after a 429, without holding it in memory', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-sdk-upload-'));
    const file = path.join(dir, 'large.pdf');
    fs.writeFileSync(file, '%PDF-1.4\n');
    fs.truncateSync(file, 512 * 1024 * 1024); // sparse: costs no disk, reads as zeros
    const received: number[] = [];
    const sink = http.createServer((req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
      req.on('end', () => {
        received.push(bytes);
        const limited = received.length === 1;
        res.writeHead(limited ? 429 : 201, { 'Content-Type': 'application/json', 'Retry-After': '0' });
        res.end(JSON.stringify(limited ? errorBody('RATE_LIMITED', 'Slow down') : { id: 'd1' }));
      });
    });
    await new Promise<void>((r) => sink.listen(0, '127.0.0.1', r));
    const rss = () => process.memoryUsage().rss;
    const before = rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 10);
    try {
      const gms = createGmsClient({ baseUrl: `http://127.0.0.1:${(sink.address() as AddressInfo).port}`, apiKey: KEY });
      await gms.uploadDocument({ file: await fs.openAsBlob(file), fileName: 'large.pdf' });
    } finally {
      clearInterval(sampler);
      await new Promise<void>((r) => sink.close(() => r()));
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(received).toHaveLength(2);
    expect(received[0]).toBeGreaterThan(512 * 1024 * 1024);
    expect(received[1]).toBe(received[0]);
    // Held in memory, the file alone would add 512 MiB (fetch's redirect copy, a retry's clone: each as much again).
    expect((peak - before) / 1024 / 1024).toBeLessThan(128);
  }, 60_000);
});
