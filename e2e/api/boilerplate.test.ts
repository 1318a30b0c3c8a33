// The boilerplate library over REST (docs/applications.md#boilerplate-library): reusable answers with full-text search,
// tags, a version per edit, review dates and a "stale" marker. MANAGE_PURSUITS writes, VIEW_PURSUITS reads, and
// another organization's entries are unknown ids.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, fixtures } from '../fixtures/fixtures';

const f = () => fixtures();
const key = () => f().orgA.fullKey;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** A word nobody else's entry holds, so a search finds this test's entries alone. */
const uniqueWord = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;
const titles = (res: { body: { data: { title: string }[] } }) => res.body.data.map((e) => e.title);

async function create(body: Record<string, unknown>, k = key()) {
  const res = await api('/boilerplate', { method: 'POST', key: k, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('boilerplate library', () => {
  it('creates, reads, edits (each edit a version, old bodies kept), and deletes an entry', async () => {
    const word = uniqueWord();
    const created = await create({
      title: `Mission statement ${word}`,
      body: 'We teach adults in rural counties to read.',
      tags: ['Mission', ' mission ', 'Org-Profile'],
      ignoredField: 'x',
    });
    expect(created).toMatchObject({
      title: `Mission statement ${word}`,
      body: 'We teach adults in rural counties to read.',
      tags: ['mission', 'org-profile'],
      version: 1,
      lastReviewedAt: null,
      stale: false,
    });
    expect(created).not.toHaveProperty('ignoredField');
    expect(created.createdBy).toEqual(expect.any(String));

    const edited = await api(`/boilerplate/${created.id}`, {
      method: 'PATCH',
      key: key(),
      body: { body: 'We teach adults in rural counties to read and write.' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ version: 2, title: created.title, tags: ['mission', 'org-profile'] });
    const retitled = await api(`/boilerplate/${created.id}`, {
      method: 'PATCH',
      key: key(),
      body: { title: `Our mission ${word}`, tags: ['mission'] },
    });
    expect(retitled.body.version).toBe(3);

    // The same values again: no new version.
    const same = await api(`/boilerplate/${created.id}`, {
      method: 'PATCH',
      key: key(),
      body: { title: `Our mission ${word}` },
    });
    expect(same.status).toBe(200);
    expect(same.body.version).toBe(3);

    const detail = await api(`/boilerplate/${created.id}`, { key: f().orgA.readKey });
    expect(detail.status).toBe(200);
    expect(detail.body.body).toBe('We teach adults in rural counties to read and write.');
    expect(detail.body.versions.map((v: { version: number; title: string }) => [v.version, v.title])).toEqual([
      [3, `Our mission ${word}`],
      [2, `Mission statement ${word}`],
      [1, `Mission statement ${word}`],
    ]);
    const first = await api(`/boilerplate/${created.id}/versions/1`, { key: f().orgA.readKey });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      version: 1,
      body: 'We teach adults in rural counties to read.',
      tags: ['mission', 'org-profile'],
    });
    expect((await api(`/boilerplate/${created.id}/versions/4`, { key: key() })).status).toBe(404);

    const deleted = await api(`/boilerplate/${created.id}`, { method: 'DELETE', key: key() });
    expect(deleted.body).toEqual({ id: created.id, deleted: true });
    expect((await api(`/boilerplate/${created.id}`, { key: key() })).status).toBe(404);
    expect((await api(`/boilerplate/${created.id}/versions/1`, { key: key() })).status).toBe(404);
  });

  it('search finds a word of the body, ranks a title hit first, and lists title + excerpt', async () => {
    const word = uniqueWord();
    const inBody = await create({
      title: 'Organizational history',
      body: `Founded in 1987, the council has long worked on ${word} across five counties. ${'More history. '.repeat(40)}`,
    });
    const inTitle = await create({ title: `Evaluation plan for ${word}`, body: 'Pre and post assessments.' });
    await create({ title: 'Unrelated answer', body: 'Nothing to see here.' }).then((e) =>
      api(`/boilerplate/${e.id}`, { method: 'DELETE', key: key() }),
    );

    const found = await api(`/boilerplate?q=${word}`, { key: f().orgA.readKey });
    expect(found.status).toBe(200);
    expect(found.body.data.map((e: { id: string }) => e.id)).toEqual([inTitle.id, inBody.id]);
    expect(found.body.pagination).toMatchObject({ total: 2, hasMore: false });
    const item = found.body.data[1];
    expect(item).not.toHaveProperty('body');
    expect(item.excerpt.startsWith('Founded in 1987, the council')).toBe(true);
    expect(item.excerpt.length).toBeLessThanOrEqual(241);
    expect(item.excerpt.endsWith('…')).toBe(true);

    // Without q: the most recently updated first.
    await api(`/boilerplate/${inBody.id}`, { method: 'PATCH', key: key(), body: { markReviewed: true } });
    const recent = await api('/boilerplate?limit=2', { key: key() });
    expect(recent.body.data[0].id).toBe(inBody.id);

    for (const e of [inBody, inTitle]) await api(`/boilerplate/${e.id}`, { method: 'DELETE', key: key() });
    expect((await api(`/boilerplate?q=${word}`, { key: key() })).body.data).toEqual([]);
  });

  it('filters by tags (every tag named) and by stale; marking reviewed clears stale', async () => {
    const tag = uniqueWord();
    const both = await create({ title: `DEI statement ${tag}`, body: 'We hire locally.', tags: [tag, 'dei'] });
    const one = await create({
      title: `Old evaluation plan ${tag}`,
      body: 'Annual surveys.',
      tags: [tag],
      lastReviewedAt: '2024-03-01T12:00:00Z',
    });
    expect(one.stale).toBe(true);
    expect(both.stale).toBe(false);

    const tagged = await api(`/boilerplate?tag=${tag.toUpperCase()}&limit=100`, { key: key() });
    expect(titles(tagged).sort()).toEqual([both.title, one.title].sort());
    expect(titles(await api(`/boilerplate?tag=${tag},DEI`, { key: key() }))).toEqual([both.title]);
    expect(titles(await api(`/boilerplate?tag=${tag}&stale=true`, { key: key() }))).toEqual([one.title]);
    expect(titles(await api(`/boilerplate?tag=${tag}&stale=false`, { key: key() }))).toEqual([both.title]);

    // An edit is not a review: still stale.
    const edited = await api(`/boilerplate/${one.id}`, { method: 'PATCH', key: key(), body: { body: 'Surveys.' } });
    expect(edited.body).toMatchObject({ stale: true, version: 2, lastReviewedAt: '2024-03-01T12:00:00.000Z' });
    const reviewed = await api(`/boilerplate/${one.id}`, { method: 'PATCH', key: key(), body: { markReviewed: true } });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.stale).toBe(false);
    expect(reviewed.body.version).toBe(2); // a review is not a new version
    expect(Date.now() - Date.parse(reviewed.body.lastReviewedAt)).toBeLessThan(5 * 60_000);
    expect(titles(await api(`/boilerplate?tag=${tag}&stale=true`, { key: key() }))).toEqual([]);
    // An earlier review date, then both at once: the later one, now, wins.
    const backdated = await api(`/boilerplate/${both.id}`, {
      method: 'PATCH',
      key: key(),
      body: { lastReviewedAt: '2025-01-15T09:30:00Z' },
    });
    expect(backdated.body).toMatchObject({ lastReviewedAt: '2025-01-15T09:30:00.000Z', stale: true, version: 1 });
    const bothAtOnce = await api(`/boilerplate/${both.id}`, {
      method: 'PATCH',
      key: key(),
      body: { lastReviewedAt: '2025-01-15T09:30:00Z', markReviewed: true },
    });
    expect(bothAtOnce.body.stale).toBe(false);
    expect(Date.now() - Date.parse(bothAtOnce.body.lastReviewedAt)).toBeLessThan(5 * 60_000);

    // The review is in the audit trail.
    const trail = await api(`/audit-log?targetType=boilerplate&targetId=${one.id}`, { key: key() });
    expect(trail.body.data.map((r: { action: string }) => r.action)).toEqual([
      'boilerplate.updated',
      'boilerplate.updated',
      'boilerplate.created',
    ]);
    expect(trail.body.data[0].changes).toHaveProperty('lastReviewedAt');
    expect(JSON.stringify(trail.body.data[1].changes.body)).toMatch(/characters \(sha256 [0-9a-f]{12}\)/);

    for (const e of [both, one]) await api(`/boilerplate/${e.id}`, { method: 'DELETE', key: key() });
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const word = uniqueWord();
    const entry = await create({ title: `Budget narrative ${word}`, body: 'Costs are modest.', tags: ['budget'] });
    const before = (await api('/boilerplate?limit=1', { key: key() })).body.pagination.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x'.repeat(201), body: 'b' }, 'title'],
      [{ title: '   ', body: 'b' }, 'title'],
      [{ title: 't', body: 'b'.repeat(20_001) }, 'body'],
      [{ title: 't', body: 'b', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags'],
      [{ title: 't', body: 'b', tags: ['x'.repeat(41)] }, 'tags.0'],
      [{ title: 't', body: 'b', tags: 'budget' }, 'tags'],
      [{ title: 't', body: 'b', lastReviewedAt: '2999-01-01T00:00:00Z' }, 'lastReviewedAt'],
      [{ body: 'b' }, 'title'],
    ];
    for (const [body, field] of cases) {
      const res = await api('/boilerplate', { method: 'POST', key: key(), body });
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    for (const [body, field] of cases.slice(0, 7)) {
      const res = await api(`/boilerplate/${entry.id}`, { method: 'PATCH', key: key(), body });
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    expect((await api(`/boilerplate?limit=1`, { key: key() })).body.pagination.total).toBe(before);
    const after = await api(`/boilerplate/${entry.id}`, { key: key() });
    expect(after.body).toMatchObject({ title: entry.title, body: entry.body, tags: ['budget'], version: 1 });
    expect(after.body.lastReviewedAt).toBeNull();
    expect((await api('/boilerplate/not-a-uuid', { key: key() })).status).toBe(400);
    expect((await api('/boilerplate?stale=maybe', { key: key() })).status).toBe(400);
    await api(`/boilerplate/${entry.id}`, { method: 'DELETE', key: key() });
  });

  it('a viewer and an API key without MANAGE_PURSUITS read but may not write', async () => {
    const entry = await create({ title: `Board list ${uniqueWord()}`, body: 'Seven members.' });
    const readers: [string, Record<string, string>][] = [
      ['viewer', bearer(f().users.viewer.idToken)],
      ['read-only key', { 'X-API-Key': f().orgA.readKey }],
    ];
    for (const [who, headers] of readers) {
      expect((await api(`/boilerplate/${entry.id}`, { headers })).status, who).toBe(200);
      for (const [method, path, body] of [
        ['POST', '/boilerplate', { title: 't', body: 'b' }],
        ['PATCH', `/boilerplate/${entry.id}`, { markReviewed: true }],
        ['DELETE', `/boilerplate/${entry.id}`, undefined],
      ] as const) {
        const res = await api(path, { method, headers, body });
        expect(res.status, `${who} ${method}`).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
    }
    // A key with neither pursuit permission cannot read either.
    expect((await api(`/boilerplate/${entry.id}`, { key: f().orgA.grantsOnlyKey })).status).toBe(403);
    const after = await api(`/boilerplate/${entry.id}`, { key: key() });
    expect(after.body).toMatchObject({ version: 1, lastReviewedAt: null });
    await api(`/boilerplate/${entry.id}`, { method: 'DELETE', key: key() });
  });

  it("another organization's entry is an unknown id: 404 on GET, PATCH and DELETE, and not in its list", async () => {
    const word = uniqueWord();
    const entry = await create({ title: `Alpha only ${word}`, body: `Secret ${word}.` });
    const other = f().orgB.fullKey;
    for (const [method, path, body] of [
      ['GET', `/boilerplate/${entry.id}`, undefined],
      ['GET', `/boilerplate/${entry.id}/versions/1`, undefined],
      ['PATCH', `/boilerplate/${entry.id}`, { title: 'Taken over' }],
      ['DELETE', `/boilerplate/${entry.id}`, undefined],
    ] as const) {
      const res = await api(path, { method, key: other, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await api(`/boilerplate?q=${word}`, { key: other })).body.data).toEqual([]);
    const after = await api(`/boilerplate/${entry.id}`, { key: key() });
    expect(after.body).toMatchObject({ title: entry.title, version: 1 });
    await api(`/boilerplate/${entry.id}`, { method: 'DELETE', key: key() });
  });
});
