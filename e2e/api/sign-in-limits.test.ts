// Sign-in that resists guessing, sessions that end, password reset (docs/authentication.md) — against an app of this
// file's own (the shared suite app lifts the per-address limit), with TRUST_PROXY so each case picks its client
// address, a 15-second per-email window, and a real SMTP peer receiving the reset emails.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OUTPUT_DIR,
  createTestDatabase,
  recordSecrets,
  startApp,
  withDirectDb,
  type RunningApp,
  type TestDatabase,
  type TestDbKind,
} from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';
import { readMailbox, startMailSink, waitForEmail, type MailSink } from '../fixtures/mail-sink';
import { roomInWindow, windowsSpanned } from '../fixtures/limiter-window';

const EMAIL_WINDOW_S = 15;
const PER_EMAIL = 10; // SIGN_IN_ATTEMPTS_PER_EMAIL default
const PER_ADDRESS = 30; // SIGN_IN_ATTEMPTS_PER_MINUTE default
const RESET_EMAILS = 3; // PASSWORD_RESET_EMAILS_PER_WINDOW default

let db: TestDatabase;
let app: RunningApp;
let sink: MailSink;
const logFiles: string[] = [];
const mailDir = path.join(OUTPUT_DIR, 'mail', `sign-in-limits-${process.pid}-${Date.now().toString(36)}`);
const secrets: string[] = [];
let appEnv: Record<string, string>;

interface TestUser {
  id: string;
  email: string;
  password: string;
}
const users: Record<
  'limited' | 'steady' | 'reset' | 'aged' | 'disabled' | 'redirect' | 'victim' | 'raced' | 'racedPair' | 'signout',
  TestUser
> = {} as never;

const base = () => app.baseUrl;
let addressSeq = 0;
/** A client address of its own for each case (TRUST_PROXY: the app takes it from X-Forwarded-For). */
const newAddress = () => `10.77.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function cookiesOf(res: Response, jar: Map<string, string>) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const i = pair!.indexOf('=');
    jar.set(pair!.slice(0, i), pair!.slice(i + 1));
  }
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

interface Attempt {
  status: number;
  retryAfter: string | null;
  body: { url?: string; error?: string };
  /** The session cookie when the sign-in succeeded. */
  cookie: string | null;
}

/** One POST to next-auth's password callback, as the login page makes it. */
async function attemptSignIn(
  email: string,
  password: string,
  address: string,
  callbackUrl?: string,
  code?: string,
): Promise<Attempt> {
  const jar = new Map<string, string>();
  const csrfRes = await fetch(`${base()}/api/auth/csrf`, { headers: { 'X-Forwarded-For': address } });
  cookiesOf(csrfRes, jar);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${base()}/api/auth/callback/password`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: cookieHeader(jar),
      'X-Forwarded-For': address,
    },
    body: new URLSearchParams({
      csrfToken,
      email,
      password,
      json: 'true',
      ...(callbackUrl ? { callbackUrl } : {}),
      ...(code !== undefined ? { code } : {}),
    }),
  });
  cookiesOf(res, jar);
  const body = (await res.json().catch(() => ({}))) as { url?: string; error?: string };
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body,
    cookie: [...jar.keys()].some((k) => k.includes('session-token')) ? cookieHeader(jar) : null,
  };
}

async function signIn(user: TestUser, address = newAddress()): Promise<string> {
  const result = await attemptSignIn(user.email, user.password, address);
  if (result.status !== 200 || !result.cookie) throw new Error(`sign-in failed (${result.status})`);
  return result.cookie;
}

interface TrpcAnswer<T = unknown> {
  status: number;
  retryAfter: string | null;
  data?: T;
  error?: { message: string; data?: { appCode?: string; issues?: { path: string; message: string }[] } };
  raw: string;
}

