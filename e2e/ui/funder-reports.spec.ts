// A project's funder reports in the dashboard (docs/post-award.md#in-the-dashboard), in real Chromium against the real
// server: a manager adds a quarterly report, sees its due dates worked out, submits the first with a PDF uploaded from
// the dialog, sees it submitted with the document (which downloads as the bytes sent), meets the server's 409s (a
// second submission of one instance, deleting a report with a submission) and edits and deletes; a viewer sees the due
// list without a single control that changes it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pdfWith } from '../../server/testing/sample-files';
import { expectAccessible, expectNoSidewaysScroll, signIn, trpcCall } from './helpers';
import { joinAsNewUser, strongPassword, uniqueEmail } from './invite-steps';

// The docs' screenshot is refreshed on request (UPDATE_DOC_IMAGES=1), so a test run leaves the tree as it was.
const DOCS_SHOTS =
  process.env.UPDATE_DOC_IMAGES === '1'
    ? path.resolve('docs', 'screenshots')
    : path.resolve('.test-output', 'doc-images');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** `n` whole months after `iso`, on the same day or the month's last day when it is shorter (as the schedule counts). */
function monthsAfter(iso: string, n: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** "Mar 4, 2026", as the dashboard writes a date. */
const shown = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A pursuit won over the last 30 days and the next two years: its project's id. */
async function wonProject(page: Page) {
  const pursuit = await trpcCall<{ id: string }>(
    page,
    'pursuits.create',
    { title: `Funder reports UI ${Date.now()}`, stage: 'submitted' },
    'mutation',
  );
  const won = await trpcCall<{ project: { id: string } }>(
    page,
    'pursuits.update',
    { id: pursuit.id, status: 'won', amountAwarded: 10_000, projectStartDate: day(-30), projectEndDate: day(730) },
    'mutation',
  );
  return won.project.id;
}

/** A toast by its title, in the toasts' region. */
const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(title, { exact: true });

const dueList = (scope: Page | Locator, title: string) =>
  scope.getByRole('table', { name: `Due dates of ${title}` }).getByTestId('funder-report-instance');

test('a manager adds a quarterly report, submits its first due date with an uploaded PDF, and meets the 409s', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page);
  const projectId = await wonProject(page);
  await page.goto(`/projects/${projectId}`);
  const section = page.getByTestId('funder-reports-section');
  await expect(section.getByText('No funder reports yet')).toBeVisible();

  // Quarterly from a few days from now, ending nine months after: four due dates, three months apart.
  const first = day(5);
  const dates = [0, 3, 6, 9].map((n) => monthsAfter(first, n));
  await section.getByRole('button', { name: 'Add report' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add funder report' });
  await dialog.getByLabel('Title').fill('Quarterly progress');
  await dialog.getByLabel('Kind').selectOption({ label: 'Progress' });
  await dialog.getByLabel('Frequency').selectOption({ label: 'Quarterly' });
  await dialog.getByLabel('First due date').fill(first);
  // An end before the first date: the server's 400, in the form, and nothing added.
  await dialog.getByLabel('End date (optional)').fill(day(1));
  await dialog.getByRole('button', { name: 'Add report' }).click();
  await expect(dialog.getByRole('alert')).toContainText('endDate');
  await dialog.getByLabel('End date (optional)').fill(dates[3]!);
  await dialog.getByRole('button', { name: 'Add report' }).click();
  await expect(toast(page, 'Funder report added')).toBeVisible();
  await expect(dialog).toBeHidden();

  const report = section.getByTestId('funder-report').filter({ hasText: 'Quarterly progress' });
  await expect(report).toContainText(`Progress · Quarterly · first due ${shown(first)} · until ${shown(dates[3]!)}`);
  const rows = dueList(section, 'Quarterly progress');
  await expect(rows).toHaveCount(4);
  for (const [i, d] of dates.entries()) await expect(rows.nth(i).getByRole('cell').first()).toContainText(shown(d));
  // The first is due within 30 days and is the next to send; the others are upcoming.
  await expect(rows.nth(0)).toContainText('Next to submit');
  await expect(rows.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(rows.nth(0).getByRole('cell').nth(1)).toContainText('Duein 5 days');
  for (const i of [1, 2, 3]) {
    await expect(rows.nth(i).getByRole('cell').nth(1)).toContainText('Upcoming');
    await expect(rows.nth(i)).not.toContainText('Next to submit');
  }

  // Submit the first: a PDF uploaded from the dialog is chosen at once.
  await rows
    .nth(0)
    .getByRole('button', { name: `Submit Quarterly progress due ${shown(first)}` })
    .click();
  dialog = page.getByRole('dialog', { name: 'Submit funder report' });
  await expect(dialog.getByText('This project has no documents yet.')).toBeVisible();
  const pdf = pdfWith('first quarter progress');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload a document' }).click();
  await (await chooser).setFiles({ name: 'q1-progress.pdf', mimeType: 'application/pdf', buffer: pdf });
  // The toasts' region is hidden from the accessibility tree behind the dialog: the toast by its text, and the
  // dialog's own status line.
  await expect(page.getByText('Document uploaded', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('q1-progress.pdf uploaded and chosen');
  await expect(dialog.getByRole('checkbox', { name: /q1-progress\.pdf/ }).first()).toBeChecked();
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(toast(page, 'Funder report submitted')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(rows.nth(0).getByRole('cell').nth(1)).toHaveText('Submitted');
  await expect(rows.nth(0)).toContainText('(you)');
  const link = rows.nth(0).getByRole('link', { name: 'Download q1-progress.pdf' });
  await expect(link).toBeVisible();
  const download = await page.request.get((await link.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect((await download.body()).equals(pdf)).toBe(true);
  // The next to send is now the second.
  await expect(rows.nth(1)).toContainText('Next to submit');
  await expect(rows.nth(0).getByRole('button', { name: /^Submit/ })).toHaveCount(0);
  const listed = await trpcCall<{ data: { id: string; instances: { status: string; documentIds: string[] }[] }[] }>(
    page,
    'funderReports.list',
    { id: projectId },
  );
  expect(listed.data[0]!.instances.map((i) => i.status)).toEqual(['submitted', 'upcoming', 'upcoming', 'upcoming']);
  expect(listed.data[0]!.instances[0]!.documentIds).toHaveLength(1);

  // The second submitted meanwhile by someone else: this dialog's submit is the server's 409, shown.
  await rows
    .nth(1)
    .getByRole('button', { name: `Submit Quarterly progress due ${shown(dates[1]!)}` })
    .click();
  dialog = page.getByRole('dialog', { name: 'Submit funder report' });
  await trpcCall(
    page,
    'funderReports.submit',
    { id: projectId, reportId: listed.data[0]!.id, documentIds: [] },
    'mutation',
  );
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `Not submitted: The instance due ${dates[1]} was already submitted`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('Submitted');
  await expect(rows.nth(2)).toContainText('Next to submit');

  // A report with a submission cannot be deleted: the 409 says why, and it stays.
  await report.getByRole('button', { name: 'Delete Quarterly progress' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Quarterly progress?' });
  await confirm.getByRole('button', { name: 'Delete report' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    'Not deleted: This funder report has 2 submitted instance(s): it is kept as the record of what was sent.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(4);

  // Edit: renamed, the due list kept.
  await report.getByRole('button', { name: 'Edit Quarterly progress' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit funder report' });
  await expect(dialog.getByLabel('First due date')).toHaveValue(first);
  await dialog.getByLabel('Title').fill('Quarterly progress report');
  await dialog.getByRole('button', { name: 'Save report' }).click();
  await expect(toast(page, 'Funder report saved')).toBeVisible();
  await expect(dueList(section, 'Quarterly progress report')).toHaveCount(4);

  // A final report recorded in error, then deleted.
  await section.getByRole('button', { name: 'Add report' }).click();
  dialog = page.getByRole('dialog', { name: 'Add funder report' });
  await dialog.getByLabel('Title').fill('Final report');
  await dialog.getByLabel('Kind').selectOption({ label: 'Final' });
  await dialog.getByLabel('Frequency').selectOption({ label: 'Once' });
  await dialog.getByLabel('First due date').fill(day(60));
  await dialog.getByRole('button', { name: 'Add report' }).click();
  await expect(toast(page, 'Funder report added').first()).toBeVisible();
  await expect(dueList(section, 'Final report')).toHaveCount(1);
  await expect(dueList(section, 'Final report').getByRole('cell').nth(1)).toContainText('Upcoming');
  await section.getByRole('button', { name: 'Delete Final report' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Final report?' })
    .getByRole('button', { name: 'Delete report' })
    .click();
  await expect(toast(page, 'Funder report deleted')).toBeVisible();
  await expect(section.getByTestId('funder-report')).toHaveCount(1);

  await expectAccessible(page);
  fs.mkdirSync(DOCS_SHOTS, { recursive: true });
  // The section as a reader sees it, without the toasts or the page's sticky header over its top.
  await section.screenshot({
    path: path.join(DOCS_SHOTS, 'project-funder-reports.png'),
    style:
      '[role="region"][aria-label^="Notifications"] { display: none !important; } header { position: static !important; }',
  });

  // On a phone the due list pans inside its box: the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section.getByRole('table').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a viewer sees the due list and what was sent, but nothing that changes it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000); // an invitation, an account and a second sign-in
  await signIn(page);
  const projectId = await wonProject(page);
  const created = await trpcCall<{ id: string }>(
    page,
    'funderReports.create',
    {
      id: projectId,
      kind: 'financial',
      title: 'Financial statement',
      frequency: 'semiannual',
      firstDueDate: day(-3),
      endDate: day(200),
    },
    'mutation',
  );
  await trpcCall(page, 'funderReports.submit', { id: projectId, reportId: created.id, documentIds: [] }, 'mutation');
  // A one-off report ten days past its date and not sent: late.
  await trpcCall(
    page,
    'funderReports.create',
    { id: projectId, kind: 'other', title: 'Site visit notes', frequency: 'once', firstDueDate: day(-10) },
    'mutation',
  );
  const email = uniqueEmail('funder-viewer');
  const password = strongPassword();
  const { link } = await trpcCall<{ link: string }>(page, 'members.invite', { email, role: 'viewer' }, 'mutation');
  await joinAsNewUser(page.request, link, 'Funder Viewer', password);
  const viewer = await (await browser.newContext({ baseURL })).newPage();
  await viewer.goto('/login');
  await viewer.getByLabel('Email').fill(email);
  await viewer.getByLabel('Password').fill(password);
  await viewer.getByRole('button', { name: 'Sign in' }).click();
  await expect(viewer.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  await viewer.goto(`/projects/${projectId}`);
  const section = viewer.getByTestId('funder-reports-section');
  const rows = dueList(section, 'Financial statement');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole('cell').nth(1)).toHaveText('Submitted');
  await expect(rows.nth(1)).toContainText(shown(monthsAfter(day(-3), 6)));
  await expect(rows.nth(1)).toContainText('Next to submit');
  const late = dueList(section, 'Site visit notes');
  await expect(late).toHaveCount(1);
  await expect(late.getByRole('cell').nth(1)).toHaveText('Late10 days ago');
  await expect(late).toContainText('Next to submit');
  await expect(section.getByTestId('funder-report').nth(1)).toContainText('Other · Once · first due');
  await expect(section.getByRole('button', { name: 'Add report' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: /^Submit/ })).toHaveCount(0);
  await expect(section.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expectAccessible(viewer);
  await viewer.context().close();
});
