// Dashboard procedures (sessions only): API keys and portal tokens under MANAGE_EXTENSIONS, members and custom
// roles under MANAGE_MEMBERS — nobody grants what they do not hold, and an organization keeps an owner. People
// join by invitation (e2e/api/invitations.test.ts has the whole flow).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_KEY_PRESETS } from '~/server/auth/permissions';
import { recordSecrets } from '../fixtures/app-server';
import { signIn, type DashboardClient } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';
import { inviteNewMember } from '../fixtures/invitations';

const as = (who: 'owner' | 'admin' | 'member' | 'viewer') =>
  signIn(fixtures().users[who].email, fixtures().users[who].password);

describe('extensions (MANAGE_EXTENSIONS)', () => {
  it('an admin creates a key shown once; the list shows only its prefix', async () => {
    const admin = await as('admin');
    const created = await admin.mutate<{ id: string; key: string; prefix: string }>('extensions.apiKeys.create', {
      name: 'ERP sync',
      permissions: ['VIEW_GRANTS', 'VIEW_PURSUITS'],
      expiresInDays: 30,
    });
    expect(created.status).toBe(200);
    recordSecrets('dashboard-test', [created.data!.key]);
    const list = await admin.query<any[]>('extensions.apiKeys.list');
    const row = list.data!.find((k) => k.id === created.data!.id);
    expect(row).toMatchObject({
      name: 'ERP sync',
      prefix: created.data!.prefix,
      permissions: ['VIEW_GRANTS', 'VIEW_PURSUITS'],
    });
    expect(JSON.stringify(list.data)).not.toContain(created.data!.key);
    expect(JSON.stringify(list.data)).not.toMatch(/key_?hash/i);
  });

  it('keys may not hold MANAGE_EXTENSIONS, MANAGE_MEMBERS or MANAGE_ORGANIZATION', async () => {
    const owner = await as('owner');
    const res = await owner.mutate('extensions.apiKeys.create', {
      name: 'too strong',
      permissions: ['MANAGE_MEMBERS'],
    });
    expect(res.status).toBe(400);
    expect(res.error?.data?.appCode).toBe('VALIDATION_FAILED');
  });

  it('a preset gives the key its permissions (server/auth/permissions.ts); a preset and a list together are refused', async () => {
    const admin = await as('admin');
    const created = await admin.mutate<{ id: string; key: string }>('extensions.apiKeys.create', {
      name: 'Everything',
      preset: 'full-access',
    });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    recordSecrets('dashboard-test', [created.data!.key]);
    const row = (await admin.query<any[]>('extensions.apiKeys.list')).data!.find((k) => k.id === created.data!.id);
    expect([...row.permissions].sort()).toEqual([...API_KEY_PRESETS['full-access'].permissions].sort());
    expect(row.permissions).toEqual(expect.arrayContaining(['MANAGE_WEBHOOKS', 'VIEW_AUDIT_LOG']));
    await admin.mutate('extensions.apiKeys.revoke', { id: created.data!.id });
    const both = await admin.mutate('extensions.apiKeys.create', {
      name: 'ambiguous',
      preset: 'read-only',
      permissions: ['VIEW_GRANTS'],
    });
    expect(both.status).toBe(400);
    expect(both.error?.message).toBe('preset: send a preset or permissions, not both');
  });

  it('a member (no MANAGE_EXTENSIONS) is refused, naming the permission', async () => {
    const member = await as('member');
    const res = await member.mutate('extensions.apiKeys.create', { name: 'nope' });
    expect(res.status).toBe(403);
    expect(res.error?.message).toContain('MANAGE_EXTENSIONS');
  });

  it('a portal token is created, works, and is revoked', async () => {
    const admin = await as('admin');
    const created = await admin.mutate<{ id: string; token: string }>('extensions.portalTokens.create', {
      name: 'Board portal',
    });
    expect(created.status).toBe(200);
    recordSecrets('dashboard-test', [created.data!.token]);
    expect(created.data!.token).toMatch(/^portal_[0-9A-Za-z]{43}$/);
    const before = await api('/grants', { headers: { Authorization: `Bearer ${created.data!.token}` } });
    expect(before.body.code).toBe('FORBIDDEN'); // authenticated; portal tokens cannot read grants
    await admin.mutate('extensions.portalTokens.revoke', { id: created.data!.id });
    const after = await api('/grants', { headers: { Authorization: `Bearer ${created.data!.token}` } });
    expect(after.status).toBe(401);
  });
});

