// Plan ahead (docs/dashboard.md#program-cycles-and-plan-ahead): a mission about Great Lakes invasive species matches
// the real, closed Great Lakes AIS programs of FY2021–2023 (imported with the demo catalog, playwright.config.ts); Plan
// ahead lists each program once with when its next cycle is expected, and the grant tells how its program recurs and
// links its other years.
import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, signIn, trpcCall } from './helpers';

const STATES_PROGRAM = /Aquatic Invasive Species Grants to Great Lakes States - Fiscal Year 2023/;

test('a closed yearly program that matches a mission is listed in Plan ahead, and its grant says when it recurs', async ({
  page,
}) => {
  await signIn(page);
  const mission = await trpcCall<{ id: string }>(
    page,
    'missions.create',
    { name: `Great Lakes invasive species ${Date.now()}`, keywords: ['aquatic invasive species', 'great lakes'] },
    'mutation',
  );

  try {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Grants' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Grants' })).toBeVisible();
    await page.getByRole('link', { name: 'Plan ahead' }).click();
    await expect(page).toHaveURL(/\/grants\/plan-ahead$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan ahead' })).toBeVisible();

    const table = page.getByRole('table', { name: 'Recurring programs to plan for' });
    await expect(table.getByRole('columnheader', { name: 'Next expected around' })).toBeVisible();
    // One row per program: the FY2023 cycle stands for FY2021 and FY2022.
    await expect(
      table.getByRole('link', { name: /Aquatic Invasive Species Grants to Great Lakes States/ }),
    ).toHaveCount(1);
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: STATES_PROGRAM }) });
    await expect(row.getByRole('cell').nth(3)).toHaveText('Dec 31, 2023'); // last closed
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^[A-Z][a-z]+ 20\d\d$/); // next expected around, a month
    await expect(row.getByRole('cell').nth(5)).toHaveText('Yearly');
    await expect(row).toContainText('3 cycles');
    await expectAccessible(page);
    await screenshot(page, 'plan-ahead');

    await row.getByRole('link', { name: STATES_PROGRAM }).click();
    await expect(page.getByRole('heading', { level: 1, name: STATES_PROGRAM })).toBeVisible();
    await expect(
      page.getByText(/^Recurs yearly — last closed Dec 31, 2023, next expected around [A-Z][a-z]+ 20\d\d$/),
    ).toBeVisible();
    const others = page.getByRole('list', { name: 'Other cycles' });
    await expect(others.getByRole('listitem')).toHaveCount(2);
    await expect(others.getByRole('listitem').first()).toContainText('closed');
    await screenshot(page, 'grant-recurrence');
    // A cycle opens its own grant, which lists the FY2023 one among its others.
    await others.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Fiscal Year 2021/ })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Other cycles' }).getByRole('link', { name: 'F23AS00163' }),
    ).toBeVisible();
  } finally {
    await trpcCall(page, 'missions.delete', { id: mission.id }, 'mutation');
  }
});

test("the grants filters show each status's count over the other filters, and filter on recurring programs", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/grants?status=closed&recurring=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Grants' })).toBeVisible();
  await expect(page.getByLabel('Program')).toHaveValue('true');
  const closed = page.getByLabel('Status').locator('option', { hasText: /^Closed \(\d+\)$/ });
  await expect(closed).toHaveCount(1);
  const count = Number((await closed.textContent())!.match(/\((\d+)\)/)![1]);
  expect(count).toBeGreaterThan(0); // the closed Great Lakes programs, at least
  // The count is the list's own: as many rows as it says (one page of 25 at most), besides the header.
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(1 + Math.min(count, 25));
  await expect(page.getByLabel('Agency').locator('option')).not.toHaveCount(1); // "All agencies" and the counted ones
  await page.getByLabel('Program').selectOption('false');
  await expect(page).toHaveURL(/recurring=false/);
  await expect(
    page.getByRole('table').getByRole('link', { name: /Aquatic Invasive Species Grants to Great Lakes States/ }),
  ).toHaveCount(0);
});