async function trpc<T = unknown>(
  kind: 'query' | 'mutation',
  procedure: string,
  input?: unknown,
  opts: { cookie?: string; address?: string; rawBody?: string } = {},
): Promise<TrpcAnswer<T>> {
  const headers: Record<string, string> = { 'X-Forwarded-For': opts.address ?? newAddress() };
  if (opts.cookie) headers.Cookie = opts.cookie;
  const url =
    kind === 'query'
      ? `${base()}/api/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`
      : `${base()}/api/trpc/${procedure}`;
  if (kind === 'mutation') Object.assign(headers, { 'Content-Type': 'application/json', Origin: base() });
  const res = await fetch(url, {
    method: kind === 'query' ? 'GET' : 'POST',
    headers,
    body: kind === 'mutation' ? (opts.rawBody ?? JSON.stringify(input ?? null)) : undefined,
  });
  const raw = await res.text();
  const body = JSON.parse(raw) as { result?: { data: T }; error?: TrpcAnswer['error'] };
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    data: body.result?.data,
    error: body.error,
    raw,
  };
}

/** The `error` a sign-in answer names (what next-auth's client returns): CredentialsSignin, CodeRequired, … */
const errorOf = (a: Attempt) => (a.body.url ? new URL(a.body.url).searchParams.get('error') : null);

/** The one-time code of a sign-in code email to `to` since `since` that is not one of `seen`. */
async function signInCodeFromEmail(to: string, since: Date, seen: string[] = []): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const codes = (await readMailbox(mailDir))
      .filter((m) => m.to.includes(to.toLowerCase()) && m.receivedAt >= since && /sign-in code/i.test(m.subject))
      .map((m) => m.text.match(/^\s*(\d{6})\s*$/m)?.[1])
      .filter((c): c is string => c !== undefined && !seen.includes(c));
    if (codes.length) {
      secrets.push(codes[0]!);
      return codes[0]!;
    }
    if (Date.now() > deadline) throw new Error('no sign-in code email arrived');
    await sleep(100);
  }
}

/** The app's log lines with this message and user id (pino JSON), e.g. one per password check. */
async function logLines(msg: string, userId: string): Promise<number> {
  await sleep(500); // pino writes asynchronously
  return fs
    .readFileSync(app.logFile, 'utf8')
    .split('\n')
    .filter((l) => l.includes(`"msg":"${msg}"`) && l.includes(`"userId":"${userId}"`)).length;
}

const requestReset = (email: string, address = newAddress()) =>
  trpc<{ message: string }>('mutation', 'account.requestPasswordReset', { email }, { address });
const resetPassword = (token: string, password: string) =>
  trpc<{ message: string }>('mutation', 'account.resetPassword', { token, password });

