import { describe, expect, it } from 'vitest';
import { MemorySlidingWindowLimiter } from './memory-limiter';

describe('MemorySlidingWindowLimiter', () => {
  const rule = { limit: 5, windowMs: 60_000 };

  it('allows exactly the limit in a fresh window, then refuses', () => {
    let now = 120_000; // start of a window
    const limiter = new MemorySlidingWindowLimiter(() => now);
    const results = Array.from({ length: 7 }, () => limiter.limit('a', rule));
    expect(results.map((r) => r.success)).toEqual([true, true, true, true, true, false, false]);
    expect(results.map((r) => r.remaining)).toEqual([4, 3, 2, 1, 0, 0, 0]);
    expect(results[0]!.reset).toBe(180_000);
    now += 1;
    expect(limiter.limit('b', rule).success).toBe(true); // identifiers are independent
  });

  it('weights the previous window by how much of it still overlaps', () => {
    let now = 0;
    const limiter = new MemorySlidingWindowLimiter(() => now);
    for (let i = 0; i < 5; i++) limiter.limit('a', rule);
    now = 60_000 + 30_000; // half-way through the next window: floor(0.5 × 5) = 2 still count
    const r = [1, 2, 3, 4].map(() => limiter.limit('a', rule).success);
    expect(r).toEqual([true, true, true, false]);
    now = 180_000; // two windows later: nothing counts any more
    expect(limiter.limit('a', rule).remaining).toBe(4);
  });
});
