// Missions → matched grants → pursue: a new mission finds grants, one is opened with its score explained, and
// "Pursue" puts it in the pipeline.
import { expect, test } from '@playwright/test';
import { screenshot, signIn } from './helpers';

test('create a mission, follow its matched grants, pursue one', async ({ page }) => {
  const mission = `Rural broadband and digital skills ${Date.now()}`;
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Missions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Missions' })).toBeVisible();
  await page.getByRole('button', { name: 'New mission' }).click();
  const dialog = page.getByRole('dialog', { name: 'New mission' });
  await dialog.getByLabel('Name').fill(mission);
  await dialog
    .getByLabel('Description')
    .fill('Internet access, broadband connectivity and digital literacy for rural and tribal communities.');
  await dialog.getByLabel('Keywords').fill('broadband, connectivity, digital, internet');
  await dialog.getByRole('button', { name: 'Create mission' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: mission }) });
  const matched = card.getByRole('link', { name: /[1-9]\d* matched grants?/ });
  await expect(matched).toBeVisible({ timeout: 15_000 });
  await screenshot(page, 'missions');
  await matched.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Grants' })).toBeVisible();
  await expect(page).toHaveURL(/missionId=/);
  const rows = page.getByRole('table', { name: 'Matched grants' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await screenshot(page, 'grants');
  // Search narrows the table without a reload.
  await page.getByLabel('Search grants').fill('broadband');
  await page.getByRole('button', { name: 'Run search' }).click();
  await expect(page).toHaveURL(/q=broadband/);

  // A grant not yet in the pipeline.
  const untracked = page
    .getByRole('table', { name: 'Matched grants' })
    .getByRole('row')
    .filter({ hasNot: page.getByText('in pipeline') })
    .nth(1);
  const title = (await untracked.getByRole('link').first().textContent())!.trim();
  await untracked.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why it matches' })).toBeVisible();
  await expect(page.getByText(mission).first()).toBeVisible();
  await screenshot(page, 'grant-detail');
  await page.getByRole('button', { name: 'Pursue' }).click();

  await expect(page).toHaveURL(/\/pursuits\?open=/);
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: /Prospect/ }).getByText(title)).toBeVisible();
});
