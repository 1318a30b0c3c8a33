// Bad input never reaches a 500 (docs/api.md#conventions): the one text rule (no NUL, no unpaired surrogate) on every
// procedure, REST and dashboard alike, and dates bounded to real calendar dates in 1900–2999. Each case reported
// against it is replayed, and each refusal changes nothing.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';

const key = () => fixtures().orgA.fullKey;
const NUL = 'a\u0000b';
const LONE = 'x\uD800y';

function expectRefused(res: { status: number; body: any }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.stringContaining(field) });
  expect(res.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
}

let projectId: string;
beforeAll(async () => {
  const p = await api('/pursuits', {
    method: 'POST',
    key: key(),
    body: { title: `Bad input ${randomUUID()}`, stage: 'submitted' },
  });
  const won = await api(`/pursuits/${p.body.id}`, {
    method: 'PATCH',
    key: key(),
    body: { status: 'won', amountAwarded: 1000 },
  });
  projectId = won.body.project.id;
});

describe('NUL and unpaired surrogates → 400 VALIDATION_FAILED naming the field', () => {
  it('GET /grants?q=a%00b', async () => {
    expectRefused(await api('/grants?q=a%00b', { key: key() }), 'q');
  });

  it('POST /missions, POST /pursuits and POST /projects/{id}/tasks, with NUL and with a lone surrogate; nothing is created', async () => {
    for (const bad of [NUL, LONE]) {
      const name = `mission ${randomUUID()}${bad}`;
      expectRefused(await api('/missions', { method: 'POST', key: key(), body: { name } }), 'name');
      const title = `pursuit ${randomUUID()}${bad}`;
      expectRefused(await api('/pursuits', { method: 'POST', key: key(), body: { title } }), 'title');
      expectRefused(
        await api(`/projects/${projectId}/tasks`, { method: 'POST', key: key(), body: { title: `task${bad}` } }),
        'title',
      );
      expectRefused(
        await api('/missions', { method: 'POST', key: key(), body: { name: 'fine', keywords: ['ok', bad] } }),
        'keywords.1',
      );
    }
    const tasks = await api(`/projects/${projectId}/tasks?limit=100`, { key: key() });
    expect(tasks.body.data.some((t: any) => t.title.startsWith('task'))).toBe(false);
    const missions = await api('/missions?limit=100', { key: key() });
    expect(missions.body.data.some((m: any) => m.name === 'fine')).toBe(false);
  });

  it('the dashboard procedures follow the same rule', async () => {
    const { owner } = fixtures().users;
    const session = await signIn(owner.email, owner.password);
    const res = await session.mutate('members.invite', { email: 'nul@example.org', role: `viewer${NUL}` });
    expect(res.status).toBe(400);
    expect(res.error?.data?.appCode).toBe('VALIDATION_FAILED');
    expect(res.error?.message).toContain('role');
  });
});

describe('dates are real calendar dates within 1900–2999', () => {
  it.each([
    ['to', '9999-12-31'],
    ['from', '0001-01-01'],
    ['to', '2027-02-30'],
    ['from', '1899-12-31'],
  ])('GET /reports/summary?%s=%s → 400', async (param, value) => {
    expectRefused(await api(`/reports/summary?${param}=${value}`, { key: key() }), param);
  });

  it('the bounds themselves are fine', async () => {
    expect((await api('/reports/summary?from=1900-01-01&to=2999-12-31', { key: key() })).status).toBe(200);
  });
});

describe('JSON bodies are typed: what the document forbids is refused (docs/api.md, "The document is the contract")', () => {
  it('a string where a number or a boolean belongs → 400, also after the same field arrived as a number; nothing changes', async () => {
    const pursuit = await api('/pursuits', {
      method: 'POST',
      key: key(),
      body: { title: `Strict ${randomUUID()}`, probability: 40 },
    });
    expect(pursuit.status).toBe(201);
    expect(
      (await api(`/pursuits/${pursuit.body.id}`, { method: 'PATCH', key: key(), body: { probability: 45 } })).status,
    ).toBe(200);
    expectRefused(
      await api(`/pursuits/${pursuit.body.id}`, { method: 'PATCH', key: key(), body: { probability: '50' } }),
      'probability',
    );
    expectRefused(
      await api(`/pursuits/${pursuit.body.id}`, { method: 'PATCH', key: key(), body: { amountRequested: '' } }),
      'amountRequested',
    );
    expect((await api(`/pursuits/${pursuit.body.id}`, { key: key() })).body.probability).toBe(45);

    const mission = await api('/missions', {
      method: 'POST',
      key: key(),
      body: { name: `Strict ${randomUUID()}`, active: true },
    });
    expect(mission.status).toBe(201);
    // "false" coerced to a boolean would be true: the mission would stay active while the caller asked otherwise.
    expectRefused(
      await api(`/missions/${mission.body.id}`, { method: 'PATCH', key: key(), body: { active: 'false' } }),
      'active',
    );
    expectRefused(
      await api('/missions', { method: 'POST', key: key(), body: { name: 'strict', amountMin: '100' } }),
      'amountMin',
    );
    expect((await api(`/missions/${mission.body.id}`, { method: 'DELETE', key: key() })).status).toBe(200);
  });

  it('an empty keyword and a description over its maximum → 400', async () => {
    expectRefused(
      await api('/missions', { method: 'POST', key: key(), body: { name: 'strict', keywords: [''] } }),
      'keywords.0',
    );
    expectRefused(
      await api('/missions', { method: 'POST', key: key(), body: { name: 'strict', description: 'a'.repeat(5001) } }),
      'description',
    );
    const missions = await api('/missions?limit=100', { key: key() });
    expect(missions.body.data.some((m: any) => m.name === 'strict')).toBe(false);
  });
});
