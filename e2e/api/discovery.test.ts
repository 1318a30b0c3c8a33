// Discovery over HTTP (docs/api.md, docs/matching.md): a mission matches grants before its response returns, the list
// ranks and explains them, private grants stay with their organization, and grant.found reaches GET /events once.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';

let key = '';

beforeAll(async () => {
  key = fixtures().orgB.fullKey; // beta: enterprise plan, VIEW_EVENTS and MANAGE_MISSIONS
  // A low threshold, so that the small test catalog produces grant.found events for beta's missions.
  const owner = await signIn(fixtures().users.outsider.email, fixtures().users.outsider.password);
  expect((await owner.mutate('organization.update', { highMatchThreshold: 30 })).status).toBe(200);
});

describe('missions drive matching', () => {
  it('a new mission has its matches before the response returns, best first, each explained', async () => {
    const mission = await api('/missions', {
      method: 'POST',
      key,
      body: {
        name: `Mental health ${randomUUID().slice(0, 6)}`,
        keywords: ['mental health', 'suicide prevention', 'behavioral health'],
      },
    });
    expect(mission.status).toBe(201);
    const list = await api(`/grants?missionId=${mission.body.id}&limit=10`, { key });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    const scores = list.body.data.map((g: any) => g.match.score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    for (const g of list.body.data) expect(g.match.missionId).toBe(mission.body.id);
    const detail = await api(`/grants/${list.body.data[0].id}`, { key });
    const match = detail.body.matches.find((m: any) => m.missionId === mission.body.id);
    expect(match.score).toBe(list.body.data[0].match.score);
    expect(match.reasons.length).toBeGreaterThan(0);
    expect(match.reasons.reduce((sum: number, r: any) => sum + r.points, 0)).toBe(match.score);
  });

  it('changing the keywords recomputes; deactivating drops the mission from the list', async () => {
    const mission = await api('/missions', {
      method: 'POST',
      key,
      body: { name: 'Changing', keywords: ['watershed'] },
    });
    const before = await api(`/grants?missionId=${mission.body.id}&limit=100`, { key });
    await api(`/missions/${mission.body.id}`, { method: 'PATCH', key, body: { keywords: ['opioid use disorder'] } });
    const after = await api(`/grants?missionId=${mission.body.id}&limit=100`, { key });
    expect(after.body.data.map((g: any) => g.id)).not.toEqual(before.body.data.map((g: any) => g.id));
    await api(`/missions/${mission.body.id}`, { method: 'PATCH', key, body: { active: false } });
    const inactive = await api(`/grants?limit=100`, { key });
    expect(inactive.body.data.every((g: any) => g.match?.missionId !== mission.body.id)).toBe(true);
  });
});

describe('private grants', () => {
  it('a grant an organization adds is visible to it alone', async () => {
    const f = fixtures();
    const owner = await signIn(f.users.outsider.email, f.users.outsider.password); // beta's owner
    const added = await owner.mutate<{ id: string; source: string }>('grants.addPrivate', {
      title: 'Harvest Table Community Fund: food pantry expansion',
      agency: 'Harvest Table Community Fund',
      description: 'Supports food banks and food pantry expansion to reduce food insecurity.',
      closeDate: new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10),
      awardCeiling: 50_000,
    });
    expect(added.status).toBe(200);
    expect(added.data!.source).toBe('private');
    expect((await api(`/grants/${added.data!.id}`, { key })).status).toBe(200);
    expect((await api(`/grants/${added.data!.id}`, { key: f.orgA.fullKey })).status).toBe(404);
  });
});

describe('grant.found', () => {
  it('is recorded once per organization and grant, in the documented envelope', async () => {
    const events = await api('/events?type=grant.found&limit=100', { key });
    expect(events.status).toBe(200);
    expect(events.body.data.length).toBeGreaterThan(0);
    const event = events.body.data[0];
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_[0-9A-Z]{26}$/),
      type: 'grant.found',
      apiVersion: 'v1',
      livemode: true,
      organizationId: fixtures().orgB.id,
      data: {
        grant: { id: expect.any(String), title: expect.any(String) },
        match: { score: expect.any(Number), missionId: expect.any(String) },
      },
    });
    const grantIds = events.body.data.map((e: any) => e.data.grant.id);
    expect(new Set(grantIds).size).toBe(grantIds.length);
    // Newest first.
    const created = events.body.data.map((e: any) => e.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('the organization’s threshold is settable by its owner', async () => {
    const owner = await signIn(fixtures().users.outsider.email, fixtures().users.outsider.password);
    const updated = await owner.mutate<{ highMatchThreshold: number }>('organization.update', {
      highMatchThreshold: 85,
    });
    expect(updated.status).toBe(200);
    expect(updated.data!.highMatchThreshold).toBe(85);
    const viewer = await signIn(fixtures().users.viewer.email, fixtures().users.viewer.password);
    expect((await viewer.mutate('organization.update', { highMatchThreshold: 10 })).status).toBe(403);
  });
});

