// Settings → Members: add a member, change their role, create a custom role, remove the member.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('add a member, change the role, custom role, remove', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  const email = `e2e-${Date.now()}@example.org`;
  const role = `grant-writer-${Date.now()}`;
  await page.getByRole('button', { name: 'Add member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('viewer');
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText('Member added').first()).toBeVisible();
  await page.getByLabel(`Role of ${email}`).selectOption('manager');
  await expect(page.getByText('Role changed').first()).toBeVisible();

  await page.getByRole('button', { name: 'Custom role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'New custom role' });
  await roleDialog.getByLabel('Role name').fill(role);
  await roleDialog.getByLabel('View grants').check();
  await roleDialog.getByLabel('Manage pursuits').check();
  await roleDialog.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('row').filter({ hasText: role })).toBeVisible();

  await page.getByRole('button', { name: `Remove ${email}` }).click();
  await page.getByRole('dialog', { name: 'Remove this member?' }).getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});
