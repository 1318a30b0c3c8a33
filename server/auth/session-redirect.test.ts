import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './session';

describe('isSameOrigin (next-auth redirect callback)', () => {
  const base = 'https://gms.example.org';
  it.each([
    ['/', true],
    ['/grants?status=posted', true],
    ['https://gms.example.org/pursuits', true],
    ['/\\evil.example', false], // a browser reads "/\" as "//": another host
    ['//evil.example/x', false],
    ['https://evil.example', false],
    ['https://gms.example.org.evil.example/', false],
    ['http://gms.example.org/', false], // another scheme is another origin
    ['javascript:alert(1)', false],
  ])('%s → %s', (url, expected) => {
    expect(isSameOrigin(url, base)).toBe(expected);
  });
});
