// The one rate limiter (docs/rate-limits.md): @upstash/ratelimit's sliding window on Redis when Upstash is configured,
// so the limit holds across instances; otherwise the in-process limiter with the same arithmetic. If Redis cannot be
// reached the request is allowed and a warning logged (fail open, with a short timeout).
import { Ratelimit } from '@upstash/ratelimit';
import { Redis } from '@upstash/redis';
import { env } from '../env';
import { logger } from '../logger';
import { processSingleton } from '../process-singleton';
import { MemorySlidingWindowLimiter, type LimitResult, type LimitRule } from './memory-limiter';

export type { LimitResult, LimitRule } from './memory-limiter';

/** How long a Redis round trip may take before the request is let through (the breaker below keeps an outage to one). */
const redisTimeoutMs = () => env().RATE_LIMIT_REDIS_TIMEOUT_MS;
/** After a failure, requests skip Redis (and pass) for this long, so an outage costs one timeout, not one each. */
const BREAKER_OPEN_MS = 5_000;
const WARN_INTERVAL_MS = 10_000;

export interface RateLimiter {
  kind: 'memory' | 'upstash';
  /** Counts one request (or `cost` of them at once) and says whether it may pass. */
  limit(identifier: string, rule: LimitRule, cost?: number): Promise<LimitResult>;
  /** Says whether one more request would pass, without counting one (sign-in checks an email before argon2). */
  peek(identifier: string, rule: LimitRule): Promise<LimitResult>;
  /** Gives back one request counted by `limit` (a sign-in reserved before argon2 that turned out to succeed). */
  refund(identifier: string, rule: LimitRule): Promise<void>;
  /** For health: 'memory' (in-process), 'ok' (Redis answered) or 'unavailable'. */
  check(): Promise<'memory' | 'ok' | 'unavailable'>;
}

function memoryLimiter(): RateLimiter {
  const memory = new MemorySlidingWindowLimiter();
  return {
    kind: 'memory',
    limit: async (identifier, rule, cost) => memory.limit(identifier, rule, cost),
    peek: async (identifier, rule) => memory.peek(identifier, rule),
    refund: async (identifier, rule) => memory.refund(identifier, rule),
    check: async () => 'memory',
  };
}

function upstashLimiter(url: string, token: string): RateLimiter {
  const redis = new Redis({ url, token, retry: { retries: 0 }, enableTelemetry: false });
  const byRule = new Map<string, Ratelimit>();
  const ratelimit = (rule: LimitRule) => {
    const key = `${rule.limit}/${rule.windowMs}`;
    let limiter = byRule.get(key);
    if (!limiter) {
      limiter = new Ratelimit({
        redis,
        limiter: Ratelimit.slidingWindow(rule.limit, `${rule.windowMs} ms`),
        prefix: `gms:rl:${key}`,
        timeout: redisTimeoutMs(),
        ephemeralCache: false, // exact answers: every instance asks Redis
        analytics: false,
      });
      byRule.set(key, limiter);
    }
    return limiter;
  };
  let lastWarning = 0;
  let breakerOpenUntil = 0;
  const allowed = (rule: LimitRule): LimitResult => ({
    success: true,
    limit: rule.limit,
    remaining: rule.limit,
    reset: Date.now() + rule.windowMs,
  });
  const failOpen = (rule: LimitRule, err?: unknown): LimitResult => {
    breakerOpenUntil = Date.now() + BREAKER_OPEN_MS;
    if (Date.now() - lastWarning > WARN_INTERVAL_MS) {
      lastWarning = Date.now();
      logger.warn(
        { err: err instanceof Error ? err.message : err },
        'rate limiter unavailable: allowing requests (fail open)',
      );
    }
    return allowed(rule);
  };
  return {
    kind: 'upstash',
    async limit(identifier, rule, cost = 1) {
      if (Date.now() < breakerOpenUntil) return allowed(rule);
      try {
        const r = await ratelimit(rule).limit(identifier, cost === 1 ? undefined : { rate: cost });
        if (r.reason === 'timeout') return failOpen(rule, 'timeout');
        return { success: r.success, limit: r.limit, remaining: Math.max(0, r.remaining), reset: r.reset };
      } catch (err) {
        return failOpen(rule, err);
      }
    },
    async peek(identifier, rule) {
      if (Date.now() < breakerOpenUntil) return allowed(rule);
      try {
        // getRemaining has no timeout option of its own: race it like check() does.
        const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), redisTimeoutMs()).unref());
        const r = await Promise.race([ratelimit(rule).getRemaining(identifier), timeout]);
        if (r === null) return failOpen(rule, 'timeout');
        const remaining = Math.max(0, r.remaining);
        return { success: remaining > 0, limit: rule.limit, remaining, reset: r.reset };
      } catch (err) {
        return failOpen(rule, err);
      }
    },
    async refund(identifier, rule) {
      if (Date.now() < breakerOpenUntil) return;
      try {
        // A negative rate is @upstash/ratelimit's refund: the sliding-window script decrements without checking.
        await ratelimit(rule).limit(identifier, { rate: -1 });
      } catch (err) {
        failOpen(rule, err);
      }
    },
    async check() {
      try {
        const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), redisTimeoutMs()).unref());
        return (await Promise.race([redis.ping(), timeout])) === 'PONG' ? 'ok' : 'unavailable';
      } catch {
        return 'unavailable';
      }
    },
  };
}

export function getRateLimiter(): RateLimiter {
  return processSingleton('rateLimiter', () => {
    const { UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN } = env();
    return UPSTASH_REDIS_REST_URL && UPSTASH_REDIS_REST_TOKEN
      ? upstashLimiter(UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN)
      : memoryLimiter();
  });
}
