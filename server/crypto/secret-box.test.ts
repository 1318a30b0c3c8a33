import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);
  it('round-trips, with a fresh IV each time, and never stores the plaintext', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const a = encryptSecret(secret, key);
    const b = encryptSecret(secret, key);
    expect(a).not.toBe(b);
    expect(a).not.toContain('MfKQ9r8G');
    expect(decryptSecret(a, key)).toBe(secret);
  });

  it('refuses a tampered ciphertext or the wrong key', () => {
    const stored = encryptSecret('whsec_abc', key);
    const [iv, tag, ct] = stored.split('.');
    const flipped = Buffer.from(ct!, 'base64');
    flipped[0]! ^= 1;
    expect(() => decryptSecret([iv, tag, flipped.toString('base64')].join('.'), key)).toThrow();
    expect(() => decryptSecret(stored, randomBytes(32))).toThrow();
  });
});
