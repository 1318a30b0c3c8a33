// Funder reports over REST (docs/post-award.md#funder-reports): a round trip (create, list, change, submit with a
// document, delete), schedules over month ends and 29 February, each bad input replayed and shown to change nothing,
// another organization's project or report a 404, and who may read or change them.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfWith } from '~/server/testing/sample-files';
import { api, fixtures, type ApiResponse } from '../fixtures/fixtures';

const f = () => fixtures();
const key = () => f().orgA.fullKey;
const START = '2028-01-01';
const END = '2028-12-31';

let projectId = '';
let otherProjectId = '';

async function wonProject(k = key()) {
  const pursuit = await api('/pursuits', {
    method: 'POST',
    key: k,
    body: { title: `Funder reports ${randomUUID()}`, stage: 'submitted' },
  });
  const won = await api(`/pursuits/${pursuit.body.id}`, {
    method: 'PATCH',
    key: k,
    body: { status: 'won', amountAwarded: 1_000, projectStartDate: START, projectEndDate: END },
  });
  expect(won.status, JSON.stringify(won.body)).toBe(200);
  return won.body.project.id as string;
}

async function upload(k: string, text: string) {
  const form = new FormData();
  form.append('file', new Blob([pdfWith(text)]), 'report.pdf');
  const res = await fetch(`${f().baseUrl}/api/v1/documents`, {
    method: 'POST',
    headers: { 'X-API-Key': k },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const base = () => `/projects/${projectId}/funder-reports`;
const list = (k = key()) => api(`${base()}?limit=100`, { key: k });
const create = (body: unknown, k = key(), headers?: Record<string, string>) =>
  api(base(), { method: 'POST', key: k, body, headers });
const patch = (id: string, body: unknown, k = key()) => api(`${base()}/${id}`, { method: 'PATCH', key: k, body });
const submit = (id: string, body: unknown, k = key()) =>
  api(`${base()}/${id}/submit`, { method: 'POST', key: k, body });

beforeAll(async () => {
  projectId = await wonProject();
  otherProjectId = await wonProject();
});

describe('funder reports', () => {
  it('round trip: monthly from 31 January of a leap year, a change, a submission with a document, a deletion', async () => {
    expect((await list()).body).toEqual({ data: [], pagination: { limit: 100, offset: 0, total: 0, hasMore: false } });
    const idempotencyKey = randomUUID();
    const body = {
      kind: 'financial',
      title: 'Monthly financial report',
      frequency: 'monthly',
      firstDueDate: '2028-01-31',
      endDate: '2028-05-31',
    };
    const created = await create(body, key(), { 'Idempotency-Key': idempotencyKey });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ projectId, ...body });
    expect(created.body.instances.map((i: any) => i.dueDate)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
    ]);
    expect(created.body.instances[0]).toMatchObject({ submittedAt: null, submittedBy: null, documentIds: [] });
    // The same key and body: the same answer, nothing created twice.
    const replay = await create(body, key(), { 'Idempotency-Key': idempotencyKey });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(created.body.id);

    // Quarterly without an end date runs to the project's end: 31 January, 30 April, 31 July, 31 October.
    const quarterly = await create({
      kind: 'progress',
      title: 'Quarterly progress',
      frequency: 'quarterly',
      firstDueDate: '2028-01-31',
    });
    expect(quarterly.status).toBe(201);
    expect(quarterly.body.instances.map((i: any) => i.dueDate)).toEqual([
      '2028-01-31',
      '2028-04-30',
      '2028-07-31',
      '2028-10-31',
    ]);
    expect(quarterly.body.endDate).toBeNull();
    const listed = await list();
    expect(listed.body.pagination.total).toBe(2);
    expect(listed.body.data.map((r: any) => r.id)).toEqual([created.body.id, quarterly.body.id]);
    const paged = await api(`${base()}?limit=1&offset=1`, { key: key() });
    expect(paged.body).toMatchObject({ data: [{ id: quarterly.body.id }], pagination: { total: 2, hasMore: false } });

    // Submit: the earliest unsubmitted instance, with a document of the organization.
    const document = await upload(key(), 'quarterly narrative');
    const sent = await submit(quarterly.body.id, { documentIds: [document] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.submitted).toMatchObject({
      id: quarterly.body.instances[0].id,
      dueDate: '2028-01-31',
      status: 'submitted',
      documentIds: [document],
    });
    expect(sent.body.submitted.submittedBy).toMatch(/^api_key:/);
    // The same instance again: 409, and it stays as it was.
    const again = await submit(quarterly.body.id, { instanceId: quarterly.body.instances[0].id, documentIds: [] });
    expect([again.status, again.body.code]).toEqual([409, 'CONFLICT']);
    // An explicit instance.
    const october = quarterly.body.instances[3].id;
    const explicit = await submit(quarterly.body.id, { instanceId: october, documentIds: [] });
    expect(explicit.body.submitted).toMatchObject({ id: october, status: 'submitted' });

    // A change to semiannual from 29 February: the submitted 31 January and 31 October stay, unsubmitted ones are
    // regenerated (29 February, 29 August).
    const changed = await patch(quarterly.body.id, { frequency: 'semiannual', firstDueDate: '2028-02-29' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.instances.map((i: any) => [i.dueDate, i.status === 'submitted'])).toEqual([
      ['2028-01-31', true],
      ['2028-02-29', false],
      ['2028-08-29', false],
      ['2028-10-31', true],
    ]);
    // Events: one funder_report.submitted per submission.
    const events = await api('/events?type=funder_report.submitted&limit=100', { key: key() });
    expect(events.status).toBe(200);
    const ours = events.body.data.filter((e: any) => e.data.report.id === quarterly.body.id);
    expect(ours.map((e: any) => e.data.instance.id).sort()).toEqual([quarterly.body.instances[0].id, october].sort());

    // Deleting: a report with submissions is kept (409); one without goes.
    const kept = await api(`${base()}/${quarterly.body.id}`, { method: 'DELETE', key: key() });
    expect([kept.status, kept.body.code]).toEqual([409, 'CONFLICT']);
    const deleted = await api(`${base()}/${created.body.id}`, { method: 'DELETE', key: key() });
    expect([deleted.status, deleted.body]).toEqual([200, { id: created.body.id, deleted: true }]);
    expect((await list()).body.data.map((r: any) => r.id)).toEqual([quarterly.body.id]);
    // The trail: created, updated, deleted, submitted.
    const trail = await api(`/audit-log?targetType=funder_report&targetId=${quarterly.body.id}`, { key: key() });
    expect(trail.body.data.map((r: any) => r.action).sort()).toEqual([
      'funder_report.created',
      'funder_report.updated',
    ]);
  });

  it('bad input is a 400 (or 404 for a document of another organization) and changes nothing', async () => {
    const report = await create({ kind: 'final', title: 'Final report', frequency: 'once', firstDueDate: END });
    expect(report.status).toBe(201);
    const reportId = report.body.id as string;
    const betaDocument = await upload(f().orgB.fullKey, 'beta report');
    const valid = { kind: 'progress', title: 'A report', frequency: 'annual', firstDueDate: '2028-03-31' };
    const cases: [string, () => Promise<ApiResponse<any>>, number, RegExp][] = [
      ['30 February', () => create({ ...valid, firstDueDate: '2028-02-30' }), 400, /firstDueDate/],
      ['29 February of a common year', () => create({ ...valid, firstDueDate: '2027-02-29' }), 400, /firstDueDate/],
      ['a date in 3000', () => create({ ...valid, firstDueDate: '3000-01-01' }), 400, /firstDueDate/],
      ['a date in 1899', () => create({ ...valid, firstDueDate: '1899-12-31' }), 400, /firstDueDate/],
      ['not a date', () => create({ ...valid, firstDueDate: 'soon' }), 400, /firstDueDate/],
      ['endDate before firstDueDate', () => create({ ...valid, endDate: '2028-03-30' }), 400, /endDate/],
      ['an unknown kind', () => create({ ...valid, kind: 'narrative' }), 400, /kind/],
      ['an unknown frequency', () => create({ ...valid, frequency: 'weekly' }), 400, /frequency/],
      ['a blank title', () => create({ ...valid, title: '   ' }), 400, /title/],
      ['a missing title', () => create({ ...valid, title: undefined }), 400, /title/],
      ['an empty change', () => patch(reportId, {}), 400, /./],
      ['a change to endDate before firstDueDate', () => patch(reportId, { endDate: '2028-12-30' }), 400, /endDate/],
      ['a change to an unknown frequency', () => patch(reportId, { frequency: 'daily' }), 400, /frequency/],
      ['documentIds not an array', () => submit(reportId, { documentIds: 'x' }), 400, /documentIds/],
      ['a malformed document id', () => submit(reportId, { documentIds: ['nope'] }), 400, /documentIds/],
      ['a malformed instance id', () => submit(reportId, { instanceId: 'x', documentIds: [] }), 400, /instanceId/],
      ["another organization's document", () => submit(reportId, { documentIds: [betaDocument] }), 404, /Document/],
      ['an unknown instance', () => submit(reportId, { instanceId: randomUUID(), documentIds: [] }), 404, /instance/],
      ['an unknown report', () => patch(randomUUID(), { title: 'x' }), 404, /Funder report/],
      ['a title over 200 characters', () => create({ ...valid, title: 'x'.repeat(201) }), 400, /title/],
      [
        'more than 20 documents',
        () => submit(reportId, { documentIds: Array.from({ length: 21 }, () => randomUUID()) }),
        400,
        /documentIds/,
      ],
      [
        "a report of the organization's other project",
        () =>
          api(`/projects/${otherProjectId}/funder-reports/${reportId}`, {
            method: 'PATCH',
            key: key(),
            body: { title: 'x' },
          }),
        404,
        /Funder report/,
      ],
    ];
    const before = (await list()).body;
    for (const [label, request, status, message] of cases) {
      const res = await request();
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.error, label).toMatch(message);
      expect(JSON.stringify(res.body), label).not.toMatch(/\bat \/|stack/);
    }
    expect((await list()).body, 'a refused request changed something').toEqual(before);
    await api(`/documents/${betaDocument}`, { method: 'DELETE', key: f().orgB.fullKey });
  });

  it("another organization's project or report is a 404 for every operation, and nothing of it changes", async () => {
    const before = (await list()).body;
    const report = before.data[0];
    const beta = f().orgB.fullKey;
    const betaProjectId = await wonProject(beta);
    const answers = await Promise.all([
      list(beta),
      create({ kind: 'other', title: 'x', frequency: 'once', firstDueDate: START }, beta),
      patch(report.id, { title: 'taken over' }, beta),
      submit(report.id, { documentIds: [] }, beta),
      api(`${base()}/${report.id}`, { method: 'DELETE', key: beta }),
    ]);
    expect(answers.map((a) => [a.status, (a.body as any).code])).toEqual(Array(5).fill([404, 'NOT_FOUND']));
    // Alpha's report under beta's own project: still 404.
    const crossed = await api(`/projects/${betaProjectId}/funder-reports/${report.id}`, {
      method: 'PATCH',
      key: beta,
      body: { title: 'taken over' },
    });
    expect([crossed.status, crossed.body.code]).toEqual([404, 'NOT_FOUND']);
    // Beta's own report, submitted with alpha's instance id: 404, and alpha's instance stays unsubmitted.
    const betaBase = `/projects/${betaProjectId}/funder-reports`;
    const own = await api(betaBase, {
      method: 'POST',
      key: beta,
      body: { kind: 'other', title: 'beta report', frequency: 'once', firstDueDate: START },
    });
    expect(own.status).toBe(201);
    const stolen = await api(`${betaBase}/${own.body.id}/submit`, {
      method: 'POST',
      key: beta,
      body: { instanceId: report.instances.find((i: any) => !i.submittedAt).id, documentIds: [] },
    });
    expect([stolen.status, stolen.body.code]).toEqual([404, 'NOT_FOUND']);
    await api(`${betaBase}/${own.body.id}`, { method: 'DELETE', key: beta });
    expect((await list()).body).toEqual(before);
  });

  it('VIEW_BUDGETS reads, MANAGE_BUDGETS changes: keys and roles', async () => {
    const before = (await list()).body;
    const reportId = before.data[0].id;
    const readKey = f().orgA.readKey;
    const read = await list(readKey);
    expect([read.status, read.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(read.body.error).toMatch(/VIEW_BUDGETS/);
    for (const who of ['viewer', 'member'] as const) {
      const headers = { Authorization: `Bearer ${f().users[who].idToken}` };
      expect((await api(`${base()}?limit=100`, { headers })).status, who).toBe(200);
      const writes = [
        await api(base(), {
          method: 'POST',
          headers,
          body: { kind: 'other', title: 'x', frequency: 'once', firstDueDate: START },
        }),
        await api(`${base()}/${reportId}`, { method: 'PATCH', headers, body: { title: 'x' } }),
        await api(`${base()}/${reportId}/submit`, { method: 'POST', headers, body: { documentIds: [] } }),
        await api(`${base()}/${reportId}`, { method: 'DELETE', headers }),
      ];
      for (const res of writes) {
        expect([res.status, res.body.code], who).toEqual([403, 'FORBIDDEN']);
        expect(res.body.error).toMatch(/MANAGE_BUDGETS/);
      }
    }
    // The portal token holds the default permissions: no budgets, so no funder reports.
    const portal = await api(`${base()}?limit=100`, { headers: { Authorization: `Bearer ${f().orgA.portalToken}` } });
    expect([portal.status, portal.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await list()).body).toEqual(before);
  });
});
