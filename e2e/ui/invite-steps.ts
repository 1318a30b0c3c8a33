// Steps the members and invitations flows share: inviting through Settings → Members (the link is read from the
// dialog that shows it once) and joining through the public invitation procedure.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { appOrigin } from './helpers';

/** A password the policy accepts (≥ 12 characters, zxcvbn score ≥ 3). */
export const strongPassword = () => `Lantern-${randomBytes(9).toString('base64url')}-orchard`;

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${randomBytes(3).toString('hex')}@example.org`;

export const tokenOf = (link: string) => new URL(link).pathname.split('/invite/')[1]!;

/** On /settings/members: invites `email` with `role` and returns the link the dialog shows (once). */
export async function inviteInUi(page: Page, email: string, role: string) {
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption(role);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const created = page.getByRole('dialog', { name: 'Invitation created' });
  await expect(created.getByText("you won't see this link again")).toBeVisible();
  const link = await created.getByLabel('Invitation link', { exact: true }).inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{20,}$/);
  const emailed = await created.getByText('We emailed the invitation').isVisible();
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();
  return { link, emailed };
}

/** Someone without an account answers the link with their own name and password (the public procedure the page calls). */
export async function joinAsNewUser(request: APIRequestContext, link: string, name: string, password: string) {
  const res = await request.post('/api/trpc/invitations.acceptNew', {
    headers: appOrigin(),
    data: { token: tokenOf(link), name, password },
  });
  expect(res.status(), await res.text()).toBe(200);
}
