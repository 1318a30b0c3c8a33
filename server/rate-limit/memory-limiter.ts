// In-process sliding-window limiter with the same arithmetic as @upstash/ratelimit's slidingWindow, so that
// one instance without Redis answers exactly as the distributed limiter would.
export interface LimitResult {
  success: boolean;
  limit: number;
  remaining: number;
  /** Unix milliseconds when the current window ends. */
  reset: number;
}

export interface LimitRule {
  limit: number;
  windowMs: number;
}

export class MemorySlidingWindowLimiter {
  private readonly counts = new Map<string, number>();
  private lastSweepWindow = -1;

  constructor(private readonly now: () => number = Date.now) {}

  limit(identifier: string, rule: LimitRule): LimitResult {
    const now = this.now();
    const window = Math.floor(now / rule.windowMs);
    this.sweep(window);
    const currentKey = `${identifier}:${window}`;
    const current = this.counts.get(currentKey) ?? 0;
    const previousRaw = this.counts.get(`${identifier}:${window - 1}`) ?? 0;
    const elapsed = (now % rule.windowMs) / rule.windowMs;
    const previous = Math.floor((1 - elapsed) * previousRaw);
    const reset = (window + 1) * rule.windowMs;
    if (previous + current >= rule.limit) {
      return { success: false, limit: rule.limit, remaining: 0, reset };
    }
    const next = current + 1;
    this.counts.set(currentKey, next);
    return { success: true, limit: rule.limit, remaining: Math.max(0, rule.limit - (next + previous)), reset };
  }

  /** Forgets windows older than the previous one (they no longer count). */
  private sweep(window: number) {
    if (window === this.lastSweepWindow) return;
    this.lastSweepWindow = window;
    for (const key of this.counts.keys()) {
      const w = Number(key.slice(key.lastIndexOf(':') + 1));
      if (w < window - 1) this.counts.delete(key);
    }
  }
}
