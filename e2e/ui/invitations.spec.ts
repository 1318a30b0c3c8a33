// Invitations end to end (docs/members.md, docs/notifications.md), in real Chromium against the real server and a real
// SMTP sink: the admin invites from Settings → Members, the email arrives (text and HTML, with the link), the invitee
// opens it in a browser of their own and joins with their own password; used, revoked, replaced and declined links show
// a clear page and make no membership; a signed-in user with another email is refused; an existing account signs in and
// accepts. (An expired link cannot be produced from the browser: the TTL is at least a day.)
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { BUILT_IN_ROLES } from '../../server/auth/permissions';
import { appOrigin, demo, expectAccessible, MAIL_DIR, readMailbox, signIn } from './helpers';
import { inviteInUi, joinAsNewUser, strongPassword, tokenOf, uniqueEmail } from './invite-steps';

// The docs' screenshots are refreshed on request (UPDATE_DOC_IMAGES=1), so a test run leaves the tree as it was.
const DOCS_SHOTS =
  process.env.UPDATE_DOC_IMAGES === '1'
    ? path.resolve('docs', 'screenshots')
    : path.resolve('.test-output', 'doc-images');

async function docsScreenshot(page: Page, name: string) {
  fs.mkdirSync(DOCS_SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(DOCS_SHOTS, `${name}.png`), fullPage: false });
}

/** A browser of the invitee's own: no cookies from the admin's session. */
async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  return context.newPage();
}

/** The permissions the signed-in user of `page` holds in the organization the dashboard acts on. */
async function myPermissions(page: Page, baseURL: string | undefined) {
  const res = await page.request.get(`${baseURL}/api/trpc/members.me`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { result: { data: { permissions: string[] } } };
  return [...body.result.data.permissions].sort();
}

const pendingRow = (page: Page, email: string) =>
  page.getByRole('table', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: email });
const memberRow = (page: Page, email: string) =>
  page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: email });

/** A link that can no longer be used: its own message, and nothing to fill in or accept. */
async function expectClosedLink(page: Page, link: string, heading: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Create account and join|Accept invitation/ })).toHaveCount(0);
}

/** The link in the newest invitation email to `email`, the same in its text and HTML parts. */
async function emailedLinkTo(email: string, after: string[] = []) {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readMailbox(MAIL_DIR)).filter(
          (m) => m.to.includes(email) && /invited to join/.test(m.subject),
        );
        const last = mails.at(-1);
        const inText = last?.text.match(/https?:\/\/\S+\/invite\/[A-Za-z0-9_-]+/)?.[0];
        found = inText && last!.html.includes(`href="${inText}"`) && !after.includes(inText) ? inText : undefined;
        return found;
      },
      { timeout: 20_000, message: `an invitation email to ${email} with its link in text and HTML` },
    )
    .toBeTruthy();
  return found!;
}

