// Notifications (docs/notifications.md): a grants search saved and ticked into the digest, the member's choices kept
// across reloads, and the bell counting a deadline reminder that the workers' schedule writes (this suite runs it every
// minute: NOTIFICATIONS_CRON in playwright.config.ts); a grant marked not relevant and shown again; a deliverable's
// assignee.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn, trpcCall } from './helpers';

// The docs' screenshots are refreshed on request (UPDATE_DOC_IMAGES=1), so a test run leaves the tree as it was.
const DOCS_IMAGES =
  process.env.UPDATE_DOC_IMAGES === '1' ? path.resolve('docs', 'images') : path.resolve('.test-output', 'doc-images');

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** The unread count the bell announces ("Notifications, 3 unread"; plain "Notifications" at 0). */
async function bellCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(label.match(/, (\d+) unread$/)?.[1] ?? 0);
}

/** YYYY-MM-DD in a time zone, `days` from today there. */
function dateIn(timeZone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const hourIn = (timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));

test('save a grants search, include it in the digest, reopen it', async ({ page }) => {
  const name = `Water, high match ${Date.now()}`;
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Grants' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grants' })).toBeVisible();
  await page.getByLabel('Search grants').fill('water');
  await page.getByRole('button', { name: 'Run search' }).click();
  await expect(page).toHaveURL(/q=water/);
  await page.getByLabel('Minimum score').selectOption('40');
  await expect(page).toHaveURL(/minScore=40/);
  await page.getByLabel('Not relevant').selectOption('include');
  await expect(page).toHaveURL(/dismissed=include/);

  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog).toContainText('“water” · score 40+ · not relevant: shown');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Search saved').first()).toBeVisible();

  // Settings → Notifications lists it, unticked; ticked, it stays ticked.
  await page.goto('/settings/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const row = page.getByRole('list', { name: 'Saved searches' }).getByRole('listitem').filter({ hasText: name });
  await expect(row.getByRole('link', { name })).toHaveAttribute(
    'href',
    '/grants?q=water&minScore=40&dismissed=include',
  );
  const include = row.getByRole('checkbox', { name: /^Include in my digest/ });
  await expect(include).not.toBeChecked();
  await include.check();
  await expect(page.getByRole('status').filter({ hasText: `“${name}” is in your digest` })).toBeVisible();
  await page.reload();
  await expect(include).toBeChecked();

  // Reopened from the grants page's list: the URL and the filters are the search's.
  await page.goto('/grants');
  await expect(page.getByLabel('Search grants')).toHaveValue('');
  await page.getByRole('button', { name: 'Saved searches' }).click();
  await page.getByRole('dialog', { name: 'Saved searches' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/grants\?q=water&minScore=40&dismissed=include$/);
  await expect(page.getByLabel('Search grants')).toHaveValue('water');
  await expect(page.getByLabel('Minimum score')).toHaveValue('40');
  await expect(page.getByLabel('Not relevant')).toHaveValue('include');
});

test('the digest and reminder choices are kept', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const daily = page.getByRole('radio', { name: 'Daily at 07:00' });
  const weekly = page.getByRole('radio', { name: 'Weekly on Monday' });
  const reminders = page.getByRole('checkbox', { name: 'Deadline reminders' });
  const saved = (text: string) => page.getByRole('status').filter({ hasText: `Saved: ${text}` });
  await expect(daily).toBeChecked();
  await expect(reminders).toBeChecked();

  await weekly.check();
  await expect(saved('digest weekly on monday')).toBeVisible();
  await reminders.uncheck();
  await expect(saved('deadline reminders off')).toBeVisible();
  await page.reload();
  await expect(weekly).toBeChecked();
  await expect(reminders).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Assignments' })).toBeChecked();
  await expectAccessible(page);

  await daily.check();
  await expect(saved('digest daily at 07:00')).toBeVisible();
  await reminders.check();
  await expect(saved('deadline reminders on')).toBeVisible();
  await page.reload();
  await expect(daily).toBeChecked();
  await expect(reminders).toBeChecked();
});

