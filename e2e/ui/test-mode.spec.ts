// Test mode: the switch in the header moves the dashboard onto the organization's sandbox (its own, empty data) and
// back; what is created in test mode stays there.
import { expect, test, type Page } from '@playwright/test';
import { screenshot, signIn } from './helpers';

const BANNER = 'Test mode: you are working in the sandbox';

async function setTestMode(page: Page, on: boolean) {
  const toggle = page.getByRole('switch', { name: 'Test mode' });
  // A keyboard user's way: the switch is a visually hidden checkbox behind its styled track.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked({ checked: on });
  if (on) await expect(page.getByText(BANNER)).toBeVisible();
  else await expect(page.getByText(BANNER)).toBeHidden();
}

test('switch to test mode: sandbox data only, and what is made there stays out of live', async ({ page }) => {
  await signIn(page);
  const toggle = page.getByRole('switch', { name: 'Test mode' });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText(BANNER)).toBeHidden();

  // Live: the demo's pipeline.
  await page.goto('/pursuits');
  await expect(page.getByRole('heading', { level: 1, name: 'Pursuits' })).toBeVisible();
  await expect(page.getByTestId('pursuit-card').first()).toBeVisible();

  // Test mode: the sandbox's pipeline is empty.
  await setTestMode(page, true);
  await expect(page.getByText('Your pipeline is empty')).toBeVisible();
  await expect(page.getByTestId('pursuit-card')).toHaveCount(0);
  await screenshot(page, 'test-mode-pursuits');

  // The mode survives a full page load (the server-side prefetch reads it too): the overview has no open pipeline.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(page.getByText('0 open pursuits')).toBeVisible();

  // A mission made in test mode.
  const name = `Sandbox mission ${Date.now()}`;
  await page.goto('/missions');
  await expect(page.getByRole('heading', { level: 1, name: 'Missions' })).toBeVisible();
  await expect(page.getByText(BANNER)).toBeVisible();
  await page.getByRole('button', { name: 'New mission' }).click();
  const dialog = page.getByRole('dialog', { name: 'New mission' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Keywords').fill('sandbox, testing');
  await dialog.getByRole('button', { name: 'Create mission' }).click();
  await expect(dialog).toBeHidden();
  const missionHeading = page.getByRole('heading', { level: 2, name });
  await expect(missionHeading).toBeVisible();

  // Back to live: the demo's missions, not the sandbox's one.
  await setTestMode(page, false);
  await expect(page.getByRole('heading', { level: 1, name: 'Missions' })).toBeVisible();
  await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toBeVisible(); // the demo's missions
  await expect(missionHeading).toHaveCount(0);
  await page.goto('/pursuits');
  await expect(page.getByTestId('pursuit-card').first()).toBeVisible();

  // And in test mode again, it is still there.
  await setTestMode(page, true);
  await page.goto('/missions');
  await expect(missionHeading).toBeVisible();
});
