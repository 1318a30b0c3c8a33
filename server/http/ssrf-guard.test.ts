import type dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from '../webhooks/http-post';
import {
  FORBIDDEN_LITERAL_MESSAGE,
  FORBIDDEN_RESOLVED_MESSAGE,
  UNRESOLVABLE_MESSAGE,
  guardedLookup,
  isForbiddenAddress,
  validateWebhookUrl,
  type ResolveAll,
} from './ssrf-guard';

// Every form docs/webhooks.md#endpoints names, as a URL's host: private, loopback, link-local, CGNAT, multicast,
// metadata, unspecified, reserved; IPv4-compatible, IPv4-mapped, NAT64, 6to4 and Teredo IPv6; numeric IPv4.
const FORBIDDEN_HOSTS = [
  '127.0.0.1',
  '127.1.2.3',
  '10.0.0.5',
  '172.16.0.1',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '100.100.100.200', // Alibaba metadata (CGNAT)
  '224.0.0.1',
  '0.0.0.0',
  '0.1.2.3',
  '255.255.255.255',
  '192.0.0.8',
  '198.18.0.1',
  '240.0.0.1',
  '[::1]',
  '[::]',
  '[fe80::1]',
  '[fd00:ec2::254]', // AWS IPv6 metadata (unique local)
  '[fc00::1]',
  '[fec0::1]', // site-local (deprecated)
  '[ff02::1]',
  '[100::1]', // discard-only
  '[::7f00:1]', // IPv4-compatible 127.0.0.1
  '[::127.0.0.1]',
  '[::a9fe:a9fe]', // IPv4-compatible 169.254.169.254
  '[::a00:1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[::ffff:169.254.169.254]',
  '[::ffff:0:7f00:1]', // IPv4-translated
  '[64:ff9b::7f00:1]', // NAT64 of 127.0.0.1
  '[64:ff9b::10.0.0.1]',
  '[64:ff9b::a9fe:a9fe]',
  '[64:ff9b:1::a00:1]', // local-use NAT64
  '[2002:7f00:1::]', // 6to4 of 127.0.0.1
  '[2002:a00:1::1]',
  '[2002:c0a8:101::1]',
  '[2001:0:4136:e378:8000:63bf:3fff:fdd2]', // Teredo
  '[2001::1]',
  '[2001:db8::1]',
  '[3fff::1]',
  '2130706433',
  '0x7f.1',
  '0x7f000001',
  '017700000001',
  '0177.0.0.1',
  '127.1',
  '0',
];
const FORBIDDEN_NAMES = ['localhost', 'api.localhost', 'LOCALHOST.'];
/** The same forms as a resolver answers them (an address, never URL syntax). */
const FORBIDDEN_ADDRESSES = FORBIDDEN_HOSTS.filter((h) => !/^(0x|0\d|\d+$|127\.1$)/.test(h)).map((h) =>
  h.replace(/^\[|\]$/g, ''),
);
const PUBLIC_ADDRESSES = ['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'];

/** Any IPv4 or IPv6 address in a message, in any of the forms above. */
const IP_IN_TEXT = /\d{1,3}(\.\d{1,3}){3}|[0-9a-f]{0,4}:[0-9a-f]{0,4}:|\b0x[0-9a-f]+|\b\d{5,}\b/i;

const publicResolve = async () => ['93.184.215.14'];

describe('SSRF guard at registration', () => {
  it.each(FORBIDDEN_HOSTS)('refuses https://%s/, naming the rule and not the address', async (host) => {
    const refusal = validateWebhookUrl(`https://${host}/hook`, { allowPrivate: false, resolve: publicResolve });
    await expect(refusal).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `url: ${FORBIDDEN_LITERAL_MESSAGE}`,
    });
  });

  it.each(FORBIDDEN_NAMES)('refuses https://%s/ without asking the resolver', async (host) => {
    const resolve = async (): Promise<string[]> => {
      throw new Error('not asked');
    };
    await expect(validateWebhookUrl(`https://${host}/hook`, { allowPrivate: false, resolve })).rejects.toMatchObject({
      message: `url: ${FORBIDDEN_RESOLVED_MESSAGE}`,
    });
  });

  it.each(FORBIDDEN_ADDRESSES)('refuses a name that resolves to %s, and never says so', async (address) => {
    const resolve = async () => ['93.184.215.14', address];
    const err = await validateWebhookUrl('https://vm.example.com/h', { allowPrivate: false, resolve }).catch(
      (e: Error) => e,
    );
    expect(err).toMatchObject({ code: 'VALIDATION_FAILED', message: `url: ${FORBIDDEN_RESOLVED_MESSAGE}` });
    expect(JSON.stringify(err)).not.toMatch(IP_IN_TEXT);
  });

  it('refuses http forms of the numeric addresses too', async () => {
    for (const url of ['http://2130706433/', 'http://0x7f.1/', 'http://0177.0.0.1/', 'http://[::7f00:1]/']) {
      await expect(validateWebhookUrl(url, { allowPrivate: false, resolve: publicResolve })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    }
  });

  it('a resolver failure leaves the check to delivery, and says nothing of it', async () => {
    const resolve = async (): Promise<string[]> => {
      throw Object.assign(new Error('getaddrinfo EAI_AGAIN vm.corp 10.0.0.53'), { code: 'EAI_AGAIN' });
    };
    expect(await validateWebhookUrl('https://vm.corp/h', { allowPrivate: false, resolve })).toBe('https://vm.corp/h');
  });

  it('refuses http, credentials and garbage; accepts a public https URL', async () => {
    const resolve = publicResolve;
    await expect(validateWebhookUrl('http://example.com/h', { allowPrivate: false, resolve })).rejects.toThrow(/https/);
    await expect(validateWebhookUrl('https://u:p@example.com/h', { allowPrivate: false, resolve })).rejects.toThrow(
      /credentials/,
    );
    await expect(validateWebhookUrl('not a url', { allowPrivate: false, resolve })).rejects.toThrow(/absolute/);
    await expect(validateWebhookUrl('ftp://example.com/', { allowPrivate: false, resolve })).rejects.toThrow();
    expect(await validateWebhookUrl('https://example.com/h?x=1', { allowPrivate: false, resolve })).toBe(
      'https://example.com/h?x=1',
    );
    expect(await validateWebhookUrl('https://[2606:4700::1111]/h', { allowPrivate: false, resolve })).toBe(
      'https://[2606:4700::1111]/h',
    );
    for (const address of PUBLIC_ADDRESSES) {
      const ok = await validateWebhookUrl('https://example.com/h', {
        allowPrivate: false,
        resolve: async () => [address],
      });
      expect(ok).toBe('https://example.com/h');
    }
  });

  it('allows private networks and http only with the dev setting', async () => {
    for (const url of ['http://127.0.0.1:9/h', 'http://localhost:9/h', 'https://2130706433/h']) {
      await expect(validateWebhookUrl(url, { allowPrivate: true })).resolves.toBeTypeOf('string');
    }
  });

  it('classifies addresses', () => {
    for (const address of PUBLIC_ADDRESSES) expect(isForbiddenAddress(address), address).toBe(false);
    for (const address of FORBIDDEN_ADDRESSES) expect(isForbiddenAddress(address), address).toBe(true);
    expect(isForbiddenAddress('not-an-ip')).toBe(true);
  });
});

