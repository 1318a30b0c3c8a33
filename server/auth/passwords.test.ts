import { describe, expect, it } from 'vitest';
import { ARGON2_CONCURRENCY, argon2Load, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'wrong horse battery staple')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it(`runs at most ${ARGON2_CONCURRENCY} argon2 jobs at a time; the rest wait their turn`, async () => {
    const stored = await hashPassword('queue-me-please');
    let peakActive = 0;
    const jobs = Array.from({ length: 12 }, (_, i) =>
      i % 2 ? hashPassword(`p${i}`) : verifyPassword(stored, 'queue-me-please'),
    );
    const sampler = setInterval(() => (peakActive = Math.max(peakActive, argon2Load().active)), 1);
    await new Promise((r) => setImmediate(r));
    expect(argon2Load()).toEqual({ active: ARGON2_CONCURRENCY, pending: 12 - ARGON2_CONCURRENCY });
    const results = await Promise.all(jobs);
    clearInterval(sampler);
    expect(peakActive).toBeLessThanOrEqual(ARGON2_CONCURRENCY);
    expect(results.filter((r) => r === true)).toHaveLength(6);
    expect(argon2Load()).toEqual({ active: 0, pending: 0 });
  });
});
