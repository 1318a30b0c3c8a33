// Firebase sign-in on /login: email + password against Firebase Auth (the Auth emulator) in the browser, the ID
// token exchanged for a dashboard session. The shared web server runs with NODE_ENV=production, which refuses the
// emulator, so this spec starts its own app (NODE_ENV=test) on a fresh database, knowing the emulator from the start.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { cli, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../fixtures/app-server';
import { startAuthEmulator, type AuthEmulator } from '../fixtures/firebase-emulator';
import { expectAccessible, screenshot } from './helpers';

let emulator: AuthEmulator;
let db: TestDatabase;
let app: RunningApp;
const ORG_NAME = 'Firebase Sign-in Trust';
const member = { email: 'owner@firebase-ui.example.org', password: `pw-${randomBytes(9).toString('base64url')}` };
// A different password in Firebase: the Firebase form must check it against Firebase, not this service.
const firebasePassword = `fb-${randomBytes(9).toString('base64url')}`;
const unverified = {
  email: 'unverified@firebase-ui.example.org',
  password: `fb-${randomBytes(9).toString('base64url')}`,
};

test.beforeAll(async () => {
  test.setTimeout(420_000); // on a loaded machine the emulator (the fixture allows 150 s) and each CLI run take minutes
  db = await createTestDatabase('pglite', 'ui_firebase');
  const [started, prepared] = await Promise.allSettled([
    startAuthEmulator({ projectId: 'demo-gms-ui' }),
    (async () => {
      await cli(db, ['org', 'create', '--name', ORG_NAME, '--slug', 'firebase-ui']);
      await cli(db, [
        'user',
        'create',
        '--email',
        member.email,
        '--password',
        member.password,
        '--org',
        'firebase-ui',
        '--role',
        'owner',
      ]);
      await cli(db, [
        'user',
        'create',
        '--email',
        unverified.email,
        '--password',
        unverified.password,
        '--org',
        'firebase-ui',
        '--role',
        'viewer',
      ]);
    })(),
  ]);
  if (started.status === 'fulfilled') emulator = started.value;
  if (started.status === 'rejected') throw started.reason;
  if (prepared.status === 'rejected') throw prepared.reason;
  // Both users exist in Firebase too: one with a verified email (its first ID token links to the user), one without.
  await emulator.createUser({ email: member.email, password: firebasePassword, emailVerified: true });
  await emulator.createUser({ ...unverified, emailVerified: false });
  app = await startApp(db, {
    label: 'ui-firebase',
    env: {
      NODE_ENV: 'test', // the emulator host is refused in production
      FIREBASE_PROJECT_ID: emulator.projectId,
      FIREBASE_WEB_API_KEY: 'fake-api-key',
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SEED_DEMO_ON_START: 'false',
    },
  });
});

test.afterAll(async () => {
  await app?.stop();
  await emulator?.stop();
  await db?.drop();
});

async function openFirebaseForm(page: Page) {
  await page.goto(`${app.baseUrl}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // The email-first form (password or single sign-on) stays beside it.
  await expect(page.getByRole('form', { name: 'Sign in', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with Firebase', exact: true }).click();
  const form = page.getByRole('form', { name: 'Sign in with Firebase' });
  await expect(form).toBeVisible();
  return form;
}

test('a Firebase user with a verified email signs in and lands on the overview', async ({ page }) => {
  const form = await openFirebaseForm(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectAccessible(page);
  await screenshot(page, 'login-firebase');
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password').fill(firebasePassword);
  await form.getByRole('button', { name: 'Sign in with Firebase' }).click();
  // This app started cold a moment ago: its first dashboard render may take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: new RegExp(ORG_NAME) })).toBeVisible();
  await expect(page).toHaveURL(`${app.baseUrl}/`);
});

test('a wrong Firebase password shows an error and stays on the sign-in page', async ({ page }) => {
  const form = await openFirebaseForm(page);
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password').fill('definitely-not-it');
  await form.getByRole('button', { name: 'Sign in with Firebase' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'do not match a Firebase account' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // An email Firebase does not know.
  await form.getByLabel('Email').fill('nobody@firebase-ui.example.org');
  await form.getByLabel('Password').fill('whatever-it-is');
  await form.getByRole('button', { name: 'Sign in with Firebase' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /No Firebase account has that email|do not match a Firebase account/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('an unverified Firebase email is not linked: the server refuses, and the page says why', async ({ page }) => {
  const form = await openFirebaseForm(page);
  await form.getByLabel('Email').fill(unverified.email);
  await form.getByLabel('Password').fill(unverified.password);
  await form.getByRole('button', { name: 'Sign in with Firebase' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Verify your email address' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(`${app.baseUrl}/`);
  await expect(page).toHaveURL(/\/login/); // no session
});
