// Dashboard procedures (sessions only): API keys and portal tokens under MANAGE_EXTENSIONS, members and custom
// roles under MANAGE_MEMBERS — nobody grants what they do not hold, and an organization keeps an owner. People
// join by invitation (e2e/api/invitations.test.ts has the whole flow).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordSecrets } from '../fixtures/app-server';
import { signIn } from '../fixtures/dashboard';
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
