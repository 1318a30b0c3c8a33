// Settings → Extensions → Create API key: each preset (server/auth/permissions.ts, API_KEY_PRESETS) makes a key that
// can make its integration's first natural call over real HTTP — a read-only key reads the report, a CRM key starts a
// pursuit, a full-access key registers a webhook endpoint and reads the audit log (docs/permissions.md#api-key-presets).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { screenshot, signIn } from './helpers';

/** Creates a key from the named preset in the dashboard and returns the key it shows once. */
async function createKeyFromPreset(page: Page, preset: RegExp, name: string, checks: Record<string, boolean>) {
  await page.goto('/settings/extensions');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('radio', { name: preset }).check();
  await expect(dialog.getByRole('radio', { name: preset })).toBeChecked();
  for (const [label, checked] of Object.entries(checks))
    await expect(dialog.getByRole('checkbox', { name: label, exact: true }), label).toBeChecked({ checked });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  const key = await shown.getByLabel('API key', { exact: true }).inputValue();
  expect(key).toMatch(/^gms_live_/);
  await shown.getByRole('button', { name: 'Done' }).click();
  return key;
}

test('the form starts read-only, offers every permission a key may hold, and a changed box is Custom', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/settings/extensions');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await expect(dialog.getByRole('radio', { name: /Read-only reporting/ })).toBeChecked();
  for (const label of ['View audit log', 'Manage webhooks', 'Manage missions', 'View events'])
    await expect(dialog.getByRole('checkbox', { name: label, exact: true }), label).toBeVisible();
  // Never offered: what a key may not hold.
  for (const label of ['Manage extensions', 'Manage members', 'Manage organization'])
    await expect(dialog.getByRole('checkbox', { name: label, exact: true }), label).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'View audit log', exact: true }).check();
  await expect(dialog.getByRole('radio', { name: /Custom/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /Read-only reporting/ })).not.toBeChecked();
  await screenshot(page, 'api-key-presets');
});

test('Read-only reporting: reads the report summary, and may not write', async ({ page, baseURL }) => {
  await signIn(page);
  const key = await createKeyFromPreset(page, /Read-only reporting/, `Board reporting ${Date.now()}`, {
    'View reports': true,
    'View events': true,
    'Manage pursuits': false,
    'View audit log': false,
  });
  const report = await fetch(`${baseURL}/api/v1/reports/summary`, { headers: { 'X-API-Key': key } });
  expect(report.status).toBe(200);
  expect(await report.json()).toHaveProperty('pipeline');
  const write = await fetch(`${baseURL}/api/v1/pursuits`, {
    method: 'POST',
    headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: 'Not allowed' }),
  });
  expect(write.status).toBe(403);
});

test('CRM sync: starts a pursuit, and may not manage webhooks', async ({ page, baseURL }) => {
  await signIn(page);
  const key = await createKeyFromPreset(page, /CRM sync/, `CRM ${Date.now()}`, {
    'Manage pursuits': true,
    'Manage tasks': true,
    'View grants': true,
    'Manage webhooks': false,
  });
  const title = `Opportunity from the CRM ${Date.now()}`;
  const created = await fetch(`${baseURL}/api/v1/pursuits`, {
    method: 'POST',
    headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, stage: 'qualifying' }),
  });
  expect(created.status).toBe(201);
  expect(await created.json()).toMatchObject({ title, stage: 'qualifying' });
  const hook = await fetch(`${baseURL}/api/v1/webhooks`, { headers: { 'X-API-Key': key } });
  expect(hook.status).toBe(403);
});

test('Full access: registers a webhook endpoint and reads the audit log', async ({ page, baseURL }) => {
  const receiver = http.createServer((_req, res) => res.end('ok'));
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  try {
    await signIn(page);
    const key = await createKeyFromPreset(page, /Full access/, `Everything ${Date.now()}`, {
      'Manage webhooks': true,
      'View audit log': true,
      'Manage missions': true,
    });
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/gms`;
    const created = await fetch(`${baseURL}/api/v1/webhooks`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url, eventTypes: ['pursuit.won'] }),
    });
    expect(created.status).toBe(201);
    const endpoint = (await created.json()) as { id: string; secret: string };
    expect(endpoint.secret).toMatch(/^whsec_/);

    const trail = await fetch(`${baseURL}/api/v1/audit-log?action=webhook.created&limit=10`, {
      headers: { 'X-API-Key': key },
    });
    expect(trail.status).toBe(200);
    const records = ((await trail.json()) as { data: { target: { id: string }; actor: { kind: string } }[] }).data;
    expect(records.find((r) => r.target.id === endpoint.id)?.actor.kind).toBe('api_key');

    // The endpoint shows in the dashboard beside the ones made there.
    await page.goto('/settings/extensions?tab=webhooks');
    await expect(page.getByRole('listitem').filter({ hasText: url })).toBeVisible();
    const removed = await fetch(`${baseURL}/api/v1/webhooks/${endpoint.id}`, {
      method: 'DELETE',
      headers: { 'X-API-Key': key },
    });
    expect(removed.status).toBe(204);
  } finally {
    receiver.close();
  }
});
