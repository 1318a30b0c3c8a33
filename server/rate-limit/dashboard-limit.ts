// Dashboard calls per signed-in user per minute (docs/rate-limits.md, docs/dashboard.md#limits): a budget of its own,
// not the organization's API quota, counted per procedure call so that a batch costs what it asks for.
import { env } from '../env';
import { AppError } from '../errors';
import { getRateLimiter } from './limiter';

export const DASHBOARD_WINDOW_MS = 60_000;

/** Counts `calls` procedure calls for the user; over the limit → 429 with Retry-After. */
export async function enforceDashboardLimit(userId: string, calls: number): Promise<void> {
  if (calls < 1) return;
  const rule = { limit: env().DASHBOARD_CALLS_PER_MINUTE, windowMs: DASHBOARD_WINDOW_MS };
  const result = await getRateLimiter().limit(`dashboard-user:${userId}`, rule, calls);
  if (result.success) return;
  const retryAfter = Math.max(1, Math.ceil((result.reset - Date.now()) / 1000));
  throw new AppError('RATE_LIMITED', `Too many dashboard requests: at most ${result.limit} calls per minute`, {
    headers: { 'Retry-After': String(retryAfter) },
  });
}
