// Every page: exactly one h1 and no serious or critical axe violations (WCAG 2.1 A/AA), signed in at 1366×768
// and the main pages again at phone width.
import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, signIn, trpcCall } from './helpers';

test('every dashboard page passes axe and has one h1', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const grants = await trpcCall<{ data: { id: string }[] }>(page, 'grants.list', { limit: 1 });
  const projects = await trpcCall<{ data: { id: string }[] }>(page, 'projects.list', { limit: 1 });
  const portal = await trpcCall<{ token: string }>(page, 'extensions.portalTokens.create', { name: 'axe' }, 'mutation');
  const pages = [
    ['/', 'overview'],
    ['/grants', 'grants-list'],
    ['/grants/plan-ahead', null],
    [`/grants/${grants.data[0]!.id}`, null],
    ['/missions', null],
    ['/pursuits', null],
    ['/pursuits?view=list', 'pursuits-list'],
    ['/projects', 'projects'],
    [`/projects/${projects.data[0]!.id}`, null],
    ['/reports', null],
    ['/settings/extensions', 'extensions'],
    ['/settings/extensions?tab=portal-tokens', null],
    ['/settings/extensions?tab=webhooks', null],
    ['/settings/members', 'members'],
    ['/settings/audit-log', 'audit-log'],
    ['/settings/templates', 'application-templates'],
    ['/settings/notifications', null],
    [`/portal/reports?token=${portal.token}`, 'portal'],
    ['/portal/reports?token=portal_invalid', null],
  ] as const;
  for (const [path, shot] of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
      if (shot) await screenshot(page, shot);
      await expectAccessible(page);
    });
  }
});

test('the login page passes axe', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectAccessible(page);
});

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
