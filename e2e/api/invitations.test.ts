// Invitations and the tenancy boundary (docs/members.md), over real HTTP with email through a real SMTP server: the
// cross-tenant takeover (docs/members.md, "Why two links") and a hidden sandbox member, replayed; the invitation
// lifecycle; role edits.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordSecrets, withDirectDb } from '../fixtures/app-server';
import { signIn, type DashboardClient } from '../fixtures/dashboard';
import { fixtures } from '../fixtures/fixtures';
import {
  anonymousMutate,
  anonymousQuery,
  invite,
  inviteNewMember,
  strongPassword,
  tokenOf,
} from '../fixtures/invitations';
import { waitForEmail } from '../fixtures/mail-sink';

const as = (who: 'owner' | 'admin' | 'member' | 'viewer' | 'outsider') =>
  signIn(fixtures().users[who].email, fixtures().users[who].password);

// The organizations' names (e2e/fixtures/global-setup.ts): an invitation email's subject names its organization.
const ALPHA = 'Alpha Literacy Alliance';
const BETA = 'Beta Food Network';

/** The link of `organization`'s invitation email to `email` (the one only the mailbox holder sees). */
async function emailedLink(email: string, organization: string, since: Date) {
  const subject = new RegExp(`invited to join ${organization}`);
  const mail = await waitForEmail(fixtures().mailDir, { to: email, subject, since, timeoutMs: 30_000 });
  const link = /https?:\/\/[^\s"<>]+\/invite\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, 'the text part carries the link').toBeDefined();
  expect(mail.html).toContain(link!);
  recordSecrets('invitations', [tokenOf(link!)]);
  return link!;
}

const signInFails = async (email: string, password: string) => {
  await expect(signIn(email, password)).rejects.toThrow(/sign-in failed/);
};

describe('the cross-tenant takeover, replayed (docs/members.md: no organization chooses an identity’s credentials)', () => {
  it('whatever A sends, a password A chose never signs in once the real person answers B’s emailed invitation', async () => {
    const f = fixtures();
    const victim = `victim-${randomUUID().slice(0, 8)}@corp-b.example`;
    const chosenByA = strongPassword();
    recordSecrets('invitations', [chosenByA]);
    const a = await as('owner'); // alpha's owner plays organization A

    // The old way is gone, and a password smuggled into an invitation is ignored.
    const add = await a.mutate('members.add', { email: victim, role: 'viewer', password: chosenByA });
    expect(add.status).toBe(404);
    const invited = await a.mutate<{ link: string }>('members.invite', {
      email: victim,
      role: 'viewer',
      password: chosenByA,
    });
    expect(invited.status).toBe(200);
    await signInFails(victim, chosenByA);

    // A answers its own copied link and so creates the account with its password (it holds that link)…
    const planted = await anonymousMutate('invitations.acceptNew', {
      token: tokenOf(invited.data!.link),
      name: 'Not the victim',
      password: chosenByA,
    });
    expect(planted.status).toBe(200);
    const aAsVictim = await signIn(victim, chosenByA);
    const { data: plantedMe } = await aAsVictim.query<{ userId: string }>('members.me');
    // …then removes the membership, as in the report.
    expect((await a.mutate('members.remove', { userId: plantedMe!.userId })).status).toBe(200);

    // B invites the same email in good faith. B's own copied link cannot take over the account…
    const since = new Date();
    const b = await as('outsider');
    const bInvite = await b.mutate<{ link: string; emailed: boolean }>('members.invite', {
      email: victim,
      role: 'admin',
    });
    expect(bInvite.status).toBe(200);
    expect(bInvite.data!.emailed).toBe(true);
    const viaCopy = await anonymousMutate('invitations.acceptNew', {
      token: tokenOf(bInvite.data!.link),
      name: 'x',
      password: strongPassword(),
    });
    expect(viaCopy.status).toBe(409);

    // …the real person, who reads the mailbox, sets their own password through the emailed link.
    const link = await emailedLink(victim, BETA, since);
    expect(link).not.toBe(bInvite.data!.link);
    const preview = await anonymousQuery<{ status: string }>('invitations.preview', { token: tokenOf(link) });
    expect(preview.data).toMatchObject({ status: 'pending' });
    const own = strongPassword();
    recordSecrets('invitations', [own]);
    const claimed = await anonymousMutate('invitations.acceptNew', {
      token: tokenOf(link),
      name: 'The Real Victim',
      password: own,
    });
    expect(claimed.status).toBe(200);

    await signInFails(victim, chosenByA);
    expect((await aAsVictim.query('members.me')).status).toBe(401); // A's session ended with the new password
    const real = await signIn(victim, own);
    const me = await real.query<{ organizationId: string; permissions: string[] }>('members.me');
    expect(me.data!.organizationId).toBe(f.orgB.id);
    expect(me.data!.permissions).toContain('MANAGE_MEMBERS'); // admin in B
  });

  it('an account the owner proved cannot be claimed by any invitation link', async () => {
    const admin = await as('admin');
    const since = new Date();
    const email = `proven-${randomUUID().slice(0, 8)}@example.org`;
    await invite(admin, email, 'viewer');
    const password = strongPassword();
    recordSecrets('invitations', [password]);
    expect(
      (
        await anonymousMutate('invitations.acceptNew', {
          token: tokenOf(await emailedLink(email, ALPHA, since)),
          name: 'P',
          password,
        })
      ).status,
    ).toBe(200);

    const since2 = new Date();
    const b = await as('outsider');
    await invite(b, email, 'viewer');
    const second = await emailedLink(email, BETA, since2);
    const preview = await anonymousQuery('invitations.preview', { token: tokenOf(second) });
    expect(preview.data).toMatchObject({ status: 'pending' });
    expect(preview.data).not.toHaveProperty('accountExists');
    const attempt = await anonymousMutate('invitations.acceptNew', {
      token: tokenOf(second),
      name: 'x',
      password: strongPassword(),
    });
    expect(attempt.status).toBe(409);
    expect(attempt.error?.message).toMatch(/sign in/i);
    await signIn(email, password); // unchanged
  });
});

describe('what a copied link tells and leaves behind (docs/members.md)', () => {
  it('the preview of an admin’s own copied link says nothing about whether the email has an account anywhere', async () => {
    const b = await as('outsider'); // beta's owner probes for accounts in other tenants
    const existing = fixtures().users.viewer.email; // has an account (in alpha)
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.org`;
    const previews = [];
    for (const email of [existing, unknown]) {
      const { token } = await invite(b, email, 'viewer');
      const preview = await anonymousQuery<Record<string, unknown>>('invitations.preview', { token });
      expect(preview.status).toBe(200);
      expect(preview.data).not.toHaveProperty('accountExists');
      const { invitation, ...rest } = preview.data as { invitation: Record<string, unknown> };
      previews.push({ rest, invitation: { ...invitation, email: undefined, expiresAt: undefined } });
    }
    expect(previews[0]).toEqual(previews[1]); // the same answer, but for the email itself
    expect(JSON.stringify(previews[0])).not.toMatch(/exist|account|verified/i);
  });

  it('the membership a copied link made goes when the real person claims the address; nobody is kept where they did not accept', async () => {
    const victim = `reclaim-${randomUUID().slice(0, 8)}@corp-b.example`;
    const chosenByA = strongPassword();
    recordSecrets('invitations', [chosenByA]);
    const a = await as('admin'); // alpha's admin plays organization A, and keeps the membership this time
    const planted = await invite(a, victim, 'viewer');
    expect(
      (await anonymousMutate('invitations.acceptNew', { token: planted.token, name: 'Not them', password: chosenByA }))
        .status,
    ).toBe(200);
    const aAsVictim = await signIn(victim, chosenByA);
    const { data: plantedMe } = await aAsVictim.query<{ userId: string }>('members.me');

    const since = new Date();
    await invite(await as('outsider'), victim, 'viewer');
    const own = strongPassword();
    recordSecrets('invitations', [own]);
    const claimed = await anonymousMutate('invitations.acceptNew', {
      token: tokenOf(await emailedLink(victim, BETA, since)),
      name: 'The Real Person',
      password: own,
    });
    expect(claimed.status).toBe(200);

    const real = await signIn(victim, own);
    const me = await real.query<{ userId: string; organizations: { id: string }[] }>('members.me');
    expect(me.data!.userId).toBe(plantedMe!.userId); // the same account, claimed
    expect(me.data!.organizations.map((o) => o.id)).toEqual([fixtures().orgB.id]); // not alpha: never accepted there
    const alphaMembers = (await a.query<{ userId: string }[]>('members.list')).data!;
    expect(alphaMembers.some((m) => m.userId === plantedMe!.userId)).toBe(false);
    const trail = await (
      await as('owner')
    ).query<{ data: { action: string; changes: any }[] }>('auditLog.list', {
      targetType: 'user',
      targetId: plantedMe!.userId,
      action: 'member.removed',
    });
    expect(trail.data!.data.map((r) => r.changes.reason)).toEqual([[null, 'account_claimed:emailed_invitation']]);
    // And had the claim left one behind, leaving it is always possible (members.leave, dashboard-members.test.ts).
  });
});

describe('the invitation lifecycle', () => {
  it('invite → email with text and HTML → weak password refused → own password → a member with the invited role', async () => {
    const admin = await as('admin');
    const since = new Date();
    const email = `join-${randomUUID().slice(0, 8)}@example.org`;
    const res = await admin.mutate<{
      invitation: { id: string; status: string; role: string; expiresAt: string };
      emailed: boolean;
    }>('members.invite', { email, role: 'manager' });
    expect(res.status).toBe(200);
    expect(res.data!.invitation).toMatchObject({ status: 'pending', role: 'manager' });
    const days = (Date.parse(res.data!.invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const pending = await admin.query<{ data: { id: string }[]; emailEnabled: boolean }>('members.invitations.list');
    expect(pending.data!.emailEnabled).toBe(true);
    expect(pending.data!.data.map((i) => i.id)).toContain(res.data!.invitation.id);
    // Not a member until they accept.
    expect((await admin.query<any[]>('members.list')).data!.some((m) => m.email === email)).toBe(false);

    const token = tokenOf(await emailedLink(email, ALPHA, since));
    const weak = await anonymousMutate('invitations.acceptNew', { token, name: 'Jo', password: 'password1234' });
    expect(weak.status).toBe(400);
    expect(weak.error?.data?.appCode).toBe('VALIDATION_FAILED');
    expect(weak.error?.message).toMatch(/password/i);

    const password = strongPassword();
    recordSecrets('invitations', [password]);
    expect((await anonymousMutate('invitations.acceptNew', { token, name: 'Jo Manager', password })).status).toBe(200);
    const session = await signIn(email, password);
    const me = await session.query<{ organizationId: string; permissions: string[] }>('members.me');
    expect(me.data!.organizationId).toBe(fixtures().orgA.id);
    expect(me.data!.permissions).toEqual(expect.arrayContaining(['MANAGE_PURSUITS', 'MANAGE_MISSIONS']));
    expect(me.data!.permissions).not.toContain('MANAGE_MEMBERS');
    expect((await admin.query<any[]>('members.list')).data!.find((m) => m.email === email)?.role).toBe('manager');

    // Single use: the link now says so and creates nothing.
    expect((await anonymousQuery('invitations.preview', { token })).data).toMatchObject({ status: 'accepted' });
    expect(
      (await anonymousMutate('invitations.acceptNew', { token, name: 'Again', password: strongPassword() })).status,
    ).toBe(409);
    expect(
      (await admin.query<{ data: { id: string }[] }>('members.invitations.list')).data!.data.map((i) => i.id),
    ).not.toContain(res.data!.invitation.id);
  });

  it('revoked and resent links stop working; unknown tokens say nothing; no membership comes of them', async () => {
    const admin = await as('admin');
    const email = `revoked-${randomUUID().slice(0, 8)}@example.org`;
    const first = await invite(admin, email, 'viewer');
    expect((await admin.mutate('members.invite', { email, role: 'viewer' })).status).toBe(409); // already invited
    const resent = await admin.mutate<{ link: string }>('members.invitations.resend', { id: first.invitationId });
    expect(resent.status).toBe(200);
    recordSecrets('invitations', [tokenOf(resent.data!.link)]);
    expect((await anonymousQuery('invitations.preview', { token: first.token })).data).toMatchObject({
      status: 'invalid',
    });
    expect((await admin.mutate('members.invitations.revoke', { id: first.invitationId })).status).toBe(200);
    const token = tokenOf(resent.data!.link);
    expect((await anonymousQuery('invitations.preview', { token })).data).toMatchObject({ status: 'revoked' });
    const accept = await anonymousMutate('invitations.acceptNew', { token, name: 'Late', password: strongPassword() });
    expect(accept.status).toBe(409);
    expect(accept.error?.message).toMatch(/withdrawn/);
    await signInFails(email, 'whatever-password-1');
    const unknown = await anonymousQuery<{ status: string; invitation?: unknown }>('invitations.preview', {
      token: 'x'.repeat(43),
    });
    expect(unknown.data).toMatchObject({ status: 'invalid' });
    expect(unknown.data!.invitation).toBeUndefined();
    // The invite page answers each state with a clear message (server-rendered).
    const page = await fetch(`${fixtures().baseUrl}/invite/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/invitation has been revoked/i);
  });

  it('an expired link is refused and a new invitation can then be made (PostgreSQL pass: the test edits the row)', async () => {
    const f = fixtures();
    if (f.dbKind !== 'postgres') return; // the PGlite app holds its database exclusively
    const admin = await as('admin');
    const email = `expired-${randomUUID().slice(0, 8)}@example.org`;
    const first = await invite(admin, email, 'viewer');
    await withDirectDb({ kind: 'postgres', url: f.databaseUrl, env: f.dbEnv, drop: async () => {} }, (sql) =>
      sql(`update invitations set expires_at = now() - interval '1 minute' where id = '${first.invitationId}'`),
    );
    expect((await anonymousQuery('invitations.preview', { token: first.token })).data).toMatchObject({
      status: 'expired',
    });
    expect(
      (await anonymousMutate('invitations.acceptNew', { token: first.token, name: 'Late', password: strongPassword() }))
        .status,
    ).toBe(409);
    const page = await fetch(`${f.baseUrl}/invite/${first.token}`);
    expect(await page.text()).toMatch(/expired/i);
    expect(
      (await admin.query<{ data: { id: string; status: string }[] }>('members.invitations.list')).data!.data.find(
        (i) => i.id === first.invitationId,
      )?.status,
    ).toBe('expired');
    await invite(admin, email, 'viewer'); // the expired one no longer blocks a new invitation
  });

  it('an existing user accepts into a second organization; their default organization is unchanged', async () => {
    const f = fixtures();
    const b = await as('outsider');
    // A fresh alpha member (so other tests' view of alpha's fixed users stays as it was), who joined through the
    // emailed link: a proven account, which a later invitation cannot claim.
    const admin = await as('admin');
    const email = `member-${randomUUID().slice(0, 8)}@example.org`;
    const joinedAt = new Date();
    await invite(admin, email, 'member');
    const password = strongPassword();
    recordSecrets('invitations', [password]);
    const joinToken = tokenOf(await emailedLink(email, ALPHA, joinedAt));
    expect(
      (await anonymousMutate('invitations.acceptNew', { token: joinToken, name: 'Member', password })).status,
    ).toBe(200);
    const person = { email, session: await signIn(email, password) };
    const since = new Date();
    await invite(b, person.email, 'viewer');
    const token = tokenOf(await emailedLink(person.email, BETA, since));
    expect((await anonymousQuery('invitations.preview', { token })).data).toMatchObject({ status: 'pending' });

    // Someone else's session cannot accept it, and is told whose it is.
    const other = await as('viewer');
    const wrong = await other.mutate('invitations.accept', { token });
    expect(wrong.status).toBe(403);
    expect(wrong.error?.message).toContain(person.email);

    const accepted = await person.session.mutate<{ organizationId: string }>('invitations.accept', { token });
    expect(accepted.status).toBe(200);
    expect(accepted.data!.organizationId).toBe(f.orgB.id);
    const me = await person.session.query<{ organizationId: string; organizations: { id: string; role: string }[] }>(
      'members.me',
    );
    expect(me.data!.organizationId).toBe(f.orgA.id); // still the default
    expect(me.data!.organizations.map((o) => [o.id, o.role]).sort()).toEqual(
      [
        [f.orgA.id, 'member'],
        [f.orgB.id, 'viewer'],
      ].sort(),
    );
    expect((await person.session.mutate('invitations.accept', { token })).status).toBe(409); // used
  });

  it('declining creates no membership; a viewer cannot invite; a member is not invited twice', async () => {
    const b = await as('outsider');
    const admin = await as('admin');
    const person = await inviteNewMember(admin, 'viewer');
    const { token } = await invite(b, person.email, 'viewer');
    expect((await person.session.mutate('invitations.decline', { token })).status).toBe(200);
    expect((await anonymousQuery('invitations.preview', { token })).data).toMatchObject({ status: 'declined' });
    expect((await b.query<any[]>('members.list')).data!.some((m) => m.email === person.email)).toBe(false);

    const viewer = await as('viewer');
    const refused = await viewer.mutate('members.invite', { email: 'someone@example.org', role: 'viewer' });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toContain('MANAGE_MEMBERS');
    const again = await admin.mutate('members.invite', { email: person.email, role: 'viewer' });
    expect(again.status).toBe(409);
    expect(again.error?.message).toMatch(/already a member/);
  });
});