/** The reset link of the newest reset email to `to`, received since `since`: checks both parts carry it. */
async function resetLinkFromEmail(to: string, since: Date): Promise<{ link: string; token: string }> {
  const email = await waitForEmail(mailDir, { to, subject: /reset/i, since, timeoutMs: 30_000 });
  const match = email.text.match(/https?:\/\/[^\s<>"]+\/reset-password\/([A-Za-z0-9_-]{43})/);
  expect(match, 'the text part carries the link').not.toBeNull();
  const [link, token] = [match![0], match![1]!];
  expect(email.html).toContain(`href="${link}"`);
  secrets.push(token);
  return { link, token };
}

/** A token's path on the current app (a restart in the PGlite pass moves the app to another port). */
const resetPagePath = (token: string) => `${base()}/reset-password/${token}`;

/**
 * Runs SQL against the app's database. PostgreSQL: directly, while the app runs. PGlite is single-process: the app
 * is stopped, the SQL run, and the app started again on the same database (sessions survive: same AUTH_SECRET).
 */
async function runSql(query: string): Promise<Record<string, unknown>[]> {
  if (db.kind === 'postgres') return withDirectDb(db, (sql) => sql(query));
  await app.stop();
  try {
    return await withDirectDb(db, (sql) => sql(query));
  } finally {
    app = await startApp(db, { label: 'sign-in-limits', env: appEnv });
    logFiles.push(app.logFile);
  }
}

beforeAll(async () => {
  const kind = (process.env.TEST_DB ?? 'pglite') as TestDbKind;
  db = await createTestDatabase(kind, 'signin');
  db.env.ENCRYPTION_KEY = randomBytes(32).toString('base64');
  await withFixtures(db, async (build) => {
    await build.org({ name: 'Sign-in Limits Trust', slug: 'signin' });
    for (const name of Object.keys({
      limited: 1,
      steady: 1,
      reset: 1,
      aged: 1,
      disabled: 1,
      redirect: 1,
      victim: 1,
      raced: 1,
      racedPair: 1,
      signout: 1,
    }) as (keyof typeof users)[]) {
      const email = `${name}-${randomUUID().slice(0, 6)}@signin.example.org`;
      const password = `pw-${randomBytes(12).toString('base64url')}`;
      const { id } = await build.user({ email, password, org: 'signin', role: 'member' });
      users[name] = { id, email, password };
      secrets.push(password);
    }
  });
  sink = await startMailSink({ dir: mailDir });
  const authSecret = randomBytes(32).toString('base64url');
  secrets.push(authSecret, db.env.ENCRYPTION_KEY);
  appEnv = {
    AUTH_SECRET: authSecret,
    TRUST_PROXY: 'true',
    SIGN_IN_EMAIL_WINDOW_SECONDS: String(EMAIL_WINDOW_S),
    SMTP_URL: sink.smtpUrl,
    EMAIL_FROM: 'Grants <grants@signin.example.org>',
  };
  app = await startApp(db, { label: 'sign-in-limits', env: appEnv });
  logFiles.push(app.logFile);
});

afterAll(async () => {
  await app?.stop();
  await sink?.stop();
  recordSecrets('sign-in-limits', secrets);
  await db?.drop();
});

describe('sign-in limits (docs/authentication.md#sign-in-limits)', () => {
  it(`a stranger's failures never lock the owner out: ${PER_EMAIL} from one address block that address only; the owner signs in from an address they used, and from a new one with the emailed code`, async () => {
    const user = users.victim;
    const home = newAddress();
    await signIn(user, home); // the owner's usual address
    const attacker = newAddress();
    await roomInWindow(8, EMAIL_WINDOW_S);
    for (let i = 1; i <= PER_EMAIL; i++) {
      const wrong = await attemptSignIn(user.email, `wrong-${i}-${randomUUID()}`, attacker);
      expect(wrong.status, `attempt ${i}`).toBe(401);
      expect(errorOf(wrong)).toBe('CredentialsSignin');
    }
    // The attacker's address is out of attempts for this account, whatever it sends (emails compare lower-cased).
    const refused = await attemptSignIn(user.email.toUpperCase(), user.password, attacker);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.retryAfter);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= EMAIL_WINDOW_S).toBe(true);
    const url = new URL(refused.body.url!);
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('error')).toBe('RateLimited');
    expect(url.searchParams.get('retryAfter')).toBe(String(retryAfter));
    expect(refused.cookie).toBeNull();

    // The owner, from where they signed in before: signed in at once.
    expect((await attemptSignIn(user.email, user.password, home)).status).toBe(200);

    // From a new address the account asks for a code first — no password is checked before it.
    const travel = newAddress();
    const since = new Date(Date.now() - 1000);
    const first = await attemptSignIn(user.email, user.password, travel);
    expect(first.status).toBe(401);
    expect(errorOf(first)).toBe('CodeRequired');
    expect(first.cookie).toBeNull();
    const code = await signInCodeFromEmail(user.email, since);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(errorOf(await attemptSignIn(user.email, user.password, travel, undefined, wrongCode))).toBe('CodeInvalid');
    // Wrong codes count against the account's codes whatever the address (5 end a code): with the one above, 4 leave
    // it alive.
    for (let i = 0; i < 3; i++) {
      expect(errorOf(await attemptSignIn(user.email, user.password, newAddress(), undefined, wrongCode))).toBe(
        'CodeInvalid',
      );
    }
    // The code works from any address (only the mailbox holds it). The right code with a wrong password signs nobody
    // in, and uses the code up: single use.
    const spent = await attemptSignIn(user.email, 'not-the-password', newAddress(), undefined, code);
    expect(errorOf(spent)).toBe('CredentialsSignin');
    expect(errorOf(await attemptSignIn(user.email, user.password, travel, undefined, code))).toBe('CodeInvalid');
    // A fresh code and the right password: signed in, and this address is now one of the owner's.
    const since2 = new Date(Date.now() - 1000);
    expect(errorOf(await attemptSignIn(user.email, user.password, travel))).toBe('CodeRequired');
    const code2 = await signInCodeFromEmail(user.email, since2, [code]);
    const ok = await attemptSignIn(user.email, user.password, travel, undefined, code2);
    expect(ok.status).toBe(200);
    expect((await trpc('query', 'members.me', undefined, { cookie: ok.cookie! })).status).toBe(200);
    expect((await attemptSignIn(user.email, user.password, travel)).status).toBe(200);
  });

  it(`30 concurrent wrong passwords reach argon2 at most ${PER_EMAIL} times, from many addresses or from one`, async () => {
    // Exactly the limit when the burst fits one window; a burst that outlasted its room (a loaded machine) may have met
    // the next window too, and then no more than the limit per window it touched.
    const expectBounded = (checks: number, startMs: number, endMs: number) => {
      const windows = windowsSpanned(startMs, endMs, EMAIL_WINDOW_S);
      if (windows === 1) {
        expect(checks).toBe(PER_EMAIL);
      } else {
        expect(checks).toBeGreaterThanOrEqual(PER_EMAIL);
        expect(checks).toBeLessThanOrEqual(PER_EMAIL * windows);
      }
    };

    await roomInWindow(8, EMAIL_WINDOW_S);
    let start = Date.now();
    const many = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        attemptSignIn(users.raced.email, `wrong-${i}-${randomUUID()}`, newAddress()),
      ),
    );
    let end = Date.now();
    const manyChecks = await logLines('sign-in password check', users.raced.id);
    expectBounded(manyChecks, start, end);
    expect(many.filter((a) => errorOf(a) === 'CredentialsSignin')).toHaveLength(manyChecks);
    expect(many.filter((a) => errorOf(a) === 'CodeRequired')).toHaveLength(30 - manyChecks);

    await roomInWindow(8, EMAIL_WINDOW_S);
    const address = newAddress();
    start = Date.now();
    const one = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attemptSignIn(users.racedPair.email, `wrong-${i}-${randomUUID()}`, address)),
    );
    end = Date.now();
    const oneChecks = await logLines('sign-in password check', users.racedPair.id);
    expectBounded(oneChecks, start, end);
    expect(one.filter((a) => a.status === 429)).toHaveLength(30 - oneChecks);
  });

  it('a successful sign-in does not count against the email', async () => {
    const address = newAddress();
    await roomInWindow(10, EMAIL_WINDOW_S);
    for (let i = 1; i <= PER_EMAIL + 2; i++) {
      const ok = await attemptSignIn(users.steady.email, users.steady.password, address);
      expect(ok.status, `sign-in ${i}`).toBe(200);
      expect(ok.cookie).not.toBeNull();
    }
  });

  it('a body read as JSON by next-auth but as a form by the limits never signs in: the password is checked only for the email the limits counted', async () => {
    // The review's bypass: a form content type that also names JSON, so the limit and the one-time code see a decoy
    // email while next-auth authorizes the victim's.
    const user = users.steady;
    const address = newAddress();
    const jar = new Map<string, string>();
    const csrfRes = await fetch(`${base()}/api/auth/csrf`, { headers: { 'X-Forwarded-For': address } });
    cookiesOf(csrfRes, jar);
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const post = (contentType: string, body: string) =>
      fetch(`${base()}/api/auth/callback/password`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': contentType, Cookie: cookieHeader(jar), 'X-Forwarded-For': address },
        body,
      });
    const json = JSON.stringify({
      email: user.email,
      password: user.password,
      csrfToken,
      json: 'true',
      z: `&email=decoy-${randomUUID()}@signin.example.org&`,
    });
    for (const contentType of [
      'application/x-www-form-urlencoded; application/json',
      'application/x-www-form-urlencoded;charset=utf-8;x=application/json',
      'application/json',
    ]) {
      const res = await post(contentType, json);
      expect(res.status, contentType).toBe(400);
      expect(
        res.headers.getSetCookie().some((c) => c.includes('session-token')),
        contentType,
      ).toBe(false);
    }
    // The same credentials as a plain form sign in: the refusals above were the shape, not the password.
    const ok = await attemptSignIn(user.email, user.password, address);
    expect(ok.cookie).not.toBeNull();
  });

  it(`every attempt counts per address: attempt ${PER_ADDRESS + 1} within a minute is a 429; other addresses are unaffected`, async () => {
    const address = newAddress();
    await roomInWindow(15);
    for (let i = 1; i <= PER_ADDRESS; i++) {
      // A different unknown email each time: only the address is common to them.
      const attempt = await attemptSignIn(
        `nobody-${i}-${randomUUID().slice(0, 6)}@signin.example.org`,
        'irrelevant-password',
        address,
      );
      expect(attempt.status, `attempt ${i}`).toBe(401);
    }
    const refused = await attemptSignIn(users.steady.email, users.steady.password, address); // even the right password
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.retryAfter);
    expect(retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(new URL(refused.body.url!).searchParams.get('error')).toBe('RateLimited');
    expect(refused.cookie).toBeNull();
    expect((await attemptSignIn(users.steady.email, users.steady.password, newAddress())).status).toBe(200);
  });

  it(`password reset requests are never refused per account — at most ${RESET_EMAILS} emails go out per window — and are limited per address, with Retry-After`, async () => {
    const user = users.limited;
    await roomInWindow(8, EMAIL_WINDOW_S);
    const since = new Date(Date.now() - 1000);
    // Someone else asks 8 times; the owner's own request is still answered like any other.
    for (let i = 1; i <= 8; i++) expect((await requestReset(user.email)).status, `request ${i}`).toBe(200);
    const own = await requestReset(user.email);
    expect(own.status).toBe(200);
    expect(own.data?.message).toMatch(/If an account uses that email address/);
    await waitForEmail(mailDir, { to: user.email, subject: /reset/i, since, timeoutMs: 30_000 });
    await sleep(3_000); // every job has run
    const sent = (await readMailbox(mailDir)).filter(
      (m) => m.to.includes(user.email.toLowerCase()) && m.receivedAt >= since && /reset/i.test(m.subject),
    );
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.length).toBeLessThanOrEqual(RESET_EMAILS);
    for (const m of sent) secrets.push(m.text.match(/reset-password\/([A-Za-z0-9_-]{43})/)?.[1] ?? '');

    const address = newAddress();
    await roomInWindow(10);
    for (let i = 1; i <= PER_ADDRESS; i++) {
      expect(
        (await requestReset(`someone-${i}-${randomUUID().slice(0, 6)}@signin.example.org`, address)).status,
        `request ${i}`,
      ).toBe(200);
    }
    const byAddress = await requestReset(`someone-else@signin.example.org`, address);
    expect(byAddress.status).toBe(429);
    expect(byAddress.error?.data?.appCode).toBe('RATE_LIMITED');
    expect(Number(byAddress.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(byAddress.error?.message).toMatch(/Try again in \d+ seconds?/);
  });

  it('a reset request takes the same time whether or not the email has an account (50 of each, interleaved)', async () => {
    const known = users.steady.email;
    for (let i = 0; i < 5; i++) await requestReset(`warm-${i}@signin.example.org`); // warm the route up
    // Medians: a pause of the loaded machine (another suite's burst, a GC) lands on one request and would move a mean
    // by itself; a difference in the work done for one kind moves every request of that kind.
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const round = async () => {
      const timings = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < 100; i++) {
        const kind = i % 2 === 0 ? 'known' : 'unknown';
        const email = kind === 'known' ? known : `ghost-${i}-${randomUUID().slice(0, 6)}@signin.example.org`;
        const started = performance.now();
        const answer = await requestReset(email);
        timings[kind].push(performance.now() - started);
        expect(answer.status, `${kind} request ${i}`).toBe(200);
      }
      const [k, u] = [median(timings.known), median(timings.unknown)];
      return { gap: Math.abs(k - u), said: `known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms` };
    };
    // A difference in the work done shows in every round; a burst of the shared machine rarely in two in a row. So a
    // gap in the first round is measured again, and the test fails when the second shows it too.
    const first = await round();
    const judged = first.gap < 10 ? first : await round();
    expect(judged.gap, `${judged.said} (first round: ${first.said})`).toBeLessThan(10);
  });
});

