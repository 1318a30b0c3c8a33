// Sign-in and password-reset attempt limits (docs/authentication.md#sign-in-limits), through the one rate limiter so
// they hold across instances. Every attempt counts per client address. Per account, an attempt is *reserved* before
// argon2 runs — per (email, address) and per email — and given back when it succeeds, so however many attempts arrive
// at once, no more than the limit reach argon2. Once an account has used up its attempts, only the addresses it has
// signed in from before may go on guessing (each within its own pair limit); any other address must first enter a
// one-time code emailed to the account: an attacker's failures never lock its owner out.
import type { Db } from '~/db';
import { sha256Hex } from './credential-format';
import { addressGroup } from '../http/client-ip';
import { env } from '../env';
import { AppError } from '../errors';
import { getRateLimiter, type LimitResult, type LimitRule } from '../rate-limit/limiter';
import { isKnownSignInAddress } from './sign-in-codes';

const ADDRESS_WINDOW_MS = 60_000;

export type AttemptKind = 'sign-in' | 'password-reset';

const addressRule = (): LimitRule => ({ limit: env().SIGN_IN_ATTEMPTS_PER_MINUTE, windowMs: ADDRESS_WINDOW_MS });
const emailRule = (): LimitRule => ({
  limit: env().SIGN_IN_ATTEMPTS_PER_EMAIL,
  windowMs: env().SIGN_IN_EMAIL_WINDOW_SECONDS * 1000,
});

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// Hashed so that neither Redis nor a heap dump holds the addresses people typed.
const emailKey = (kind: AttemptKind, email: string) => `${kind}:email:${sha256Hex(normalizeEmail(email))}`;
// Per address group: an IPv6 client's /64 is one address, so rotating within it gains no attempts.
const pairKey = (email: string, ip: string) =>
  `sign-in:pair:${sha256Hex(normalizeEmail(email))}:${sha256Hex(addressGroup(ip))}`;
const addressKey = (kind: AttemptKind, ip: string) => `${kind}:addr:${addressGroup(ip)}`;

/** Delta seconds until the window resets, never below 1 (a 0 would invite an immediate retry). */
export function retryAfterSeconds(result: LimitResult, now = Date.now()): number {
  return Math.max(1, Math.ceil((result.reset - now) / 1000));
}

/** A counted attempt, given back if the sign-in succeeds (a success never counts against anyone). */
export interface Reservation {
  key: string;
  rule: LimitRule;
}

export type SignInDecision =
  /** Go on to the password check; the reservations are kept if it fails. */
  | { kind: 'allowed'; reservations: Reservation[] }
  /** The account is out of attempts and this address never signed in to it: a one-time code comes first. */
  | { kind: 'code-required'; reservations: Reservation[] }
  | { kind: 'refused'; retryAfterSeconds: number; reason: 'address' | 'email-address' }
  /** No usable email in the request (the address was still counted). */
  | { kind: 'no-email' };

/**
 * Counts one sign-in attempt from `ip` and reserves one for (`email`, `ip`) and for `email`, before any argon2 work:
 * the reservation is what bounds concurrent guesses, since it is taken atomically before the password is looked at.
 */
export async function beginSignInAttempt(db: Db, ip: string, email: string | null): Promise<SignInDecision> {
  const limiter = getRateLimiter();
  const byAddress = await limiter.limit(addressKey('sign-in', ip), addressRule());
  if (!byAddress.success)
    return { kind: 'refused', retryAfterSeconds: retryAfterSeconds(byAddress), reason: 'address' };
  if (!email) return { kind: 'no-email' };
  const pair: Reservation = { key: pairKey(email, ip), rule: emailRule() };
  const byPair = await limiter.limit(pair.key, pair.rule);
  if (!byPair.success) {
    return { kind: 'refused', retryAfterSeconds: retryAfterSeconds(byPair), reason: 'email-address' };
  }
  const account: Reservation = { key: emailKey('sign-in', email), rule: emailRule() };
  if ((await limiter.limit(account.key, account.rule)).success)
    return { kind: 'allowed', reservations: [pair, account] };
  // The account is out of attempts: an address its owner has used goes on (its pair limit still holds); a new one
  // needs the emailed code, so guessing from fresh addresses is bounded by the codes, not by the addresses.
  return (await isKnownSignInAddress(db, email, ip))
    ? { kind: 'allowed', reservations: [pair] }
    : { kind: 'code-required', reservations: [pair] };
}

/** A successful sign-in gives back what it reserved. */
export async function releaseSignInAttempt(reservations: Reservation[]): Promise<void> {
  const limiter = getRateLimiter();
  for (const r of reservations) await limiter.refund(r.key, r.rule);
}

/**
 * Password reset requests: counted per address only. Per account nothing is refused — the emails sent are bounded
 * instead (docs/authentication.md#password-reset), so someone else's requests never stop the owner's.
 */
export async function enforcePasswordResetLimit(ip: string): Promise<void> {
  const byAddress = await getRateLimiter().limit(addressKey('password-reset', ip), addressRule());
  if (!byAddress.success) throw rateLimitedError(retryAfterSeconds(byAddress), 'password reset requests');
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
