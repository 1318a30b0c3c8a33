// An Idempotency-Key replay is the first answer itself (docs/api.md#idempotency): the same status, the same bytes of
// body — key order, spacing and every value — and the same Content-Type, for every POST of the OpenAPI document.
// Stored as jsonb alone, a body came back with its keys reordered; the answer's exact text is what is kept now.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSecrets } from '../fixtures/app-server';
import { pdfWith } from '~/server/testing/sample-files';
import { api, fixtures } from '../fixtures/fixtures';

const key = () => fixtures().orgB.fullKey;
let projectId = '';
let projectStart = '';
let budgetLineId = '';
let reportId = '';
let pursuitId = '';
let templateId = '';
const cleanup: string[] = [];

/** A body each POST accepts, made fresh (and unique) per call. */
const bodies: Record<string, () => unknown> = {
  '/missions': () => ({ name: `Replay mission ${randomUUID()}`, keywords: ['literacy', 'rural'], amountMax: 9000 }),
  '/pursuits': () => ({ title: `Replay pursuit ${randomUUID()}`, stage: 'qualifying' }),
  '/projects/{id}/tasks': () => ({ title: `Replay deliverable ${randomUUID()}` }),
  '/projects/{id}/expenses': () => ({
    budgetLineId,
    date: projectStart,
    amountCents: -4_250,
    vendor: 'Replay vendor',
    reference: `replay-${randomUUID()}`,
  }),
  '/projects/{id}/funder-reports': () => ({
    kind: 'progress',
    title: `Replay report ${randomUUID()}`,
    frequency: 'quarterly',
    firstDueDate: '2031-01-31',
    endDate: '2031-12-31',
  }),
  '/projects/{id}/funder-reports/{reportId}/submit': () => ({ documentIds: [documentId] }),
  '/pursuits/{id}/requirements': () => ({ kind: 'narrative', title: `Replay item ${randomUUID()}` }),
  '/pursuits/{id}/requirements/apply-template': () => ({ templateId }),
  '/requirement-templates': () => ({
    name: `Replay template ${randomUUID()}`,
    items: [{ kind: 'form', title: 'SF-424', dueDaysBeforeDeadline: 7 }],
  }),
  '/boilerplate': () => ({ title: `Replay answer ${randomUUID()}`, body: 'Since 1987…', tags: ['history'] }),
  '/saved-searches': () => ({ name: `Replay search ${randomUUID()}`, filters: { q: 'literacy' } }),
  '/webhooks': () => ({
    url: `http://127.0.0.1:9/replay/${randomUUID()}`,
    eventTypes: ['task.completed', 'grant.found'],
    enabled: false,
  }),
};

/** The CSV imports (the file is the body): a row for the project's budget line, its reference made unique per key. */
const IMPORTS = ['/projects/{id}/expenses/import'];

/** The uploads, and how many versions the document has after one of them (the replay adds none). */
const UPLOADS: Record<string, number> = { '/documents': 1, '/documents/{id}/versions': 2 };
let documentId = '';