describe('password reset through a real SMTP server (docs/authentication.md#password-reset)', () => {
  it('email with the link → new password; the old password and every older session stop working; the link is single use', async () => {
    const user = users.reset;
    const oldSession = await signIn(user);
    expect((await trpc('query', 'members.me', undefined, { cookie: oldSession })).status).toBe(200);

    const since = new Date(Date.now() - 1000);
    const answer = await requestReset(user.email);
    expect(answer.status).toBe(200);
    const { link, token } = await resetLinkFromEmail(user.email, since);
    expect(new URL(link).origin).toBe(base());

    const page = await fetch(resetPagePath(token));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Choose a new password');

    // The policy holds: a common password of 12+ characters is refused, and nothing changes.
    const weak = await resetPassword(token, 'password1234');
    expect(weak.status).toBe(400);
    expect(weak.error?.data?.appCode).toBe('VALIDATION_FAILED');
    expect(weak.error?.data?.issues?.[0]?.path).toBe('password');
    expect((await trpc('query', 'members.me', undefined, { cookie: oldSession })).status).toBe(200);

    const newPassword = `Fresh ${randomBytes(9).toString('base64url')} lantern`;
    secrets.push(newPassword);
    const done = await resetPassword(token, newPassword);
    expect(done.status).toBe(200);

    // The session from before the reset is refused on its very next request.
    const stale = await trpc('query', 'members.me', undefined, { cookie: oldSession });
    expect(stale.status).toBe(401);
    expect((await attemptSignIn(user.email, user.password, newAddress())).status).toBe(401);
    const fresh = await signIn({ ...user, password: newPassword });
    expect((await trpc('query', 'members.me', undefined, { cookie: fresh })).status).toBe(200);

    // Single use: the same link again changes nothing and says why.
    const again = await resetPassword(token, `Another ${randomBytes(9).toString('base64url')} harbour`);
    expect(again.status).toBe(400);
    expect(again.error?.data?.issues?.[0]?.path).toBe('token');
    expect(again.error?.message).toMatch(/invalid, has expired or was already used/);
    expect(await (await fetch(resetPagePath(token))).text()).toContain('This link no longer works');
    expect((await trpc('query', 'members.me', undefined, { cookie: fresh })).status).toBe(200);
    users.reset = { ...user, password: newPassword };
  });

  it('an unknown email gets the same answer and no email', async () => {
    const unknown = `ghost-${randomUUID().slice(0, 8)}@signin.example.org`;
    const known = users.redirect.email; // not one the timing test asked resets for (its emails are bounded)
    const since = new Date(Date.now() - 1000);
    const [a, b] = [await requestReset(unknown), await requestReset(known)];
    expect(a.status).toBe(200);
    expect(a.raw).toBe(b.raw); // byte for byte
    await waitForEmail(mailDir, { to: known, subject: /reset/i, since, timeoutMs: 30_000 }); // the outbox has delivered
    await sleep(1_500);
    expect((await readMailbox(mailDir)).filter((m) => m.to.includes(unknown))).toEqual([]);
  });

  it('a link older than its hour is refused and changes nothing', async () => {
    const user = users.aged;
    const since = new Date(Date.now() - 1000);
    expect((await requestReset(user.email)).status).toBe(200);
    const { token } = await resetLinkFromEmail(user.email, since);
    const hash = createHash('sha256').update(token).digest('hex');
    await runSql(
      `update password_reset_tokens set created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour' where token_hash = '${hash}'`,
    );
    const refused = await resetPassword(token, `Late ${randomBytes(9).toString('base64url')} meadow`);
    expect(refused.status).toBe(400);
    expect(refused.error?.data?.issues?.[0]?.path).toBe('token');
    expect(await (await fetch(resetPagePath(token))).text()).toContain('This link no longer works');
    expect((await attemptSignIn(user.email, user.password, newAddress())).status).toBe(200); // the old password stands
    // An unknown token is the same story.
    expect((await resetPassword(randomBytes(32).toString('base64url'), 'Some long enough phrase 42')).status).toBe(400);
  });

  it('bad input is a 400, never a 500', async () => {
    const cases: [string, unknown][] = [
      ['account.requestPasswordReset', { email: `${'a'.repeat(320)}@example.org` }],
      ['account.requestPasswordReset', { email: 'not-an-email' }],
      ['account.requestPasswordReset', {}],
      ['account.resetPassword', { token: 'x', password: 'p'.repeat(201) }],
      ['account.resetPassword', { token: 'x'.repeat(201), password: 'long enough phrase here' }],
      ['account.resetPassword', { password: 'long enough phrase here' }],
    ];
    for (const [procedure, input] of cases) {
      const r = await trpc('mutation', procedure, input);
      expect(r.status, `${procedure} ${JSON.stringify(input).slice(0, 60)}`).toBe(400);
      expect(r.error?.data?.appCode).toBe('VALIDATION_FAILED');
    }
    expect((await trpc('mutation', 'account.requestPasswordReset', undefined, { rawBody: '{not json' })).status).toBe(
      400,
    );
  });
});

