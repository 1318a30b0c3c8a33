// Signing in to the dashboard with the demo login, in real Chromium.
import { expect, test } from '@playwright/test';
import { LOAD_FAILED_TITLE } from '../../app/_components/ui/OnFirstPress';
import { demo, screenshot, signIn } from './helpers';

test('sign in with email and password, land on the overview, then sign out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/); // the dashboard needs a session
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await screenshot(page, 'login');
  await page.getByLabel('Email').fill(demo().email);
  await page.getByLabel('Password').fill(demo().password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Riverbend Community Foundation/ })).toBeVisible();
  // The shell's menus load on their first press: by pointer (the organization switcher, its current organization
  // chosen; Escape closes it) and by keyboard (the account menu, where signing out ends the session on the server).
  await page.getByRole('button', { name: /Switch organization/ }).click();
  await expect(page.getByRole('menuitemradio', { name: /Riverbend Community Foundation/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await page.getByRole('button', { name: 'Account' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/grants');
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password shows an error and stays on the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(demo().email);
  await page.getByLabel('Password').fill('definitely-not-it');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'do not match' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

// docs/authentication.md#dashboard-sessions: after sign-in the form goes only to a path of this app. Each of these
// starts like a path; a browser reads some of them (after the URL parser's normalization) as another host.
const CALLBACK_BYPASSES = [
  '/.//evil.example/relogin',
  '/..//evil.example/relogin',
  '/x/..//evil.example/relogin',
  '/\\/evil.example/relogin',
  '//evil.example/relogin',
  'https:evil.example/relogin',
  '/%2F%2Fevil.example/relogin',
  '/\t/evil.example/relogin',
];

test('a callbackUrl that would leave the app lands on the app after sign-in', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const appOrigin = new URL(baseURL!).origin;
  const landed: string[] = [];
  for (const callbackUrl of CALLBACK_BYPASSES) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    // Were the form to leave, it would land here (no real network needed to see it).
    await context.route(
      (url) => url.hostname === 'evil.example',
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil</h1>' }),
    );
    await page.goto(`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    await page.getByLabel('Email').fill(demo().email);
    await page.getByLabel('Password').fill(demo().password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page, callbackUrl).not.toHaveURL(/\/login(\?|$)/, { timeout: 15_000 });
    await page.waitForLoadState('load');
    if (new URL(page.url()).origin !== appOrigin) landed.push(`${JSON.stringify(callbackUrl)} → ${page.url()}`);
    await context.close();
  }
  expect(landed).toEqual([]);
});

test('a menu whose code cannot be fetched leaves the page working, and its next press reloads the page', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  // As after a deployment that removed the old chunks, or offline: every script fetched from now on fails.
  const chunks = '**/_next/static/**/*.js';
  await page.route(chunks, (route) => route.abort('failed'));
  const account = page.getByRole('button', { name: 'Account' });
  await account.click();
  await expect(account).toHaveAttribute('title', LOAD_FAILED_TITLE);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible(); // no error page
  await expect(page.getByRole('menu')).toHaveCount(0);
  // The network is back: the next press reloads the page, and the press after that opens the menu.
  await page.unroute(chunks);
  await Promise.all([page.waitForEvent('load'), account.click()]);
  await expect(account).not.toHaveAttribute('title');
  await account.click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
});
