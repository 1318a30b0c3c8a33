// Password reset and sign-in limits in real Chromium (docs/authentication.md): "Forgot password?" → the email arrives
// over real SMTP → its link opens the reset page → a new password → sign in with it (landing on this app even when
// callbackUrl points elsewhere); and the sign-in page's message when attempts are limited (429 with Retry-After).
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser } from '@playwright/test';
import { roomInWindow } from '../fixtures/limiter-window';
import { waitForEmail } from '../fixtures/mail-sink';
import { MAIL_DIR, appOrigin, expectAccessible, signIn, trpcCall } from './helpers';

const strongPassword = (word: string) => `${word}-${randomBytes(9).toString('base64url')}-quarry`;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${randomBytes(3).toString('hex')}@example.org`;

/** A browser of the user's own: no cookies from the admin's session. */
async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  return context.newPage();
}

test('forgot password: the emailed link sets a new password; the old one stops working', async ({
  page,
  browser,
  baseURL,
}) => {
  // A user of the demo organization with a password of their own (invited, then joined), so the demo login stays as it is.
  // They join through the emailed link: an account made from the copied one would be claimed by the reset below, and
  // its membership dropped (docs/members.md).
  await signIn(page);
  const email = uniqueEmail('reset');
  const oldPassword = strongPassword('Harbor');
  const invitedAt = new Date(Date.now() - 1000);
  await trpcCall(page, 'members.invite', { email, role: 'viewer' }, 'mutation');
  const invitation = await waitForEmail(MAIL_DIR, {
    to: email,
    subject: /invited to join/,
    since: invitedAt,
    timeoutMs: 60_000,
  });
  const emailedLink = /https?:\/\/[^\s"<>]+\/invite\/[A-Za-z0-9_-]+/.exec(invitation.text)?.[0];
  expect(emailedLink, 'the invitation email carries its link').toBeTruthy();
  const joined = await page.request.post('/api/trpc/invitations.acceptNew', {
    headers: appOrigin(),
    data: { token: new URL(emailedLink!).pathname.split('/invite/')[1], name: 'Reset Tester', password: oldPassword },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  const user = await freshPage(browser, baseURL);
  await user.goto('/login');
  await user.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(user).toHaveURL(/\/forgot-password$/);
  await expect(user.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectAccessible(user);
  const since = new Date(Date.now() - 1000);
  await user.getByLabel('Email').fill(email);
  await user.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(user.getByRole('status')).toContainText('If an account uses that email address');

  const mail = await waitForEmail(MAIL_DIR, { to: email, subject: /reset/i, since, timeoutMs: 60_000 });
  const resetLink = mail.text.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(resetLink, 'the text part carries the link').toBeTruthy();
  expect(mail.html).toContain(`href="${resetLink}"`);

  await user.goto(resetLink!);
  await expect(user.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(user);
  // A common password is refused with zxcvbn's reason; nothing changes.
  await user.getByLabel('New password', { exact: true }).fill('password1234');
  await user.getByLabel('Confirm new password').fill('password1234');
  await user.getByRole('button', { name: 'Set new password' }).click();
  await expect(user.getByText(/too easy to guess/)).toBeVisible();

  const newPassword = strongPassword('Meadow');
  await user.getByLabel('New password', { exact: true }).fill(newPassword);
  await user.getByLabel('Confirm new password').fill(newPassword);
  await user.getByRole('button', { name: 'Set new password' }).click();
  await expect(user).toHaveURL(/\/login\?reset=done/);
  await expect(user.getByRole('status')).toHaveText('Your password has been changed. Sign in with your new password.');

  // The old password no longer works.
  await user.getByLabel('Email').fill(email);
  await user.getByLabel('Password').fill(oldPassword);
  await user.getByRole('button', { name: 'Sign in' }).click();
  await expect(user.getByRole('alert').filter({ hasText: 'do not match' })).toBeVisible();

  // The new one does — and a callbackUrl pointing at another origin still lands on this app.
  await user.goto('/login?callbackUrl=/%5Cevil.example');
  await user.getByLabel('Email').fill(email);
  await user.getByLabel('Password').fill(newPassword);
  await user.getByRole('button', { name: 'Sign in' }).click();
  await expect(user.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  expect(new URL(user.url()).origin).toBe(new URL(baseURL!).origin);

  // The link worked once: opening it again says so.
  await user.goto(resetLink!);
  await expect(user.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await user.context().close();
});

test('the sign-in page says when attempts are limited, and for how long', async ({ page }) => {
  // A throwaway email: ten failures lock it (per email), the eleventh attempt — from the form — is refused with 429.
  // The attempts start where they all fit in one window of SIGN_IN_EMAIL_WINDOW_SECONDS (900 s): see the helper.
  await roomInWindow(20, 900);
  const email = uniqueEmail('locked');
  for (let i = 0; i < 10; i++) {
    const csrf = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const res = await page.request.post('/api/auth/callback/password', {
      form: { csrfToken: csrf.csrfToken, email, password: `wrong-${i}`, json: 'true' },
    });
    expect(res.status()).toBe(401);
  }
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('still-wrong');
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/callback/password') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  const res = await answer;
  expect(res.status()).toBe(429);
  const retryAfter = Number(res.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('alert').filter({ hasText: 'Too many' })).toHaveText(
    `Too many sign-in attempts. Try again in ${retryAfter} seconds.`,
  );
  await expect(page).toHaveURL(/\/login/);
});
