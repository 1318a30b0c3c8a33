// The whole catalog from the Grants page (docs/dashboard.md#grants): a grant no mission matches cannot be found in
// the matched view, even by its exact title; the empty state offers the whole catalog, which finds it; the choice is
// remembered for the next visit, and the switch takes the person back.
import { expect, test } from '@playwright/test';
import { signIn, trpcCall } from './helpers';

interface ListItem {
  id: string;
  title: string;
  match: { score: number } | null;
}

test('the scope switch finds by its exact title a grant the matched view hides, and is remembered', async ({
  page,
}) => {
  test.setTimeout(90_000); // nine page loads on a machine the other suites share
  await signIn(page);
  // A grant of the catalog no demo mission matches, named by a title no matched grant shares.
  const catalog = await trpcCall<{ data: ListItem[] }>(page, 'grants.list', {
    scope: 'all',
    limit: 100,
    offset: 0,
    sort: 'closeDate',
  });
  const unmatched = catalog.data.filter((g) => g.match === null);
  expect(unmatched.length).toBeGreaterThan(0);
  const titles = new Set(catalog.data.filter((g) => g.match !== null).map((g) => g.title));
  const hidden = unmatched.find((g) => !titles.has(g.title))!;

  await page.goto('/grants?scope=matched');
  await expect(page.getByRole('radio', { name: 'Matched to missions' })).toHaveAttribute('aria-checked', 'true');
  await page.getByLabel('Search grants').fill(hidden.title);
  await page.getByRole('button', { name: 'Run search' }).click();
  await expect(page.getByText('No matched grant fits these filters')).toBeVisible();
  await expect(page.getByRole('link', { name: hidden.title, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Search the whole catalog' }).click();
  await expect(page).toHaveURL(/scope=all/);
  const table = page.getByRole('table', { name: 'Grants in the catalog' });
  await expect(table.getByRole('link', { name: hidden.title, exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Whole catalog' })).toHaveAttribute('aria-checked', 'true');
  // The mission and score filters belong to the matched view.
  await expect(page.getByLabel('Mission')).toBeDisabled();
  await expect(page.getByLabel('Minimum score')).toBeDisabled();

  // The next visit, from the menu (no scope in the link), opens the whole catalog again.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Grants' }).click();
  await expect(page.getByRole('radio', { name: 'Whole catalog' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('table', { name: 'Grants in the catalog' })).toBeVisible();

  // And the switch takes the person back, remembered too (other specs expect the matched view).
  await page.getByRole('radio', { name: 'Matched to missions' }).click();
  await expect(page.getByRole('table', { name: 'Matched grants' })).toBeVisible();
  await expect
    .poll(() => trpcCall<{ grantsScope: string }>(page, 'preferences.get', {}).then((p) => p.grantsScope))
    .toBe('matched');
  await page.goto('/grants');
  await expect(page.getByRole('radio', { name: 'Matched to missions' })).toHaveAttribute('aria-checked', 'true');
});
