// Per-organization request limits by plan (docs/rate-limits.md), with the standard headers on every authenticated
// response.
import { env } from '../env';
import { AppError } from '../errors';
import { getRateLimiter, type LimitResult } from './limiter';

export type Plan = 'basic' | 'enterprise';
export const PLAN_WINDOW_MS = 60_000;

export function planLimit(plan: Plan): number {
  const config = env();
  return plan === 'enterprise' ? config.RATE_LIMIT_ENTERPRISE_PER_MINUTE : config.RATE_LIMIT_BASIC_PER_MINUTE;
}

export function rateLimitHeaders(plan: string, result: LimitResult, now = Date.now()): Record<string, string> {
  const secondsToReset = Math.max(0, Math.ceil((result.reset - now) / 1000));
  return {
    'X-RateLimit-Limit': String(result.limit),
    'X-RateLimit-Remaining': String(result.remaining),
    'X-RateLimit-Reset': String(Math.ceil(result.reset / 1000)), // unix seconds (@upstash/ratelimit gives ms)
    'RateLimit-Policy': `"${plan}";q=${result.limit};w=${PLAN_WINDOW_MS / 1000}`,
    RateLimit: `"${plan}";r=${result.remaining};t=${secondsToReset}`,
  };
}

/**
 * Counts the request against its organization's plan; sets the headers; a request over the limit is a 429. With
 * `count: false` it only checks that one more request would pass (a conditional GET, counted only if it is not
 * answered 304).
 */
export async function enforcePlanLimit(
  organizationId: string,
  plan: Plan,
  responseHeaders: Headers,
  opts: { count?: boolean } = {},
): Promise<void> {
  if (env().RATE_LIMITS === 'off') return;
  const limiter = getRateLimiter();
  const rule = { limit: planLimit(plan), windowMs: PLAN_WINDOW_MS };
  const identifier = `org:${organizationId}`;
  const result = opts.count === false ? await limiter.peek(identifier, rule) : await limiter.limit(identifier, rule);
  const headers = rateLimitHeaders(plan, result);
  for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);
  if (!result.success) {
    const retryAfter = Math.max(1, Math.ceil((result.reset - Date.now()) / 1000));
    throw new AppError('RATE_LIMITED', `Rate limit of ${result.limit} requests per minute exceeded (plan "${plan}")`, {
      headers: { 'Retry-After': String(retryAfter) },
    });
  }
}
