// Sign-in and password-reset attempt limits (docs/authentication.md#sign-in-limits), through the one rate limiter so
// they hold across instances: every attempt counts per client address; failed attempts count per email, which is
// checked before any argon2 work.
import { sha256Hex } from './credential-format';
import { env } from '../env';
import { AppError } from '../errors';
import { getRateLimiter, type LimitResult, type LimitRule } from '../rate-limit/limiter';

const ADDRESS_WINDOW_MS = 60_000;

export type AttemptKind = 'sign-in' | 'password-reset';

export type LimitDecision =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; reason: 'address' | 'email' };

const addressRule = (): LimitRule => ({ limit: env().SIGN_IN_ATTEMPTS_PER_MINUTE, windowMs: ADDRESS_WINDOW_MS });
const emailRule = (): LimitRule => ({
  limit: env().SIGN_IN_ATTEMPTS_PER_EMAIL,
  windowMs: env().SIGN_IN_EMAIL_WINDOW_SECONDS * 1000,
});

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// Hashed so that neither Redis nor a heap dump holds the addresses people typed.
const emailKey = (kind: AttemptKind, email: string) => `${kind}:email:${sha256Hex(normalizeEmail(email))}`;
const addressKey = (kind: AttemptKind, ip: string) => `${kind}:addr:${ip}`;

/** Delta seconds until the window resets, never below 1 (a 0 would invite an immediate retry). */
export function retryAfterSeconds(result: LimitResult, now = Date.now()): number {
  return Math.max(1, Math.ceil((result.reset - now) / 1000));
}

/**
 * Counts one sign-in attempt from `ip` and checks — without counting — that `email` has failures left.
 * Call before verifying the password: a refused attempt costs no argon2.
 */
export async function checkSignInAttempt(ip: string, email: string | null): Promise<LimitDecision> {
  const limiter = getRateLimiter();
  const byAddress = await limiter.limit(addressKey('sign-in', ip), addressRule());
  if (!byAddress.success) return { allowed: false, retryAfterSeconds: retryAfterSeconds(byAddress), reason: 'address' };
  if (!email) return { allowed: true };
  const byEmail = await limiter.peek(emailKey('sign-in', email), emailRule());
  if (!byEmail.success) return { allowed: false, retryAfterSeconds: retryAfterSeconds(byEmail), reason: 'email' };
  return { allowed: true };
}

/** A wrong password (or unknown email, or disabled user) counts against the email's window. */
export async function recordFailedSignIn(email: string): Promise<void> {
  await getRateLimiter().limit(emailKey('sign-in', email), emailRule());
}

/** Password reset requests: every request counts, per address and per email (no email bombing). */
export async function enforcePasswordResetLimit(ip: string, email: string): Promise<void> {
  const limiter = getRateLimiter();
  const byAddress = await limiter.limit(addressKey('password-reset', ip), addressRule());
  const refused = byAddress.success ? await limiter.limit(emailKey('password-reset', email), emailRule()) : byAddress;
  if (!refused.success) throw rateLimitedError(retryAfterSeconds(refused), 'password reset requests');
}

export function rateLimitedError(retryAfter: number, what: string): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many ${what}. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    {
      headers: { 'Retry-After': String(retryAfter) },
    },
  );
}
