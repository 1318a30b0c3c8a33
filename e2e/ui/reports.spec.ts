// Reports render as charts for a date range, and the pursuits CSV downloads.
import { expect, test } from '@playwright/test';
import { screenshot, signIn } from './helpers';

test('reports render charts and export CSV', async ({ page }) => {
  await signIn(page);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  for (const chart of ['Pipeline by stage', 'Win rate', 'Awards over time', 'Deliverables']) {
    await expect(page.getByRole('heading', { name: chart })).toBeVisible();
  }
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await screenshot(page, 'reports');
  await page.getByLabel('From').fill('2020-01-01');
  await expect(page.getByText(/Period Jan 1, 2020/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pursuits CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pursuits-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text as Buffer[]).toString('utf8');
  expect(csv.split('\r\n')[0]).toContain('"stage"'.replace(/"/g, ''));
  expect(csv.split('\r\n').length).toBeGreaterThan(2);
});
