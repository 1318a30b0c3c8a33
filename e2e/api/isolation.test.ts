// Object-level isolation, generated from the OpenAPI document: every operation that takes an id, called with
// another organization's credential on this organization's ids → 404; no list holds another organization's rows.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfWith } from '~/server/testing/sample-files';
import { api, fixtures } from '../fixtures/fixtures';

/** One of alpha's resources for each kind of id an operation takes (add one when a new resource appears). */
const alphaIds: Record<string, string> = {};
/** The first day of alpha's project: an expense dated then is valid but for the organization. */
let alphaProjectStart = '';

beforeAll(async () => {
  const f = fixtures();
  const mission = await api('/missions', {
    method: 'POST',
    key: f.orgA.fullKey,
    body: { name: `isolation ${randomUUID()}` },
  });
  expect(mission.status).toBe(201);
  alphaIds['/missions/{id}'] = mission.body.id;
  alphaIds['/grants/{id}'] = f.privateGrantId;
  const pursuit = await api('/pursuits', {
    method: 'POST',
    key: f.orgA.fullKey,
    body: { title: `isolation ${randomUUID()}`, stage: 'submitted' },
  });
  expect(pursuit.status).toBe(201);
  alphaIds['/pursuits/{id}'] = pursuit.body.id;
  // An application template and an item of the pursuit's checklist (docs/applications.md).
  const template = await api('/requirement-templates', {
    method: 'POST',
    key: f.orgA.fullKey,
    body: { name: `isolation ${randomUUID()}`, items: [{ kind: 'form', title: 'isolation item' }] },
  });
  expect(template.status, JSON.stringify(template.body)).toBe(201);
  alphaIds['/requirement-templates/{id}'] = template.body.id;
  const requirement = await api(`/pursuits/${pursuit.body.id}/requirements`, {
    method: 'POST',
    key: f.orgA.fullKey,
    body: { kind: 'form', title: 'isolation requirement' },
  });
  expect(requirement.status, JSON.stringify(requirement.body)).toBe(201);
  alphaIds['{requirementId}'] = requirement.body.id;
  // An answer of the boilerplate library (its version 1 is read by /boilerplate/{id}/versions/{version}).
  const answer = await api('/boilerplate', {
    method: 'POST',
    key: f.orgA.fullKey,
    body: { title: `isolation ${randomUUID()}`, body: 'isolation answer', tags: ['isolation'] },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  alphaIds['/boilerplate/{id}'] = answer.body.id;
  // A second one, won: its project and deliverables.
  const won = await api('/pursuits', {
    method: 'POST',
    key: f.orgA.fullKey,
    body: { title: `isolation won ${randomUUID()}`, stage: 'submitted' },
  });
  const project = (
    await api(`/pursuits/${won.body.id}`, { method: 'PATCH', key: f.orgA.fullKey, body: { status: 'won' } })
  ).body.project;
  alphaIds['/projects/{id}'] = project.id;
  const tasks = await api(`/projects/${project.id}/tasks`, { key: f.orgA.fullKey });
  alphaIds['{taskId}'] = tasks.body.data[0].id;
  // Its budget, one line, and an expense on it (docs/post-award.md).
  const budget = await api(`/projects/${project.id}/budget`, {
    method: 'PUT',
    key: f.orgA.fullKey,
    body: { lines: [{ category: 'supplies', description: 'isolation line', amountCents: 10_000 }] },
  });
  expect(budget.status, JSON.stringify(budget.body)).toBe(200);
  alphaIds['{budgetLineId}'] = budget.body.lines[0].id;
  const expense = await api(`/projects/${project.id}/expenses`, {
    method: 'POST',
    key: f.orgA.fullKey,
    body: { budgetLineId: alphaIds['{budgetLineId}'], date: project.startDate, amountCents: 2_500 },
  });
  expect(expense.status, JSON.stringify(expense.body)).toBe(201);
  alphaIds['{expenseId}'] = expense.body.id;
  alphaProjectStart = project.startDate;
  // A funder report of it (docs/post-award.md#funder-reports).
  const report = await api(`/projects/${project.id}/funder-reports`, {
    method: 'POST',
    key: f.orgA.fullKey,
    body: { kind: 'progress', title: 'isolation report', frequency: 'once', firstDueDate: project.startDate },
  });
  expect(report.status, JSON.stringify(report.body)).toBe(201);
  alphaIds['{reportId}'] = report.body.id;
  // Saved with an API key: the organization's shared search, the kind beta's keys would see if anything leaked.
  const search = await api('/saved-searches', {
    method: 'POST',
    key: f.orgA.fullKey,
    body: { name: `isolation ${randomUUID()}`, filters: { q: 'literacy' } },
  });
  expect(search.status).toBe(201);
  alphaIds['/saved-searches/{id}'] = search.body.id;
  // A webhook endpoint on a loopback port nothing listens on, disabled: nothing leaves the machine.
  const webhook = await api('/webhooks', {
    method: 'POST',
    key: f.orgA.fullKey,
    body: { url: 'http://127.0.0.1:9/isolation', description: 'isolation', enabled: false },
  });
  expect(webhook.status, JSON.stringify(webhook.body)).toBe(201);
  alphaIds['/webhooks/{id}'] = webhook.body.id;
  // A document (multipart: the file is its body).
  const form = new FormData();
  form.append('title', 'isolation document');
  form.append('file', new Blob([pdfWith('isolation')]), 'isolation.pdf');
  const upload = await fetch(`${f.baseUrl}/api/v1/documents`, {
    method: 'POST',
    headers: { 'X-API-Key': f.orgA.fullKey },
    body: form,
  });
  expect(upload.status).toBe(201);
  alphaIds['/documents/{id}'] = ((await upload.json()) as { id: string }).id;
});

// Endpoints are few per organization (10): give the slot back to the files that follow, and take the rest away too.
afterAll(async () => {
  if (alphaIds['/boilerplate/{id}'])
    await api(`/boilerplate/${alphaIds['/boilerplate/{id}']}`, { method: 'DELETE', key: fixtures().orgA.fullKey });
  if (alphaIds['/requirement-templates/{id}'])
    await api(`/requirement-templates/${alphaIds['/requirement-templates/{id}']}`, {
      method: 'DELETE',
      key: fixtures().orgA.fullKey,
    });
  if (alphaIds['/webhooks/{id}'])
    await api(`/webhooks/${alphaIds['/webhooks/{id}']}`, { method: 'DELETE', key: fixtures().orgA.fullKey });
  if (alphaIds['/documents/{id}'])
    await api(`/documents/${alphaIds['/documents/{id}']}`, { method: 'DELETE', key: fixtures().orgA.fullKey });
});

async function operations() {
  const doc = (await api('/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })),
  );
}

// Bodies valid for every operation of the method, so that only the foreign id can make them fail.
const bodyFor = (method: string) =>
  method === 'PATCH'
    ? { name: 'taken over', notes: 'taken over', title: 'taken over', description: 'taken over' }
    : method === 'POST'
      ? {
          title: 'x',
          name: 'x',
          kind: 'other',
          templateId: alphaIds['/requirement-templates/{id}'],
          budgetLineId: alphaIds['{budgetLineId}'],
          date: alphaProjectStart,
          amountCents: 1,
          frequency: 'once',
          firstDueDate: alphaProjectStart,
          documentIds: [],
        }
      : method === 'PUT'
        ? { lines: [] }
        : undefined;

describe('object-level isolation', () => {
  it('every operation with an id answers 404 to another organization, and 2xx to the owner', async () => {
    const f = fixtures();
    const withId = (await operations()).filter((op) => op.path.includes('{'));
    expect(withId.length).toBeGreaterThan(0);
    let cases = 0;
    for (const op of withId) {
      const template = Object.keys(alphaIds).find((t) => op.path.startsWith(t));
      if (!template) throw new Error(`No alpha resource for ${op.method} ${op.path}: add one to alphaIds`);
      const path = op.path
        .replace(template, template.replace('{id}', alphaIds[template]!))
        .replace('{taskId}', alphaIds['{taskId}']!)
        .replace('{requirementId}', alphaIds['{requirementId}']!)
        .replace('{expenseId}', alphaIds['{expenseId}']!)
        .replace('{reportId}', alphaIds['{reportId}']!)
        .replace('{version}', '1');
      const res = await api(path, { method: op.method, key: f.orgB.fullKey, body: bodyFor(op.method) });
      expect(res.status, `${op.method} ${op.path} as beta`).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
      cases++;
    }
    // The owner still has them, unchanged.
    expect((await api(`/grants/${f.privateGrantId}`, { key: f.orgA.fullKey })).status).toBe(200);
    const missions = await api('/missions?limit=100', { key: f.orgA.fullKey });
    const mission = missions.body.data.find((m: any) => m.id === alphaIds['/missions/{id}']);
    expect(mission.name).toMatch(/^isolation /);
    expect((await api(`/pursuits/${alphaIds['/pursuits/{id}']}`, { key: f.orgA.fullKey })).body.notes).toBeNull();
    const tasks = await api(`/projects/${alphaIds['/projects/{id}']}/tasks`, { key: f.orgA.fullKey });
    expect(tasks.body.data.map((t: any) => t.title)).not.toContain('taken over');
    expect(tasks.body.data.map((t: any) => t.title)).not.toContain('x');
    const budget = await api(`/projects/${alphaIds['/projects/{id}']}/budget`, { key: f.orgA.fullKey });
    expect(budget.body).toMatchObject({ revision: 1, totals: { budgetedCents: 10_000, spentCents: 2_500 } });
    const expenses = await api(`/projects/${alphaIds['/projects/{id}']}/expenses`, { key: f.orgA.fullKey });
    expect(expenses.body.data.map((e: any) => e.id)).toEqual([alphaIds['{expenseId}']]);
    const reports = await api(`/projects/${alphaIds['/projects/{id}']}/funder-reports`, { key: f.orgA.fullKey });
    expect(reports.body.data.map((r: any) => [r.id, r.title, r.instances[0].submittedAt])).toEqual([
      [alphaIds['{reportId}'], 'isolation report', null],
    ]);
    const searches = await api('/saved-searches?limit=100', { key: f.orgA.fullKey });
    expect(searches.body.data.find((s: any) => s.id === alphaIds['/saved-searches/{id}']).name).toMatch(/^isolation /);
    const checklist = await api(`/pursuits/${alphaIds['/pursuits/{id}']}/requirements`, { key: f.orgA.fullKey });
    expect(checklist.body.data.map((r: any) => [r.id, r.title, r.status])).toEqual([
      [alphaIds['{requirementId}'], 'isolation requirement', 'todo'],
    ]);
    const template = await api(`/requirement-templates/${alphaIds['/requirement-templates/{id}']}`, {
      key: f.orgA.fullKey,
    });
    expect(template.body.name).toMatch(/^isolation /);
    const answer = await api(`/boilerplate/${alphaIds['/boilerplate/{id}']}`, { key: f.orgA.fullKey });
    expect(answer.body).toMatchObject({ body: 'isolation answer', version: 1 });
    expect(answer.body.title).toMatch(/^isolation /);
    const webhook = await api(`/webhooks/${alphaIds['/webhooks/{id}']}`, { key: f.orgA.fullKey });
    expect(webhook.body).toMatchObject({
      url: 'http://127.0.0.1:9/isolation',
      description: 'isolation',
      enabled: false,
    });
    const document = await api(`/documents/${alphaIds['/documents/{id}']}`, { key: f.orgA.fullKey });
    expect(document.body).toMatchObject({ title: 'isolation document', version: 1, portalVisible: false });
    expect(cases).toBe(withId.length);
  });

  it('no list ever holds another organization’s rows', async () => {
    const f = fixtures();
    const lists = (await operations()).filter(
      (op) => op.method === 'GET' && !op.path.includes('{') && op.path !== '/health',
    );
    const alpha = new Set(Object.values(alphaIds));
    for (const op of lists) {
      const seen: string[] = [];
      for (let offset = 0; offset < 1000; offset += 100) {
        const page = await api(
          `${op.path}?limit=100&offset=${offset}${op.path === '/grants' ? '&status=posted,forecasted,closed,archived' : ''}`,
          {
            key: f.orgB.fullKey,
          },
        );
        expect(page.status, op.path).toBe(200);
        if (!page.body.pagination) break; // not a list (the report)
        seen.push(...page.body.data.map((row: any) => row.id));
        if (!page.body.pagination.hasMore) break;
      }
      expect(
        seen.filter((id) => alpha.has(id)),
        op.path,
      ).toEqual([]);
    }
  });
});
