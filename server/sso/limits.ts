// The public single sign-on endpoints' limit (docs/sso.md#signing-in-with-sso): discovery and starting a sign-in are
// counted per client address (an IPv6 /64 is one), at the sign-in attempt rate (SIGN_IN_ATTEMPTS_PER_MINUTE).
import { rateLimitedError, retryAfterSeconds } from '../auth/sign-in-limits';
import { env } from '../env';
import { addressGroup } from '../http/client-ip';
import { getRateLimiter } from '../rate-limit/limiter';

export const SSO_WINDOW_MS = 60_000;

/** Throws RATE_LIMITED (with Retry-After) once the address has used its requests for the minute. */
export async function enforceSsoLimit(ip: string): Promise<void> {
  const result = await getRateLimiter().limit(`sso:addr:${addressGroup(ip)}`, {
    limit: env().SIGN_IN_ATTEMPTS_PER_MINUTE,
    windowMs: SSO_WINDOW_MS,
  });
  if (!result.success) throw rateLimitedError(retryAfterSeconds(result), 'sign-in requests');
}
