// Smoke: the app's pages render in real Chromium, and the API reference works with no network beyond the app.
import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  // Anything not served by the app itself fails: proves no CDN is needed.
  await page.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
});

test('the home page asks a visitor to sign in, with one h1', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // The sign-in form asks for the email first.
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
});

test('/docs renders the OpenAPI reference offline', async ({ page }) => {
  const external: string[] = [];
  page.on('requestfailed', (r) => external.push(r.url()));
  await page.goto('/docs');
  await expect(page.locator('.opblock-summary-path', { hasText: /\/grants\/\{id\}(?!\/)/ })).toBeVisible({
    timeout: 60_000, // Swagger UI parses the whole document in the browser: 3.5 s on a quiet machine, far more on a busy one
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Grant Management Service API');
  await expect(page.locator('.opblock-summary-path', { hasText: '/health' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Authorize/ })).toBeVisible();
  expect(external).toEqual([]);
});