test('a deadline reminder arrives in the bell, and mark all read clears it', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  // Whatever an earlier failure left, reminders are on for this one.
  await trpcCall(page, 'notifications.updatePreferences', { reminders: true }, 'mutation');

  // The organization's clock where it is day now, so the 07:00 reminders of today are due.
  await page.goto('/settings/notifications');
  const zoneSelect = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zoneSelect).toBeEnabled();
  const previousZone = await zoneSelect.inputValue();
  const offered = await zoneSelect
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const candidates = [
    'Pacific/Kiritimati',
    'Asia/Tokyo',
    'Asia/Kolkata',
    'Asia/Calcutta',
    'Europe/Berlin',
    'America/New_York',
    'America/Los_Angeles',
    'Pacific/Honolulu',
  ];
  const zone = candidates.find((z) => offered.includes(z) && hourIn(z) >= 8 && hourIn(z) <= 21);
  expect(zone, 'a zone where it is between 08:00 and 21:59 now').toBeTruthy();
  await zoneSelect.selectOption(zone!);
  await expect(page.getByRole('status').filter({ hasText: `Saved: time zone ${zone}` })).toBeVisible();

  // A pursuit of mine whose deadline is 7 days away there.
  const title = `Reminder test ${Date.now()}`;
  const pursuit = await trpcCall<{ id: string }>(
    page,
    'pursuits.create',
    { title, stage: 'drafting', ownerUserId: null },
    'mutation',
  );
  await trpcCall(page, 'pursuits.update', { id: pursuit.id, deadline: dateIn(zone!, 7) }, 'mutation');
  await page.goto(`/pursuits?open=${pursuit.id}`);
  const panel = page.getByRole('dialog', { name: title });
  const owner = panel.getByLabel('Owner');
  await expect(owner).toHaveValue('');
  await expect(owner).toBeEnabled();
  const me = await owner.locator('option', { hasText: '(you)' }).getAttribute('value');
  await owner.selectOption(me!);
  await expect(page.getByText('Owner changed').first()).toBeVisible();
  await expect(panel.getByText(/^Owner: Nobody → .+ \(you\)$/)).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();

  // The bell's count before, as the server has it, then its own 30 s poll shows the reminder arriving.
  const { unread: before } = await trpcCall<{ unread: number }>(page, 'notifications.unreadCount', {});
  await expect(bell(page)).toHaveAttribute('aria-label', before ? `Notifications, ${before} unread` : 'Notifications');
  await expect.poll(() => bellCount(page), { timeout: 150_000, intervals: [2_000] }).toBeGreaterThan(before);
  const reminder = `Deadline in 7 days: ${title}`;
  // The count may have risen for another notification first (a digest); the reminder itself follows within a run.
  await expect
    .poll(
      async () =>
        (await trpcCall<{ data: { title: string }[] }>(page, 'notifications.list', { limit: 50 })).data.some(
          (n) => n.title === reminder,
        ),
      {
        timeout: 90_000,
        intervals: [3_000],
      },
    )
    .toBe(true);
  await expect(page.getByTestId('notification-count')).toHaveText(/^[1-9]\d*\+?$/);

  await bell(page).click();
  const bellPanel = page.getByRole('dialog', { name: 'Notifications' });
  const item = bellPanel.getByRole('link', { name: new RegExp(`Unread: ${reminder}`) });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('href', `/pursuits?open=${pursuit.id}`);
  fs.mkdirSync(DOCS_IMAGES, { recursive: true });
  await page.screenshot({ path: path.join(DOCS_IMAGES, 'notifications-bell.png') });

  await bellPanel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByTestId('notification-count')).toBeHidden();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
  await expect(bellPanel.getByRole('link', { name: reminder })).toBeVisible();
  await expect(bellPanel.getByRole('link', { name: /^Unread: / })).toHaveCount(0);

  // Opening a notification goes to its page.
  await bellPanel.getByRole('link', { name: reminder }).click();
  await expect(page).toHaveURL(new RegExp(`/pursuits\\?open=${pursuit.id}`));
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();

  await page.goto('/settings/notifications');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(zone!);
  await expect(page.getByRole('heading', { name: 'Saved searches in your digest' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.screenshot({ path: path.join(DOCS_IMAGES, 'notifications-settings.png'), fullPage: true });

  // Leave the organization as it was found.
  await trpcCall(page, 'organization.update', { timeZone: previousZone }, 'mutation');
  await trpcCall(page, 'pursuits.update', { id: pursuit.id, status: 'withdrawn' }, 'mutation');
});

test('a grant marked not relevant leaves the list until shown again; a deliverable gets an assignee', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/grants');
  const table = page.getByRole('table', { name: 'Matched grants' });
  const first = table.getByRole('row').nth(1).getByRole('link').first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const grantPath = new URL(page.url()).pathname;
  const row = table.locator(`a[href="${grantPath}"]`);
  await page.getByRole('button', { name: 'Not relevant' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Marked not relevant for your organization' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Not relevant' })).toBeHidden();

  // Hidden from the list by default; alone under "Only"; shown again from its page.
  await page.goto('/grants');
  await expect(table).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel('Not relevant').selectOption('only');
  await expect(page).toHaveURL(/dismissed=only/);
  await expect(row).toBeVisible();
  await row.click();
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Show in the list again' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('button', { name: 'Not relevant' })).toBeVisible();
  await page.goto('/grants');
  await expect(row).toBeVisible();

  // A deliverable of an active project: assigned to me, then to nobody.
  const projects = await trpcCall<{ data: { id: string; status: string }[] }>(page, 'projects.list', { limit: 20 });
  const project = projects.data.find((p) => p.status === 'active')!;
  const task = `Assignee test ${Date.now()}`;
  await trpcCall(page, 'tasks.create', { id: project.id, title: task }, 'mutation');
  await page.goto(`/projects/${project.id}`);
  const assignee = page
    .getByTestId('deliverable')
    .filter({ hasText: task })
    .getByRole('combobox', { name: `Assignee of ${task}` });
  await expect(assignee).toHaveValue('');
  await expect(assignee).toBeEnabled();
  const me = await assignee.locator('option', { hasText: '(you)' }).getAttribute('value');
  await assignee.selectOption(me!);
  await expect(page.getByText('Deliverable assigned').first()).toBeVisible();
  await page.reload();
  await expect(assignee).toHaveValue(me!);
  await assignee.selectOption('');
  await expect(page.getByText('Deliverable unassigned').first()).toBeVisible();
  await page.reload();
  await expect(assignee).toHaveValue('');
});
