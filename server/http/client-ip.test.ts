import { describe, expect, it } from 'vitest';
import { addressGroup, clientAddress, UNKNOWN_ADDRESS, withSocketAddress } from './client-ip';

const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('clientAddress', () => {
  it('without a trusted proxy: the socket, never the header', () => {
    expect(
      withSocketAddress('::ffff:127.0.0.1', () => clientAddress(forwarded('203.0.113.7'), { trustProxy: false })),
    ).toBe('127.0.0.1');
  });

  it('without a trusted proxy and no socket known (plain next start): unknown, whatever the header claims', () => {
    expect(clientAddress(forwarded('203.0.113.7'), { trustProxy: false })).toBe(UNKNOWN_ADDRESS);
  });

  it('behind a trusted proxy: the last hop, which the proxy appended', () => {
    expect(clientAddress(forwarded('10.0.0.1, 203.0.113.7'), { trustProxy: true, socket: '127.0.0.1' })).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(new Headers(), { trustProxy: true, socket: '127.0.0.1' })).toBe('127.0.0.1');
  });

  it('the socket of one request does not leak into another', async () => {
    const seen = await Promise.all([
      withSocketAddress('10.0.0.1', async () => {
        await new Promise((r) => setTimeout(r, 10));
        return clientAddress(new Headers(), { trustProxy: false });
      }),
      withSocketAddress('10.0.0.2', async () => clientAddress(new Headers(), { trustProxy: false })),
    ]);
    expect(seen).toEqual(['10.0.0.1', '10.0.0.2']);
  });
});

describe('addressGroup', () => {
  it('an IPv4 address is itself; an IPv6 address its /64; an IPv4-mapped one its IPv4 address', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:2:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressGroup('unknown')).toBe('unknown');
  });
});
