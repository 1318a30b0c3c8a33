// Settings → Extensions: an API key created in the UI works against /api/v1; a portal token's embed snippet
// renders the report inside a host page's iframe; a webhook to a loopback receiver gets the test event, confirmed by a
// toast.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { screenshot, signIn } from './helpers';

test('create an API key in the UI and call the REST API with it', async ({ page, baseURL }) => {
  const name = `E2E integration ${Date.now()}`;
  await signIn(page);
  await page.goto('/settings/extensions');
  await expect(page.getByRole('heading', { level: 1, name: 'Extensions' })).toBeVisible();
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText("you won't see it again")).toBeVisible();
  const key = await shown.getByLabel('API key', { exact: true }).inputValue();
  expect(key).toMatch(/^gms_live_/);
  await screenshot(page, 'api-key-created');
  await shown.getByRole('button', { name: 'Done' }).click();

  const res = await fetch(`${baseURL}/api/v1/grants?limit=2`, { headers: { 'X-API-Key': key } });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  // Listed with its prefix; then revoked, it stops working.
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog', { name: 'Revoke this API key?' }).getByRole('button', { name: 'Revoke key' }).click();
  await expect(row.getByText('revoked')).toBeVisible();
  const after = await fetch(`${baseURL}/api/v1/grants?limit=2`, { headers: { 'X-API-Key': key } });
  expect(after.status).toBe(401);
});

test('create a portal token and render its embed snippet in a host page iframe', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings/extensions?tab=portal-tokens');
  await page.getByRole('button', { name: 'Create portal token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create portal token' });
  await dialog.getByLabel('Name').fill('Board page');
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByRole('dialog', { name: 'Your portal token' });
  const snippet = await shown.getByLabel('Embed snippet', { exact: true }).inputValue();
  expect(snippet).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/portal\/reports\?token=portal_/);

  // A host page on another origin embeds the snippet as is.
  const host = http.createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.end(
      `<!doctype html><html lang="en"><head><title>Board</title></head><body><h1>Our board page</h1>${snippet}</body></html>`,
    );
  });
  await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
  try {
    const port = (host.address() as AddressInfo).port;
    await page.goto(`http://localhost:${port}/`);
    const frame = page.frameLocator('iframe[title="Grant report"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Grants pipeline and funded projects' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(frame.getByRole('heading', { name: 'Pipeline by stage' })).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Funded projects', exact: true })).toBeVisible();
    // Drawn once the chart is in view: inside the frame, and the frame inside the page.
    await frame.getByRole('heading', { name: 'Pipeline by stage' }).scrollIntoViewIfNeeded();
    await expect(frame.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await screenshot(page, 'portal-embedded');
  } finally {
    host.close();
  }
});

test('the portal refuses an unknown token with a friendly 401 page, and is framable and noindex', async ({ page }) => {
  const res = await page.goto(`/portal/reports?token=portal_${'x'.repeat(43)}`);
  expect(res!.status()).toBe(401);
  expect(res!.headers()['x-robots-tag']).toContain('noindex');
  expect(res!.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(res!.headers()['x-frame-options']).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: 'This report link is no longer valid' })).toBeVisible();
  // Next adds a noindex of its own to an error page: every robots tag there says noindex.
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((tags) => tags.map((t) => t.getAttribute('content')));
  expect(robots.length).toBeGreaterThan(0);
  for (const content of robots) expect(content).toContain('noindex');
});

test('register a webhook to a loopback receiver, send a test event, see it in the delivery log', async ({ page }) => {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.setHeader('Content-Type', 'text/plain');
      res.end('thanks from the receiver');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  try {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    await signIn(page);
    await page.goto('/settings/extensions?tab=webhooks');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await dialog.getByLabel('Endpoint URL').fill(url);
    await dialog.getByLabel('Description').fill('E2E receiver');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const added = page.getByRole('dialog', { name: 'Endpoint added' });
    await expect(added.getByLabel('Signing secret', { exact: true })).toHaveValue(/^whsec_/);
    await added.getByRole('button', { name: 'Done' }).click();

    const card = page.getByRole('listitem').filter({ hasText: url });
    await card.getByRole('button', { name: 'Send test event' }).click();
    // The dashboard confirms with a toast (app/_components/ui/Toast.tsx), in the toasts' landmark region.
    const toast = page
      .getByRole('region', { name: /^Notifications \(/ })
      .getByRole('listitem')
      .filter({ hasText: 'Test event sent' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('It appears in the delivery log below.');
    const delivery = card.getByTestId('delivery').filter({ hasText: 'webhook.test' });
    await expect(delivery.getByText('delivered')).toBeVisible({ timeout: 30_000 });
    await expect(delivery.getByText('HTTP 200')).toBeVisible();
    await delivery.getByRole('button', { name: 'webhook.test', exact: true }).click();
    await expect(card.getByText('thanks from the receiver')).toBeVisible();
    expect(received.some((r) => r.headers['x-service-event'] === 'webhook.test')).toBe(true);
    await screenshot(page, 'webhooks');
  } finally {
    receiver.close();
  }
});