async function raw(path: string, init: { method: string; body?: unknown; headers?: Record<string, string> }) {
  const res = await fetch(`${fixtures().baseUrl}/api/v1${path}`, {
    method: init.method,
    headers: { 'X-API-Key': key(), 'Content-Type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

let posts: string[] = [];

beforeAll(async () => {
  const doc = (await api('/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  posts = Object.entries(doc.paths)
    .filter(([, ops]) => 'post' in ops)
    .map(([path]) => path);
  const pursuit = await api('/pursuits', {
    method: 'POST',
    key: key(),
    body: { title: `Replay award ${randomUUID()}`, stage: 'submitted' },
  });
  const won = await api(`/pursuits/${pursuit.body.id}`, {
    method: 'PATCH',
    key: key(),
    body: { status: 'won', amountAwarded: 1200 },
  });
  expect(won.status, JSON.stringify(won.body)).toBe(200);
  projectId = won.body.project.id;
  projectStart = won.body.project.startDate;
  const budget = await api(`/projects/${projectId}/budget`, {
    method: 'PUT',
    key: key(),
    body: { lines: [{ category: 'supplies', description: 'Replay line', amountCents: 120_000 }] },
  });
  expect(budget.status, JSON.stringify(budget.body)).toBe(200);
  budgetLineId = budget.body.lines[0].id;
  const report = await api(`/projects/${projectId}/funder-reports`, {
    method: 'POST',
    key: key(),
    body: { kind: 'financial', title: 'Replay submitted', frequency: 'monthly', firstDueDate: '2031-01-31' },
  });
  expect(report.status, JSON.stringify(report.body)).toBe(201);
  reportId = report.body.id;
  // A pursuit whose checklist the requirement POSTs add to, and a template to apply to it.
  const drafting = await api('/pursuits', {
    method: 'POST',
    key: key(),
    body: { title: `Replay checklist ${randomUUID()}`, stage: 'drafting', deadline: '2027-06-30' },
  });
  expect(drafting.status).toBe(201);
  pursuitId = drafting.body.id;
  const template = await api('/requirement-templates', {
    method: 'POST',
    key: key(),
    body: { name: `Replay applied ${randomUUID()}`, items: [{ kind: 'letter', title: 'Letters of support' }] },
  });
  expect(template.status).toBe(201);
  templateId = template.body.id;
  cleanup.push(`/requirement-templates/${templateId}`);
  // A document for the new-version upload.
  const form = new FormData();
  form.append('file', new Blob([pdfWith('replayed versions')]), 'versions.pdf');
  const upload = await fetch(`${fixtures().baseUrl}/api/v1/documents`, {
    method: 'POST',
    headers: { 'X-API-Key': key() },
    body: form,
  });
  expect(upload.status).toBe(201);
  documentId = ((await upload.json()) as { id: string }).id;
});

afterAll(async () => {
  for (const path of cleanup) await api(path, { method: 'DELETE', key: key() });
});

describe('a replayed POST is byte-identical to the first answer', () => {
  it('covers every POST of the document', () => {
    expect(posts.sort()).toEqual([...Object.keys(bodies), ...Object.keys(UPLOADS), ...IMPORTS].sort());
  });

  it.each(Object.keys(bodies))('POST %s', async (template) => {
    const path = template
      .replace('{id}', template.startsWith('/projects/') ? projectId : pursuitId)
      .replace('{reportId}', reportId);
    const body = bodies[template]!();
    const idempotencyKey = randomUUID();
    const headers = { 'Idempotency-Key': idempotencyKey };
    const first = await raw(path, { method: 'POST', body, headers });
    // A submission changes an instance of the report (200); every other POST creates something (201).
    expect(first.status, first.bytes.toString()).toBe(template.endsWith('/submit') ? 200 : 201);
    const created = JSON.parse(first.bytes.toString()) as { id: string; secret?: string };
    if (created.secret) recordSecrets('idempotent-replay', [created.secret]);
    if (['/missions', '/saved-searches', '/webhooks', '/requirement-templates', '/boilerplate'].includes(template))
      cleanup.push(`${template}/${created.id}`);

    // Later, so that anything computed at answer time (a timestamp, a clock) would differ if recomputed.
    await new Promise((r) => setTimeout(r, 1_100));
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body as Record<string, unknown>).reverse());
    const replay = await raw(path, { method: 'POST', body: reordered, headers });
    expect(replay.status).toBe(first.status);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(replay.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(replay.bytes.equals(first.bytes), `${replay.bytes.toString()}\n≠\n${first.bytes.toString()}`).toBe(true);
  });

  // Uploads (multipart): the key names the form, its fields and its file; the same key with another file is a conflict.
  it.each(Object.keys(UPLOADS))('POST %s (an upload)', async (template) => {
    const path = template.replace('{id}', documentId);
    const idempotencyKey = randomUUID();
    const send = (text: string) => {
      const form = new FormData();
      form.append('file', new Blob([pdfWith(text)]), 'replay.pdf');
      return fetch(`${fixtures().baseUrl}/api/v1${path}`, {
        method: 'POST',
        headers: { 'X-API-Key': key(), 'Idempotency-Key': idempotencyKey },
        body: form,
      });
    };
    const first = await send(`replay ${idempotencyKey}`);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(first.status, firstBytes.toString()).toBe(201);
    await new Promise((r) => setTimeout(r, 1_100));
    const replay = await send(`replay ${idempotencyKey}`);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(Buffer.from(await replay.arrayBuffer()).equals(firstBytes)).toBe(true);
    const other = await send('another file');
    expect(other.status).toBe(409);
    expect(((await other.json()) as { code: string }).code).toBe('IDEMPOTENCY_CONFLICT');
    const document = await api(`/documents/${(JSON.parse(firstBytes.toString()) as { id: string }).id}`, {
      key: key(),
    });
    expect(document.body.versions).toHaveLength(UPLOADS[template]!);
  });

  // A CSV import: the key names the file's bytes; the same key with another file is a conflict.
  it.each(IMPORTS)('POST %s (a CSV import)', async (template) => {
    const path = template.replace('{id}', projectId);
    const idempotencyKey = randomUUID();
    const csv = (reference: string) =>
      `date,amount,budgetLineId,reference\r\n${projectStart},"$1,000.00",${budgetLineId},${reference}\r\n`;
    const send = (body: string) =>
      fetch(`${fixtures().baseUrl}/api/v1${path}`, {
        method: 'POST',
        headers: { 'X-API-Key': key(), 'Idempotency-Key': idempotencyKey, 'Content-Type': 'text/csv' },
        body,
      });
    const first = await send(csv(`replay-${idempotencyKey}`));
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(first.status, firstBytes.toString()).toBe(200);
    await new Promise((r) => setTimeout(r, 1_100));
    const replay = await send(csv(`replay-${idempotencyKey}`));
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(Buffer.from(await replay.arrayBuffer()).equals(firstBytes)).toBe(true);
    const other = await send(csv(`another-${idempotencyKey}`));
    expect(other.status).toBe(409);
    expect(((await other.json()) as { code: string }).code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('created one resource per key (the replay made nothing)', async () => {
    const list = await api('/webhooks?limit=100', { key: key() });
    const replayed = list.body.data.filter((e: { url: string }) => e.url.includes('/replay/'));
    expect(replayed).toHaveLength(1);
  });
});
