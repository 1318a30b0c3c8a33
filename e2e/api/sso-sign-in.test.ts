// Signing in through an organization's OpenID provider, over real HTTP with a cookie jar (docs/sso.md#signing-in-with-sso):
// the good path and code replay against a real `oidc-provider`; every bad ID token (wrong signature, issuer, audience,
// nonce, expired beyond the 60 s skew) from a provider of the test's own that speaks the same protocol, each refused
// with nothing created (no user, membership or session; the request used up) — and one expired 30 s ago accepted.
// Also: routing only for verified domains, the state bound to its browser and used once, the ticket used once, and
// an email of another organization's domain never signing in here. PostgreSQL only (vitest.config.ts): the test reads
// and edits the shared app's database while it runs, which PGlite's single holder forbids.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSecrets } from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';
import { signIn, signInWithIdToken } from '../fixtures/dashboard';
import { emulatorClient } from '../fixtures/firebase-emulator';
import { fixtures } from '../fixtures/fixtures';
import {
  CookieJar,
  jarFetch,
  signInAtProvider,
  ssoRowsSql,
  startCraftedProvider,
  startOidcProvider,
  type CraftedProvider,
  type RunningOidcProvider,
} from '../fixtures/sso';

const f = fixtures();
const suffix = randomUUID().slice(0, 8);
const domains = {
  a: `sso-a-${suffix}.example.org`,
  aUnverified: `sso-a-unverified-${suffix}.example.org`,
  b: `sso-b-${suffix}.example.org`,
  crafted: `sso-c-${suffix}.example.org`,
};
const clients = {
  a: { clientId: `client-a-${suffix}`, clientSecret: randomBytes(24).toString('base64url') },
  b: { clientId: `client-b-${suffix}`, clientSecret: randomBytes(24).toString('base64url') },
  crafted: { clientId: `client-c-${suffix}`, clientSecret: randomBytes(24).toString('base64url') },
};
const people = {
  ownerA: { id: '', email: `owner@${domains.a}` },
  memberA: { id: '', email: `member@${domains.a}` },
  disabledA: { id: '', email: `disabled@${domains.a}` },
  outsiderA: { id: '', email: `newcomer@${domains.a}` },
  memberB: { id: '', email: `member@${domains.b}` },
  memberC: { id: '', email: `member@${domains.crafted}` },
};
const orgs = { a: '', b: '', crafted: '' };
const password = `Pw-${randomBytes(12).toString('base64url')}`;
const address = `10.202.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const callbackUri = `${f.baseUrl}/api/sso/callback`;

let provider: RunningOidcProvider;
let crafted: CraftedProvider;
let sql: postgres.Sql;

beforeAll(async () => {
  if (f.dbKind !== 'postgres' || !f.databaseUrl) throw new Error('sso-sign-in.test.ts runs in the PostgreSQL pass');
  provider = await startOidcProvider({
    clients: [
      { ...clients.a, redirectUri: callbackUri },
      { ...clients.b, redirectUri: callbackUri },
    ],
  });
  crafted = await startCraftedProvider(clients.crafted.clientSecret);
  const db = { kind: 'postgres' as const, url: f.databaseUrl, env: f.dbEnv, drop: async () => {} };
  await withFixtures(db, async (build) => {
    orgs.a = (await build.org({ name: `SSO Alpha ${suffix}`, slug: `sso-a-${suffix}`, plan: 'enterprise' })).id;
    orgs.b = (await build.org({ name: `SSO Beta ${suffix}`, slug: `sso-b-${suffix}`, plan: 'enterprise' })).id;
    orgs.crafted = (await build.org({ name: `SSO Crafted ${suffix}`, slug: `sso-c-${suffix}`, plan: 'enterprise' })).id;
    people.ownerA.id = (await build.user({ email: people.ownerA.email, password, org: orgs.a, role: 'owner' })).id;
    people.memberA.id = (await build.user({ email: people.memberA.email, password, org: orgs.a, role: 'member' })).id;
    people.disabledA.id = (
      await build.user({ email: people.disabledA.email, password, org: orgs.a, role: 'member' })
    ).id;
    people.memberB.id = (await build.user({ email: people.memberB.email, password, org: orgs.b, role: 'member' })).id;
    people.memberC.id = (
      await build.user({ email: people.memberC.email, password, org: orgs.crafted, role: 'member' })
    ).id;
    await build.sql(
      `update memberships set disabled_at = now() where user_id = '${people.disabledA.id}' and organization_id = '${orgs.a}'`,
    );
    const key = f.dbEnv.ENCRYPTION_KEY!;
    for (const statement of [
      ...ssoRowsSql({
        organizationId: orgs.a,
        issuer: provider.issuer,
        ...clients.a,
        encryptionKey: key,
        domains: [
          { domain: domains.a, verified: true },
          { domain: domains.aUnverified, verified: false },
        ],
      }),
      ...ssoRowsSql({
        organizationId: orgs.b,
        issuer: provider.issuer,
        ...clients.b,
        encryptionKey: key,
        domains: [{ domain: domains.b, verified: true }],
      }),
      ...ssoRowsSql({
        organizationId: orgs.crafted,
        issuer: crafted.issuer,
        ...clients.crafted,
        encryptionKey: key,
        domains: [{ domain: domains.crafted, verified: true }],
        jitEnabled: true, // so a bad token that got through would create the account: nothing may be created
      }),
    ]) {
      await build.sql(statement);
    }
  });
  sql = postgres(f.databaseUrl, { max: 2, onnotice: () => {} });
}, 360_000); // its own app, started on a machine that may be busy

afterAll(async () => {
  await provider?.close();
  await crafted?.close();
  await sql?.end();
  recordSecrets(
    'sso-sign-in',
    Object.values(clients).map((c) => c.clientSecret),
  );
});

const sha256 = (v: string) => createHash('sha256').update(v, 'utf8').digest('hex');
const headers = { 'X-Forwarded-For': address };

async function discover(email: string) {
  const res = await fetch(`${f.baseUrl}/api/sso/discover`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { method: string }).method;
}

/** POST /api/sso/start, as the login page's form sends it: the authorization URL the browser is sent to, and its state. */
const startRequest = (jar: CookieJar, email: string, extra: Record<string, string> = { Origin: f.baseUrl }) =>
  jarFetch(jar, `${f.baseUrl}/api/sso/start`, {
    method: 'POST',
    headers: { ...headers, ...extra, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }),
  });

async function start(jar: CookieJar, email: string) {
  const res = await startRequest(jar, email);
  expect(res.status).toBe(303);
  const location = res.headers.get('location')!;
  const url = new URL(location);
  return { authorizationUrl: location, state: url.searchParams.get('state')! };
}

const callback = (jar: CookieJar, url: string) => jarFetch(jar, url, { headers });

function expectRefused(res: Response, code: string) {
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe(`${f.baseUrl}/login?error=${code}`);
  expect(res.headers.getSetCookie().some((c) => c.includes('session-token'))).toBe(false);
}

function ticketOf(res: Response): string {
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  expect(location.pathname).toBe('/login/sso');
  expect(location.search).toBe(''); // never in the query
  const ticket = new URLSearchParams(location.hash.slice(1)).get('ticket');
  expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return ticket!;
}

/**
 * next-auth's `sso` provider: the ticket for a session cookie, or null when refused — from `jar`, the browser the
 * provider sent back (it holds the cookie binding the ticket to it), or another one.
 */
async function exchange(ticket: string, jar: CookieJar): Promise<string | null> {
  const csrf = await jarFetch(jar, `${f.baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await jarFetch(jar, `${f.baseUrl}/api/auth/callback/sso`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfToken, ticket, json: 'true' }),
  });
  await res.body?.cancel();
  // Signed in by this answer (the jar may hold an earlier session).
  const issued = res.headers.getSetCookie().some((c) => /session-token=[^;]+/.test(c));
  return issued ? jar.header(f.baseUrl) : null;
}

