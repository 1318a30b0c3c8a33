// The sign-in limits on the in-process limiter (no Upstash configured), with the default settings: 30 attempts a
// minute per address, 10 failures per 15 minutes per email.
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { checkSignInAttempt, enforcePasswordResetLimit, recordFailedSignIn, retryAfterSeconds } from './sign-in-limits';

let n = 0;
const address = () => `192.0.2.${++n}`;

describe('sign-in limits', () => {
  it('refuses an email after 10 failures, before any verification, without counting the checks themselves', async () => {
    const email = `Someone-${Date.now()}@Example.org`;
    for (let i = 0; i < 25; i++) expect(await checkSignInAttempt(address(), email)).toEqual({ allowed: true }); // peeks only
    for (let i = 0; i < 10; i++) await recordFailedSignIn(email);
    const refused = await checkSignInAttempt(address(), email.toLowerCase());
    expect(refused).toMatchObject({ allowed: false, reason: 'email' });
    if (refused.allowed) throw new Error('unreachable');
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
    expect(await checkSignInAttempt(address(), `other-${email}`)).toEqual({ allowed: true });
  });

  it('counts every attempt per address: the 31st within a minute is refused', async () => {
    const ip = address();
    for (let i = 0; i < 30; i++) expect((await checkSignInAttempt(ip, `x${i}@example.org`)).allowed).toBe(true);
    expect(await checkSignInAttempt(ip, null)).toMatchObject({ allowed: false, reason: 'address' });
    expect((await checkSignInAttempt(address(), null)).allowed).toBe(true);
  });

  it('limits password reset requests per email with a RATE_LIMITED error carrying Retry-After', async () => {
    const email = `reset-${Date.now()}@example.org`;
    for (let i = 0; i < 10; i++) await enforcePasswordResetLimit(address(), email);
    const error = await enforcePasswordResetLimit(address(), email).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect(Number((error as AppError).extra.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
  });

  it('never answers Retry-After 0', () => {
    expect(retryAfterSeconds({ success: false, limit: 1, remaining: 0, reset: 1_000 }, 1_000)).toBe(1);
    expect(retryAfterSeconds({ success: false, limit: 1, remaining: 0, reset: 10_500 }, 1_000)).toBe(10);
  });
});
