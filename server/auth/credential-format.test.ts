import { describe, expect, it } from 'vitest';
import { checksumOf, generateApiKey, generatePortalToken, parseApiKey, sha256Hex } from './credential-format';

describe('API key format', () => {
  it('generates gms_live_ keys of 43 random + 6 checksum base62 characters', () => {
    const key = generateApiKey('live');
    expect(key.plaintext).toMatch(/^gms_live_[0-9A-Za-z]{49}$/);
    expect(parseApiKey(key.plaintext)).toEqual({ mode: 'live' });
    expect(key.hash).toBe(sha256Hex(key.plaintext));
    expect(key.prefix).toBe(`${key.plaintext.slice(0, 13)}…`);
    expect(key.lastFour).toBe(key.plaintext.slice(-4));
  });

  it('generates gms_test_ keys that parse as test mode', () => {
    expect(parseApiKey(generateApiKey('test').plaintext)).toEqual({ mode: 'test' });
  });

  it('rejects a key with one mistyped character before any lookup', () => {
    const key = generateApiKey('live').plaintext;
    const i = 20;
    const typo = key.slice(0, i) + (key[i] === 'a' ? 'b' : 'a') + key.slice(i + 1);
    expect(parseApiKey(typo)).toBeNull();
  });

  it('rejects wrong prefixes, lengths and alphabets', () => {
    const random = 'A'.repeat(43);
    const good = `gms_live_${random}${checksumOf(random)}`;
    expect(parseApiKey(good)).not.toBeNull();
    expect(parseApiKey(good.replace('gms_live_', 'gms_prod_'))).toBeNull();
    expect(parseApiKey(good.slice(0, -1))).toBeNull();
    expect(parseApiKey(`${good}x`)).toBeNull();
    expect(parseApiKey(good.replace('AAAA', 'AA-A'))).toBeNull();
  });

  it('keys are unique', () => {
    const keys = new Set(Array.from({ length: 200 }, () => generateApiKey('live').plaintext));
    expect(keys.size).toBe(200);
  });
});

describe('portal token format', () => {
  it('is portal_ + 43 base62', () => {
    expect(generatePortalToken().plaintext).toMatch(/^portal_[0-9A-Za-z]{43}$/);
  });
});
