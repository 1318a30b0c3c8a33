// The boilerplate library page (docs/applications.md#boilerplate-library): add an answer, find it by a word of its
// body, edit it (a second version appears in its history), mark it reviewed, and copy it to the clipboard; the demo's
// stale answer carries the badge; the page fits a phone.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible, horizontalOverflow, screenshot, signIn } from './helpers';

test('add, find, edit, mark reviewed and copy a boilerplate answer', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page.getByRole('link', { name: 'Boilerplate' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boilerplate' })).toBeVisible();
  // The demo library: its DEI statement was last reviewed over a year ago.
  const dei = page.getByRole('listitem').filter({ hasText: 'Diversity, equity and inclusion statement' });
  await expect(dei.getByText('stale: review due')).toBeVisible();

  const word = `quillwort${randomUUID().slice(0, 8)}`;
  const title = `Volunteer program ${word.slice(-8)}`;
  await page.getByRole('button', { name: 'New answer' }).click();
  const form = page.getByRole('dialog', { name: 'New answer' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Answer').fill(`Our volunteers tutor every week; the ${word} method keeps them.`);
  await form.getByLabel('Tags').fill('Volunteers, HR');
  await form.getByRole('button', { name: 'Add answer' }).click();

  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByText('version 1', { exact: true })).toBeVisible();
  await expect(detail.getByText('hr', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();

  // Found by a word of its body.
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 answer', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: title }).click();

  // Edited: the history shows two versions.
  await detail.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit answer' });
  await edit.getByLabel('Answer').fill(`Our volunteers tutor twice a week; the ${word} method keeps them.`);
  await edit.getByRole('button', { name: 'Save answer' }).click();
  await expect(detail.getByText('version 2', { exact: true })).toBeVisible();
  const history = detail.getByRole('region', { name: 'Version history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(detail.getByTestId('boilerplate-body')).toContainText('twice a week');

  // Reviewed today.
  await expect(detail.getByText('Last reviewed: never')).toBeVisible();
  await detail.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(detail.getByText('Last reviewed: never')).toBeHidden();
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  await expect(detail.getByText(`Last reviewed: ${today}`)).toBeVisible();

  // Copied: the clipboard holds the whole body.
  await detail.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied to the clipboard', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `Our volunteers tutor twice a week; the ${word} method keeps them.`,
  );
  await expectAccessible(page);
  await screenshot(page, 'boilerplate-detail');

  // Deleted: the search finds nothing.
  await detail.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this answer?' })
    .getByRole('button', { name: 'Delete answer' })
    .click();
  await expect(page.getByText('No answer matches')).toBeVisible();
});

test('the boilerplate page fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/boilerplate');
  await expect(page.getByRole('heading', { level: 1, name: 'Boilerplate' })).toBeVisible();
  await expect(page.getByText('Mission statement')).toBeVisible();
  const overflow = await horizontalOverflow(page);
  expect(overflow.culprits).toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
  await expectAccessible(page);
});
