// Every email in Chromium, as a mail client that shows HTML would: rendered from the templates with sample data
// (scripts/email-previews.ts), checked for what a reader needs, and screenshotted. With UPDATE_DOC_IMAGES=1 the
// screenshots replace those of docs/notifications.md (docs/images/email-*.png); otherwise they go to .test-output.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const out = path.resolve('.test-output', 'email-previews');
const images = process.env.UPDATE_DOC_IMAGES === '1' ? path.resolve('docs', 'images') : out;

test('each email renders on its own, with its call to action and, for notifications, an unsubscribe link', async ({
  page,
}) => {
  const names = JSON.parse(
    execFileSync('npx', ['tsx', 'scripts/email-previews.ts', out], { encoding: 'utf8' }).trim().split('\n').pop()!,
  ) as string[];
  expect(names).toEqual(['digest', 'reminder', 'assignment', 'invitation', 'password-reset']);
  // An email may load nothing from the network: no remote images, fonts or scripts.
  const requested: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('file:')) requested.push(r.url());
  });
  await page.setViewportSize({ width: 720, height: 900 });
  fs.mkdirSync(images, { recursive: true });
  for (const name of names) {
    await page.goto(`file://${path.join(out, `${name}.html`)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (['digest', 'reminder', 'assignment'].includes(name)) {
      await expect(page.getByRole('link', { name: /^Unsubscribe from / })).toBeVisible();
    }
    if (name === 'digest') {
      await expect(page.getByRole('link', { name: 'Not relevant' })).toHaveCount(3);
      await expect(page.getByText('Match score 92')).toBeVisible();
    }
    await page.screenshot({ path: path.join(images, `email-${name}.png`), fullPage: true });
  }
  expect(requested).toEqual([]);
});