async function me(cookie: string) {
  const res = await fetch(`${f.baseUrl}/api/trpc/members.me`, { headers: { Cookie: cookie } });
  const body = (await res.json()) as {
    result?: { data: { userId: string; organizations: { id: string; role: string }[] } };
  };
  return body.result?.data ?? null;
}

const requestRow = async (state: string) =>
  (
    await sql`select completed_at, user_id, ticket_hash, ticket_used_at from sso_sign_ins where state_hash = ${sha256(state)}`
  )[0];
const requestRowById = async (id: string) =>
  (await sql`select completed_at, ticket_hash from sso_sign_ins where id = ${id}`)[0];
const sessionsOf = async (userId: string) =>
  Number((await sql`select count(*)::int as n from dashboard_sessions where user_id = ${userId}`)[0]!.n);
const userByEmail = async (email: string) => (await sql`select id from users where lower(email) = ${email}`)[0];
const membershipsOf = async (userId: string) =>
  (await sql`select organization_id from memberships where user_id = ${userId}`).map((r) => String(r.organization_id));

describe('routing', () => {
  it('discover answers sso for a verified domain with a connection, password otherwise (unverified, unknown)', async () => {
    expect(await discover(people.memberA.email)).toBe('sso');
    expect(await discover(`Someone@${domains.a.toUpperCase()}`)).toBe('sso');
    expect(await discover(`someone@${domains.aUnverified}`)).toBe('password');
    expect(await discover(`someone@nowhere-${suffix}.example.org`)).toBe('password');
  });

  it('start for an unverified domain does not route to the provider', async () => {
    expectRefused(await startRequest(new CookieJar(), `x@${domains.aUnverified}`), 'sso_unavailable');
  });

  it('a sign-in starts only from a POST of this app: a link or another site cannot start one (login CSRF)', async () => {
    const before = Number(
      (await sql`select count(*)::int as n from sso_sign_ins where organization_id = ${orgs.a}`)[0]!.n,
    );
    const link = await jarFetch(new CookieJar(), `${f.baseUrl}/api/sso/start?email=${people.memberA.email}`, {
      headers,
    });
    expect(link.status).toBe(405);
    for (const extra of [
      { Origin: 'https://attacker.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      {} as Record<string, string>, // neither header: not a browser acting for this page
    ]) {
      const jar = new CookieJar();
      expectRefused(await startRequest(jar, people.memberA.email, extra), 'sso_request');
      expect(jar.get(f.baseUrl, 'gms-sso-state')).toBeUndefined();
    }
    const after = Number(
      (await sql`select count(*)::int as n from sso_sign_ins where organization_id = ${orgs.a}`)[0]!.n,
    );
    expect(after).toBe(before);
  });

  it('discover refuses a body without an email with a 400', async () => {
    const res = await fetch(`${f.baseUrl}/api/sso/discover`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"email": 5}',
    });
    expect(res.status).toBe(400);
  });

  it('a body over 4 KiB sent without a Content-Length (chunked) is refused once it passes the limit: 413 / back to login', async () => {
    // 1 MiB in 1 KiB chunks, produced as they are read: the routes must stop reading, not buffer it all.
    let sent = 0;
    const chunked = (prefix: string) =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 1024) return controller.close();
          controller.enqueue(new TextEncoder().encode(sent++ === 0 ? prefix.padEnd(1024, 'x') : 'x'.repeat(1024)));
        },
      });
    const discovered = await fetch(`${f.baseUrl}/api/sso/discover`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: chunked('{"email": "'),
      duplex: 'half',
    } as RequestInit);
    expect(discovered.status).toBe(413);
    expect(((await discovered.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');

    sent = 0;
    const before = Number((await sql`select count(*)::int as n from sso_sign_ins`)[0]!.n);
    const jar = new CookieJar();
    expectRefused(
      await jarFetch(jar, `${f.baseUrl}/api/sso/start`, {
        method: 'POST',
        headers: { ...headers, Origin: f.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: chunked(`email=${encodeURIComponent(people.memberA.email)}&pad=`),
        duplex: 'half',
      } as RequestInit),
      'sso_request',
    );
    expect(Number((await sql`select count(*)::int as n from sso_sign_ins`)[0]!.n)).toBe(before);
  });
});

