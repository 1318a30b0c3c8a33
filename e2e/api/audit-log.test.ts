// GET /api/v1/audit-log over HTTP (docs/audit.md): a REST change is recorded with its API key, request id and address;
// the filters; bad input is a 400 naming the parameter, never a 500; who may read it; dashboard sign-ins, accepted
// and refused, are recorded too.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signIn } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const admin = () => bearer(fixtures().users.admin.idToken);

interface AuditRecord {
  actor: { kind: string; id: string | null; label: string | null };
  requestId: string | null;
  ip: string | null;
  action: string;
  target: { type: string; id: string | null };
  changes: Record<string, [unknown, unknown]>;
}

describe('GET /audit-log', () => {
  it('records a REST change with its API key, request and address, and finds it by target', async () => {
    const f = fixtures();
    const name = `Audited mission ${randomUUID()}`;
    const created = await api<{ id: string }>('/missions', {
      method: 'POST',
      key: f.orgA.fullKey,
      headers: { 'X-Forwarded-For': '203.0.113.77', 'User-Agent': 'audit-e2e/1' },
      body: { name },
    });
    expect(created.status).toBe(201);
    const res = await api<{ data: AuditRecord[]; pagination: { total: number } }>(
      `/audit-log?targetType=mission&targetId=${created.body.id}`,
      { headers: admin() },
    );
    expect(res.status).toBe(200);
    expect(res.body.pagination.total).toBe(1);
    expect(res.body.data[0]).toMatchObject({
      actor: { kind: 'api_key', label: 'full' },
      requestId: created.headers.get('x-request-id'),
      ip: '203.0.113.77',
      userAgent: 'audit-e2e/1',
      action: 'mission.created',
      target: { type: 'mission', id: created.body.id },
      changes: { name: [null, name] },
    });
    await api(`/missions/${created.body.id}`, { method: 'DELETE', key: f.orgA.fullKey });

    const filtered = await api<{ data: AuditRecord[] }>(
      `/audit-log?action=mission.deleted&actorKind=api_key&from=2020-01-01T00:00:00Z&limit=5`,
      { headers: admin() },
    );
    expect(filtered.status).toBe(200);
    expect(filtered.body.data.length).toBeGreaterThan(0);
    expect(filtered.body.data.every((r) => r.action === 'mission.deleted' && r.actor.kind === 'api_key')).toBe(true);
  });

  it.each([
    ['from=yesterday', 'from'],
    ['to=2026-13-45T00:00:00Z', 'to'],
    ['from=2026-11-21T00:00:00Z&to=2026-11-20T00:00:00Z', 'from'],
    // Well-formed, but outside what the database's timestamps hold: a 400, never a 500.
    ['from=0000-01-01T00:00:00Z', 'from'],
    ['to=9999-12-31T23:59:59-10:00', 'to'],
    ['actorKind=robot', 'actorKind'],
    ['action=pursuit.exploded', 'action'],
    ['targetType=Pursuit%20OR%201%3D1', 'targetType'],
    ['limit=0', 'limit'],
  ])('?%s → 400 naming %s', async (query, param) => {
    const res = await api<{ code: string; issues: { path: string }[] }>(`/audit-log?${query}`, { headers: admin() });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.issues.map((i) => i.path)).toContain(param);
  });

  it('is refused to a viewer, a member and an API key without VIEW_AUDIT_LOG', async () => {
    const f = fixtures();
    for (const headers of [
      bearer(f.users.viewer.idToken),
      { 'X-API-Key': f.orgA.pursuitsOnlyKey },
      bearer(f.users.member.idToken),
    ]) {
      const res = await api<{ code: string; error: string }>('/audit-log', { headers });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
      expect(res.body.error).toContain('VIEW_AUDIT_LOG');
    }
  });

  it('records dashboard sign-ins, and refused ones on a member’s address', async () => {
    const { owner } = fixtures().users;
    await expect(signIn(owner.email, `${owner.password}-wrong`)).rejects.toThrow(/sign-in failed/);
    await signIn(owner.email, owner.password);
    const read = (action: string) =>
      api<{ data: AuditRecord[] }>(`/audit-log?action=${action}&targetType=user&targetId=${owner.id}&limit=1`, {
        headers: admin(),
      });
    const signedIn = await read('session.signed_in');
    // A refused attempt proves nobody: it is counted, and its window's count is recorded once the window has closed
    // (docs/authentication.md#sign-in-limits; the suite's window is 2 seconds).
    let failed = await read('session.sign_in_failed');
    for (let i = 0; i < 50 && !failed.body.data[0]; i++) {
      await new Promise((r) => setTimeout(r, 200));
      failed = await read('session.sign_in_failed');
    }
    expect(signedIn.body.data[0]).toMatchObject({
      actor: { kind: 'user', id: owner.id, label: owner.email },
      target: { type: 'user', id: owner.id },
    });
    expect(failed.body.data[0]).toMatchObject({
      actor: { kind: 'user', id: null },
      target: { type: 'user', id: owner.id },
      changes: { attempts: [null, 1] },
    });
  });
});
