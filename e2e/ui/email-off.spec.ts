// A server that sends no email (SMTP_URL unset), as a new install starts: the dashboard says so where it matters and
// tells the admin how to turn email on. The suite's shared app has email on (its mail sink), so this spec starts its
// own app on a fresh database with SMTP_URL empty.
import { expect, test, type Page } from '@playwright/test';
import { cli, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../fixtures/app-server';
import { strongPassword } from './invite-steps';

let db: TestDatabase;
let app: RunningApp;
const owner = { email: 'owner@email-off.example.org', password: strongPassword() };

test.beforeAll(async () => {
  test.setTimeout(300_000); // each CLI run and the app's cold start take a while on a loaded machine
  db = await createTestDatabase('pglite', 'ui_email_off');
  await cli(db, ['org', 'create', '--name', 'No Mail Trust', '--slug', 'no-mail']);
  await cli(db, [
    'user',
    'create',
    '--email',
    owner.email,
    '--password',
    owner.password,
    '--org',
    'no-mail',
    '--role',
    'owner',
  ]);
  app = await startApp(db, { label: 'ui-email-off', env: { SMTP_URL: '' } });
});

test.afterAll(async () => {
  await app?.stop();
  await db?.drop();
});

async function signIn(page: Page) {
  await page.goto(`${app.baseUrl}/login`);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A cold app's first dashboard render may take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible({ timeout: 30_000 });
}

/** The banner names the setting and the development mail server, in the words a user reads on the page. */
async function expectBanner(page: Page, consequence: string) {
  const banner = page.getByRole('note').filter({ hasText: 'Email is not configured on this server' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(consequence);
  await expect(banner).toContainText('SMTP_URL');
  await expect(banner).toContainText('npm run mail');
  await expect(banner).toContainText('SMTP_URL=smtp://127.0.0.1:1025');
}

test('without SMTP_URL, Members and Notifications say email is off and how to turn it on', async ({ page }) => {
  await signIn(page);
  await page.goto(`${app.baseUrl}/settings/members`);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expectBanner(page, 'share each invitation link yourself');

  // An invitation made here is not emailed: its dialog says so.
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite member' });
  await dialog.getByLabel('Email').fill('newcomer@email-off.example.org');
  await dialog.getByLabel('Role').selectOption('viewer');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('dialog', { name: 'Invitation created' }).getByText('not emailed')).toBeVisible();

  await page.goto(`${app.baseUrl}/settings/notifications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expectBanner(page, 'you will see notifications in the bell only');
});