describe('sessions (docs/authentication.md#dashboard-sessions)', () => {
  it('signing out ends the session on the server: the old cookie, replayed, is unauthenticated; other sessions go on', async () => {
    const cookie = await signIn(users.signout);
    const other = await signIn(users.signout);
    expect((await trpc('query', 'members.me', undefined, { cookie })).status).toBe(200);
    // As next-auth's signOut() does it: the CSRF token, then a POST with the session cookie.
    const jar = new Map(cookie.split('; ').map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
    const csrfRes = await fetch(`${base()}/api/auth/csrf`, { headers: { Cookie: cookie } });
    cookiesOf(csrfRes, jar);
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const out = await fetch(`${base()}/api/auth/signout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookieHeader(jar) },
      body: new URLSearchParams({ csrfToken, json: 'true' }),
    });
    expect(out.status).toBe(200);
    const replayed = await trpc('query', 'members.me', undefined, { cookie });
    expect(replayed.status).toBe(401);
    expect((await trpc('query', 'members.me', undefined, { cookie: other })).status).toBe(200);
  });

  it('a disabled user is refused on the very next request', async () => {
    const cookie = await signIn(users.disabled);
    expect((await trpc('query', 'members.me', undefined, { cookie })).status).toBe(200);
    await runSql(`update users set disabled_at = now() where id = '${users.disabled.id}'`);
    expect((await trpc('query', 'members.me', undefined, { cookie })).status).toBe(401);
    expect((await attemptSignIn(users.disabled.email, users.disabled.password, newAddress())).status).toBe(401);
    // A reset link is never sent to a disabled user.
    const since = new Date(Date.now() - 1000);
    expect((await requestReset(users.disabled.email)).status).toBe(200);
    await sleep(2_000);
    expect(
      (await readMailbox(mailDir)).filter(
        (m) => m.to.includes(users.disabled.email.toLowerCase()) && m.receivedAt >= since,
      ),
    ).toEqual([]);
  });
});

describe('redirects after sign-in stay on this origin (docs/authentication.md#dashboard-sessions)', () => {
  for (const [callbackUrl, expected] of [
    ['/\\evil.example', '/'],
    ['/%5Cevil.example', null], // percent-encoded stays a path of this app
    ['//evil.example/x', '/'],
    ['https://evil.example/phish', '/'],
    ['/grants?status=posted', '/grants?status=posted'],
  ] as const) {
    it(`callbackUrl ${callbackUrl}`, async () => {
      const r = await attemptSignIn(users.redirect.email, users.redirect.password, newAddress(), callbackUrl);
      expect(r.status).toBe(200);
      const url = new URL(r.body.url!);
      expect(url.origin).toBe(base());
      if (expected !== null) expect(`${url.pathname}${url.search}`).toBe(expected);
    });
  }
});

describe('logs', () => {
  it('hold no password, reset token or email address', async () => {
    await sleep(500); // pino writes asynchronously
    const text = logFiles.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
    expect(text.length).toBeGreaterThan(0);
    const emails = Object.values(users).map((u) => u.email);
    const leaked = [...secrets, ...emails].filter((s) => text.includes(s));
    expect(leaked).toEqual([]);
  });
});