async function signInOnLoginPage(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a new person joins through the emailed link, with a password of their own', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('newcomer');
  await signIn(page);
  await page.goto('/settings/members');
  const { link, emailed } = await inviteInUi(page, email, 'manager');
  expect(emailed).toBe(true);
  await expect(pendingRow(page, email)).toContainText('manager');
  await expect(page.getByText('Email is not configured')).toHaveCount(0);
  await docsScreenshot(page, 'members-invitations');

  // Through real SMTP: a plain-text and an HTML part, both with the link. (The emailed link is one of its own, not
  // the one the admin copies: answering it proves the invitee reads that mailbox.)
  const emailedLink = await emailedLinkTo(email);
  const invitee = await freshPage(browser, baseURL);
  const origins = new Set<string>();
  invitee.on('request', (r) => origins.add(new URL(r.url()).origin));
  await invitee.goto(emailedLink);
  await expect(invitee.getByRole('heading', { level: 1 })).toHaveText(/^Join .+ as manager$/);
  await expect(invitee.getByLabel('Email')).toHaveValue(email);
  // The token is in the address: no Referer leaves the page, and nothing is loaded from another origin.
  await expect(invitee.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  expect([...origins]).toEqual([new URL(baseURL!).origin]);
  await expectAccessible(invitee);
  await docsScreenshot(invitee, 'invite');

  // A guessable password: the server's reason on the field, no account.
  const password = invitee.getByLabel('Password', { exact: true });
  await invitee.getByLabel('Your name').fill('Nia Newcomer');
  await password.fill('password1234');
  await invitee.getByLabel('Confirm password').fill('password1234');
  await invitee.getByRole('button', { name: 'Create account and join' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/too easy to guess/);
  await expectAccessible(invitee);
  // A confirmation that differs never reaches the server.
  const chosen = strongPassword();
  await password.fill(chosen);
  await invitee.getByLabel('Confirm password').fill(`${chosen}x`);
  await invitee.getByRole('button', { name: 'Create account and join' }).click();
  await expect(invitee.getByLabel('Confirm password')).toHaveAccessibleDescription('The passwords do not match.');
  await page.reload();
  await expect(pendingRow(page, email)).toBeVisible();
  await expect(memberRow(page, email)).toHaveCount(0);

  await invitee.getByLabel('Confirm password').fill(chosen);
  await invitee.getByRole('button', { name: 'Create account and join' }).click();
  // Signed in and on the dashboard, as a manager of the organization.
  await expect(invitee.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  expect(await myPermissions(invitee, baseURL)).toEqual([...BUILT_IN_ROLES.manager].sort());
  const nav = invitee.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Pursuits' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Members' })).toHaveCount(0);

  await page.reload();
  await expect(memberRow(page, email)).toContainText('Nia Newcomer');
  await expect(page.getByLabel(`Role of ${email}`)).toHaveValue('manager');
  await expect(pendingRow(page, email)).toHaveCount(0);

  // The invitation worked once: now its links say so, to the new member and to anyone else.
  await expectClosedLink(invitee, emailedLink, 'This invitation has already been used');
  await expectClosedLink(await freshPage(browser, baseURL), link, 'This invitation has already been used');
});