describe('through a real OpenID provider (oidc-provider)', () => {
  it('a member signs in: ticket in the fragment, one session, audited as an SSO sign-in; the ticket works once', async () => {
    const jar = new CookieJar();
    const { authorizationUrl, state } = await start(jar, people.memberA.email);
    expect(authorizationUrl.startsWith(`${provider.issuer}/`)).toBe(true);
    const auth = new URL(authorizationUrl);
    expect(auth.searchParams.get('scope')).toBe('openid email profile');
    expect(auth.searchParams.get('login_hint')).toBe(people.memberA.email);
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('redirect_uri')).toBe(callbackUri);
    expect(jar.get(f.baseUrl, 'gms-sso-state')).toBe(state);
    const before = await sessionsOf(people.memberA.id);

    const back = await signInAtProvider(jar, authorizationUrl, people.memberA.email);
    const ticket = ticketOf(await callback(jar, back));
    expect((await requestRow(state))?.ticket_hash).toBe(sha256(ticket));
    // The ticket sent to another browser (as a link) signs nobody in there, and stays usable here.
    expect(await exchange(ticket, new CookieJar())).toBeNull();
    const cookie = await exchange(ticket, jar);
    expect(cookie).not.toBeNull();
    expect((await me(cookie!))?.userId).toBe(people.memberA.id);
    expect(await sessionsOf(people.memberA.id)).toBe(before + 1);
    const [audit] = await sql`select changes from audit_records where organization_id = ${orgs.a}
      and action = 'session.signed_in' and target_id = ${people.memberA.id} order by seq desc limit 1`;
    expect(audit?.changes).toEqual({ method: [null, 'sso'] });

    // The ticket is used up.
    expect(await exchange(ticket, jar)).toBeNull();
    expect(await sessionsOf(people.memberA.id)).toBe(before + 1);

    // The same callback again (same state and code) is refused: the request was used.
    expectRefused(await callback(jar, back), 'sso_request');
  });

  it('the same code with a fresh state is refused (the provider refuses a used code), nothing signed in', async () => {
    const jar = new CookieJar();
    const first = await start(jar, people.memberA.email);
    const back = new URL(await signInAtProvider(jar, first.authorizationUrl, people.memberA.email));
    ticketOf(await callback(jar, back.href));
    const before = await sessionsOf(people.memberA.id);

    const second = await start(jar, people.memberA.email);
    const replay = new URL(back);
    replay.searchParams.set('state', second.state);
    expectRefused(await callback(jar, replay.href), 'sso_provider');
    const row = await requestRow(second.state);
    expect(row?.completed_at).not.toBeNull();
    expect(row?.ticket_hash).toBeNull();
    expect(await sessionsOf(people.memberA.id)).toBe(before);
  });

  it('a state that is missing, unknown, expired or from another browser is refused', async () => {
    const noState = new URL(callbackUri);
    noState.searchParams.set('code', 'whatever');
    expectRefused(await callback(new CookieJar(), noState.href), 'sso_request');
    noState.searchParams.set('state', randomBytes(32).toString('base64url'));
    expectRefused(await callback(new CookieJar(), noState.href), 'sso_request');

    // Another browser: the provider's redirect carried to a browser without (or with another) state cookie.
    const jar = new CookieJar();
    const { authorizationUrl, state } = await start(jar, people.memberA.email);
    const back = await signInAtProvider(jar, authorizationUrl, people.memberA.email);
    expectRefused(await callback(new CookieJar(), back), 'sso_request');
    const other = new CookieJar();
    await start(other, people.memberA.email); // a state cookie of its own
    expectRefused(await callback(other, back), 'sso_request');
    expect((await requestRow(state))?.ticket_hash).toBeNull();

    // Expired: ten minutes have passed.
    await sql`update sso_sign_ins set expires_at = now() - interval '1 second' where state_hash = ${sha256(state)}`;
    expectRefused(await callback(jar, back), 'sso_request');
    expect((await requestRow(state))?.completed_at).toBeNull();
  });

  it('a person who is not a member is refused when just-in-time provisioning is off; a disabled membership too', async () => {
    const jar = new CookieJar();
    const { authorizationUrl, state } = await start(jar, people.outsiderA.email);
    expectRefused(
      await callback(jar, await signInAtProvider(jar, authorizationUrl, people.outsiderA.email)),
      'sso_not_member',
    );
    expect(await userByEmail(people.outsiderA.email)).toBeUndefined();
    expect((await requestRow(state))?.completed_at).not.toBeNull();

    const jar2 = new CookieJar();
    const disabled = await start(jar2, people.disabledA.email);
    const before = await sessionsOf(people.disabledA.id);
    expectRefused(
      await callback(jar2, await signInAtProvider(jar2, disabled.authorizationUrl, people.disabledA.email)),
      'sso_disabled',
    );
    expect(await sessionsOf(people.disabledA.id)).toBe(before);
  });

  it("tenant isolation: an email of B's verified domain never signs in through A's request", async () => {
    const jar = new CookieJar();
    // The person starts at A (typing an A address) but the provider vouches for B's member.
    const { authorizationUrl, state } = await start(jar, people.memberA.email);
    const before = await sessionsOf(people.memberB.id);
    expectRefused(
      await callback(jar, await signInAtProvider(jar, authorizationUrl, people.memberB.email)),
      'sso_email',
    );
    expect(await membershipsOf(people.memberB.id)).toEqual([orgs.b]);
    expect(await sessionsOf(people.memberB.id)).toBe(before);
    expect((await requestRow(state))?.user_id).toBeNull();
  });
});

