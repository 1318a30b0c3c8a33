// Every page: exactly one h1, no serious or critical axe violations (WCAG 2.1 A/AA) and a clean console, signed in
// and signed out at 1366×768, in one walk; e2e/ui/tour.spec.ts walks the same pages at phone width.
import { expect, test } from '@playwright/test';
import {
  demo,
  expectAccessible,
  freshPage,
  screenshot,
  settle,
  signIn,
  stepName,
  tourPages,
  watchConsole,
} from './helpers';

test('every page: one h1, no serious axe violation, a clean console (no error or warning, no failed request)', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000); // some forty page loads, each checked by axe, on a machine the other suites share
  await signIn(page);
  const pages = await tourPages(page);
  // New contexts at desktop width, so each first load asks for the favicon as a new visitor's browser does.
  const desktop = { width: 1366, height: 768 };
  const user = await freshPage(browser, baseURL, desktop);
  const visitor = await freshPage(browser, baseURL, desktop);
  const problems: string[] = [];
  watchConsole([user, visitor], problems);
  // The same sign-in a user makes, in the context that records.
  await user.goto('/login');
  await user.getByLabel('Email').fill(demo().email);
  await user.getByLabel('Password').fill(demo().password);
  await user.getByRole('button', { name: 'Sign in' }).click();
  await expect(user.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  for (const [who, path] of [
    ...pages.signedIn.map((p) => [user, p] as const),
    ...pages.public.map((p) => [visitor, p] as const),
  ]) {
    await test.step(stepName(path), async () => {
      await settle(who, path);
      // In the document, not the accessibility tree: a pursuit's panel opens as a modal dialog over the page's h1.
      await expect(who.locator('h1')).toHaveCount(1);
      const shot = SHOTS[path] ?? (path.startsWith('/portal/') ? 'portal' : undefined);
      if (shot) await screenshot(who, shot);
      // The API reference is Swagger UI's page, not ours: its console and loads are checked, its markup is not.
      if (path !== '/docs') await expectAccessible(who);
    });
  }
  expect(problems).toEqual([]);

  // A portal link that is not (or no longer) valid: a page of its own, answered 401, that passes axe too.
  await test.step('/portal/reports?token=portal_invalid', async () => {
    await page.goto('/portal/reports?token=portal_invalid');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible(page);
  });
  await user.context().close();
  await visitor.context().close();
});

/** The pages whose screenshots the docs show (.test-output/screenshots). */
const SHOTS: Record<string, string> = {
  '/': 'overview',
  '/grants': 'grants-list',
  '/pursuits?view=list': 'pursuits-list',
  '/projects': 'projects',
  '/settings/extensions': 'extensions',
  '/settings/members': 'members',
  '/settings/audit-log': 'audit-log',
  '/settings/templates': 'application-templates',
};

test('phone width: navigation through the menu, pages fit', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pursuits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pursuits' })).toBeVisible();
  await screenshot(page, 'phone-pursuits');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await expectAccessible(page);
});
