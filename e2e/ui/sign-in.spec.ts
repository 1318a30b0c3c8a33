// Signing in to the dashboard with the demo login, in real Chromium.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';

const demo = () => JSON.parse(fs.readFileSync('.test-output/e2e/demo-login.json', 'utf8')) as { email: string; password: string };

test('sign in with email and password, then sign out', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(demo().email);
  await page.getByLabel('Password').fill(demo().password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You are signed in.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password shows an error and stays on the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(demo().email);
  await page.getByLabel('Password').fill('definitely-not-it');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'do not match' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