describe('every bad ID token is refused, nothing created (a provider of the test own)', () => {
  const now = () => Math.floor(Date.now() / 1000);

  /** One sign-in at the crafted organization whose ID token is `claims` (over the good ones) for a fresh email. */
  async function attempt(bad: (good: Record<string, unknown>) => Record<string, unknown>, signWith?: 'unpublished') {
    const email = `new-${randomUUID().slice(0, 8)}@${domains.crafted}`;
    crafted.craft = ({ nonce, clientId, issuer }) => ({
      claims: bad({
        iss: issuer,
        aud: clientId,
        sub: email,
        nonce,
        email,
        email_verified: true,
        iat: now(),
        exp: now() + 300,
      }),
      signWith,
    });
    const jar = new CookieJar();
    const { authorizationUrl, state } = await start(jar, people.memberC.email);
    const redirected = await fetch(authorizationUrl, { redirect: 'manual' });
    const res = await callback(jar, redirected.headers.get('location')!);
    return { res, email, state, jar };
  }

  async function expectNothingCreated(res: Response, email: string, state: string, code = 'sso_provider') {
    expectRefused(res, code);
    expect(await userByEmail(email)).toBeUndefined();
    const row = await requestRow(state);
    expect(row?.completed_at).not.toBeNull();
    expect(row?.user_id).toBeNull();
    expect(row?.ticket_hash).toBeNull();
  }

  it('a well-formed token is accepted (the control: it creates the account just in time)', async () => {
    const { res, email, jar } = await attempt((good) => good);
    const cookie = await exchange(ticketOf(res), jar);
    const user = await userByEmail(email);
    expect(user).toBeDefined();
    expect(await membershipsOf(String(user!.id))).toEqual([orgs.crafted]);
    expect((await me(cookie!))?.organizations.map((o) => [o.id, o.role])).toEqual([[orgs.crafted, 'member']]);
  });

  it('takes back an account nobody had proven: its password and older sessions stop working', async () => {
    // An account made through a copied link, perhaps by someone else: unproven, with a password and a session.
    const email = `unproven-${randomUUID().slice(0, 8)}@${domains.crafted}`;
    const db = { kind: 'postgres' as const, url: f.databaseUrl!, env: f.dbEnv, drop: async () => {} };
    const userId = await withFixtures(db, async (build) => {
      const id = (await build.user({ email, password, org: orgs.a, role: 'viewer' })).id;
      await build.sql(`update users set email_verified_at = null where id = '${id}'`);
      return id;
    });
    const squatter = await signIn(email, password);
    expect((await me(squatter.cookie))?.userId).toBe(userId);

    const { res, jar } = await attempt((good) => ({ ...good, email }));
    const cookie = await exchange(ticketOf(res), jar);
    expect((await me(cookie!))?.userId).toBe(userId);
    expect(await me(squatter.cookie)).toBeNull(); // the older session ended
    const [row] = await sql`select password_hash, email_verified_at from users where id = ${userId}`;
    expect(row!.password_hash).toBeNull();
    expect(row!.email_verified_at).not.toBeNull();
    await expect(signIn(email, password)).rejects.toThrow();
  });

  it('signed by a key not in the JWKS', async () => {
    const { res, email, state } = await attempt((good) => good, 'unpublished');
    await expectNothingCreated(res, email, state);
  });

  it('a wrong issuer', async () => {
    const { res, email, state } = await attempt((good) => ({ ...good, iss: 'https://impostor.example.org' }));
    await expectNothingCreated(res, email, state);
  });

  it('a wrong audience', async () => {
    const { res, email, state } = await attempt((good) => ({ ...good, aud: 'another-client' }));
    await expectNothingCreated(res, email, state);
  });

  it('a wrong nonce', async () => {
    const { res, email, state } = await attempt((good) => ({ ...good, nonce: randomBytes(16).toString('base64url') }));
    await expectNothingCreated(res, email, state);
  });

  it('expired beyond the 60 s tolerance', async () => {
    const { res, email, state } = await attempt((good) => ({ ...good, iat: now() - 600, exp: now() - 120 }));
    await expectNothingCreated(res, email, state);
  });

  it('expired 30 s ago is accepted (clock skew tolerance)', async () => {
    const { res, email, jar } = await attempt((good) => ({ ...good, iat: now() - 600, exp: now() - 30 }));
    expect(await exchange(ticketOf(res), jar)).not.toBeNull();
    expect(await userByEmail(email)).toBeDefined();
  });

  it('no email, an unverified email, or one outside the verified domains', async () => {
    let r = await attempt(({ email: _email, ...good }) => good);
    await expectNothingCreated(r.res, r.email, r.state, 'sso_email');
    r = await attempt((good) => ({ ...good, email_verified: false }));
    await expectNothingCreated(r.res, r.email, r.state, 'sso_email');
    r = await attempt((good) => ({ ...good, email: `someone@${domains.b}` }));
    await expectNothingCreated(r.res, r.email, r.state, 'sso_email');
    expect(await userByEmail(`someone@${domains.b}`)).toBeUndefined();
  });
});