describe('SSRF guard at delivery: the same decision on the address a name resolves to', () => {
  /** Runs the connect-time lookup with a resolver that answers `addresses` (or fails with `error`). */
  const lookUp = (answer: { addresses?: string[]; error?: NodeJS.ErrnoException }) =>
    new Promise<{ err: NodeJS.ErrnoException | null; address: unknown }>((resolve) => {
      const fake: ResolveAll = (_host, _options, callback) =>
        callback(
          answer.error ?? null,
          (answer.addresses ?? []).map((address): dns.LookupAddress => ({
            address,
            family: address.includes(':') ? 6 : 4,
          })),
        );
      const lookup = guardedLookup(false, fake) as unknown as (
        host: string,
        options: dns.LookupOptions,
        cb: (err: NodeJS.ErrnoException | null, address: unknown) => void,
      ) => void;
      lookup('vm.example.com', {}, (err, address) => resolve({ err, address }));
    });

  it.each(FORBIDDEN_ADDRESSES)('refuses a name that resolves to %s, and never says so', async (address) => {
    const { err } = await lookUp({ addresses: ['93.184.215.14', address] });
    expect(err).toMatchObject({
      code: 'EFORBIDDENADDRESS',
      message: `refused to connect: ${FORBIDDEN_RESOLVED_MESSAGE}`,
    });
    expect(err!.message).not.toMatch(IP_IN_TEXT);
  });

  it.each(PUBLIC_ADDRESSES)('lets a name that resolves to %s through', async (address) => {
    expect(await lookUp({ addresses: [address] })).toEqual({ err: null, address });
  });

  it("a resolver failure is recorded as the rule, not the resolver's words", async () => {
    const error = Object.assign(new Error('getaddrinfo EAI_AGAIN vm.corp (via 10.0.0.53)'), { code: 'EAI_AGAIN' });
    const { err } = await lookUp({ error });
    expect(err).toMatchObject({ code: 'EAI_AGAIN', message: UNRESOLVABLE_MESSAGE });
    expect((await lookUp({ addresses: [] })).err).toMatchObject({ code: 'ENOTFOUND', message: UNRESOLVABLE_MESSAGE });
  });

  it.each(FORBIDDEN_HOSTS)('refuses http://%s/ before any socket, naming the rule only', async (host) => {
    const result = await postWebhook({
      url: `http://${host}:9/hook`,
      headers: { 'content-type': 'application/json' },
      body: '{}',
      allowPrivate: false,
      timeoutMs: 2000,
    });
    expect(result).toMatchObject({ statusCode: null, error: `refused to connect: ${FORBIDDEN_LITERAL_MESSAGE}` });
  });
});

describe('SSRF guard at connect time (real sockets, real DNS for localhost)', () => {
  let server: http.Server;
  let port = 0;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      hits++;
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const post = (url: string, allowPrivate: boolean) =>
    postWebhook({ url, headers: { 'content-type': 'application/json' }, body: '{}', allowPrivate, timeoutMs: 2000 });

  it.each(['localhost', '127.0.0.1', '2130706433', '0x7f.1', '017700000001', '[::ffff:127.0.0.1]'])(
    'refuses http://%s at connect time without the dev setting',
    async (host) => {
      const before = hits;
      const result = await post(`http://${host}:${port}/hook`, false);
      expect(result.statusCode).toBeNull();
      expect(result.error).toMatch(/^refused to connect: the URL's host (is|resolves to) a private/);
      expect(result.error).not.toMatch(IP_IN_TEXT);
      expect(hits).toBe(before);
    },
  );

  it('connects with the dev setting', async () => {
    const result = await post(`http://localhost:${port}/hook`, true);
    expect(result).toMatchObject({ statusCode: 200, responseSnippet: 'ok', error: null });
  });
});
