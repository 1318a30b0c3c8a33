// Settings → Calendar (docs/calendar.md): create the feed link, read it as a calendar app would (ical.js), regenerate
// it (the old link stops working) and revoke it.
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { expectAccessible, screenshot, signIn } from './helpers';

test('create, read, regenerate and revoke the calendar link', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Calendar' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.getByLabel('Every pursuit deadline and deliverable due date of the organization').check();
  await page.getByRole('button', { name: 'Create calendar link' }).click();
  const link = page.getByRole('textbox', { name: 'Calendar link (iCalendar)' });
  await expect(link).toHaveValue(/\/calendar\/cal_[0-9A-Za-z]{43}\.ics$/);
  const first = await link.inputValue();
  await expect(page.getByText('Last read by a calendar')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'calendar');

  // The demo organization's open deadlines and due dates, as all-day events.
  const feed = await page.request.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  const events = new ICAL.Component(ICAL.parse(await feed.text()))
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v));
  expect(events.length).toBeGreaterThan(0);
  expect(events.every((e) => e.startDate.isDate)).toBe(true);
  expect(events.some((e) => e.summary.startsWith('Deadline: '))).toBe(true);

  await page.getByRole('button', { name: 'Regenerate link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Regenerate' }).click();
  await expect(link).not.toHaveValue(first);
  expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);
  const second = await link.inputValue();
  expect((await page.request.get(new URL(second).pathname)).status()).toBe(200);

  await page.getByRole('button', { name: 'Revoke link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('button', { name: 'Create calendar link' })).toBeVisible();
  expect((await page.request.get(new URL(second).pathname)).status()).toBe(404);
});