test('a revoked link shows a clear page and makes no membership', async ({ page, browser, baseURL, request }) => {
  const email = uniqueEmail('revoked');
  await signIn(page);
  await page.goto('/settings/members');
  const { link } = await inviteInUi(page, email, 'viewer');
  const emailedLink = await emailedLinkTo(email);
  await pendingRow(page, email)
    .getByRole('button', { name: `Revoke invitation to ${email}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this invitation?' });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(page.getByText('Invitation revoked').first()).toBeVisible();
  await expect(pendingRow(page, email)).toHaveCount(0);

  const stranger = await freshPage(browser, baseURL);
  await expectClosedLink(stranger, link, 'This invitation has been revoked');
  await expectClosedLink(stranger, emailedLink, 'This invitation has been revoked');
  // Not just the page: the procedure behind it refuses too.
  const res = await request.post('/api/trpc/invitations.acceptNew', {
    headers: appOrigin(),
    data: { token: tokenOf(link), name: 'Too Late', password: strongPassword() },
  });
  expect(res.status()).toBe(409);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
  await expect(memberRow(page, email)).toHaveCount(0);
});

test('resending replaces the links: the new ones are emailed and work, the old ones do not', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('resent');
  await signIn(page);
  await page.goto('/settings/members');
  const { link: first } = await inviteInUi(page, email, 'viewer');
  const firstEmailed = await emailedLinkTo(email);
  await pendingRow(page, email)
    .getByRole('button', { name: `Resend invitation to ${email}` })
    .click();
  const shown = page.getByRole('dialog', { name: 'New invitation link' });
  await expect(shown).toContainText('The previous link no longer works.');
  await expect(shown.getByText('We emailed a new invitation')).toBeVisible();
  const second = await shown.getByLabel('Invitation link', { exact: true }).inputValue();
  expect(second).toMatch(/\/invite\/[A-Za-z0-9_-]{20,}$/);
  expect(second).not.toBe(first);
  await shown.getByRole('button', { name: 'Done' }).click();
  // A second email, with a link of its own.
  const secondEmailed = await emailedLinkTo(email, [firstEmailed]);

  const stranger = await freshPage(browser, baseURL);
  await expectClosedLink(stranger, first, 'This invitation link is not valid');
  await expectClosedLink(stranger, firstEmailed, 'This invitation link is not valid');
  for (const link of [second, secondEmailed]) {
    await stranger.goto(link);
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(/^Join .+ as viewer$/);
    await expect(stranger.getByRole('button', { name: 'Create account and join' })).toBeVisible();
  }
});

test('another signed-in user is refused; the invited account signs in and accepts', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  // An account that exists but is not a member: it joined once and was removed.
  const email = uniqueEmail('returning');
  const password = strongPassword();
  await signIn(page);
  await page.goto('/settings/members');
  const { link: firstLink } = await inviteInUi(page, email, 'viewer');
  await joinAsNewUser(request, firstLink, 'Rae Returning', password);
  await page.reload();
  await page.getByRole('button', { name: `Remove ${email}` }).click();
  await page
    .getByRole('dialog', { name: 'Remove this member?' })
    .getByRole('button', { name: 'Remove member' })
    .click();
  await expect(memberRow(page, email)).toHaveCount(0);
  const { link } = await inviteInUi(page, email, 'member');

  // The demo admin opens it: refused, by name, with a way out.
  const browserPage = await freshPage(browser, baseURL);
  await signIn(browserPage);
  await browserPage.goto(link);
  await expect(browserPage.getByRole('heading', { level: 1 })).toHaveText(`This invitation is for ${email}`);
  await expect(browserPage.getByRole('alert').filter({ hasText: email })).toContainText(demo().email);
  await expect(browserPage.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await expectAccessible(browserPage);
  await browserPage.getByRole('button', { name: 'Sign out' }).click();

  // Signed out, the page never says whether the email has an account (docs/members.md): it offers both paths. This
  // person signs in (and no Referer carries the token away).
  await expect(browserPage.getByRole('heading', { level: 1 })).toHaveText(/^Join .+ as member$/);
  await expect(browserPage.getByRole('button', { name: 'Create account and join' })).toHaveCount(1);
  await expect(browserPage.getByText(/already has an account/)).toHaveCount(0);
  const loginRequest = browserPage.waitForRequest((r) => new URL(r.url()).pathname === '/login');
  await browserPage.getByRole('link', { name: 'Sign in to accept' }).click();
  expect((await loginRequest).headers()['referer']).toBeUndefined();
  await expect(browserPage).toHaveURL(/\/login\?callbackUrl=/);
  await signInOnLoginPage(browserPage, email, password);

  // Back on the link, as the invited user.
  await expect(browserPage.getByRole('heading', { level: 1 })).toHaveText(/^Join .+ as member$/);
  await expect(browserPage.getByText(`You are signed in as ${email}`)).toBeVisible();
  await browserPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(browserPage.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  expect(await myPermissions(browserPage, baseURL)).toEqual([...BUILT_IN_ROLES.member].sort());
  await page.reload();
  await expect(page.getByLabel(`Role of ${email}`)).toHaveValue('member');
  await expectClosedLink(browserPage, link, 'This invitation has already been used');
});

test('the invited account declines: the link closes and no membership is made', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const email = uniqueEmail('declines');
  const password = strongPassword();
  await signIn(page);
  await page.goto('/settings/members');
  const { link: firstLink } = await inviteInUi(page, email, 'viewer');
  await joinAsNewUser(request, firstLink, 'Dee Declines', password);
  await page.reload();
  await page.getByRole('button', { name: `Remove ${email}` }).click();
  await page
    .getByRole('dialog', { name: 'Remove this member?' })
    .getByRole('button', { name: 'Remove member' })
    .click();
  await expect(memberRow(page, email)).toHaveCount(0);
  const { link } = await inviteInUi(page, email, 'manager');

  const invitee = await freshPage(browser, baseURL);
  await invitee.goto(`/login?callbackUrl=${encodeURIComponent(new URL(link).pathname)}`);
  await signInOnLoginPage(invitee, email, password);
  await expect(invitee.getByRole('heading', { level: 1 })).toHaveText(/^Join .+ as manager$/);
  await expectAccessible(invitee);
  await invitee.getByRole('button', { name: 'Decline' }).click();
  await invitee
    .getByRole('dialog', { name: 'Decline this invitation?' })
    .getByRole('button', { name: 'Decline invitation' })
    .click();
  await expect(invitee.getByRole('heading', { level: 1 })).toHaveText('This invitation was declined');
  await expect(invitee.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
  await expect(memberRow(page, email)).toHaveCount(0);
  await expect(pendingRow(page, email)).toHaveCount(0);
});

test('a link that was never issued shows a clear page', async ({ page }) => {
  await expectClosedLink(page, '/invite/not-a-real-invitation-token-at-all', 'This invitation link is not valid');
  await expectAccessible(page);
});