describe('test connection (Settings)', () => {
  it('reports the claims to the owner who started it, signs nobody in; another person cannot complete it', async () => {
    // Password sign-ins through the dashboard: the owner keeps a password, and Require SSO is off for A.
    const owner = await signIn(people.ownerA.email, password);
    const member = await signIn(people.memberA.email, password);
    const started = await owner.mutate<{ id: string; authorizationUrl: string }>('ssoTest.start', undefined, {
      organizationId: orgs.a,
    });
    expect(started.status).toBe(200);
    const { id, authorizationUrl } = started.data!;
    expect(authorizationUrl.startsWith(`${provider.issuer}/`)).toBe(true);
    // A member may neither start a test nor read one.
    expect((await member.mutate('ssoTest.start', undefined, { organizationId: orgs.a })).status).toBe(403);
    expect((await member.query('ssoTest.result', { id }, { organizationId: orgs.a })).status).toBe(403);
    expect((await owner.query('ssoTest.result', { id }, { organizationId: orgs.a })).data).toEqual({
      status: 'pending',
    });

    const back = await signInAtProvider(new CookieJar(), authorizationUrl, people.memberA.email);
    const sessionsBefore = await sessionsOf(people.memberA.id);
    // The callback in another person's browser (their session): refused, and the test stays pending.
    const stranger = await fetch(back, { headers: { ...headers, Cookie: member.cookie }, redirect: 'manual' });
    expectRefused(stranger, 'sso_request');
    expect((await owner.query('ssoTest.result', { id }, { organizationId: orgs.a })).data).toEqual({
      status: 'pending',
    });

    const done = await fetch(back, { headers: { ...headers, Cookie: owner.cookie }, redirect: 'manual' });
    expect(done.status).toBe(200);
    expect(done.headers.getSetCookie().some((c) => c.includes('session-token'))).toBe(false);
    expect(await done.text()).toContain('passed every check');
    const result = await owner.query<{ status: string; claims: { iss: string; email: string; aud: unknown } }>(
      'ssoTest.result',
      { id },
      { organizationId: orgs.a },
    );
    expect(result.data).toMatchObject({
      status: 'ok',
      claims: { iss: provider.issuer, email: people.memberA.email, aud: clients.a.clientId },
    });
    // Nobody was signed in by it, and the same callback cannot be used again.
    expect(await sessionsOf(people.memberA.id)).toBe(sessionsBefore);
    expect((await requestRowById(id))?.ticket_hash).toBeNull();
    expectRefused(
      await fetch(back, { headers: { ...headers, Cookie: owner.cookie }, redirect: 'manual' }),
      'sso_request',
    );
  });
});

