// Signing in with single sign-on in a real browser (docs/sso.md#signing-in-with-sso): the person types their work email
// at /login, lands on the organization's OpenID provider (a real `oidc-provider` with its development login and
// consent pages), signs in there and arrives signed in on the dashboard. With just-in-time provisioning a first sign-in
// creates the membership with the default role; with Require SSO a member is not offered the password step and is
// refused a password, while an owner keeps theirs. An app and database of this spec's own: the connections and
// verified domains are written before it starts (Settings' own flow is another spec's).
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { SSO_REQUIRED_MESSAGE } from '../../app/(auth)/login/sso-messages';
import { createTestDatabase, freePort, startApp, type RunningApp, type TestDatabase } from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';
import { ssoRowsSql, startOidcProvider, type RunningOidcProvider } from '../fixtures/sso';

let db: TestDatabase;
let app: RunningApp;
let provider: RunningOidcProvider;
const password = `Pw-${randomBytes(12).toString('base64url')}-9x`;
const orgs = { plain: '', jit: '', required: '' };
const people = {
  member: 'member@plain-sso.example.org',
  newcomer: 'newcomer@jit-sso.example.org',
  requiredMember: 'member@required-sso.example.org',
  requiredOwner: 'owner@required-sso.example.org',
};
const client = (name: string) => ({ clientId: `ui-${name}`, clientSecret: randomBytes(24).toString('base64url') });
const clients = { plain: client('plain'), jit: client('jit'), required: client('required') };

test.beforeAll(async () => {
  test.setTimeout(300_000); // the app's cold start takes a while on a loaded machine
  db = await createTestDatabase('pglite', 'ui_sso');
  db.env.ENCRYPTION_KEY = randomBytes(32).toString('base64');
  // The provider's address goes into the connections before the app starts; it listens once the app's is known.
  const providerPort = await freePort();
  const issuer = `http://127.0.0.1:${providerPort}`;
  await withFixtures(db, async (build) => {
    orgs.plain = (await build.org({ name: 'Plain SSO Trust', slug: 'plain-sso', plan: 'enterprise' })).id;
    orgs.jit = (await build.org({ name: 'Just In Time Fund', slug: 'jit-sso', plan: 'enterprise' })).id;
    orgs.required = (await build.org({ name: 'Required SSO Alliance', slug: 'required-sso', plan: 'enterprise' })).id;
    await build.user({ email: people.member, password, org: 'plain-sso', role: 'member' });
    await build.user({ email: people.requiredMember, password, org: 'required-sso', role: 'member' });
    await build.user({ email: people.requiredOwner, password, org: 'required-sso', role: 'owner' });
    const rows = [
      ...ssoRowsSql({
        organizationId: orgs.plain,
        issuer,
        ...clients.plain,
        encryptionKey: db.env.ENCRYPTION_KEY!,
        domains: [{ domain: 'plain-sso.example.org', verified: true }],
      }),
      ...ssoRowsSql({
        organizationId: orgs.jit,
        issuer,
        ...clients.jit,
        encryptionKey: db.env.ENCRYPTION_KEY!,
        domains: [{ domain: 'jit-sso.example.org', verified: true }],
        jitEnabled: true,
      }),
      ...ssoRowsSql({
        organizationId: orgs.required,
        issuer,
        ...clients.required,
        encryptionKey: db.env.ENCRYPTION_KEY!,
        domains: [{ domain: 'required-sso.example.org', verified: true }],
        requireSso: true,
      }),
    ];
    for (const statement of rows) await build.sql(statement);
  });
  app = await startApp(db, { label: 'ui-sso', env: { SSO_ALLOW_PRIVATE_NETWORKS: 'true' } });
  const redirectUri = `${app.baseUrl}/api/sso/callback`;
  provider = await startOidcProvider({
    port: providerPort,
    clients: Object.values(clients).map((c) => ({ ...c, redirectUri })),
  });
});

test.afterAll(async () => {
  await provider?.close();
  await app?.stop();
  await db?.drop();
});

/** The provider's development pages: sign in as `email` (any password), then consent. */
async function signInAtProvider(page: Page, email: string) {
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${provider.port}/`), { timeout: 30_000 });
  await expect(page.locator('input[name="login"]')).toHaveValue(email); // the login hint
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function startAtLogin(page: Page, email: string) {
  await page.goto(`${app.baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await expect(page.getByRole('button', { name: 'Continue with single sign-on' })).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
}

const overview = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible({ timeout: 30_000 });

async function myOrganizations(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/trpc/members.me');
    const body = (await res.json()) as { result: { data: { organizations: { slug: string; role: string }[] } } };
    return body.result.data.organizations.map((o) => [o.slug, o.role]);
  });
}

test('a member types their email, signs in at the provider and arrives on the dashboard', async ({ page }) => {
  await startAtLogin(page, people.member);
  await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await signInAtProvider(page, people.member);
  await overview(page);
  expect(new URL(page.url()).hash).toBe(''); // the ticket left the address bar
  expect(await myOrganizations(page)).toEqual([['plain-sso', 'member']]);
});

test('with just-in-time provisioning, a first sign-in creates the membership with the default role', async ({
  page,
}) => {
  await startAtLogin(page, people.newcomer);
  await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await signInAtProvider(page, people.newcomer);
  await overview(page);
  expect(await myOrganizations(page)).toEqual([['jit-sso', 'member']]);
});

test('Require SSO: no password step for the domain, a member is refused a password, an owner keeps theirs', async ({
  page,
}) => {
  await startAtLogin(page, people.requiredMember);
  await page.getByRole('button', { name: 'Use a password instead' }).click();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(SSO_REQUIRED_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(`${app.baseUrl}/login`);

  await startAtLogin(page, people.requiredOwner);
  await page.getByRole('button', { name: 'Use a password instead' }).click();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await overview(page);
});

test('a refused sign-in comes back to the login page with a message that says what to do', async ({ page }) => {
  await page.goto(`${app.baseUrl}/api/sso/callback?state=unknown&code=whatever`);
  await expect(page).toHaveURL(`${app.baseUrl}/login?error=sso_request`);
  await expect(page.getByRole('alert').filter({ hasText: 'Start again from this page' })).toBeVisible();
});
