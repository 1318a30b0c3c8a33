// The pipeline over REST (docs/pipeline.md): the pursuit state machine, won → project in one transaction, concurrency,
// idempotency, deliverables and task.completed.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, fixtures } from '../fixtures/fixtures';

const STAGES = ['prospect', 'qualifying', 'drafting', 'submitted'] as const;
const STATUSES = ['active', 'on_hold', 'won', 'lost', 'withdrawn'] as const;
type Stage = (typeof STAGES)[number];
type Status = (typeof STATUSES)[number];

const key = () => fixtures().pipeline.key;

async function createPursuit(body: Record<string, unknown> = {}, k = key()) {
  const res = await api('/pursuits', { method: 'POST', key: k, body: { title: `Pursuit ${randomUUID()}`, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const patch = (id: string, body: Record<string, unknown>, k = key()) =>
  api(`/pursuits/${id}`, { method: 'PATCH', key: k, body });

/** A pursuit brought to (stage, status) through the API, the way a user would get it there. */
async function pursuitAt(stage: Stage, status: Status) {
  const p = await createPursuit({ stage, amountRequested: 50_000 });
  if (status !== 'active') {
    const res = await patch(p.id, status === 'lost' ? { status, lostReason: 'not_funded' } : { status });
    expect(res.status, `${stage}/${status}: ${JSON.stringify(res.body)}`).toBe(200);
  }
  return p.id as string;
}

/** Every state a pursuit can be in: won and lost happen only at submitted, and freeze the stage. */
const REACHABLE: [Stage, Status][] = [
  ...STAGES.flatMap((s) => (['active', 'on_hold', 'withdrawn'] as const).map((st): [Stage, Status] => [s, st])),
  ['submitted', 'won'],
  ['submitted', 'lost'],
];

/** docs/pipeline.md's state machine, stated independently of the implementation: the moves allowed from a state. */
function specAllowed(stage: Stage, status: Status): { stages: Stage[]; statuses: Status[] } {
  if (status === 'won') return { stages: [], statuses: [] };
  if (status === 'lost' || status === 'withdrawn') return { stages: [], statuses: ['active'] };
  return {
    stages: STAGES.filter((s) => s !== stage),
    statuses: STATUSES.filter((s) => s !== status && (stage === 'submitted' || (s !== 'won' && s !== 'lost'))),
  };
}

describe('the pursuit state machine (table-driven over every reachable state × requested change)', () => {
  const changes = [...STAGES.map((stage) => ({ stage })), ...STATUSES.map((status) => ({ status }))] as (
    { stage: Stage } | { status: Status }
  )[];

  for (const [stage, status] of REACHABLE) {
    it(`from ${stage}/${status}`, async () => {
      const allowed = specAllowed(stage, status);
      // GET /pursuits/{id} tells a client these moves up front (allowedMoves), so no client re-derives the rules.
      const shown = (await api(`/pursuits/${await pursuitAt(stage, status)}`, { key: key() })).body.allowedMoves;
      expect(
        { stages: [...shown.stages].sort(), statuses: [...shown.statuses].sort() },
        `${stage}/${status}: allowedMoves`,
      ).toEqual({
        stages: [...allowed.stages].sort(),
        statuses: [...allowed.statuses].sort(),
      });
      for (const change of changes) {
        const id = await pursuitAt(stage, status);
        const before = await api(`/pursuits/${id}`, { key: key() });
        const label = `${stage}/${status} → ${JSON.stringify(change)}`;
        const res = await patch(id, change);
        const [field, value] = Object.entries(change)[0] as ['stage' | 'status', string];
        const current = field === 'stage' ? stage : status;
        const after = await api(`/pursuits/${id}`, { key: key() });

        if (value === current) {
          // Asking for what already is: a no-op, recorded nowhere.
          expect(res.status, label).toBe(200);
          expect(after.body.history, label).toEqual(before.body.history);
          expect(after.body.updatedAt, label).toBe(before.body.updatedAt);
        } else if ((field === 'stage' ? allowed.stages : allowed.statuses).includes(value as never)) {
          expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(200);
          expect(res.body[field], label).toBe(value);
          const entry =
            after.body.history.at(-1) &&
            after.body.history.find((h: any) => h.field === field && h.from === current && h.to === value);
          expect(entry, `${label}: history`).toBeTruthy();
          expect(entry.actor).toMatch(/^api_key:/);
          expect(Date.parse(entry.at)).toBeGreaterThan(Date.parse(before.body.updatedAt) - 1000);
        } else {
          expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(409);
          expect(res.body.code).toBe('INVALID_TRANSITION');
          for (const s of allowed.stages) expect(res.body.error, label).toContain(s);
          for (const s of allowed.statuses) expect(res.body.error, label).toContain(s);
          if (!allowed.stages.length && !allowed.statuses.length) expect(res.body.error).toMatch(/final/);
          // Nothing changed.
          expect(after.body).toEqual(before.body);
        }
      }
    });
  }

  it('one request may move to submitted and mark won; probability follows stage and outcome', async () => {
    const p = await createPursuit({ stage: 'drafting', amountRequested: 80_000 });
    expect(p.probability).toBe(50);
    const moved = await patch(p.id, { stage: 'qualifying' });
    expect(moved.body.probability).toBe(25);
    const won = await patch(p.id, { stage: 'submitted', status: 'won' });
    expect(won.status).toBe(200);
    expect(won.body).toMatchObject({ stage: 'submitted', status: 'won', probability: 100, amountAwarded: 80_000 });
    expect(won.body.project).toMatchObject({ pursuitId: p.id, awardAmount: 80_000, status: 'active' });

    // The history, oldest first; the fields of one change in reading order (status, stage, then what follows).
    const { history } = (await api(`/pursuits/${p.id}`, { key: key() })).body;
    expect(history.map((h: any) => [h.field, h.from, h.to])).toEqual([
      ['status', null, 'active'],
      ['stage', null, 'drafting'],
      ['stage', 'drafting', 'qualifying'],
      ['probability', '50', '25'],
      ['status', 'active', 'won'],
      ['stage', 'qualifying', 'submitted'],
      ['probability', '25', '100'],
      ['amountAwarded', null, '80000'],
    ]);
  });

  it('lost takes a reason; reopening clears it; a reason without lost is refused', async () => {
    const id = await pursuitAt('submitted', 'active');
    const bad = await patch(id, { lostReason: 'ineligible' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const wrong = await patch(id, { status: 'lost', lostReason: 'not_a_reason' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues.map((i: any) => i.path)).toContain('lostReason');
    const lost = await patch(id, { status: 'lost', lostReason: 'funder_declined' });
    expect(lost.body).toMatchObject({ status: 'lost', lostReason: 'funder_declined', probability: 0 });
    const reopened = await patch(id, { status: 'active', stage: 'drafting' });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'active', stage: 'drafting', lostReason: null, probability: 50 });
  });
});

describe('won creates the funded project, once', () => {
  it('the won response carries the project with the default deliverables; pursuit.won is recorded with both', async () => {
    const id = await pursuitAt('submitted', 'active');
    const res = await patch(id, {
      status: 'won',
      amountAwarded: 42_000,
      projectStartDate: '2027-01-01',
      projectEndDate: '2027-12-31',
    });
    expect(res.status).toBe(200);
    expect(res.body.wonAt).toMatch(/Z$/);
    const project = res.body.project;
    expect(project).toMatchObject({
      pursuitId: id,
      status: 'active',
      awardAmount: 42_000,
      currency: 'USD',
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      taskCounts: { total: 3, completed: 0, overdue: 0 },
    });
    const tasks = await api(`/projects/${project.id}/tasks`, { key: key() });
    // Kickoff 14 days after the start, interim report 182 days after, final report 30 days after the end.
    expect(tasks.body.data.map((t: any) => [t.title, t.dueDate])).toEqual([
      ['Kickoff meeting', '2027-01-15'],
      ['Interim report', '2027-07-02'],
      ['Final report', '2028-01-30'],
    ]);
    const events = await api('/events?type=pursuit.won&limit=100', { key: key() });
    const mine = events.body.data.filter((e: any) => e.data.pursuit.id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: 'pursuit.won',
      apiVersion: 'v1',
      livemode: true,
      organizationId: fixtures().pipeline.id,
    });
    expect(mine[0].id).toMatch(/^evt_/);
    expect(mine[0].data.project).toEqual(project);
    expect(mine[0].data.pursuit).toEqual((({ project: _, ...p }) => p)(res.body));
  });

  it('a corrected amountAwarded on a won pursuit becomes the award of its project, and is recorded in the history', async () => {
    const id = await pursuitAt('submitted', 'active');
    const won = await patch(id, { status: 'won', amountAwarded: 42_000 });
    expect(won.status).toBe(200);
    const projectId = won.body.project.id;
    const corrected = await patch(id, { amountAwarded: 45_500 });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.amountAwarded).toBe(45_500);
    const project = await api(`/projects/${projectId}`, { key: key() });
    expect(project.body).toMatchObject({ id: projectId, awardAmount: 45_500 });
    const history = (await api(`/pursuits/${id}`, { key: key() })).body.history;
    expect(history.filter((h: any) => h.field === 'amountAwarded').map((h: any) => [h.from, h.to])).toContainEqual([
      '42000',
      '45500',
    ]);
  });

  it('ten concurrent PATCH status=won → one project and one pursuit.won', async () => {
    const id = await pursuitAt('submitted', 'active');
    const results = await Promise.all(Array.from({ length: 10 }, () => patch(id, { status: 'won' })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.body.project)).toHaveLength(1);
    const projects = [];
    for (let offset = 0; ; offset += 100) {
      const page = await api(`/projects?limit=100&offset=${offset}`, { key: key() });
      projects.push(...page.body.data);
      if (!page.body.pagination.hasMore) break;
    }
    expect(projects.filter((p: any) => p.pursuitId === id)).toHaveLength(1);
    const events = await api('/events?type=pursuit.won&limit=100', { key: key() });
    expect(events.body.data.filter((e: any) => e.data.pursuit.id === id)).toHaveLength(1);
    // And a later repeat is still a no-op.
    const again = await patch(id, { status: 'won' });
    expect(again.status).toBe(200);
    expect(again.body.project).toBeUndefined();
  });

  it('ten concurrent POST for one grant → one pursuit, the rest 409 CONFLICT naming it', async () => {
    const grants = await api('/grants?limit=100&sort=closeDate', { key: key() });
    const grant = grants.body.data.find((g: any) => !g.pursuitId);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api('/pursuits', { method: 'POST', key: key(), body: { grantId: grant.id } })),
    );
    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    const winner = created[0]!.body;
    expect(winner).toMatchObject({
      grantId: grant.id,
      title: grant.title,
      deadline: grant.closeDate,
      stage: 'prospect',
      probability: 10,
    });
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('CONFLICT');
      expect(r.body.error).toContain(winner.id);
    }
    const listed = await api(`/pursuits?grantId=${grant.id}&status=active,on_hold,won,lost,withdrawn`, { key: key() });
    expect(listed.body.pagination.total).toBe(1);
    // The grant now shows it is tracked.
    expect((await api(`/grants/${grant.id}`, { key: key() })).body.pursuitId).toBe(winner.id);
    // Once withdrawn, the grant may be pursued again; the withdrawn one cannot be reopened while that one is open.
    expect((await patch(winner.id, { status: 'withdrawn' })).status).toBe(200);
    const second = await api('/pursuits', {
      method: 'POST',
      key: key(),
      body: { grantId: grant.id, title: 'Second try' },
    });
    expect(second.status).toBe(201);
    const reopen = await patch(winner.id, { status: 'active' });
    expect(reopen.status).toBe(409);
    expect(reopen.body.code).toBe('CONFLICT');
    expect(reopen.body.error).toContain(second.body.id);
  });
});