describe('members and roles (MANAGE_MEMBERS)', () => {
  it('an admin invites a member, who joins with their own password; then changes their role and removes them', async () => {
    const admin = await as('admin');
    const joined = await inviteNewMember(admin, 'member');
    const changed = await admin.mutate('members.changeRole', { userId: joined.userId, role: 'manager' });
    expect(changed.status).toBe(200);
    const list = await admin.query<any[]>('members.list');
    expect(list.data!.find((m) => m.email === joined.email)?.role).toBe('manager');
    expect((await admin.mutate('members.remove', { userId: joined.userId })).status).toBe(200);
    expect((await admin.query<any[]>('members.list')).data!.some((m) => m.email === joined.email)).toBe(false);
    // Removed: the very next request of their session is refused.
    expect((await joined.session.query('members.me')).status).toBe(403);
  });

  it('an admin cannot invite as owner (it holds MANAGE_ORGANIZATION, which admins lack)', async () => {
    const admin = await as('admin');
    const res = await admin.mutate('members.invite', {
      email: `x-${randomUUID().slice(0, 8)}@alpha.example.org`,
      role: 'owner',
    });
    expect(res.status).toBe(403);
    expect(res.error?.message).toContain('MANAGE_ORGANIZATION');
  });

  it('custom roles: created within the creator’s permissions, assignable, not deletable while in use', async () => {
    const owner = await as('owner');
    const role = await owner.mutate<{ id: string }>('members.roles.create', {
      name: `grant writer ${randomUUID().slice(0, 6)}`,
      permissions: ['VIEW_GRANTS', 'VIEW_PURSUITS', 'MANAGE_PURSUITS'],
    });
    expect(role.status).toBe(200);
    const roles = await owner.query<any[]>('members.roles.list');
    const created = roles.data!.find((r) => r.id === role.data!.id);
    expect(created).toMatchObject({ builtIn: false, permissions: ['VIEW_GRANTS', 'VIEW_PURSUITS', 'MANAGE_PURSUITS'] });
    await inviteNewMember(owner, created.name);
    const del = await owner.mutate('members.roles.delete', { id: role.data!.id });
    expect(del.status).toBe(409);
    const builtIn = roles.data!.find((r) => r.name === 'viewer');
    expect((await owner.mutate('members.roles.update', { id: builtIn.id, permissions: ['VIEW_GRANTS'] })).status).toBe(
      409,
    );
  });

  it('the last owner cannot be removed or demoted', async () => {
    const owner = await as('owner');
    const me = await owner.query<{ userId: string }>('members.me');
    const removed = await owner.mutate('members.remove', { userId: me.data!.userId });
    expect(removed.status).toBe(409);
    const demoted = await owner.mutate('members.changeRole', { userId: me.data!.userId, role: 'admin' });
    expect(demoted.status).toBe(409);
  });

  it('a viewer cannot manage members', async () => {
    const viewer = await as('viewer');
    const res = await viewer.query('members.list');
    expect(res.status).toBe(403);
    expect(res.error?.message).toContain('MANAGE_MEMBERS');
  });
});

