// guardedFetch against real HTTP servers on 127.0.0.1 (docs/catalog.md#redirects): what a source's redirect may
// reach, and that a refused one is refused before any connection to its target.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardedFetch, MAX_REDIRECTS, RedirectRefusedError } from './guarded-fetch';

interface Server {
  url: (path?: string) => string;
  port: number;
  requests: { method: string; path: string; body: string }[];
  close: () => Promise<void>;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** Answers each path by `route` (status and Location), else 200 "ok" with the method and body seen. */
async function startServer(route: (path: string) => { status: number; location?: string } | null): Promise<Server> {
  const requests: Server['requests'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', path: req.url ?? '/', body });
      const r = route(req.url ?? '/');
      if (r) {
        res.writeHead(r.status, r.location ? { location: r.location } : {});
        return void res.end();
      }
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`ok ${req.method} ${body}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const s: Server = {
    url: (p = '/') => `http://127.0.0.1:${port}${p}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(s);
  return s;
}

/** The refusal guardedFetch throws, or a failure if it answered. */
async function refusal(promise: Promise<Response>): Promise<RedirectRefusedError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RedirectRefusedError);
  return err as RedirectRefusedError;
}

const noResolve = async (): Promise<string[]> => {
  throw new Error('the test resolves no name');
};

describe('guardedFetch', () => {
  it('follows redirects on the configured host, at most MAX_REDIRECTS of them', async () => {
    const s = await startServer((p) => {
      const n = Number(/^\/hop(\d+)$/.exec(p)?.[1] ?? NaN);
      return Number.isNaN(n) ? null : { status: 302, location: n === 0 ? '/end' : `/hop${n - 1}` };
    });
    const res = await guardedFetch(s.url(`/hop${MAX_REDIRECTS - 1}`), {}, { resolve: noResolve });
    expect(await res.text()).toBe('ok GET ');
    expect(s.requests).toHaveLength(MAX_REDIRECTS + 1);

    s.requests.length = 0;
    const err = await refusal(guardedFetch(s.url(`/hop${MAX_REDIRECTS}`), {}, { resolve: noResolve }));
    expect(err.message).toMatch(
      new RegExp(`^refused a redirect to http://127\\.0\\.0\\.1:\\d+/end: more than ${MAX_REDIRECTS} redirects$`),
    );
    expect(err.failure).toBe('redirect');
    expect(s.requests).toHaveLength(MAX_REDIRECTS + 1);
  });

  it('refuses a redirect to a private, loopback or link-local address on another host, before connecting', async () => {
    const other = await startServer(() => null);
    for (const location of [
      'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'https://10.0.0.7/admin',
      'https://[::1]/',
      `https://localhost:${other.port}/`,
      'https://0x7f.0.0.2/', // 127.0.0.2, in the URL parser's reading
    ]) {
      const s = await startServer(() => ({ status: 302, location }));
      const err = await refusal(guardedFetch(s.url('/extract.zip'), {}, { resolve: noResolve }));
      expect(err.message).toMatch(/: the host is a private, loopback, link-local or reserved address$/);
    }
    expect(other.requests).toHaveLength(0);
  });

  it('refuses a host that resolves to a private address, or does not resolve', async () => {
    const s = await startServer((p) => ({ status: 307, location: `https://internal.example${p}` }));
    const privately = await refusal(
      guardedFetch(s.url('/a'), {}, { resolve: async () => ['93.184.215.14', '10.1.2.3'] }),
    );
    expect(privately.message).toBe(
      'refused a redirect to https://internal.example/a: the host resolves to a private, loopback, link-local or reserved address',
    );
    const unresolved = await refusal(guardedFetch(s.url('/b'), {}, { resolve: noResolve }));
    expect(unresolved.message).toBe('refused a redirect to https://internal.example/b: the host could not be resolved');
  });

  it('follows https only: no http to another host, nor another scheme', async () => {
    const s = await startServer(() => ({ status: 301, location: 'http://grants.example/extract.zip?key=s3cret' }));
    const err = await refusal(guardedFetch(s.url('/x'), {}, { resolve: async () => ['93.184.215.14'] }));
    // The target without its query: it may carry a key.
    expect(err.message).toBe(
      'refused a redirect to http://grants.example/extract.zip?…: only https redirects are followed (this one is http)',
    );
    const ftp = await startServer(() => ({ status: 302, location: 'ftp://127.0.0.1/extract.zip' }));
    expect((await refusal(guardedFetch(ftp.url('/x'), {}, { resolve: noResolve }))).message).toMatch(
      /only https redirects are followed \(this one is ftp\)$/,
    );
  });

  it('refuses a target carrying credentials, a Location that is missing, and a 302 that would turn a POST into a GET', async () => {
    const s = await startServer((p) =>
      p === '/creds'
        ? { status: 302, location: 'https://user:pa55@grants.example/' }
        : p === '/none'
          ? { status: 302 }
          : p === '/post302'
            ? { status: 302, location: '/end' }
            : p === '/post307'
              ? { status: 307, location: '/end' }
              : null,
    );
    const creds = await refusal(guardedFetch(s.url('/creds'), {}, { resolve: async () => ['93.184.215.14'] }));
    expect(creds.message).toBe('refused a redirect to https://grants.example/: the target carries credentials');
    expect(creds.message).not.toContain('pa55');
    expect((await refusal(guardedFetch(s.url('/none'), {}))).message).toBe(
      'refused a redirect: HTTP 302 without a Location',
    );
    const post = { method: 'POST', body: '{"rows":50}', headers: { 'content-type': 'application/json' } };
    expect((await refusal(guardedFetch(s.url('/post302'), post))).message).toMatch(
      /: HTTP 302 would turn the POST into a GET$/,
    );
    // 307 keeps the method and the body.
    expect(await (await guardedFetch(s.url('/post307'), post)).text()).toBe('ok POST {"rows":50}');
  });
});
