// The audit trail in the dashboard (docs/dashboard.md#the-audit-log): an admin's change appears in Settings → Audit log
// with its action and actor, the action filter lives in the URL (back button included), the record's diff shows before
// → after, the CSV of the filtered set downloads with its header and the row; the pursuit panel and the project page
// show their own trails; a viewer has no navigation entry and is refused at the URL.
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser } from '@playwright/test';
import Papa from 'papaparse';
import { AUDIT_CSV_COLUMNS } from '../../app/_components/audit-csv';
import { demo, expectAccessible, screenshot, signIn, trpcCall } from './helpers';
import { joinAsNewUser, strongPassword, uniqueEmail } from './invite-steps';

async function freshPage(browser: Browser, baseURL: string | undefined, width = 1366) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
  return context.newPage();
}

test('an admin reads a change in the audit log: filter, diff, CSV; the pursuit shows its trail', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const pursuits = await trpcCall<{ data: { id: string; title: string; notes: string | null }[] }>(
    page,
    'pursuits.list',
    { limit: 1 },
  );
  const pursuit = pursuits.data[0]!;
  // A value a spreadsheet would run as a formula, so the CSV's guard is exercised by a real record.
  const notes = `=HYPERLINK("https://example.org") audit ${randomBytes(4).toString('hex')}`;
  await trpcCall(page, 'pursuits.update', { id: pursuit.id, notes }, 'mutation');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/settings\/audit-log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const newest = page
    .getByTestId('audit-record')
    .filter({ has: page.getByRole('link', { name: pursuit.id }) })
    .first();
  await expect(newest).toContainText('pursuit.updated');
  await expect(newest).toContainText(demo().email);
  await expect(newest.getByRole('link', { name: pursuit.id })).toHaveAttribute('href', `/pursuits?open=${pursuit.id}`);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager).toContainText(/Page 1 of \d+/);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectAccessible(page);

  // Filter by action: kept in the URL; every row is that action; Back returns to the unfiltered log.
  await page.getByLabel('Action').selectOption('pursuit.updated');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]action=pursuit\.updated\b/);
  const rows = page.getByTestId('audit-record');
  await expect(rows.first()).toContainText('pursuit.updated');
  for (const text of await rows.allInnerTexts()) expect(text).toContain('pursuit.updated');
  await page.goBack();
  await expect(page).toHaveURL(/\/settings\/audit-log$/);
  await expect(page.getByLabel('Action')).toHaveValue('');
  await page.goForward();
  await expect(page.getByLabel('Action')).toHaveValue('pursuit.updated');

  // The diff: notes before → after, and where the request came from.
  await rows
    .first()
    .getByRole('button', { name: /^Details of pursuit\.updated/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'pursuit.updated' });
  const change = dialog.getByTestId('audit-change').filter({ has: page.getByRole('rowheader', { name: 'notes' }) });
  await expect(change.locator('td').nth(0)).toHaveText(pursuit.notes ?? '—none');
  await expect(change.locator('td').nth(2)).toHaveText(notes);
  await expect(dialog.getByText('Request id')).toBeVisible();
  await expect(dialog.getByText('User agent')).toBeVisible();
  await expect(dialog).toContainText('HeadlessChrome');
  await screenshot(page, 'audit-log-diff');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The CSV of the filtered set: header, then our record with its formula neutralized.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^audit-log-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = Buffer.concat((await (await file.createReadStream()).toArray()) as Buffer[]).toString('utf8');
  const [header, ...records] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
  expect(header).toEqual([...AUDIT_CSV_COLUMNS]);
  const col = (name: (typeof AUDIT_CSV_COLUMNS)[number]) => AUDIT_CSV_COLUMNS.indexOf(name);
  expect(records.length).toBeGreaterThan(0);
  for (const r of records) expect(r[col('action')]).toBe('pursuit.updated');
  const ours = records.find((r) => r[col('targetId')] === pursuit.id && r[col('changes')]!.includes(notes.slice(-8)));
  expect(ours, 'the updated pursuit is in the CSV').toBeTruthy();
  expect(ours![col('actorKind')]).toBe('user');
  expect(ours![col('actorLabel')]).toBe(demo().email);
  expect(JSON.parse(ours![col('changes')]!)).toMatchObject({ notes: [pursuit.notes, notes] });

  // The pursuit's own trail, in its panel.
  await page.goto(`/pursuits?open=${pursuit.id}`);
  const panel = page.getByRole('dialog', { name: pursuit.title });
  const trail = panel.getByTestId('audit-trail');
  await expect(trail.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
  const entry = trail.locator('details').filter({ hasText: 'pursuit.updated' }).first();
  await entry.locator('summary').click();
  await expect(entry.getByTestId('audit-change').filter({ hasText: notes })).toBeVisible();
  await expect(trail.getByRole('link', { name: /audit log/ })).toHaveAttribute(
    'href',
    `/settings/audit-log?targetType=pursuit&targetId=${pursuit.id}`,
  );
});

