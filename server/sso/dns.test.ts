// The DNS side of domain verification (docs/sso.md#verified-domains), against a real DNS server on loopback (dns2):
// DNS_SERVERS parsing, TXT chunks joined, a name without records, an unreachable resolver, and the exact-match rule.
import dgram from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationError } from '../env';
import { startDnsServer, type DnsTestServer } from '../testing/dns-server';
import { hasVerificationRecord, lookupTxt, parseDnsServers, verificationRecord } from './dns';

let dns: DnsTestServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns?.stop());

describe('parseDnsServers', () => {
  it('takes addresses with an optional port, as Resolver#setServers wants them', () => {
    expect(parseDnsServers(undefined)).toBeNull();
    expect(parseDnsServers('  ')).toBeNull();
    expect(parseDnsServers('1.1.1.1, 8.8.8.8:53 ,::1,[2001:db8::1]:5353')).toEqual([
      '1.1.1.1',
      '8.8.8.8:53',
      '::1',
      '[2001:db8::1]:5353',
    ]);
    expect(parseDnsServers('[::1]')).toEqual(['::1']);
  });

  it('refuses a host name or a bad port: a resolver is dialled by address', () => {
    for (const value of ['dns.google', 'dns.google:53', '1.1.1.1:0', '1.1.1.1:70000', '1.1.1.1,', '[::1:53']) {
      expect(() => parseDnsServers(value), value).toThrow(ConfigurationError);
    }
  });
});

describe('lookupTxt', () => {
  it('returns every TXT record of the name, a long record’s chunks joined', async () => {
    const long = `gms-verification=${'a'.repeat(300)}`;
    dns.setTxt('chunks.example.org', ['v=spf1 -all', [long.slice(0, 255), long.slice(255)]]);
    const found = await lookupTxt('chunks.example.org', { servers: [dns.address] });
    expect(found).toEqual({ found: true, records: expect.arrayContaining(['v=spf1 -all', long]) as string[] });
    expect(dns.questions).toContain('chunks.example.org');
  });

  it('a name that does not exist, or exists without TXT records: no records', async () => {
    expect(await lookupTxt('absent.example.org', { servers: [dns.address] })).toEqual({
      found: false,
      reason: 'no_records',
    });
    dns.setTxt('empty.example.org', []);
    expect(await lookupTxt('empty.example.org', { servers: [dns.address] })).toEqual({
      found: false,
      reason: 'no_records',
    });
  });

  it('a resolver that never answers: unreachable, within the timeout', async () => {
    // A socket that reads and never replies: the resolver's attempts time out.
    const silent = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address();
      const result = await lookupTxt('chunks.example.org', { servers: [`127.0.0.1:${port}`], timeoutMs: 200 });
      expect(result).toEqual({ found: false, reason: 'unreachable' });
    } finally {
      silent.close();
    }
  });
});

describe('hasVerificationRecord', () => {
  const token = 'f'.repeat(40);
  it('matches exactly one record equal to gms-verification=<token>', () => {
    expect(verificationRecord(token)).toBe(`gms-verification=${token}`);
    expect(hasVerificationRecord(['v=spf1 -all', `gms-verification=${token}`], token)).toBe(true);
  });
  it('refuses near misses: other tokens, prefixes, case, spaces, a record that only contains it', () => {
    for (const record of [
      `gms-verification=${'e'.repeat(40)}`,
      `gms-verification=${token.slice(0, -1)}`,
      `gms-verification=${token}x`,
      `GMS-VERIFICATION=${token}`,
      `gms-verification=${token.toUpperCase()}`,
      ` gms-verification=${token}`,
      `gms-verification= ${token}`,
      `other gms-verification=${token}`,
      token,
    ]) {
      expect(hasVerificationRecord([record], token), record).toBe(false);
    }
    expect(hasVerificationRecord([], token)).toBe(false);
  });
});

describe('DNS_SERVERS at start', () => {
  it('the configuration refuses a host name, so a bad value stops the start instead of failing each check', async () => {
    const { parseEnv, ConfigError } = await import('../env');
    expect(parseEnv({ DNS_SERVERS: '1.1.1.1, 8.8.8.8:53,[::1]:5353' }).DNS_SERVERS).toBe(
      '1.1.1.1, 8.8.8.8:53,[::1]:5353',
    );
    for (const value of ['dns.google', '1.1.1.1:0', '1.1.1.1:99999', 'localhost:53']) {
      expect(() => parseEnv({ DNS_SERVERS: value }), value).toThrow(ConfigError);
    }
  });
});