describe('the sandbox boundary (docs/members.md: a sandbox is a mode of its live organization)', () => {
  const sandbox = () => ({ organizationId: fixtures().orgA.sandboxId });

  it('the hidden sandbox member, replayed: the invitation lands in the live organization, visible in its list', async () => {
    const admin = await as('admin');
    const email = `sandbox-${randomUUID().slice(0, 8)}@example.org`;
    const viaSandbox = await admin.mutate<{ invitation: { id: string } }>(
      'members.invite',
      { email, role: 'viewer' },
      sandbox(),
    );
    expect(viaSandbox.status).toBe(200);
    const live = await admin.query<{ data: { id: string }[] }>('members.invitations.list');
    expect(live.data!.data.map((i) => i.id)).toContain(viaSandbox.data!.invitation.id);
    const password = strongPassword();
    recordSecrets('invitations', [password]);
    const link = (
      await admin.mutate<{ link: string }>(
        'members.invitations.resend',
        { id: viaSandbox.data!.invitation.id },
        sandbox(),
      )
    ).data!.link;
    recordSecrets('invitations', [tokenOf(link)]);
    expect((await anonymousMutate('invitations.acceptNew', { token: tokenOf(link), name: 'S', password })).status).toBe(
      200,
    );

    const liveList = await admin.query<{ email: string; userId: string }[]>('members.list');
    const sandboxList = await admin.query<{ email: string }[]>('members.list', undefined, sandbox());
    expect(liveList.data!.some((m) => m.email === email)).toBe(true);
    expect(sandboxList.data).toEqual(liveList.data); // one list: the live organization's

    // Removing them from the live organization removes them everywhere: the sandbox is refused too.
    const member = await signIn(email, password);
    expect((await member.query('members.me', undefined, sandbox())).status).toBe(200);
    const userId = liveList.data!.find((m) => m.email === email)!.userId;
    expect((await admin.mutate('members.remove', { userId }, sandbox())).status).toBe(200);
    expect((await member.query('members.me', undefined, sandbox())).status).toBe(403);
    expect((await member.query('members.me')).status).toBe(403);
  });

  it('a session in the sandbox says livemode: false and holds exactly its live role', async () => {
    const viewer = await as('viewer');
    const me = await viewer.query<{ organizationId: string; livemode: boolean; permissions: string[] }>(
      'members.me',
      undefined,
      sandbox(),
    );
    expect(me.data).toMatchObject({ organizationId: fixtures().orgA.sandboxId, livemode: false });
    const live = await viewer.query<{ permissions: string[]; livemode: boolean }>('members.me');
    expect(live.data!.livemode).toBe(true);
    expect(me.data!.permissions.sort()).toEqual(live.data!.permissions.sort());
    // Nothing beyond the live role: no member, no key, in either mode.
    for (const opts of [undefined, sandbox()]) {
      expect((await viewer.mutate('members.invite', { email: 'x@example.org', role: 'viewer' }, opts)).status).toBe(
        403,
      );
      expect((await viewer.mutate('extensions.apiKeys.create', { name: 'k', mode: 'live' }, opts)).status).toBe(403);
    }
  });

  it('roles are the live organization’s in both modes', async () => {
    const owner = await as('owner');
    const name = `sandboxed role ${randomUUID().slice(0, 6)}`;
    const created = await owner.mutate<{ id: string }>(
      'members.roles.create',
      { name, permissions: ['VIEW_GRANTS'] },
      sandbox(),
    );
    expect(created.status).toBe(200);
    const live = await owner.query<{ id: string; name: string }[]>('members.roles.list');
    expect(live.data!.find((r) => r.name === name)?.id).toBe(created.data!.id);
    expect((await owner.query('members.roles.list', undefined, sandbox())).data).toEqual(live.data);
  });

  it('no membership or role row points at a sandbox, and the database refuses one (PostgreSQL pass)', async () => {
    const f = fixtures();
    if (f.dbKind !== 'postgres') return; // the PGlite case is server/members/sandbox-tenancy.test.ts
    await withDirectDb({ kind: 'postgres', url: f.databaseUrl, env: f.dbEnv, drop: async () => {} }, async (sql) => {
      const [stray] = await sql(`select
          (select count(*) from memberships m join organizations o on o.id = m.organization_id where o.live_organization_id is not null)::int as memberships,
          (select count(*) from roles r join organizations o on o.id = r.organization_id where o.live_organization_id is not null)::int as roles`);
      expect(stray).toEqual({ memberships: 0, roles: 0 });
      await expect(
        sql(`insert into memberships (organization_id, user_id, role_id)
             select '${f.orgA.sandboxId}', m.user_id, m.role_id from memberships m where m.organization_id = '${f.orgA.id}' limit 1`),
      ).rejects.toThrow(/sandbox/);
    });
  });
});