test('a won pursuit’s project shows its own trail, from its creation', async ({ page }) => {
  await signIn(page);
  const title = `Audited project ${randomBytes(3).toString('hex')}`;
  const pursuit = await trpcCall<{ id: string }>(
    page,
    'pursuits.create',
    { title, stage: 'submitted', amountRequested: 40_000 },
    'mutation',
  );
  const won = await trpcCall<{ project: { id: string } }>(
    page,
    'pursuits.update',
    { id: pursuit.id, status: 'won' },
    'mutation',
  );
  await page.goto(`/projects/${won.project.id}`);
  const trail = page.getByTestId('audit-trail');
  await expect(trail.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
  const created = trail.locator('details').filter({ hasText: 'project.created' });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(demo().email);
  await created.locator('summary').click();
  await expect(created.getByTestId('audit-change').filter({ hasText: title })).toBeVisible();
  await expect(trail.getByRole('link', { name: /audit log/ })).toHaveAttribute(
    'href',
    `/settings/audit-log?targetType=project&targetId=${won.project.id}`,
  );
});

test('phone width: the audit log fits', async ({ browser, baseURL }) => {
  const phone = await freshPage(browser, baseURL, 390);
  await signIn(phone);
  await phone.goto('/settings/audit-log');
  await expect(phone.getByTestId('audit-record').first()).toBeVisible();
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await expectAccessible(phone);
});

test('a viewer has no audit log entry and is refused at its URL; no trail on a pursuit', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const email = uniqueEmail('audit-viewer');
  const password = strongPassword();
  const pursuit = (await trpcCall<{ data: { id: string; title: string }[] }>(page, 'pursuits.list', { limit: 1 }))
    .data[0]!;
  const { link } = await trpcCall<{ link: string }>(page, 'members.invite', { email, role: 'viewer' }, 'mutation');
  await joinAsNewUser(page.request, link, 'Audit Viewer', password);

  const viewer = await freshPage(browser, baseURL);
  await viewer.goto('/login');
  await viewer.getByLabel('Email').fill(email);
  await viewer.getByLabel('Password').fill(password);
  await viewer.getByRole('button', { name: 'Sign in' }).click();
  await expect(viewer.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const nav = viewer.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Pursuits' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

  await viewer.goto('/settings/audit-log');
  const refusal = viewer.getByRole('alert').filter({ hasText: "You can't view the audit log" });
  await expect(refusal).toContainText('lacks permission VIEW_AUDIT_LOG');
  await expect(viewer.getByTestId('audit-record')).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

  await viewer.goto(`/pursuits?open=${pursuit.id}`);
  await expect(
    viewer.getByRole('dialog', { name: pursuit.title }).getByRole('heading', { name: 'History' }),
  ).toBeVisible();
  await expect(viewer.getByTestId('audit-trail')).toHaveCount(0);
});
