// Requirement checklists and application templates over REST (docs/applications.md): CRUD, a template applied when a
// pursuit is created and later, the progress on every pursuit answer, the order a PATCH of `position` makes, the
// submission rule (409 REQUIREMENTS_INCOMPLETE naming the open items, or an acknowledged move in the history and the
// audit trail), bad input refused with nothing changed, and the due dates in the calendar feed.
import ICAL from 'ical.js';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordSecrets } from '../fixtures/app-server';
import { signIn } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';

const key = () => fixtures().orgA.fullKey;
const deadline = '2027-10-15';
let templateId = '';

const post = (path: string, body: unknown, k = key()) => api(path, { method: 'POST', key: k, body });
const patch = (path: string, body: unknown, k = key()) => api(path, { method: 'PATCH', key: k, body });
const del = (path: string, k = key()) => api(path, { method: 'DELETE', key: k });
const checklist = async (pursuitId: string, k = key()) => {
  const res = await api(`/pursuits/${pursuitId}/requirements?limit=100`, { key: k });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as any[];
};

beforeAll(async () => {
  const created = await post('/requirement-templates', {
    name: `Federal ${randomUUID()}`,
    description: 'Grants.gov',
    items: [
      { kind: 'form', title: 'SF-424', dueDaysBeforeDeadline: 7 },
      { kind: 'budget', title: 'SF-424A', dueDaysBeforeDeadline: 7 },
      { kind: 'narrative', title: 'Project narrative', dueDaysBeforeDeadline: 10 },
      { kind: 'letter', title: 'Letters of support', required: false },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  templateId = created.body.id;
});

describe('application templates', () => {
  it('creates, reads, lists, renames, replaces items and deletes; a duplicate name is 409', async () => {
    const name = `Foundation ${randomUUID()}`;
    const created = await post('/requirement-templates', {
      name,
      items: [{ kind: 'narrative', title: 'Letter of inquiry' }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name,
      description: null,
      items: [
        {
          kind: 'narrative',
          title: 'Letter of inquiry',
          description: null,
          required: true,
          dueDaysBeforeDeadline: null,
        },
      ],
    });
    const id = created.body.id;
    expect((await api(`/requirement-templates/${id}`, { key: key() })).body.name).toBe(name);
    const list = await api('/requirement-templates?limit=100', { key: key() });
    expect(list.body.data.map((t: any) => t.id)).toContain(id);

    const dup = await post('/requirement-templates', { name, items: [] });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('CONFLICT');

    const renamed = await patch(`/requirement-templates/${id}`, {
      name: `${name} (2027)`,
      items: [{ kind: 'budget', title: 'Budget', dueDaysBeforeDeadline: 5 }],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.items).toEqual([
      { kind: 'budget', title: 'Budget', description: null, required: true, dueDaysBeforeDeadline: 5 },
    ]);
    expect((await del(`/requirement-templates/${id}`)).status).toBe(204);
    expect((await api(`/requirement-templates/${id}`, { key: key() })).status).toBe(404);
  });
});

describe('a pursuit’s checklist', () => {
  it('starts from a template at creation, with due dates from the deadline and progress on create, get and list', async () => {
    const created = await post('/pursuits', { title: `Checklist ${randomUUID()}`, deadline, templateId });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.requirementsProgress).toEqual({ total: 4, done: 0, requiredOpen: 3 });
    const items = await checklist(created.body.id);
    expect(items.map((i) => [i.position, i.title, i.status, i.dueDate, i.documentIds])).toEqual([
      [0, 'SF-424', 'todo', '2027-10-08', []],
      [1, 'SF-424A', 'todo', '2027-10-08', []],
      [2, 'Project narrative', 'todo', '2027-10-05', []],
      [3, 'Letters of support', 'todo', null, []],
    ]);

    // done and waived both count as done; an optional item open never counts as required open.
    await patch(`/pursuits/${created.body.id}/requirements/${items[0].id}`, { status: 'done' });
    await patch(`/pursuits/${created.body.id}/requirements/${items[1].id}`, { status: 'waived' });
    await patch(`/pursuits/${created.body.id}/requirements/${items[2].id}`, { status: 'in_progress' });
    const got = await api(`/pursuits/${created.body.id}`, { key: key() });
    expect(got.body.requirementsProgress).toEqual({ total: 4, done: 2, requiredOpen: 1 });
    const listed = await api('/pursuits?limit=100&sort=deadline', { key: key() });
    const row = listed.body.data.find((p: any) => p.id === created.body.id);
    expect(row.requirementsProgress).toEqual({ total: 4, done: 2, requiredOpen: 1 });
    // A pursuit without a checklist says so with zeros.
    expect(listed.body.data.every((p: any) => typeof p.requirementsProgress.total === 'number')).toBe(true);
  });

  it('adds, edits, reorders (move to index N, the others shift) and deletes items; the audit trail has each', async () => {
    const pursuit = (await post('/pursuits', { title: `Crud ${randomUUID()}` })).body;
    const path = `/pursuits/${pursuit.id}/requirements`;
    const titles = async () => (await checklist(pursuit.id)).map((i) => `${i.position}:${i.title}`);
    const ids: Record<string, string> = {};
    for (const title of ['A', 'B', 'C']) {
      const res = await post(path, { kind: 'form', title, description: `${title} form` });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ pursuitId: pursuit.id, title, required: true, status: 'todo', documentIds: [] });
      ids[title] = res.body.id;
    }
    const first = await post(path, { kind: 'registration', title: 'SAM.gov', position: 0, dueDate: '2027-09-01' });
    ids.SAM = first.body.id;
    expect(await titles()).toEqual(['0:SAM.gov', '1:A', '2:B', '3:C']);

    const moved = await patch(`${path}/${ids.C}`, { position: 1, ownerUserId: fixtures().users.member.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ position: 1, ownerUserId: fixtures().users.member.id });
    expect(await titles()).toEqual(['0:SAM.gov', '1:C', '2:A', '3:B']);
    await patch(`${path}/${ids.SAM}`, { position: 3 });
    expect(await titles()).toEqual(['0:C', '1:A', '2:B', '3:SAM.gov']);
    expect((await del(`${path}/${ids.A}`)).status).toBe(204);
    expect(await titles()).toEqual(['0:C', '1:B', '2:SAM.gov']);

    const trail = await api(`/audit-log?targetType=requirement&targetId=${ids.C}`, { key: key() });
    expect(trail.status).toBe(200);
    expect(trail.body.data.map((r: any) => r.action)).toEqual(['requirement.updated', 'requirement.created']);
    const gone = await api(`/audit-log?targetType=requirement&targetId=${ids.A}`, { key: key() });
    expect(gone.body.data[0].action).toBe('requirement.deleted');
  });

  it('applies a template to an existing pursuit, appending its items; the pursuit’s trail records it', async () => {
    const pursuit = (await post('/pursuits', { title: `Apply ${randomUUID()}` })).body;
    await post(`/pursuits/${pursuit.id}/requirements`, { kind: 'other', title: 'Board approval' });
    const applied = await post(`/pursuits/${pursuit.id}/requirements/apply-template`, { templateId });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect(applied.body.data.map((i: any) => [i.position, i.title, i.dueDate])).toEqual([
      [1, 'SF-424', null], // no deadline: no due dates
      [2, 'SF-424A', null],
      [3, 'Project narrative', null],
      [4, 'Letters of support', null],
    ]);
    const trail = await api(`/audit-log?targetType=pursuit&targetId=${pursuit.id}`, { key: key() });
    expect(trail.body.data[0]).toMatchObject({
      action: 'requirement_template.applied',
      changes: { templateId: [null, templateId], itemsAdded: [null, 4] },
    });
  });
});

describe('moving to submitted', () => {
  it('is 409 REQUIREMENTS_INCOMPLETE naming the open required items, and changes nothing', async () => {
    const pursuit = (
      await post('/pursuits', { title: `Submit ${randomUUID()}`, stage: 'drafting', deadline, templateId })
    ).body;
    const items = await checklist(pursuit.id);
    await patch(`/pursuits/${pursuit.id}/requirements/${items[0].id}`, { status: 'done' });

    const refused = await patch(`/pursuits/${pursuit.id}`, { stage: 'submitted' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('REQUIREMENTS_INCOMPLETE');
    expect(refused.body.error).toContain('"SF-424A"');
    expect(refused.body.error).toContain('"Project narrative"');
    expect(refused.body.issues).toEqual([
      { path: `requirements.${items[1].id}`, message: 'SF-424A' },
      { path: `requirements.${items[2].id}`, message: 'Project narrative' },
    ]);
    const after = await api(`/pursuits/${pursuit.id}`, { key: key() });
    expect(after.body).toMatchObject({ stage: 'drafting', updatedAt: pursuit.updatedAt });
    expect(after.body.history.map((h: any) => h.field)).not.toContain('requirementsAcknowledged');

    // Once they are done or waived, the move needs no acknowledgement.
    await patch(`/pursuits/${pursuit.id}/requirements/${items[1].id}`, { status: 'waived' });
    await patch(`/pursuits/${pursuit.id}/requirements/${items[2].id}`, { status: 'done' });
    const moved = await patch(`/pursuits/${pursuit.id}`, { stage: 'submitted' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.requirementsProgress).toEqual({ total: 4, done: 3, requiredOpen: 0 });
  });

  it('with acknowledgeIncomplete: true it moves, and the history and the audit trail name what was open', async () => {
    const pursuit = (await post('/pursuits', { title: `Ack ${randomUUID()}`, stage: 'drafting', templateId })).body;
    const moved = await patch(`/pursuits/${pursuit.id}`, { stage: 'submitted', acknowledgeIncomplete: true });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({
      stage: 'submitted',
      requirementsProgress: { total: 4, done: 0, requiredOpen: 3 },
    });
    const got = await api(`/pursuits/${pursuit.id}`, { key: key() });
    const ack = got.body.history.find((h: any) => h.field === 'requirementsAcknowledged');
    expect(ack).toMatchObject({ from: null, to: '3 required items open: SF-424; SF-424A; Project narrative' });
    expect(ack.actor).toMatch(/^api_key:/);
    const trail = await api(`/audit-log?targetType=pursuit&targetId=${pursuit.id}&limit=1`, { key: key() });
    expect(trail.body.data[0]).toMatchObject({
      action: 'pursuit.updated',
      changes: { stage: ['drafting', 'submitted'] },
    });
    expect(trail.body.data[0].changes.acknowledgedIncompleteRequirements[1].map((o: any) => o.title)).toEqual([
      'SF-424',
      'SF-424A',
      'Project narrative',
    ]);
  });
});

describe('bad input changes nothing', () => {
  let pursuitId = '';
  let itemId = '';
  let otherPursuitItem = '';
  let before: string;
  const snapshot = async () => JSON.stringify(await checklist(pursuitId));

  beforeAll(async () => {
    pursuitId = (await post('/pursuits', { title: `Guarded ${randomUUID()}`, templateId })).body.id;
    itemId = (await checklist(pursuitId))[0].id;
    const other = (await post('/pursuits', { title: `Other ${randomUUID()}`, templateId })).body.id;
    otherPursuitItem = (await checklist(other))[0].id;
    before = await snapshot();
  });

  it.each([
    ['an unknown kind', 'POST', { kind: 'essay', title: 'X' }, 'kind'],
    ['an unknown status', 'PATCH', { status: 'finished' }, 'status'],
    ['a title over 300 characters', 'POST', { kind: 'form', title: 'x'.repeat(301) }, 'title'],
    ['a blank title', 'PATCH', { title: '   ' }, 'title'],
    ['a negative position', 'PATCH', { position: -1 }, 'position'],
    ['an owner who is not a member', 'PATCH', { ownerUserId: randomUUID() }, 'ownerUserId'],
    ['an empty change', 'PATCH', {}, ''],
  ])('%s is 400', async (_label, method, body, field) => {
    const res =
      method === 'POST'
        ? await post(`/pursuits/${pursuitId}/requirements`, body)
        : await patch(`/pursuits/${pursuitId}/requirements/${itemId}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    if (field) expect(res.body.issues.map((i: any) => i.path)).toContain(field);
    expect(await snapshot()).toBe(before);
  });

  it('a requirementId of another pursuit is 400 naming it; of another organization, 404', async () => {
    for (const res of [
      await patch(`/pursuits/${pursuitId}/requirements/${otherPursuitItem}`, { status: 'done' }),
      await del(`/pursuits/${pursuitId}/requirements/${otherPursuitItem}`),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'requirementId', message: 'is an item of another pursuit' }]);
    }
    const beta = fixtures().orgB.fullKey;
    const betaPursuit = (await post('/pursuits', { title: `Beta ${randomUUID()}` }, beta)).body.id;
    const betaItem = (await post(`/pursuits/${betaPursuit}/requirements`, { kind: 'form', title: 'Beta item' }, beta))
      .body.id;
    expect((await patch(`/pursuits/${pursuitId}/requirements/${betaItem}`, { status: 'done' })).status).toBe(404);
    expect((await patch(`/pursuits/${betaPursuit}/requirements/${betaItem}`, { status: 'done' })).status).toBe(404);
    expect((await del(`/pursuits/${betaPursuit}/requirements/${betaItem}`)).status).toBe(404);
    expect((await api(`/pursuits/${betaPursuit}/requirements`, { key: key() })).status).toBe(404);
    expect((await post(`/pursuits/${betaPursuit}/requirements`, { kind: 'form', title: 'X' })).status).toBe(404);
    expect((await checklist(betaPursuit, beta)).map((i) => [i.title, i.status])).toEqual([['Beta item', 'todo']]);
    expect(await snapshot()).toBe(before);
  });

  it('another organization’s template is 404: applied, named at creation (no pursuit made), read, changed', async () => {
    const beta = fixtures().orgB.fullKey;
    const betaTemplate = (await post('/requirement-templates', { name: `Beta ${randomUUID()}`, items: [] }, beta)).body
      .id;
    expect(
      (await post(`/pursuits/${pursuitId}/requirements/apply-template`, { templateId: betaTemplate })).status,
    ).toBe(404);
    const title = `Never made ${randomUUID()}`;
    const refused = await post('/pursuits', { title, templateId: betaTemplate });
    expect(refused.status).toBe(404);
    const all = await api('/pursuits?limit=100&status=active,on_hold,won,lost,withdrawn', { key: key() });
    expect(all.body.data.map((p: any) => p.title)).not.toContain(title);
    expect((await api(`/requirement-templates/${betaTemplate}`, { key: key() })).status).toBe(404);
    expect((await patch(`/requirement-templates/${betaTemplate}`, { name: 'Taken over' })).status).toBe(404);
    expect((await del(`/requirement-templates/${betaTemplate}`)).status).toBe(404);
    expect((await api(`/requirement-templates/${betaTemplate}`, { key: beta })).body.name).not.toBe('Taken over');
    expect(await snapshot()).toBe(before);
  });

  it('a viewer and a key without MANAGE_PURSUITS read the checklist but get 403 on every write', async () => {
    const viewer = { Authorization: `Bearer ${fixtures().users.viewer.idToken}` };
    const reader = fixtures().orgA.pursuitsOnlyKey;
    expect((await api(`/pursuits/${pursuitId}/requirements`, { key: reader })).status).toBe(200);
    expect((await api(`/pursuits/${pursuitId}/requirements`, { headers: viewer })).status).toBe(200);
    const writes = [
      ['POST', `/pursuits/${pursuitId}/requirements`, { kind: 'form', title: 'Sneaky' }],
      ['PATCH', `/pursuits/${pursuitId}/requirements/${itemId}`, { status: 'done' }],
      ['DELETE', `/pursuits/${pursuitId}/requirements/${itemId}`, undefined],
      ['POST', `/pursuits/${pursuitId}/requirements/apply-template`, { templateId }],
      ['POST', '/requirement-templates', { name: `Sneaky ${randomUUID()}`, items: [] }],
      ['PATCH', `/requirement-templates/${templateId}`, { name: 'Sneaky' }],
      ['DELETE', `/requirement-templates/${templateId}`, undefined],
    ] as const;
    for (const [method, path, body] of writes) {
      for (const auth of [{ key: reader }, { headers: viewer }]) {
        const res = await api(path, { method, body, ...auth });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
    }
    expect(await snapshot()).toBe(before);
    expect((await api(`/requirement-templates/${templateId}`, { key: key() })).body.items).toHaveLength(4);
  });
});

describe('calendar feeds', () => {
  it('show open requirement due dates as all-day events of their pursuit; done items and closed pursuits leave it', async () => {
    const { owner } = fixtures().users;
    const session = await signIn(owner.email, owner.password);
    const title = `Calendar checklist ${randomUUID()}`;
    const pursuit = (await post('/pursuits', { title, deadline, templateId })).body;
    const items = await checklist(pursuit.id);
    await patch(`/pursuits/${pursuit.id}/requirements/${items[1].id}`, { status: 'done' });

    const created = await session.mutate<{ url: string }>('calendar.create', { scope: 'all' });
    expect(created.status).toBe(200);
    const path = new URL(created.data!.url).pathname;
    recordSecrets('requirements-test', [path.slice('/calendar/'.length, -'.ics'.length)]);
    const events = async () => {
      const res = await fetch(`${fixtures().baseUrl}${path}`);
      expect(res.status).toBe(200);
      return new ICAL.Component(ICAL.parse(await res.text()))
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v))
        .filter((e) => e.summary.endsWith(`(${title})`));
    };
    const mine = await events();
    expect(mine.map((e) => [e.summary, e.startDate.toString(), e.startDate.isDate])).toEqual([
      [`Due: Project narrative (${title})`, '2027-10-05', true],
      [`Due: SF-424 (${title})`, '2027-10-08', true],
    ]);
    expect(mine[0]!.uid).toMatch(new RegExp(`^requirement-${items[2].id}@`));
    // An item long overdue leaves the feed (30 days past due is the last day it shows), so it cannot crowd out those
    // ahead.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await patch(`/pursuits/${pursuit.id}/requirements/${items[0].id}`, { dueDate: day(-40) });
    await patch(`/pursuits/${pursuit.id}/requirements/${items[2].id}`, { dueDate: day(-10) });
    expect((await events()).map((e) => e.summary)).toEqual([`Due: Project narrative (${title})`]);
    await patch(`/pursuits/${pursuit.id}`, { status: 'withdrawn' });
    expect(await events()).toEqual([]);
  });
});

describe('what a review found', () => {
  it('a pursuit made at submitted takes no template (its items would be open unasked): 400, and no pursuit', async () => {
    const title = `Submitted with a template ${randomUUID()}`;
    const res = await post('/pursuits', { title, stage: 'submitted', templateId });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.issues.map((i: any) => i.path)).toEqual(['templateId']);
    const listed = await api(`/pursuits?limit=100&stage=submitted`, { key: key() });
    expect(listed.body.data.some((p: any) => p.title === title)).toBe(false);
  });

  it('a due date that would fall before 1900 is none, and the checklist still reads', async () => {
    const pursuit = (await post('/pursuits', { title: `Old deadline ${randomUUID()}`, deadline: '1900-01-05' })).body;
    const applied = await post(`/pursuits/${pursuit.id}/requirements/apply-template`, { templateId });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect(applied.body.data.map((i: any) => i.dueDate)).toEqual([null, null, null, null]);
    expect((await checklist(pursuit.id)).map((i) => i.dueDate)).toEqual([null, null, null, null]);
  });

  it('a template’s items are audited as their count and digest, and their descriptions hold 1,000 characters', async () => {
    const items = Array.from({ length: 3 }, (_, i) => ({
      kind: 'form',
      title: `Form ${i}`,
      description: 'd'.repeat(1000),
    }));
    const made = await post('/requirement-templates', { name: `Audited ${randomUUID()}`, items });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const trail = await api(`/audit-log?targetType=requirement_template&targetId=${made.body.id}`, { key: key() });
    expect(trail.status).toBe(200);
    expect(trail.body.data[0].changes.items[1]).toMatch(/^3 items \(sha256 [0-9a-f]{12}\)$/);
    expect(JSON.stringify(trail.body)).not.toContain('d'.repeat(100));
    const tooLong = await patch(`/requirement-templates/${made.body.id}`, {
      items: [{ kind: 'form', title: 'Form', description: 'd'.repeat(1001) }],
    });
    expect(tooLong.status).toBe(400);
    expect((await api(`/requirement-templates/${made.body.id}`, { key: key() })).body.items).toHaveLength(3);
  });
});