describe('a member who goes takes their credentials along (docs/members.md: keys do not outlive their creators)', () => {
  /** A new admin of alpha who creates a live key, a test key and a portal token. */
  async function adminWithCredentials(owner: DashboardClient) {
    const joined = await inviteNewMember(owner, 'admin');
    const live = await joined.session.mutate<{ id: string; key: string }>('extensions.apiKeys.create', {
      name: 'made by a departing admin',
    });
    const test = await joined.session.mutate<{ id: string; key: string }>('extensions.apiKeys.create', {
      name: 'their test key',
      mode: 'test',
    });
    const portal = await joined.session.mutate<{ id: string; token: string }>('extensions.portalTokens.create', {
      name: 'their board portal',
    });
    expect([live.status, test.status, portal.status]).toEqual([200, 200, 200]);
    recordSecrets('dashboard-test', [live.data!.key, test.data!.key, portal.data!.token]);
    expect((await api('/grants?limit=1', { key: live.data!.key })).status).toBe(200);
    expect((await api('/grants?limit=1', { key: test.data!.key })).status).toBe(200);
    return { ...joined, live: live.data!, test: test.data!, portal: portal.data! };
  }
  const portalAnswer = (token: string) => api('/grants', { headers: { Authorization: `Bearer ${token}` } });

  it('removing an admin revokes the keys and portal tokens they created, by default: the next request is 401', async () => {
    const owner = await as('owner');
    const gone = await adminWithCredentials(owner);
    const removed = await owner.mutate<{ revoked: { apiKeys: string[]; portalTokens: string[] } }>('members.remove', {
      userId: gone.userId,
    });
    expect(removed.status).toBe(200);
    expect(removed.data!.revoked.apiKeys.sort()).toEqual([gone.live.id, gone.test.id].sort());
    expect(removed.data!.revoked.portalTokens).toEqual([gone.portal.id]);
    expect((await api('/grants?limit=1', { key: gone.live.key })).status).toBe(401);
    expect((await api('/grants?limit=1', { key: gone.test.key })).status).toBe(401);
    expect((await portalAnswer(gone.portal.token)).status).toBe(401);
    const keys = (await owner.query<any[]>('extensions.apiKeys.list')).data!;
    expect(keys.find((k) => k.id === gone.live.id)).toMatchObject({ creatorGone: true });
    expect(keys.find((k) => k.id === gone.live.id)!.revokedAt).not.toBeNull();
    const trail = await owner.query<{ data: { changes: any }[] }>('auditLog.list', {
      targetType: 'api_key',
      targetId: gone.live.id,
    });
    expect(trail.data?.data.map((r) => r.changes.reason).filter(Boolean)).toEqual([[null, 'creator_removed']]);
  });

  it('an admin who leaves takes no keys along: what they created is revoked, so leaving first does not dodge a removal', async () => {
    const owner = await as('owner');
    const leaving = await adminWithCredentials(owner);
    expect((await leaving.session.mutate('members.leave', {})).status).toBe(200);
    expect((await api('/grants?limit=1', { key: leaving.live.key })).status).toBe(401);
    expect((await api('/grants?limit=1', { key: leaving.test.key })).status).toBe(401);
    expect((await portalAnswer(leaving.portal.token)).status).toBe(401);
  });

  it('kept on request (revokeCredentials: false): they still answer, and Settings → Extensions marks their creator gone', async () => {
    const owner = await as('owner');
    const gone = await adminWithCredentials(owner);
    const removed = await owner.mutate('members.remove', { userId: gone.userId, revokeCredentials: false });
    expect(removed.status).toBe(200);
    expect((await api('/grants?limit=1', { key: gone.live.key })).status).toBe(200);
    expect((await portalAnswer(gone.portal.token)).body.code).toBe('FORBIDDEN'); // authenticated, as before
    const keys = (await owner.query<any[]>('extensions.apiKeys.list')).data!;
    expect(keys.find((k) => k.id === gone.live.id)).toMatchObject({
      revokedAt: null,
      creatorGone: true,
      createdBy: { id: gone.userId, email: gone.email },
    });
    const tokens = (await owner.query<any[]>('extensions.portalTokens.list')).data!;
    expect(tokens.find((t) => t.id === gone.portal.id)).toMatchObject({ revokedAt: null, creatorGone: true });
    // A present creator's key is not marked.
    const mine = await owner.mutate<{ id: string; key: string }>('extensions.apiKeys.create', { name: 'owner key' });
    recordSecrets('dashboard-test', [mine.data!.key]);
    const again = (await owner.query<any[]>('extensions.apiKeys.list')).data!;
    expect(again.find((k) => k.id === mine.data!.id)).toMatchObject({ creatorGone: false });
    expect((await owner.mutate('members.remove', { userId: gone.userId, revokeCredentials: 'yes' })).status).toBe(400);
  });
});

describe('leaving (docs/members.md: a user can always leave an organization, except as its last owner)', () => {
  it('a viewer, who cannot manage members, leaves; the last owner cannot', async () => {
    const owner = await as('owner');
    const joined = await inviteNewMember(owner, 'viewer');
    expect((await joined.session.mutate('members.remove', { userId: joined.userId })).status).toBe(403);
    const left = await joined.session.mutate('members.leave', {});
    expect(left.status).toBe(200);
    expect((await owner.query<any[]>('members.list')).data!.some((m) => m.userId === joined.userId)).toBe(false);
    expect((await joined.session.query('members.me')).status).toBe(403);
    // The last owner: of an organization of its own (alpha's owner may not be the last one by now, and must stay).
    const solo = await signIn(fixtures().soloOwner.email, fixtures().soloOwner.password);
    const last = await solo.mutate('members.leave', {});
    expect(last.status).toBe(409);
    expect(last.error?.message).toMatch(/at least one owner/);
  });
});
