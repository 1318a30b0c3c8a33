import { describe, expect, it } from 'vitest';
import { isIpAllowed, normalizeAllowList } from './ip-allow-list';

describe('IP allow-lists', () => {
  it.each([
    ['10.1.2.3', ['10.0.0.0/8'], true],
    ['10.1.2.3', ['10.1.2.3'], true],
    ['10.1.2.4', ['10.1.2.3'], false],
    ['192.168.1.1', ['10.0.0.0/8', '192.168.0.0/16'], true],
    ['::ffff:127.0.0.1', ['127.0.0.1/32'], true],
    ['127.0.0.1', ['::ffff:127.0.0.0/104'], true],
    ['2001:db8::1', ['2001:db8::/32'], true],
    ['2001:db9::1', ['2001:db8::/32'], false],
    ['127.0.0.1', ['::1/128'], false],
    ['not-an-ip', ['0.0.0.0/0'], false],
  ])('%s in %j → %s', (ip, list, expected) => {
    expect(isIpAllowed(ip, list)).toBe(expected);
  });

  it('normalizes entries and rejects garbage with a message naming it', () => {
    expect(normalizeAllowList(['10.0.0.1', '2001:db8::/32'])).toEqual(['10.0.0.1/32', '2001:db8::/32']);
    expect(() => normalizeAllowList(['10.0.0.0/33'])).toThrow(/10\.0\.0\.0\/33/);
    expect(() => normalizeAllowList(['example.com'])).toThrow(/example\.com/);
  });
});
