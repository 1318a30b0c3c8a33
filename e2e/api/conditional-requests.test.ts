// Conditional requests (docs/api.md#conditional-requests-and-caching): every GET operation of the document answers with
// a strong ETag of its body, and If-None-Match with a current tag is a 304 without a body. A table over the OpenAPI
// document, so a new GET operation is covered the day it is added. (A 304 costs no rate-limit unit:
// portal-and-headers.test.ts, whose organization's window holds nothing else.)
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfWith } from '~/server/testing/sample-files';
import { api, fixtures } from '../fixtures/fixtures';

// Beta's key: alpha's is the one most files spend, and this walk's few hundred reads would take alpha past its
// plan's 1,000 a minute when the PGlite pass runs its files back to back.
const key = () => fixtures().orgB.fullKey;
const ids: Record<string, string> = {};
let getPaths: string[] = [];

beforeAll(async () => {
  const document = (await api<{ paths: Record<string, Record<string, unknown>> }>('/openapi.json')).body;
  getPaths = Object.entries(document.paths)
    .filter(([, ops]) => 'get' in ops)
    .map(([path]) => path);
  const mission = await api('/missions', { method: 'POST', key: key(), body: { name: `etag ${randomUUID()}` } });
  const pursuit = await api('/pursuits', {
    method: 'POST',
    key: key(),
    body: { title: `etag ${randomUUID()}`, stage: 'submitted' },
  });
  const won = await api(`/pursuits/${pursuit.body.id}`, {
    method: 'PATCH',
    key: key(),
    body: { status: 'won', amountAwarded: 2500 },
  });
  // A webhook endpoint on a loopback port nothing listens on, disabled: nothing leaves the machine.
  const webhook = await api('/webhooks', {
    method: 'POST',
    key: key(),
    body: { url: 'http://127.0.0.1:9/etag', enabled: false },
  });
  // The project's budget and an expense: its budget and expenses GETs answer real figures.
  const budget = await api(`/projects/${won.body.project.id}/budget`, {
    method: 'PUT',
    key: key(),
    body: { lines: [{ category: 'travel', description: 'etag line', amountCents: 250_000 }] },
  });
  const expense = await api(`/projects/${won.body.project.id}/expenses`, {
    method: 'POST',
    key: key(),
    body: { budgetLineId: budget.body.lines?.[0]?.id, date: won.body.project.startDate, amountCents: 1_999 },
  });
  const template = await api('/requirement-templates', {
    method: 'POST',
    key: key(),
    body: { name: `etag ${randomUUID()}`, items: [{ kind: 'form', title: 'etag item' }] },
  });
  const answer = await api('/boilerplate', {
    method: 'POST',
    key: key(),
    body: { title: `etag ${randomUUID()}`, body: 'etag answer' },
  });
  const form = new FormData();
  form.append('file', new Blob([pdfWith('etag')]), 'etag.pdf');
  const uploaded = await fetch(`${fixtures().baseUrl}/api/v1/documents`, {
    method: 'POST',
    headers: { 'X-API-Key': key() },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  for (const res of [mission, pursuit, won, webhook, budget, expense, template, answer])
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  Object.assign(ids, {
    webhooks: webhook.body.id,
    'requirement-templates': template.body.id,
    boilerplate: answer.body.id,
    missions: mission.body.id,
    pursuits: pursuit.body.id,
    projects: won.body.project.id,
    grants: ((await api('/grants?scope=all&limit=1', { key: key() })).body as { data: { id: string }[] }).data[0]!.id,
    documents: ((await uploaded.json()) as { id: string }).id,
  });
});

// Endpoints are few per organization (10): give the slot back to the files that follow.
afterAll(async () => {
  if (ids.webhooks) await api(`/webhooks/${ids.webhooks}`, { method: 'DELETE', key: key() });
  if (ids['requirement-templates'])
    await api(`/requirement-templates/${ids['requirement-templates']}`, { method: 'DELETE', key: key() });
  if (ids.boilerplate) await api(`/boilerplate/${ids.boilerplate}`, { method: 'DELETE', key: key() });
  if (ids.documents) await api(`/documents/${ids.documents}`, { method: 'DELETE', key: key() });
});

/** A GET whose body is read and set aside: a document's content is bytes, not JSON. */
async function read(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${fixtures().baseUrl}/api/v1${url}`, { headers: { 'X-API-Key': key(), ...headers } });
  await res.arrayBuffer();
  return res;
}

/** A concrete URL for a documented path: real ids of the right kind; health's liveness probe (no clock-driven checks). */
function concrete(path: string): string {
  if (path === '/health') return '/health?probe=live';
  return path.replace(/\{id\}/, () => ids[path.split('/')[1]!]!).replace('{version}', '1');
}

describe('every GET operation', () => {
  it('covers the document', () => {
    expect(getPaths.length).toBeGreaterThanOrEqual(10);
    // Every {id} slot has a real id of its kind, so each row below is a real 200.
    expect(getPaths.filter((p) => p.includes('{') && !(p.split('/')[1]! in ids))).toEqual([]);
  });

  it('answers with a strong ETag; If-None-Match with it → 304 without a body; with another tag → 200', async () => {
    for (const path of getPaths) {
      const url = concrete(path);
      // Some bodies carry a clock (health's uptime in seconds, the report's minute): a 200 to the conditional request
      // is that clock ticking between the two reads only when it comes with another tag; then ask again.
      let first = await read(url);
      let conditional!: Response;
      for (let i = 0; i < 4; i++) {
        conditional = await fetch(`${fixtures().baseUrl}/api/v1${url}`, {
          headers: { 'X-API-Key': key(), 'If-None-Match': first.headers.get('etag')! },
        });
        if (conditional.status !== 200 || conditional.headers.get('etag') === first.headers.get('etag')) break;
        await conditional.arrayBuffer();
        first = await read(url);
      }
      expect(first.status, url).toBe(200);
      const tag = first.headers.get('etag');
      expect(tag, url).toMatch(/^"[^"]+"$/); // strong: no W/ prefix

      expect(conditional.status, url).toBe(304);
      expect(await conditional.text(), url).toBe('');
      expect(conditional.headers.get('etag'), url).toBe(tag);
      expect(conditional.headers.get('x-request-id'), url).toMatch(/^req_/);
      expect(conditional.headers.get('cache-control'), url).toBe('private, no-cache');

      const stale = await read(url, { 'If-None-Match': '"not-the-tag", W/"nor-this"' });
      expect(stale.status, url).toBe(200);
    }
  });

  it('a changed resource gets a new tag, so the old one no longer matches', async () => {
    const pursuit = await api('/pursuits', {
      method: 'POST',
      key: key(),
      body: { title: `etag change ${randomUUID()}` },
    });
    const url = `/pursuits/${pursuit.body.id}`;
    const tag = (await api(url, { key: key() })).headers.get('etag')!;
    expect((await api(url, { method: 'PATCH', key: key(), body: { probability: 70 } })).status).toBe(200);
    const after = await api(url, { key: key(), headers: { 'If-None-Match': tag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
    expect(after.body.probability).toBe(70);
  });

  it('HEAD is the GET without its body: authenticated, tagged, refused without a credential', async () => {
    const base = `${fixtures().baseUrl}/api/v1/pursuits/${ids.pursuits}`;
    const get = await fetch(base, { headers: { 'X-API-Key': key() } });
    const head = await fetch(base, { method: 'HEAD', headers: { 'X-API-Key': key() } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    const anonymous = await fetch(base, { method: 'HEAD' });
    expect(anonymous.status).toBe(401);
    const unknown = await fetch(`${fixtures().baseUrl}/api/v1/pursuits/00000000-0000-4000-8000-000000000000`, {
      method: 'HEAD',
      headers: { 'X-API-Key': key() },
    });
    expect(unknown.status).toBe(404);
  });

  it('errors carry no ETag', async () => {
    const missing = await api('/pursuits/00000000-0000-4000-8000-000000000000', {
      key: key(),
      headers: { 'If-None-Match': '*' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});
