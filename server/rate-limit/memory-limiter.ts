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

interface RuleState {
  counts: Map<string, number>;
  lastSweepWindow: number;
}

export class MemorySlidingWindowLimiter {
  // One store per rule, as @upstash/ratelimit prefixes keys per rule: windows of different lengths never mix
  // (a 60 s rule's sweep would otherwise delete a 15-minute rule's counts).
  private readonly rules = new Map<string, RuleState>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Counts `cost` requests (a dashboard batch counts each of its calls) and says whether they may pass. As
   * @upstash/ratelimit's `rate`: refused without counting once the window is full; otherwise counted, and refused
   * when the cost took it past the limit.
   */
  limit(identifier: string, rule: LimitRule, cost = 1): LimitResult {
    return this.evaluate(identifier, rule, cost);
  }

  /** What `limit` would answer, without counting a request (success = one more would pass). */
  peek(identifier: string, rule: LimitRule): LimitResult {
    return this.evaluate(identifier, rule, 0);
  }

  /** Takes back one request counted in the current window (never below zero). */
  refund(identifier: string, rule: LimitRule): void {
    const state = this.stateOf(rule);
    const key = `${identifier}:${Math.floor(this.now() / rule.windowMs)}`;
    const current = state.counts.get(key) ?? 0;
    if (current > 0) state.counts.set(key, current - 1);
  }

  private evaluate(identifier: string, rule: LimitRule, cost: number): LimitResult {
    const now = this.now();
    const window = Math.floor(now / rule.windowMs);
    const state = this.stateOf(rule);
    this.sweep(state, window);
    const currentKey = `${identifier}:${window}`;
    const current = state.counts.get(currentKey) ?? 0;
    const previousRaw = state.counts.get(`${identifier}:${window - 1}`) ?? 0;
    const elapsed = (now % rule.windowMs) / rule.windowMs;
    const previous = Math.floor((1 - elapsed) * previousRaw);
    const reset = (window + 1) * rule.windowMs;
    if (previous + current >= rule.limit) {
      return { success: false, limit: rule.limit, remaining: 0, reset };
    }
    const next = current + cost;
    if (cost > 0) state.counts.set(currentKey, next);
    const remaining = rule.limit - (next + previous);
    return { success: remaining >= 0, limit: rule.limit, remaining: Math.max(0, remaining), reset };
  }

  private stateOf(rule: LimitRule): RuleState {
    const name = `${rule.limit}/${rule.windowMs}`;
    let state = this.rules.get(name);
    if (!state) this.rules.set(name, (state = { counts: new Map(), lastSweepWindow: -1 }));
    return state;
  }

  /** Forgets windows older than the previous one (they no longer count). */
  private sweep(state: RuleState, window: number) {
    if (window === state.lastSweepWindow) return;
    state.lastSweepWindow = window;
    for (const key of state.counts.keys()) {
      const w = Number(key.slice(key.lastIndexOf(':') + 1));
      if (w < window - 1) state.counts.delete(key);
    }
  }
}
