// "Only grants we're eligible for" on the Grants page (docs/matching.md#eligibility): offered when the organization
// profile has an applicant type (the demo's: 501(c)(3) nonprofit), it puts eligible=true in the link and lists what
// GET /grants?eligible=true lists; grants the organization is left out of carry a "not eligible" badge; without an
// applicant type the checkbox is not offered.
import { expect, test } from '@playwright/test';
import { signIn, trpcCall } from './helpers';

interface ListItem {
  id: string;
  title: string;
  eligibility: { status: string; detail: string };
}
interface List {
  data: ListItem[];
  pagination: { total: number };
}

test('the eligibility checkbox filters the list as the API does, and needs an applicant type', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const list = (extra: Record<string, string>) =>
    trpcCall<List>(page, 'grants.list', { scope: 'all', limit: 25, offset: 0, sort: 'closeDate', ...extra });
  const eligible = await list({ eligible: 'true' });
  const excluded = await list({ eligible: 'false' });
  expect(excluded.pagination.total).toBeGreaterThan(0);

  await page.goto('/grants?scope=all&sort=closeDate');
  const table = page.getByRole('table', { name: 'Grants in the catalog' });
  await expect(table).toBeVisible();
  const checkbox = page.getByRole('checkbox', { name: "Only grants we're eligible for" });
  await expect(checkbox).not.toBeChecked();
  // A controlled checkbox: it turns checked once the link says so (check() would want it at once).
  await checkbox.click();
  await expect(page).toHaveURL(/eligible=true/);
  await expect(checkbox).toBeChecked();
  await expect(page.getByText(`${eligible.pagination.total.toLocaleString('en-US')} grant`)).toBeVisible();
  const titles = table.getByRole('row').locator('a[href^="/grants/"]');
  await expect(titles).toHaveText(eligible.data.map((g) => g.title));
  await expect(table.getByText('not eligible', { exact: true })).toHaveCount(0);

  // The other side: every grant listed is marked, with the reason as its title.
  await page.goto('/grants?scope=all&sort=closeDate&eligible=false');
  await expect(titles).toHaveText(excluded.data.map((g) => g.title));
  const badges = table.getByText('not eligible', { exact: true });
  await expect(badges).toHaveCount(excluded.data.length);
  await expect(badges.first()).toHaveAttribute('title', excluded.data[0]!.eligibility.detail);

  // Without an applicant type there is nothing to filter on: no checkbox (the demo's type is put back after).
  await trpcCall(page, 'organizationProfile.update', { applicantType: null }, 'mutation');
  try {
    await page.goto('/grants?scope=all&sort=closeDate');
    await expect(table).toBeVisible();
    await expect(page.getByRole('checkbox', { name: "Only grants we're eligible for" })).toHaveCount(0);
  } finally {
    await trpcCall(page, 'organizationProfile.update', { applicantType: '12' }, 'mutation');
  }
});
