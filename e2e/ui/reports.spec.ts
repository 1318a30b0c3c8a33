// Reports render as charts for a date range, the pursuits CSV downloads, and the report is shared as a read-only
// portal link by those who may manage portal tokens.
import { expect, test } from '@playwright/test';
import { screenshot, signIn, trpcCall } from './helpers';
import { joinAsNewUser, strongPassword, uniqueEmail } from './invite-steps';

test('reports render charts and export CSV', async ({ page }) => {
  await signIn(page);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  for (const chart of ['Pipeline by stage', 'Win rate', 'Awards over time', 'Deliverables']) {
    await expect(page.getByRole('heading', { name: chart })).toBeVisible();
  }
  // The drawings are made when their frames come into view (the next test): scroll to them.
  await page.getByRole('img', { name: /^Pipeline by stage:/ }).scrollIntoViewIfNeeded();
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

test('on a phone the charts below the first screen are drawn, and Recharts fetched, only when scrolled to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/reports');
  // The report has arrived: its charts' frames, with their text alternatives, are in the page.
  const pipeline = page.getByRole('img', { name: /^Pipeline by stage: \d+ open pursuits/ });
  await expect(pipeline).toBeAttached();
  await page.waitForLoadState('networkidle');
  // Below the first screen.
  expect((await pipeline.boundingBox())!.y).toBeGreaterThan(844);
  const loaded = scripts.length;
  await expect(page.locator('.recharts-wrapper')).toHaveCount(0);
  const period = page.getByText(/^Period .* generated/);
  const topInPage = () => period.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const periodTop = await topInPage();

  await pipeline.scrollIntoViewIfNeeded();
  await expect(pipeline.locator('.recharts-bar-rectangle').first()).toBeVisible();
  // The drawings' code (Recharts) was fetched for them, after the page had loaded.
  expect(scripts.length).toBeGreaterThan(loaded);
  // The frames kept their size: what follows them did not move when the drawings appeared.
  await period.scrollIntoViewIfNeeded();
  await expect(page.locator('.recharts-wrapper')).toHaveCount(4);
  expect(await topInPage()).toBe(periodTop);
});

test('share the report: a new link opens, signed out, on the organization’s report', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const me = await trpcCall<{ organizationId: string; organizations: { id: string; name: string }[] }>(
    page,
    'members.me',
    {},
  );
  const organization = me.organizations.find((o) => o.id === me.organizationId)!.name;
  await page.goto('/reports');
  await page.getByRole('button', { name: 'Share this report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this report' });
  const name = `Board page ${Date.now()}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const shown = page.getByRole('dialog', { name: 'Your report link' });
  await expect(shown.getByText("you won't see the token again")).toBeVisible();
  const link = await shown.getByRole('textbox', { name: 'Link', exact: true }).inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/portal\/reports\?token=portal_/);
  const snippet = await shown.getByRole('textbox', { name: 'Embed snippet' }).inputValue();
  expect(snippet).toContain(`src="${link}"`);
  await screenshot(page, 'report-share');
  await shown.getByRole('button', { name: 'Done' }).click();

  // Someone with only the link: no session, a browser of their own.
  const visitor = await (await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } })).newPage();
  await visitor.goto(link);
  await expect(visitor.getByText(`${organization} · grant report`)).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Grants pipeline and funded projects' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Pipeline by stage' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Funded projects', exact: true })).toBeVisible();
  await screenshot(visitor, 'portal-shared');
  await visitor.context().close();

  // Shared again: the link just made is listed, and cannot be shown again; a new one can be made.
  await page.getByRole('button', { name: 'Share this report' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expect(dialog.getByText('create a new one below')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create link' })).toBeVisible();
});

test('a member who may not manage portal tokens is not offered to share the report', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000); // an invitation, an account and a second sign-in, on a machine that may be busy
  await signIn(page);
  const email = uniqueEmail('report-viewer');
  const password = strongPassword();
  const { link } = await trpcCall<{ link: string }>(page, 'members.invite', { email, role: 'viewer' }, 'mutation');
  await joinAsNewUser(page.request, link, 'Report Viewer', password);
  const viewer = await (await browser.newContext({ baseURL })).newPage();
  await viewer.goto('/login');
  await viewer.getByLabel('Email').fill(email);
  await viewer.getByLabel('Password').fill(password);
  await viewer.getByRole('button', { name: 'Sign in' }).click();
  await expect(viewer.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await viewer.goto('/reports');
  await expect(viewer.getByRole('heading', { name: 'Pipeline by stage' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Pursuits CSV' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Share this report' })).toHaveCount(0);
  await viewer.context().close();
});