describe('pursuit fields and lists', () => {
  it('validates input: title without grant, unknown grant, owner outside the organization, empty PATCH', async () => {
    const f = fixtures();
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, 'title'],
      [{ grantId: randomUUID() }, 404, ''],
      [{ grantId: 'nope' }, 400, 'grantId'],
      [{ title: 'x', stage: 'celebrating' }, 400, 'stage'],
      [{ title: 'x', probability: 101 }, 400, 'probability'],
      [{ title: 'x', amountRequested: 1.5 }, 400, 'amountRequested'],
      [{ title: 'x', currency: 'dollars' }, 400, 'currency'],
      [{ title: 'x', deadline: '2026-02-30' }, 400, 'deadline'],
      [{ title: 'x', ownerUserId: f.users.owner.id }, 400, 'ownerUserId'], // alpha's owner is not in this organization
    ];
    const before = (await api('/pursuits?status=active,on_hold,won,lost,withdrawn', { key: key() })).body.pagination
      .total;
    for (const [body, status, path] of cases) {
      const res = await api('/pursuits', { method: 'POST', key: key(), body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (path)
        expect(
          res.body.issues.map((i: any) => i.path),
          JSON.stringify(body),
        ).toContain(path);
    }
    // Another organization's private grant is not found either.
    expect((await api('/pursuits', { method: 'POST', key: key(), body: { grantId: f.privateGrantId } })).status).toBe(
      404,
    );
    const id = await pursuitAt('prospect', 'active');
    const empty = await patch(id, {});
    expect(empty.status).toBe(400);
    expect(
      (await api('/pursuits?status=active,on_hold,won,lost,withdrawn', { key: key() })).body.pagination.total,
    ).toBe(before + 1);
  });

  it('an owner who is a member is accepted and recorded', async () => {
    const f = fixtures();
    const created = await api('/pursuits', {
      method: 'POST',
      key: f.orgA.fullKey,
      body: { title: `Owned ${randomUUID()}`, ownerUserId: f.users.member.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.ownerUserId).toBe(f.users.member.id);
    const changed = await api(`/pursuits/${created.body.id}`, {
      method: 'PATCH',
      key: f.orgA.fullKey,
      body: { ownerUserId: f.users.admin.id, notes: 'Call the program officer' },
    });
    expect(changed.body).toMatchObject({ ownerUserId: f.users.admin.id, notes: 'Call the program officer' });
    const detail = await api(`/pursuits/${created.body.id}`, { key: f.orgA.fullKey });
    expect(detail.body.history.filter((h: any) => h.field === 'ownerUserId').map((h: any) => [h.from, h.to])).toEqual([
      [f.users.member.id, f.users.admin.id],
    ]);
  });

  it('lists the open pipeline by default, filters by stage and status, sorts by deadline, pages without repeats', async () => {
    const tag = randomUUID().slice(0, 8);
    const made: string[] = [];
    for (const [stage, deadline] of [
      ['prospect', '2030-03-01'],
      ['drafting', '2030-01-01'],
      ['drafting', null],
      ['submitted', '2030-02-01'],
    ] as const) {
      made.push((await createPursuit({ title: `List ${tag}`, stage, deadline })).id);
    }
    await patch(made[0]!, { status: 'on_hold' });
    await patch(made[3]!, { status: 'withdrawn' });
    const all = await api('/pursuits?limit=100', { key: key() });
    expect(all.body.data.every((p: any) => p.status === 'active' || p.status === 'on_hold')).toBe(true);
    const drafting = await api('/pursuits?stage=drafting&limit=100', { key: key() });
    expect(drafting.body.data.every((p: any) => p.stage === 'drafting')).toBe(true);
    const withdrawn = await api('/pursuits?status=withdrawn&limit=100', { key: key() });
    expect(withdrawn.body.data.map((p: any) => p.id)).toContain(made[3]);
    expect(all.body.data.map((p: any) => p.id)).not.toContain(made[3]);
    // updatedAt desc by default
    const times = all.body.data.map((p: any) => Date.parse(p.updatedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // deadline asc, no deadline last
    const byDeadline = (await api('/pursuits?sort=deadline&limit=100', { key: key() })).body.data.filter(
      (p: any) => p.title === `List ${tag}`,
    );
    expect(byDeadline.map((p: any) => p.id)).toEqual([made[1], made[0], made[2]]);
    // paging: pages of 3 cover the list exactly once
    const total = all.body.pagination.total;
    const seen: string[] = [];
    for (let offset = 0; offset < total; offset += 3)
      seen.push(...(await api(`/pursuits?limit=3&offset=${offset}`, { key: key() })).body.data.map((p: any) => p.id));
    expect(new Set(seen).size).toBe(total);
    expect((await api('/pursuits?sort=amount', { key: key() })).status).toBe(400);
    expect((await api('/pursuits?status=active,done', { key: key() })).body.issues[0].path).toMatch(/^status/);
  });
});

describe('Idempotency-Key on POST /pursuits', () => {
  it('a replay returns the first response and creates nothing; another body under the same key → 409', async () => {
    const idem = `pursuit-${randomUUID()}`;
    const body = { title: `Idempotent ${idem}`, amountRequested: 1000 };
    const first = await api('/pursuits', { method: 'POST', key: key(), body, headers: { 'Idempotency-Key': idem } });
    expect(first.status).toBe(201);
    const replay = await api('/pursuits', { method: 'POST', key: key(), body, headers: { 'Idempotency-Key': idem } });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    const listed = await api('/pursuits?limit=100', { key: key() });
    expect(listed.body.data.filter((p: any) => p.title === body.title)).toHaveLength(1);
    const other = await api('/pursuits', {
      method: 'POST',
      key: key(),
      body: { ...body, amountRequested: 2000 },
      headers: { 'Idempotency-Key': idem },
    });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_CONFLICT');
  });
});

describe('projects and deliverables', () => {
  async function wonProject() {
    const id = await pursuitAt('submitted', 'active');
    const res = await patch(id, { status: 'won', projectStartDate: '2025-01-01', projectEndDate: '2025-12-31' });
    return res.body.project as { id: string };
  }

  it('completing a task records task.completed once, with the event envelope; reopening is allowed', async () => {
    const project = await wonProject();
    const created = await api(`/projects/${project.id}/tasks`, {
      method: 'POST',
      key: key(),
      body: { title: 'Budget narrative', dueDate: '2025-06-30' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      projectId: project.id,
      title: 'Budget narrative',
      status: 'todo',
      dueDate: '2025-06-30',
      completedAt: null,
    });
    const taskPath = `/projects/${project.id}/tasks/${created.body.id}`;
    const done = await Promise.all(
      Array.from({ length: 5 }, () => api(taskPath, { method: 'PATCH', key: key(), body: { status: 'completed' } })),
    );
    expect(done.map((r) => r.status)).toEqual(Array(5).fill(200));
    const task = done[0]!.body;
    expect(task.completedAt).toMatch(/Z$/);
    expect(task.completedBy).toMatch(/^api_key:/);
    // Re-completing is a no-op: same completion time.
    const again = await api(taskPath, { method: 'PATCH', key: key(), body: { status: 'completed' } });
    expect(again.body.completedAt).toBe(task.completedAt);

    const events = await api('/events?type=task.completed&limit=100', { key: key() });
    const mine = events.body.data.filter((e: any) => e.data.task.id === created.body.id);
    expect(mine).toHaveLength(1);
    const event = mine[0];
    expect(Object.keys(event).sort()).toEqual([
      'apiVersion',
      'createdAt',
      'data',
      'id',
      'livemode',
      'organizationId',
      'type',
    ]);
    expect(event).toMatchObject({
      type: 'task.completed',
      apiVersion: 'v1',
      livemode: true,
      organizationId: fixtures().pipeline.id,
    });
    expect(event.id).toMatch(/^evt_[0-9A-Z]{26}$/);
    expect(new Date(event.createdAt).toISOString()).toBe(event.createdAt);
    expect(event.data.task).toEqual(task);
    expect(event.data.project).toEqual((await api(`/projects/${project.id}`, { key: key() })).body);

    const reopened = await api(taskPath, { method: 'PATCH', key: key(), body: { status: 'todo' } });
    expect(reopened.body).toMatchObject({ status: 'todo', completedAt: null, completedBy: null });
  });

  it('task counts, overdue, filters and validation', async () => {
    const project = await wonProject(); // deliverables due in 2025 and 2026: overdue unless done
    const tasks = (await api(`/projects/${project.id}/tasks`, { key: key() })).body.data;
    await api(`/projects/${project.id}/tasks/${tasks[0].id}`, {
      method: 'PATCH',
      key: key(),
      body: { status: 'completed' },
    });
    const detail = await api(`/projects/${project.id}`, { key: key() });
    const overdue = tasks.slice(1).filter((t: any) => t.dueDate < new Date().toISOString().slice(0, 10)).length;
    expect(detail.body.taskCounts).toEqual({ total: 3, completed: 1, overdue });
    const open = await api(`/projects/${project.id}/tasks?status=todo,in_progress`, { key: key() });
    expect(open.body.data.map((t: any) => t.id)).toEqual(tasks.slice(1).map((t: any) => t.id));
    const early = await api(`/projects/${project.id}/tasks?dueBefore=2025-01-31`, { key: key() });
    expect(early.body.data.map((t: any) => t.title)).toEqual(['Kickoff meeting']);
    const bad = [
      [{ title: '' }, 'title'],
      [{ title: 'x', dueDate: 'soon' }, 'dueDate'],
      [{ title: 'x', assigneeUserId: fixtures().users.viewer.id }, 'assigneeUserId'],
    ] as const;
    for (const [body, path] of bad) {
      const res = await api(`/projects/${project.id}/tasks`, { method: 'POST', key: key(), body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues.map((i: any) => i.path)).toContain(path);
    }
    const badStatus = await api(`/projects/${project.id}/tasks/${tasks[1].id}`, {
      method: 'PATCH',
      key: key(),
      body: { status: 'done' },
    });
    expect(badStatus.status).toBe(400);
    expect(
      (
        await api(`/projects/${project.id}/tasks/${randomUUID()}`, {
          method: 'PATCH',
          key: key(),
          body: { status: 'completed' },
        })
      ).status,
    ).toBe(404);
    expect((await api(`/projects/${randomUUID()}/tasks`, { key: key() })).status).toBe(404);
    expect((await api(`/projects/${project.id}`, { key: key() })).body.taskCounts.total).toBe(3);
    const filtered = await api('/projects?status=active&limit=100', { key: key() });
    expect(filtered.body.data.every((p: any) => p.status === 'active')).toBe(true);
    expect((await api('/projects?status=finished', { key: key() })).status).toBe(400);
  });
});

describe('portal tokens', () => {
  it('read the report, projects and tasks; 403 on pursuits, grants and every write', async () => {
    const f = fixtures();
    const portal = f.orgA.portalToken;
    const bearer = { Authorization: `Bearer ${portal}` };
    const project = (await api('/projects?limit=1', { headers: bearer })).body;
    expect((await api('/reports/summary', { headers: bearer })).status).toBe(200);
    expect(project.data).toBeInstanceOf(Array);
    // A project of alpha's to read tasks from.
    const id = (
      await api('/pursuits', {
        method: 'POST',
        key: f.orgA.fullKey,
        body: { title: `Portal ${randomUUID()}`, stage: 'submitted' },
      })
    ).body.id;
    const won = await api(`/pursuits/${id}`, { method: 'PATCH', key: f.orgA.fullKey, body: { status: 'won' } });
    const projectId = won.body.project.id;
    const tasks = await api(`/projects/${projectId}/tasks?token=${portal}`);
    expect(tasks.status).toBe(200);
    expect(tasks.body.data).toHaveLength(3);
    expect(tasks.headers.get('cache-control')).toBe('no-store');
    expect((await api(`/projects/${projectId}`, { headers: bearer })).status).toBe(200);

    for (const path of [
      '/pursuits',
      `/pursuits/${id}`,
      '/grants',
      `/grants/${f.privateGrantId}`,
      '/missions',
      '/events',
    ]) {
      const res = await api(path, { headers: bearer });
      expect(res.status, path).toBe(403);
      expect(res.body.code, path).toBe('FORBIDDEN');
    }
    const writes: [string, string, unknown][] = [
      ['POST', '/pursuits', { title: 'x' }],
      ['PATCH', `/pursuits/${id}`, { notes: 'x' }],
      ['POST', `/projects/${projectId}/tasks`, { title: 'x' }],
      ['PATCH', `/projects/${projectId}/tasks/${tasks.body.data[0].id}`, { status: 'completed' }],
      ['POST', '/missions', { name: 'x' }],
    ];
    for (const [method, path, body] of writes) {
      const res = await api(path, { method, headers: bearer, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code).toBe('READ_ONLY_CREDENTIAL');
    }
    expect(
      (await api(`/projects/${projectId}/tasks`, { key: f.orgA.fullKey })).body.data.every(
        (t: any) => t.status === 'todo',
      ),
    ).toBe(true);
  });
});
