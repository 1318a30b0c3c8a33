// Settings → Members: invite a member (the link is shown once; a second invitation to the same email is refused),
// they join, the admin changes their role, creates a custom role and removes them.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { inviteInUi, joinAsNewUser, strongPassword, uniqueEmail } from './invite-steps';

test('invite a member, change the role, custom role, remove', async ({ page, request }) => {
  await signIn(page);
  await page.goto('/settings/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  // Nobody picks another person's password any more.
  await expect(page.getByRole('button', { name: 'Add member' })).toHaveCount(0);
  const email = uniqueEmail('e2e-member');
  const role = `grant-writer-${Date.now()}`;

  const { link } = await inviteInUi(page, email, 'viewer');
  const pending = page.getByRole('table', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: email });
  await expect(pending).toContainText('viewer');
  // Invited is not a member yet.
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // A second invitation to the same email: the server's CONFLICT, in the dialog.
  await page.getByRole('button', { name: 'Invite member' }).click();
  const again = page.getByRole('dialog', { name: 'Invite member' });
  await again.getByLabel('Email').fill(email);
  await again.getByRole('button', { name: 'Send invitation' }).click();
  await expect(again.getByRole('alert')).toContainText('resend it instead');
  await again.getByRole('button', { name: 'Cancel' }).click();

  await joinAsNewUser(request, link, 'Morgan Member', strongPassword());
  await page.reload();
  const member = page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: email });
  await expect(member).toContainText('Morgan Member');
  await expect(page.getByLabel(`Role of ${email}`)).toHaveValue('viewer');
  await expect(
    page.getByRole('table', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: email }),
  ).toHaveCount(0);

  await page.getByLabel(`Role of ${email}`).selectOption('manager');
  await expect(page.getByText('Role changed').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Role of ${email}`)).toHaveValue('manager');

  await page.getByRole('button', { name: 'Custom role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'New custom role' });
  await roleDialog.getByLabel('Role name').fill(role);
  await roleDialog.getByLabel('View grants').check();
  await roleDialog.getByLabel('Manage pursuits').check();
  await roleDialog.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('row').filter({ hasText: role })).toBeVisible();

  await page.getByRole('button', { name: `Remove ${email}` }).click();
  await page
    .getByRole('dialog', { name: 'Remove this member?' })
    .getByRole('button', { name: 'Remove member' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: 'Morgan Member' }),
  ).toHaveCount(0);
});