describe('the whole catalog (scope=all)', () => {
  const all = async (query: string, k = key) => api(`/grants?scope=all&${query}`, { key: k });

  beforeAll(async () => {
    const mission = await api('/missions', {
      method: 'POST',
      key,
      body: { name: `Scope ${randomUUID().slice(0, 6)}`, keywords: ['mental health', 'behavioral health'] },
    });
    expect(mission.status).toBe(201);
  });

  it('finds by its exact title a grant the matched list hides, and says it has no match', async () => {
    const matched = await api('/grants?limit=100', { key });
    const catalog = await all('limit=100&sort=closeDate');
    expect(catalog.status).toBe(200);
    expect(catalog.body.pagination.total).toBeGreaterThan(matched.body.pagination.total);
    const matchedIds = new Set(matched.body.data.map((g: any) => g.id));
    const hidden = catalog.body.data.find((g: any) => g.match === null && !matchedIds.has(g.id));
    expect(hidden).toBeDefined();

    const title = encodeURIComponent(hidden.title);
    const inMatched = await api(`/grants?q=${title}&limit=100`, { key });
    expect(inMatched.status).toBe(200);
    expect(inMatched.body.data.map((g: any) => g.id)).not.toContain(hidden.id);
    const found = await all(`q=${title}&limit=100`);
    expect(found.body.data.map((g: any) => g.id)).toContain(hidden.id);
    expect(found.body.data.find((g: any) => g.id === hidden.id).match).toBeNull();
  });

  it('lists the matched grants first, best first, each with the match the matched list gives it', async () => {
    const matched = await api('/grants?limit=100', { key });
    const catalog = await all('limit=100');
    const scores = catalog.body.data.map((g: any) => g.match?.score ?? -1);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    const byId = new Map(catalog.body.data.map((g: any) => [g.id, g]));
    for (const g of matched.body.data.slice(0, 10)) expect((byId.get(g.id) as any)?.match).toEqual(g.match);
    // The default scope is the matched one: saying so changes nothing.
    const explicit = await api('/grants?scope=matched&limit=100', { key });
    expect(explicit.body).toEqual(matched.body);
  });

  it('refuses the filters that select matches, naming them, and an unknown scope', async () => {
    for (const [query, param] of [
      ['minScore=50', 'minScore'],
      [`missionId=${randomUUID()}`, 'missionId'],
    ] as const) {
      const res = await all(query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.error).toContain(param);
      expect(res.body.issues[0].path).toBe(param);
    }
    const unknown = await api('/grants?scope=everything', { key });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('scope');
  });

  it('never shows another organization’s private grant', async () => {
    const f = fixtures();
    const owner = await signIn(f.users.outsider.email, f.users.outsider.password); // beta's owner
    const secret = `Zephyrine private fund ${randomUUID().slice(0, 8)}`;
    const added = await owner.mutate<{ id: string }>('grants.addPrivate', {
      title: secret,
      agency: 'Zephyrine Trust',
      description: 'A private grant of beta only.',
      closeDate: new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(added.status).toBe(200);
    expect((await all(`q=${encodeURIComponent(secret)}`)).body.data.map((g: any) => g.id)).toContain(added.data!.id);
    const other = await all(`q=${encodeURIComponent(secret)}&limit=100`, f.orgA.fullKey);
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual([]);
    expect(other.body.pagination.total).toBe(0);
  });

  it('is kept by saved searches, and a saved search cannot combine it with minScore', async () => {
    const saved = await api('/saved-searches', {
      method: 'POST',
      key,
      body: { name: `Whole catalog ${randomUUID().slice(0, 6)}`, filters: { scope: 'all', q: 'health' } },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.filters).toEqual({ scope: 'all', q: 'health' });
    expect(saved.body.grantsQuery).toBe('q=health&scope=all');
    const reopened = await api(`/grants?${saved.body.grantsQuery}&limit=5`, { key });
    expect(reopened.status).toBe(200);

    const before = await api('/saved-searches?limit=100', { key });
    const refused = await api('/saved-searches', {
      method: 'POST',
      key,
      body: { name: 'Impossible', filters: { scope: 'all', minScore: 70 } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues[0].path).toBe('filters.minScore');
    const changed = await api(`/saved-searches/${saved.body.id}`, {
      method: 'PATCH',
      key,
      body: { filters: { scope: 'all', minScore: 70 } },
    });
    expect(changed.status).toBe(400);
    const after = await api('/saved-searches?limit=100', { key });
    expect(after.body.pagination.total).toBe(before.body.pagination.total);
    expect(
      (await api(`/saved-searches?limit=100`, { key })).body.data.find((s: any) => s.id === saved.body.id).filters,
    ).toEqual({ scope: 'all', q: 'health' });
  });
});

describe('the remembered scope (dashboard preferences)', () => {
  it('is each person’s own: a viewer may keep one, and it changes nobody else’s', async () => {
    const f = fixtures();
    const viewer = await signIn(f.users.viewer.email, f.users.viewer.password);
    const owner = await signIn(f.users.owner.email, f.users.owner.password);
    const outsider = await signIn(f.users.outsider.email, f.users.outsider.password);
    const before = (await owner.query('preferences.get')).data;
    expect((await viewer.mutate('preferences.update', { grantsScope: 'all' })).data).toEqual({ grantsScope: 'all' });
    expect((await viewer.query('preferences.get')).data).toEqual({ grantsScope: 'all' });
    expect((await owner.query('preferences.get')).data).toEqual(before);
    expect((await outsider.query('preferences.get')).data).toEqual({ grantsScope: 'matched' });
    // Only the known choices, nothing else.
    for (const bad of [{ grantsScope: 'everything' }, { grantsScope: 'all', userId: f.users.owner.id }, {}]) {
      const res = await viewer.mutate('preferences.update', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await owner.query('preferences.get')).data).toEqual(before);
    expect((await viewer.mutate('preferences.update', { grantsScope: 'matched' })).status).toBe(200);
  });
});
