// GET /reports/summary (docs/reports.md) against a fixture whose every figure is computed by hand below.
// The `report` organization is used by this file alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, fixtures } from '../fixtures/fixtures';

const key = () => fixtures().report.key;
const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

async function post(path: string, body: Record<string, unknown>) {
  const res = await api(path, { method: 'POST', key: key(), body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
async function patch(path: string, body: Record<string, unknown>) {
  const res = await api(path, { method: 'PATCH', key: key(), body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  // Open pipeline: amount × probability → weighted
  ids.A = (await post('/pursuits', { title: 'A', stage: 'prospect', amountRequested: 10_000 })).id; //  10% →  1,000
  ids.B = (await post('/pursuits', { title: 'B', stage: 'qualifying', amountRequested: 20_000 })).id; // 25% → 5,000
  await patch(`/pursuits/${ids.B}`, { status: 'on_hold' });
  ids.C = (await post('/pursuits', { title: 'C', stage: 'drafting', amountRequested: 40_000, probability: 70 })).id; // 28,000
  ids.D = (await post('/pursuits', { title: 'D', stage: 'submitted', amountRequested: 100_000, deadline: day(5) })).id; // 60,000
  ids.E = (await post('/pursuits', { title: 'E', stage: 'drafting', deadline: day(40) })).id; // no amount → 0
  ids.F = (await post('/pursuits', { title: 'F', stage: 'prospect', amountRequested: 5_000, deadline: day(10) })).id; // 500
  // Decided: two won, one lost, one withdrawn.
  ids.G = (await post('/pursuits', { title: 'G', stage: 'submitted', amountRequested: 75_000 })).id;
  const g = await patch(`/pursuits/${ids.G}`, {
    status: 'won',
    amountAwarded: 90_000,
    projectStartDate: day(-100),
    projectEndDate: day(265),
  });
  ids.H = (await post('/pursuits', { title: 'H', stage: 'submitted', amountRequested: 30_000 })).id;
  const h = await patch(`/pursuits/${ids.H}`, { status: 'won', projectStartDate: day(-10), projectEndDate: day(355) });
  ids.I = (await post('/pursuits', { title: 'I', stage: 'submitted', amountRequested: 60_000 })).id;
  await patch(`/pursuits/${ids.I}`, { status: 'lost', lostReason: 'not_funded' });
  ids.J = (await post('/pursuits', { title: 'J', stage: 'drafting', amountRequested: 15_000 })).id;
  await patch(`/pursuits/${ids.J}`, { status: 'withdrawn' });

  // Deliverables. G: kickoff day -86 (overdue), interim +82, final +295, "Press release" -5 completed.
  // H: kickoff +4 (upcoming), interim +172, final +385, "Site visit" +20 (upcoming).
  ids.projectG = g.project.id;
  ids.projectH = h.project.id;
  const press = await post(`/projects/${ids.projectG}/tasks`, { title: 'Press release', dueDate: day(-5) });
  await patch(`/projects/${ids.projectG}/tasks/${press.id}`, { status: 'completed' });
  ids.siteVisit = (await post(`/projects/${ids.projectH}/tasks`, { title: 'Site visit', dueDate: day(20) })).id;
});

describe('GET /reports/summary', () => {
  it('equals the hand-computed figures', async () => {
    const asked = Date.now();
    const res = await api('/reports/summary', { key: key() });
    expect(res.status).toBe(200);
    const r = res.body;
    expect(r.period).toEqual({ from: `${day(0).slice(0, 4)}-01-01`, to: day(0) });
    // The report is stamped with the minute it was computed in: the minute the request was made, or a later one.
    expect(Date.parse(r.generatedAt)).toBeGreaterThanOrEqual(Math.floor(asked / 60_000) * 60_000);
    expect(Date.parse(r.generatedAt)).toBeLessThanOrEqual(Date.now());
    expect(r.pipeline).toEqual({
      activeCount: 6,
      byStage: [
        { stage: 'prospect', count: 2, amountRequested: 15_000 },
        { stage: 'qualifying', count: 1, amountRequested: 20_000 },
        { stage: 'drafting', count: 2, amountRequested: 40_000 },
        { stage: 'submitted', count: 1, amountRequested: 100_000 },
      ],
      byStatus: [
        { status: 'active', count: 5 },
        { status: 'on_hold', count: 1 },
        { status: 'won', count: 2 },
        { status: 'lost', count: 1 },
        { status: 'withdrawn', count: 1 },
      ],
      totalRequested: 175_000,
      weightedForecast: 1_000 + 5_000 + 28_000 + 60_000 + 500,
    });
    expect(r.outcomes).toEqual({
      won: 2,
      lost: 1,
      winRate: 0.6667,
      totalAwarded: 120_000,
      byMonth: [{ month: day(0).slice(0, 7), won: 2, awarded: 120_000 }],
    });
    expect(r.projects).toEqual({ active: 2, completed: 0, closed: 0, totalAwarded: 120_000 });
    expect(r.tasks).toMatchObject({ total: 8, completed: 1, overdue: 1, completionRate: 0.125 });
    expect(r.tasks.upcoming.map((t: any) => [t.title, t.dueDate, t.projectId])).toEqual([
      ['Kickoff meeting', day(4), ids.projectH],
      ['Site visit', day(20), ids.projectH],
    ]);
    expect(r.tasks.upcoming[1]).toMatchObject({ id: ids.siteVisit, projectName: 'H', status: 'todo' });
    expect(r.deadlines.upcoming.map((p: any) => [p.id, p.deadline])).toEqual([
      [ids.D, day(5)],
      [ids.F, day(10)],
    ]);
    expect(r.grants).toEqual({ matched: 0, highMatch: 0 }); // no missions yet
  });

  it('the period selects outcomes by when they happened; from after to is refused', async () => {
    const past = await api('/reports/summary?from=2020-01-01&to=2020-12-31', { key: key() });
    expect(past.body.period).toEqual({ from: '2020-01-01', to: '2020-12-31' });
    expect(past.body.outcomes).toEqual({ won: 0, lost: 0, winRate: null, totalAwarded: 0, byMonth: [] });
    expect(past.body.pipeline.activeCount).toBe(6); // the pipeline is a snapshot as of now
    const today = await api(`/reports/summary?from=${day(0)}&to=${day(0)}`, { key: key() });
    expect(today.body.outcomes).toMatchObject({ won: 2, lost: 1, totalAwarded: 120_000 });
    for (const q of ['from=2026-05-01&to=2026-04-01', 'from=yesterday', 'to=2026-13-01']) {
      const bad = await api(`/reports/summary?${q}`, { key: key() });
      expect(bad.status, q).toBe(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('counts matched and high-match grants of the active missions, like GET /grants does', async () => {
    const mission = await post('/missions', {
      name: 'Everything',
      keywords: ['community', 'education', 'health', 'research', 'housing', 'environment', 'youth', 'arts'],
    });
    const r = (await api('/reports/summary', { key: key() })).body;
    const matched = (await api('/grants?limit=1', { key: key() })).body.pagination.total;
    const high = (await api('/grants?limit=1&minScore=70', { key: key() })).body.pagination.total;
    expect(matched).toBeGreaterThan(0);
    expect(r.grants).toEqual({ matched, highMatch: high });
    await api(`/missions/${mission.id}`, { method: 'PATCH', key: key(), body: { active: false } });
    expect((await api('/reports/summary', { key: key() })).body.grants).toEqual({ matched: 0, highMatch: 0 });
  });

  it('a portal token with VIEW_REPORTS reads the same report', async () => {
    const token = fixtures().report.portalToken;
    const viaKey = (await api('/reports/summary', { key: key() })).body;
    const viaPortal = await api(`/reports/summary?token=${token}`);
    expect(viaPortal.status).toBe(200);
    expect(viaPortal.headers.get('referrer-policy')).toBe('no-referrer');
    // The same report, but for the money: the key holds VIEW_BUDGETS, the portal token does not.
    expect(viaKey.finance).not.toBeNull();
    expect(viaPortal.body.finance).toBeNull();
    expect({ ...viaPortal.body, generatedAt: null }).toEqual({ ...viaKey, generatedAt: null, finance: null });
  });
});
