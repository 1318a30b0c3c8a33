import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from './http-post';
import { isForbiddenAddress, validateWebhookUrl } from './ssrf-guard';

// Every form docs/webhooks.md#endpoints names: private, loopback, link-local, CGNAT, multicast, metadata, mapped and
// numeric.
const REFUSED_URLS = [
  'https://127.0.0.1/hook',
  'https://127.1.2.3/hook',
  'https://10.0.0.5/hook',
  'https://172.16.0.1/hook',
  'https://192.168.1.1/hook',
  'https://169.254.169.254/latest/meta-data/',
  'https://100.64.0.1/hook',
  'https://100.100.100.200/hook', // Alibaba metadata (CGNAT)
  'https://224.0.0.1/hook',
  'https://0.0.0.0/hook',
  'https://255.255.255.255/hook',
  'https://[::1]/hook',
  'https://[::]/hook',
  'https://[fe80::1]/hook',
  'https://[fd00:ec2::254]/hook', // AWS IPv6 metadata (unique local)
  'https://[fc00::1]/hook',
  'https://[ff02::1]/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://[::ffff:169.254.169.254]/hook',
  'https://[::ffff:7f00:1]/hook',
  'https://[64:ff9b::7f00:1]/hook', // NAT64
  'https://[2002:7f00:1::]/hook', // 6to4
  'https://2130706433/hook',
  'https://0x7f.1/hook',
  'https://0x7f000001/hook',
  'https://017700000001/hook',
  'https://0177.0.0.1/hook',
  'https://127.1/hook',
  'https://localhost/hook',
  'https://api.localhost/hook',
];

describe('SSRF guard at registration', () => {
  it.each(REFUSED_URLS)('refuses %s', async (url) => {
    await expect(
      validateWebhookUrl(url, { allowPrivate: false, resolve: async () => ['93.184.215.14'] }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('refuses a name that resolves to a private address (any of its addresses)', async () => {
    const resolve = async () => ['93.184.215.14', '10.1.2.3'];
    await expect(validateWebhookUrl('https://rebind.example.com/h', { allowPrivate: false, resolve })).rejects.toThrow(
      /10\.1\.2\.3/,
    );
  });

  it('refuses http, credentials and garbage; accepts a public https URL', async () => {
    const resolve = async () => ['93.184.215.14'];
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
  });

  it('allows private networks and http only with the dev setting', async () => {
    for (const url of ['http://127.0.0.1:9/h', 'http://localhost:9/h', 'https://2130706433/h']) {
      await expect(validateWebhookUrl(url, { allowPrivate: true })).resolves.toBeTypeOf('string');
    }
  });

  it('classifies addresses', () => {
    expect(isForbiddenAddress('8.8.8.8')).toBe(false);
    expect(isForbiddenAddress('2606:4700::1111')).toBe(false);
    expect(isForbiddenAddress('::ffff:8.8.8.8')).toBe(false);
    expect(isForbiddenAddress('::ffff:10.0.0.1')).toBe(true);
    expect(isForbiddenAddress('not-an-ip')).toBe(true);
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
      expect(result.error).toMatch(/not a public address/);
      expect(hits).toBe(before);
    },
  );

  it('connects with the dev setting', async () => {
    const result = await post(`http://localhost:${port}/hook`, true);
    expect(result).toMatchObject({ statusCode: 200, responseSnippet: 'ok', error: null });
  });
});
