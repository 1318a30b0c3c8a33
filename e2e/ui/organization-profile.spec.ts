// Settings → Organization → Applicant profile and the Overview's Ready to apply card (docs/applications.md): a
// cleared field shows on the card as missing, a malformed EIN is refused beside its field, the filled form makes the
// card say ready; both pages fit a phone and pass axe.
import { expect, test } from '@playwright/test';
import { expectAccessible, horizontalOverflow, signIn } from './helpers';

test('fill the applicant profile: the overview card goes from what is missing to ready', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/settings/organization');
  await expect(page.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Applicant profile' });
  const saved = page.getByRole('status').filter({ hasText: 'Saved: applicant profile' });

  // The demo's profile is filled: clear the EIN and the representative's email.
  await form.getByLabel('EIN').fill('');
  await form.getByLabel('Authorized representative: email').fill('');
  await form.getByRole('button', { name: 'Save applicant profile' }).click();
  await expect(saved).toBeVisible();

  await page.goto('/');
  const card = page.getByRole('region', { name: 'Ready to apply' });
  await expect(card).toContainText('Not ready yet: 2 items missing.');
  await expect(card.getByRole('list', { name: 'Missing' }).getByRole('listitem')).toHaveText([
    'EIN is missing',
    'Authorized representative’s email is missing',
  ]);
  // The demo's rate agreement expires in 21 days: a warning, not a blocker.
  await expect(card.getByRole('list', { name: 'Warnings' })).toContainText('Indirect cost rate agreement expires in');
  await card.getByRole('link', { name: 'Complete the applicant profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();

  // A malformed EIN: the server's 400, beside the field; nothing saved.
  await form.getByLabel('EIN').fill('12345678');
  await form.getByLabel('Authorized representative: email').fill('dana@riverbend.example.org');
  await form.getByRole('button', { name: 'Save applicant profile' }).click();
  await expect(form.getByLabel('EIN')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('EIN')).toHaveAccessibleDescription(/must be an EIN written NN-NNNNNNN/);
  await expect(form.getByRole('alert')).toContainText('Not saved');
  await expectAccessible(page);

  await form.getByLabel('EIN').fill('47-3810562');
  // A UEI typed in lower case is upper-cased as typed.
  await form.getByLabel('UEI (SAM.gov Unique Entity ID)').fill('rb7kx2m9qz4l');
  await expect(form.getByLabel('UEI (SAM.gov Unique Entity ID)')).toHaveValue('RB7KX2M9QZ4L');
  await form.getByRole('button', { name: 'Save applicant profile' }).click();
  await expect(saved).toBeVisible();
  await expect(form.getByLabel('EIN')).not.toHaveAttribute('aria-invalid', 'true');

  await page.goto('/');
  await expect(card).toContainText('Ready: the applicant profile is complete.');
  await expect(card.getByRole('list', { name: 'Missing' })).toHaveCount(0);
  await page.reload();
  await expect(card).toContainText('Ready: the applicant profile is complete.');
});

test('phone width: the profile form and the overview card fit 390 px and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  for (const path of ['/settings/organization', '/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
    if (path === '/') await expect(page.getByRole('region', { name: 'Ready to apply' })).toBeVisible();
    else await expect(page.getByLabel('Applicant type')).toBeVisible();
    const overflow = await horizontalOverflow(page);
    expect(overflow.culprits, path).toEqual([]);
    expect(overflow.scrollWidth - overflow.clientWidth, path).toBeLessThanOrEqual(1);
    await expectAccessible(page);
  }
});
