// Signing in to the dashboard with the demo login, in real Chromium.
import { expect, test } from '@playwright/test';
import { demo, screenshot } from './helpers';

test('sign in with email and password, land on the overview, then sign out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/); // the dashboard needs a session
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await screenshot(page, 'login');
  await page.getByLabel('Email').fill(demo().email);
  await page.getByLabel('Password').fill(demo().password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Riverbend Community Foundation/ })).toBeVisible();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/grants');
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
