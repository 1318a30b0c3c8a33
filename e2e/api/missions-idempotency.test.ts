// Missions CRUD over REST, and Idempotency-Key on POST (docs/api.md#idempotency).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, fixtures } from '../fixtures/fixtures';

const key = () => fixtures().orgA.writeKey;
const mission = (name: string) => ({ name, description: 'After-school literacy tutoring', keywords: ['literacy'] });

describe('missions', () => {
  it('create → 201, read, update, delete; another organization sees none of it', async () => {
    const created = await api('/missions', { method: 'POST', key: key(), body: mission('Rural literacy') });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Rural literacy',
      active: true,
      keywords: ['literacy'],
      amountMin: null,
    });
    const id = created.body.id;

    const updated = await api(`/missions/${id}`, {
      method: 'PATCH',
      key: key(),
      body: { active: false, amountMax: 5000 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      active: false,
      amountMax: 5000,
      description: created.body.description,
      keywords: ['literacy'],
    });

    const other = fixtures().orgB.key;
    expect((await api(`/missions/${id}`, { method: 'PATCH', key: other, body: { active: true } })).status).toBe(404);
    expect((await api(`/missions/${id}`, { method: 'DELETE', key: other })).status).toBe(404);
    const otherList = await api('/missions', { key: other });
    expect(otherList.body.data.map((m: any) => m.id)).not.toContain(id);

    const deleted = await api(`/missions/${id}`, { method: 'DELETE', key: key() });
    expect(deleted.status).toBe(200);
    expect((await api(`/missions/${id}`, { method: 'DELETE', key: key() })).status).toBe(404);
  });

  it('rejects bad input with 400 and changes nothing', async () => {
    const before = (await api('/missions?limit=100', { key: key() })).body.pagination.total;
    const cases = [
      {},
      { name: '' },
      { name: 'x', amountMin: -1 },
      { name: 'x', amountMin: 10, amountMax: 5 },
      { name: 'x', keywords: 'literacy' },
    ];
    for (const body of cases) {
      const res = await api('/missions', { method: 'POST', key: key(), body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const empty = await api(`/missions/${randomUUID()}`, { method: 'PATCH', key: key(), body: {} });
    expect(empty.status).toBe(400);
    expect((await api('/missions?limit=100', { key: key() })).body.pagination.total).toBe(before);
  });

  it('a read-only key cannot write: 403 naming MANAGE_MISSIONS', async () => {
    const res = await api('/missions', { method: 'POST', key: fixtures().orgA.readKey, body: mission('nope') });
    expect(res.status).toBe(403);
    expect(res.body.error).toContain('MANAGE_MISSIONS');
  });
});

describe('Idempotency-Key', () => {
  it('a replay returns the first response and creates nothing new', async () => {
    const idem = `test-${randomUUID()}`;
    const first = await api('/missions', {
      method: 'POST',
      key: key(),
      headers: { 'Idempotency-Key': idem },
      body: mission('Idempotent mission'),
    });
    expect(first.status).toBe(201);
    const second = await api('/missions', {
      method: 'POST',
      key: key(),
      headers: { 'Idempotency-Key': idem },
      body: mission('Idempotent mission'),
    });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const list = await api('/missions?limit=100', { key: key() });
    expect(list.body.data.filter((m: any) => m.name === 'Idempotent mission')).toHaveLength(1);
  });

  it('the same key with another body → 409 IDEMPOTENCY_CONFLICT', async () => {
    const idem = `test-${randomUUID()}`;
    await api('/missions', {
      method: 'POST',
      key: key(),
      headers: { 'Idempotency-Key': idem },
      body: mission('First body'),
    });
    const res = await api('/missions', {
      method: 'POST',
      key: key(),
      headers: { 'Idempotency-Key': idem },
      body: mission('Second body'),
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('IDEMPOTENCY_CONFLICT');
    const list = await api('/missions?limit=100', { key: key() });
    expect(list.body.data.filter((m: any) => m.name === 'Second body')).toHaveLength(0);
  });

  it('keys are scoped per organization', async () => {
    const idem = `shared-${randomUUID()}`;
    const a = await api('/missions', {
      method: 'POST',
      key: key(),
      headers: { 'Idempotency-Key': idem },
      body: mission('Org A mission'),
    });
    const b = await api('/missions', {
      method: 'POST',
      key: fixtures().orgB.key,
      headers: { 'Idempotency-Key': idem },
      body: mission('Org B mission'),
    });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.id).not.toBe(a.body.id);
  });

  it('concurrent requests with one key create one mission', async () => {
    const idem = `race-${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        api('/missions', {
          method: 'POST',
          key: key(),
          headers: { 'Idempotency-Key': idem },
          body: mission('Race mission'),
        }),
      ),
    );
    for (const r of results) expect([201, 409]).toContain(r.status);
    const list = await api('/missions?limit=100', { key: key() });
    expect(list.body.data.filter((m: any) => m.name === 'Race mission')).toHaveLength(1);
  });

  it('a key over 255 characters → 400', async () => {
    const res = await api('/missions', {
      method: 'POST',
      key: key(),
      headers: { 'Idempotency-Key': 'k'.repeat(256) },
      body: mission('Long key'),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
