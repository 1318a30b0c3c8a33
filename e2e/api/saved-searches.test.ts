// Saved searches (docs/notifications.md#saved-searches): named /grants filter sets over REST. A person's search is
// theirs alone; one saved with an API key is the organization's, shared: every member sees it and only API keys change
// it. Another organization sees nothing. Filters are typed JSON, and `grantsQuery` reopens the search on GET /grants.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, fixtures } from '../fixtures/fixtures';

const f = () => fixtures();
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((s) => s.id);

describe('saved searches', () => {
  it('an API key saves a shared search whose grantsQuery reopens it on GET /grants', async () => {
    const key = f().orgA.fullKey;
    const name = `Open literacy grants ${randomUUID()}`;
    const created = await api('/saved-searches', {
      method: 'POST',
      key,
      body: { name, filters: { q: 'literacy', status: ['posted', 'forecasted'], minScore: 0, sort: 'closeDate' } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name,
      shared: true,
      filters: { q: 'literacy', status: ['posted', 'forecasted'], minScore: 0, sort: 'closeDate' },
    });
    expect(created.body.grantsQuery).toBe('q=literacy&minScore=0&status=posted%2Cforecasted&sort=closeDate');

    const reopened = await api(`/grants?${created.body.grantsQuery}`, { key });
    const direct = await api('/grants?q=literacy&status=posted,forecasted&minScore=0&sort=closeDate', { key });
    expect(reopened.status).toBe(200);
    expect(ids(reopened)).toEqual(ids(direct));

    const renamed = await api(`/saved-searches/${created.body.id}`, {
      method: 'PATCH',
      key,
      body: { name: `${name} (renamed)` },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.filters).toEqual(created.body.filters);
    expect((await api(`/saved-searches/${created.body.id}`, { method: 'DELETE', key })).body).toEqual({
      id: created.body.id,
      deleted: true,
    });
    expect(ids(await api('/saved-searches?limit=100', { key }))).not.toContain(created.body.id);
  });

  it('refuses filters GET /grants would not take, typed as JSON, and unknown filter names; nothing is saved', async () => {
    const key = f().orgA.fullKey;
    const before = (await api('/saved-searches?limit=100', { key })).body.pagination.total;
    for (const [body, field] of [
      [{ name: 'x', filters: { minScore: '70' } }, 'filters.minScore'],
      [{ name: 'x', filters: { status: ['bogus'] } }, 'filters.status.0'],
      [{ name: 'x', filters: { status: 'posted' } }, 'filters.status'],
      [{ name: 'x', filters: { closesBefore: '2027-02-30' } }, 'filters.closesBefore'],
      [{ name: 'x', filters: { agencyCode: 'ED' } }, 'filters'],
      [{ name: '', filters: {} }, 'name'],
      [{ name: 'x\u0000y' }, 'name'],
    ] as const) {
      const res = await api('/saved-searches', { method: 'POST', key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(
        res.body.issues.map((i: { path: string }) => i.path),
        JSON.stringify(res.body),
      ).toContain(field);
    }
    expect((await api('/saved-searches?limit=100', { key })).body.pagination.total).toBe(before);
  });

  it("a person's search is theirs: others see and change only their own, and the shared ones read-only", async () => {
    const { viewer, owner } = f().users;
    const key = f().orgA.fullKey;
    const shared = await api('/saved-searches', { method: 'POST', key, body: { name: `Shared ${randomUUID()}` } });
    const viewers = await api('/saved-searches', {
      method: 'POST',
      headers: bearer(viewer.idToken),
      body: { name: `Viewer's ${randomUUID()}`, filters: { agency: 'ED' } },
    });
    const owners = await api('/saved-searches', {
      method: 'POST',
      headers: bearer(owner.idToken),
      body: { name: `Owner's ${randomUUID()}` },
    });
    for (const res of [shared, viewers, owners]) expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(viewers.body.shared).toBe(false);

    const seenByViewer = ids(await api('/saved-searches?limit=100', { headers: bearer(viewer.idToken) }));
    expect(seenByViewer).toEqual(expect.arrayContaining([shared.body.id, viewers.body.id]));
    expect(seenByViewer).not.toContain(owners.body.id);
    // An API key sees the organization's shared searches, nobody's own.
    const seenByKey = ids(await api('/saved-searches?limit=100', { key }));
    expect(seenByKey).toContain(shared.body.id);
    expect(seenByKey).not.toContain(viewers.body.id);

    // Someone else's: as if it did not exist. A shared one: visible, but changed with an API key only.
    const other = await api(`/saved-searches/${owners.body.id}`, {
      method: 'PATCH',
      headers: bearer(viewer.idToken),
      body: { name: 'mine now' },
    });
    expect(other).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(
      (await api(`/saved-searches/${owners.body.id}`, { method: 'DELETE', headers: bearer(viewer.idToken) })).status,
    ).toBe(404);
    const sharedEdit = await api(`/saved-searches/${shared.body.id}`, {
      method: 'DELETE',
      headers: bearer(viewer.idToken),
    });
    expect(sharedEdit).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(
      (await api(`/saved-searches/${viewers.body.id}`, { method: 'PATCH', key, body: { name: 'taken' } })).status,
    ).toBe(404);

    // Another organization: nothing of alpha's, whatever the id.
    for (const id of [shared.body.id, viewers.body.id, owners.body.id]) {
      expect(
        (await api(`/saved-searches/${id}`, { method: 'PATCH', key: f().orgB.fullKey, body: { name: 'beta' } })).status,
      ).toBe(404);
      expect((await api(`/saved-searches/${id}`, { method: 'DELETE', key: f().orgB.fullKey })).status).toBe(404);
    }
    expect(ids(await api('/saved-searches?limit=100', { key: f().orgB.fullKey }))).toEqual(
      expect.not.arrayContaining([shared.body.id, viewers.body.id, owners.body.id]),
    );
    // Nothing changed by any of it.
    const after = await api('/saved-searches?limit=100', { headers: bearer(owner.idToken) });
    expect(after.body.data.find((s: { id: string }) => s.id === owners.body.id).name).toBe(owners.body.name);
    expect(after.body.data.find((s: { id: string }) => s.id === shared.body.id).name).toBe(shared.body.name);

    await api(`/saved-searches/${shared.body.id}`, { method: 'DELETE', key });
    await api(`/saved-searches/${viewers.body.id}`, { method: 'DELETE', headers: bearer(viewer.idToken) });
    await api(`/saved-searches/${owners.body.id}`, { method: 'DELETE', headers: bearer(owner.idToken) });
  });

  it('a portal token cannot list them (no VIEW_GRANTS) nor save one (read-only)', async () => {
    const token = f().orgA.portalToken;
    expect((await api('/saved-searches', { headers: bearer(token) })).body.code).toBe('FORBIDDEN');
    expect(
      (await api('/saved-searches', { method: 'POST', headers: bearer(token), body: { name: 'x' } })).body.code,
    ).toBe('READ_ONLY_CREDENTIAL');
  });
});
