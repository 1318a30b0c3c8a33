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

describe('MemorySlidingWindowLimiter.peek', () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it('answers like limit would, without counting', () => {
    let now = 120_000;
    const limiter = new MemorySlidingWindowLimiter(() => now);
    for (let i = 0; i < 10; i++) expect(limiter.peek('a', rule)).toMatchObject({ success: true, remaining: 3 });
    limiter.limit('a', rule);
    limiter.limit('a', rule);
    expect(limiter.peek('a', rule)).toMatchObject({ success: true, remaining: 1 });
    limiter.limit('a', rule);
    expect(limiter.peek('a', rule)).toMatchObject({ success: false, remaining: 0, reset: 180_000 });
    now = 180_000 + 1; // the next window: the previous one still weighs floor((1 - ε) × 3) = 2
    expect(limiter.peek('a', rule)).toMatchObject({ success: true, remaining: 1 });
  });
});

describe('MemorySlidingWindowLimiter with rules of different windows', () => {
  it("keeps a long window's counts when a short window moves on", () => {
    let now = 900_000;
    const limiter = new MemorySlidingWindowLimiter(() => now);
    const long = { limit: 2, windowMs: 900_000 };
    const short = { limit: 100, windowMs: 60_000 };
    limiter.limit('email', long);
    limiter.limit('email', long);
    now += 120_000; // two short windows later, same long window
    limiter.limit('addr', short);
    expect(limiter.peek('email', long).success).toBe(false);
    expect(limiter.limit('email', short).success).toBe(true); // the same identifier under another rule is counted apart
  });
});

describe('MemorySlidingWindowLimiter with a cost', () => {
  it('counts a batch as its calls, as @upstash/ratelimit’s rate does', () => {
    const now = 120_000;
    const limiter = new MemorySlidingWindowLimiter(() => now);
    const rule = { limit: 25, windowMs: 60_000 };
    expect(limiter.limit('u', rule, 10)).toMatchObject({ success: true, remaining: 15 });
    expect(limiter.limit('u', rule, 10)).toMatchObject({ success: true, remaining: 5 });
    // Counted, and over: refused (the window now holds 30).
    expect(limiter.limit('u', rule, 10)).toMatchObject({ success: false, remaining: 0 });
    // Full: refused without counting.
    expect(limiter.limit('u', rule, 1)).toMatchObject({ success: false, remaining: 0 });
    expect(limiter.peek('u', rule)).toMatchObject({ success: false });
  });
});