describe('Require SSO', () => {
  it('refuses a member a Firebase ID token as well as a password; without it, both work', async () => {
    const email = `firebase-${randomUUID().slice(0, 8)}@${domains.b}`;
    const db = { kind: 'postgres' as const, url: f.databaseUrl!, env: f.dbEnv, drop: async () => {} };
    await withFixtures(db, (build) => build.user({ email, password, org: orgs.b, role: 'member' }));
    const emulator = emulatorClient(f.emulatorHost, 'demo-gms');
    const firebasePassword = `pw-${randomUUID()}`;
    const identity = await emulator.createUser({ email, password: firebasePassword, emailVerified: true });
    recordSecrets('sso-sign-in-firebase', [firebasePassword, identity.idToken, identity.refreshToken]);

    // The REST API takes the same ID token as a bearer credential: Require SSO holds there too.
    const rest = () =>
      fetch(`${f.baseUrl}/api/v1/grants?limit=1`, {
        headers: { ...headers, Authorization: `Bearer ${identity.idToken}`, 'X-Organization-Id': orgs.b },
      });

    await sql`update sso_connections set require_sso = true where organization_id = ${orgs.b}`;
    try {
      await expect(signIn(email, password)).rejects.toThrow();
      await expect(signInWithIdToken(identity.idToken)).rejects.toThrow(/sign-in failed/);
      const refused = await rest();
      expect(refused.status).toBe(403);
      const body = (await refused.json()) as { code: string; error: string };
      expect(body.code).toBe('FORBIDDEN');
      expect(body.error).toMatch(/requires single sign-on/);
    } finally {
      await sql`update sso_connections set require_sso = false where organization_id = ${orgs.b}`;
    }
    // The control: the same credentials sign in once the organization no longer requires SSO.
    expect((await signInWithIdToken(identity.idToken)).cookie).toContain('session-token');
    expect((await rest()).status).toBe(200);
  });
});
