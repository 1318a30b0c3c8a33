// The sign-in limits on the in-process limiter (no Upstash configured), with the default settings: 30 attempts a
// minute per address; 10 attempts per 15 minutes per (email, address) and per email, reserved before argon2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { createTestDb } from '../testing/test-db';
import { users } from '~/db/schema';
import { AppError } from '../errors';
import { rememberSignInAddress } from './sign-in-codes';
import {
  beginSignInAttempt,
  enforcePasswordResetLimit,
  releaseSignInAttempt,
  retryAfterSeconds,
} from './sign-in-limits';

let n = 0;
const address = () => `192.0.2.${++n}`;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
});
afterAll(() => close());

describe('sign-in limits', () => {
  it('reserves before verifying: of 30 concurrent attempts from one address, 10 go on and 20 are refused', async () => {
    const email = `pair-${Date.now()}@example.org`;
    const ip = address();
    const decisions = await Promise.all(Array.from({ length: 30 }, () => beginSignInAttempt(db, ip, email)));
    expect(decisions.filter((d) => d.kind === 'allowed')).toHaveLength(10);
    const refused = decisions.filter((d) => d.kind === 'refused');
    expect(refused).toHaveLength(20);
    expect(refused[0]).toMatchObject({ reason: 'email-address' });
  });

  it('an account out of attempts asks new addresses for a code, lets known ones go on, and a success gives back', async () => {
    const email = `Account-${Date.now()}@Example.org`;
    const [user] = await db.insert(users).values({ email: email.toLowerCase() }).returning({ id: users.id });
    const home = address();
    await rememberSignInAddress(db, user!.id, home);
    for (let i = 0; i < 10; i++) expect((await beginSignInAttempt(db, address(), email)).kind).toBe('allowed');
    expect((await beginSignInAttempt(db, address(), email.toLowerCase())).kind).toBe('code-required');
    expect((await beginSignInAttempt(db, home, email)).kind).toBe('allowed');
    // An unknown email is answered the same way: no account is revealed.
    const ghost = `ghost-${Date.now()}@example.org`;
    for (let i = 0; i < 10; i++) await beginSignInAttempt(db, address(), ghost);
    expect((await beginSignInAttempt(db, address(), ghost)).kind).toBe('code-required');

    const steady = `steady-${Date.now()}@example.org`;
    const ip = address();
    for (let i = 0; i < 12; i++) {
      const d = await beginSignInAttempt(db, ip, steady);
      expect(d.kind, `attempt ${i}`).toBe('allowed');
      if (d.kind === 'allowed') await releaseSignInAttempt(d.reservations); // it succeeded
    }
  });

  it('counts every attempt per address: the 31st within a minute is refused', async () => {
    const ip = address();
    for (let i = 0; i < 30; i++) expect((await beginSignInAttempt(db, ip, `x${i}@example.org`)).kind).toBe('allowed');
    expect(await beginSignInAttempt(db, ip, null)).toMatchObject({ kind: 'refused', reason: 'address' });
    expect((await beginSignInAttempt(db, address(), null)).kind).toBe('no-email');
  });

  it('an IPv6 client is its /64: addresses rotated within it share one budget, per address and per (email, address)', async () => {
    const prefix = `2001:db8:${(++n).toString(16)}:1`;
    const inPrefix = (i: number) => `${prefix}:${i.toString(16)}:0:0:1`;
    for (let i = 0; i < 30; i++)
      expect((await beginSignInAttempt(db, inPrefix(i), `v6-${i}@example.org`)).kind).toBe('allowed');
    expect(await beginSignInAttempt(db, inPrefix(99), null)).toMatchObject({ kind: 'refused', reason: 'address' });
    // The next /64 is another client.
    expect((await beginSignInAttempt(db, `2001:db8:${n.toString(16)}:2::1`, 'v6@example.org')).kind).toBe('allowed');
  });

  it('limits password reset requests per address with a RATE_LIMITED error carrying Retry-After', async () => {
    const ip = address();
    for (let i = 0; i < 30; i++) await enforcePasswordResetLimit(ip);
    const error = await enforcePasswordResetLimit(ip).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect(Number((error as AppError).extra.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
    await expect(enforcePasswordResetLimit(address())).resolves.toBeUndefined();
  });

  it('never answers Retry-After 0', () => {
    expect(retryAfterSeconds({ success: false, limit: 1, remaining: 0, reset: 1_000 }, 1_000)).toBe(1);
    expect(retryAfterSeconds({ success: false, limit: 1, remaining: 0, reset: 10_500 }, 1_000)).toBe(10);
  });
});