describe('role edits (docs/permissions.md: the editor holds every permission the role holds now and would hold)', () => {
  async function strongRole(owner: DashboardClient) {
    const res = await owner.mutate<{ id: string; name: string }>('members.roles.create', {
      name: `deputy owner ${randomUUID().slice(0, 6)}`,
      permissions: ['VIEW_GRANTS', 'MANAGE_MEMBERS', 'MANAGE_ORGANIZATION'],
    });
    expect(res.status).toBe(200);
    return res.data!;
  }

  it('an admin cannot edit or delete a role holding MANAGE_ORGANIZATION, even to lower it: 403 naming the permission', async () => {
    const owner = await as('owner');
    const admin = await as('admin');
    const role = await strongRole(owner);
    const lowered = await admin.mutate('members.roles.update', { id: role.id, permissions: ['VIEW_GRANTS'] });
    expect(lowered.status).toBe(403);
    expect(lowered.error?.message).toContain('MANAGE_ORGANIZATION');
    const renamed = await admin.mutate('members.roles.update', { id: role.id, name: `${role.name} x` });
    expect(renamed.status).toBe(403);
    const deleted = await admin.mutate('members.roles.delete', { id: role.id });
    expect(deleted.status).toBe(403);
    expect(deleted.error?.message).toContain('MANAGE_ORGANIZATION');
    const after = (await owner.query<{ id: string; permissions: string[] }[]>('members.roles.list')).data!.find(
      (r) => r.id === role.id,
    );
    expect(after?.permissions).toContain('MANAGE_ORGANIZATION');
    // The owner, who holds it all, may.
    expect((await owner.mutate('members.roles.delete', { id: role.id })).status).toBe(200);
  });
});
