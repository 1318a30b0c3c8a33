// Notifications on both databases (docs/notifications.md): assignment emails and the bell, their one-click unsubscribe
// without a session (the GET page changes nothing; the RFC 8058 POST does), "not relevant" on the grants list,
// preferences, and links that were tampered with or made for something else. Digests and reminders, which the CLI runs
// at chosen instants, are in notifications-run.postgres.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordSecrets } from '../fixtures/app-server';
import { signIn, type DashboardClient } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';
import { readMailbox, waitForEmail, type ReceivedEmail } from '../fixtures/mail-sink';

const as = (who: 'owner' | 'admin' | 'member' | 'viewer' | 'outsider') =>
  signIn(fixtures().users[who].email, fixtures().users[who].password);

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The unsubscribe URL of a notification email: its List-Unsubscribe header, the same as the footer link. */
function unsubscribeLink(mail: ReceivedEmail): string {
  const header = mail.headers['list-unsubscribe'];
  expect(header, 'List-Unsubscribe').toMatch(/^<https?:\/\/[^>]+\/notifications\/unsubscribe\?token=[^>]+>$/);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const url = header!.slice(1, -1);
  expect(mail.text).toContain(url);
  expect(mail.html).toContain(url.replace(/&/g, '&amp;'));
  recordSecrets('notifications', [new URL(url).searchParams.get('token')!]);
  return url;
}

/** The app answers links on its own address (the email's host is APP_URL, or where the app listens). */
const onApp = (link: string) => {
  const url = new URL(link);
  return `${fixtures().baseUrl}${url.pathname}${url.search}`;
};

async function assignPursuit(by: DashboardClient, ownerUserId: string, title = `Assigned ${randomUUID()}`) {
  const res = await by.mutate<{ id: string }>('pursuits.create', { title, deadline: inDays(40), ownerUserId });
  expect(res.status).toBe(200);
  return { id: res.data!.id, title };
}

describe('assignments', () => {
  it('the new owner gets one email and one bell notification; assigning yourself tells nobody', async () => {
    const f = fixtures();
    const admin = await as('admin');
    const member = await as('member');
    const since = new Date();
    const before = (await member.query<{ unread: number }>('notifications.unreadCount')).data!.unread;

    const pursuit = await assignPursuit(admin, f.users.member.id);
    const mail = await waitForEmail(f.mailDir, {
      to: f.users.member.email,
      subject: new RegExp(`You own a pursuit: ${pursuit.title}`),
      since,
    });
    expect(mail.text).toMatch(/made you the owner of the pursuit/);
    expect(mail.text).toContain(`/pursuits?open=${pursuit.id}`);
    unsubscribeLink(mail);

    const list = await member.query<{
      data: { id: string; kind: string; title: string; link: string; readAt: string | null }[];
      unread: number;
    }>('notifications.list', {});
    const mine = list.data!.data.find((n) => n.title.includes(pursuit.title));
    expect(mine).toMatchObject({ kind: 'assignment', link: `/pursuits?open=${pursuit.id}`, readAt: null });
    expect(list.data!.unread).toBe(before + 1);

    // Reading it: only one's own; another member's ids change nothing.
    const admins = await admin.mutate<{ marked: number }>('notifications.markRead', { ids: [mine!.id] });
    expect(admins.data!.marked).toBe(0);
    const read = await member.mutate<{ marked: number; unread: number }>('notifications.markRead', { ids: [mine!.id] });
    expect(read.data).toEqual({ marked: 1, unread: before });

    // The admin assigning a pursuit to themselves: no email, no notification.
    const selfSince = new Date();
    const own = await assignPursuit(admin, f.users.admin.id);
    await assignPursuit(admin, f.users.member.id); // a later email, to know the mail queue has moved past it
    await waitForEmail(f.mailDir, { to: f.users.member.email, subject: /You own a pursuit/, since: selfSince });
    const toAdmin = (await readMailbox(f.mailDir)).filter((e) => e.subject.includes(own.title));
    expect(toAdmin).toEqual([]);
  });

  it('a deliverable assigned by an integration (API key) names it, and a sandbox assignment tells nobody', async () => {
    const f = fixtures();
    const owner = await as('owner');
    const pursuit = await owner.mutate<any>('pursuits.create', { title: `Funded ${randomUUID()}`, stage: 'submitted' });
    const won = await owner.mutate<any>('pursuits.update', {
      id: pursuit.data.id,
      status: 'won',
      projectStartDate: inDays(0),
      projectEndDate: inDays(300),
    });
    const projectId = won.data.project.id as string;
    const since = new Date();
    const title = `Quarterly report ${randomUUID().slice(0, 8)}`;
    const created = await api(`/projects/${projectId}/tasks`, {
      method: 'POST',
      key: f.orgA.fullKey,
      body: { title, dueDate: inDays(20), assigneeUserId: f.users.member.id },
    });
    expect(created.status).toBe(201);
    const mail = await waitForEmail(f.mailDir, {
      to: f.users.member.email,
      subject: new RegExp(`Assigned to you: ${title}`),
      since,
    });
    expect(mail.text).toMatch(/An integration made you the assignee of the deliverable/);
    expect(mail.text).toContain(`/projects/${projectId}`);

    // Test mode: the same assignment in alpha's sandbox notifies nobody.
    const sandboxTitle = `Sandbox ${randomUUID()}`;
    const sandbox = await owner.mutate(
      'pursuits.create',
      { title: sandboxTitle, ownerUserId: f.users.member.id },
      { organizationId: f.orgA.sandboxId },
    );
    expect(sandbox.status).toBe(200);
    const member = await as('member');
    const list = await member.query<{ data: { title: string }[] }>('notifications.list', { limit: 50 });
    expect(list.data!.data.some((n) => n.title.includes(sandboxTitle))).toBe(false);
  });
});

describe('one-click unsubscribe (RFC 8058), without a session', () => {
  it('GET shows a page and changes nothing; the one-click POST turns the topic off; later assignments send nothing', async () => {
    const f = fixtures();
    const admin = await as('admin');
    const viewer = await as('viewer');
    const since = new Date();
    // The viewer may read pursuits: a pursuit they own is worth telling them about.
    const first = await assignPursuit(admin, f.users.viewer.id);
    const mail = await waitForEmail(f.mailDir, { to: f.users.viewer.email, subject: new RegExp(first.title), since });
    const link = onApp(unsubscribeLink(mail));

    const page = await fetch(link, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toMatch(/Unsubscribe from assignment emails\?/);
    expect((await viewer.query<{ assignments: boolean }>('notifications.preferences')).data!.assignments).toBe(true);

    // What a mail provider sends (RFC 8058 §3.2): a POST with this one field, no cookie.
    const post = await fetch(link, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': '192.0.2.58',
        'User-Agent': 'mail-provider/1',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    expect(await post.text()).toMatch(/You are unsubscribed/);
    const prefs = (
      await viewer.query<{ digest: string; reminders: boolean; assignments: boolean }>('notifications.preferences')
    ).data!;
    expect(prefs).toMatchObject({ digest: 'daily', reminders: true, assignments: false });
    // The audit trail has it as the link's user's change, from where it came.
    const trail = await api<{
      data: { actor: { kind: string; id: string }; ip: string; userAgent: string; changes: object }[];
    }>(`/audit-log?action=notification_preferences.updated&targetType=user&targetId=${f.users.viewer.id}&limit=1`, {
      headers: { Authorization: `Bearer ${f.users.admin.idToken}` },
    });
    expect(trail.body.data[0]).toMatchObject({
      actor: { kind: 'user', id: f.users.viewer.id },
      ip: '192.0.2.58',
      userAgent: 'mail-provider/1',
      changes: { assignments: [true, false] },
    });

    // Assigned again: nothing, in the mailbox or the bell.
    const afterSince = new Date();
    const second = await assignPursuit(admin, f.users.viewer.id);
    await assignPursuit(admin, f.users.member.id);
    await waitForEmail(f.mailDir, { to: f.users.member.email, subject: /You own a pursuit/, since: afterSince });
    expect((await readMailbox(f.mailDir)).filter((e) => e.subject.includes(second.title))).toEqual([]);
    const bell = await viewer.query<{ data: { title: string }[] }>('notifications.list', { limit: 50 });
    expect(bell.data!.data.some((n) => n.title.includes(second.title))).toBe(false);

    // Back on from Settings → Notifications.
    const on = await viewer.mutate('notifications.updatePreferences', { assignments: true });
    expect(on.data).toMatchObject({ assignments: true });
  });

  it('refuses tampered, truncated, repeated or foreign tokens with a plain 400 page, changing nothing', async () => {
    const f = fixtures();
    const admin = await as('admin');
    const since = new Date();
    const p = await assignPursuit(admin, f.users.member.id);
    const mail = await waitForEmail(f.mailDir, { to: f.users.member.email, subject: new RegExp(p.title), since });
    const link = new URL(onApp(unsubscribeLink(mail)));
    const token = link.searchParams.get('token')!;
    const [header, payload, signature] = token.split('.');
    // A payload rewritten to another topic (or person), keeping the signature: the signature no longer holds.
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), topic: 'digest' }),
    ).toString('base64url');
    const base = `${f.baseUrl}/notifications/unsubscribe`;
    const bad = [
      `${base}`,
      `${base}?token=`,
      `${base}?token=${token.slice(0, -4)}`,
      `${base}?token=${header}.${forged}.${signature}`,
      `${base}?token=${token}&token=${token}`,
      `${base}?token=${'a'.repeat(5000)}`,
      `${base}?token=%00%ff`,
    ];
    for (const url of bad) {
      for (const method of ['GET', 'POST']) {
        const res = await fetch(url, {
          method,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
        });
        expect(res.status, `${method} ${url.slice(0, 120)}`).toBe(400);
        expect(await res.text()).toMatch(/This link is not valid/);
      }
    }
    // An unsubscribe token is not a "not relevant" token, nor the other way round.
    const cross = await fetch(`${f.baseUrl}/notifications/not-relevant?token=${token}`, {
      method: 'POST',
      body: 'action=dismiss',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(cross.status).toBe(400);
    // A huge body is refused before it is read, with a Content-Length or streamed without one (chunked).
    const huge = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'x='.padEnd(5000, 'x'),
    });
    expect(huge.status).toBe(413);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 64; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = await fetch(link, { method: 'POST', body: chunked, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    const member = await as('member');
    expect(
      (await member.query<{ digest: string; assignments: boolean }>('notifications.preferences')).data,
    ).toMatchObject({ digest: 'daily', assignments: true });
  });
});

describe('not relevant', () => {
  it('hides a grant from the default list and shows it with dismissed=include|only; restoring brings it back', async () => {
    const f = fixtures();
    const member = await as('member'); // MANAGE_PURSUITS
    const all = await api<{ data: { id: string }[]; pagination: { total: number } }>('/grants?limit=5', {
      key: f.orgA.readKey,
    });
    const grantId = all.body.data[0]!.id;
    const total = all.body.pagination.total;

    const dismissed = await member.mutate('grants.dismiss', { grantId });
    expect(dismissed.data).toEqual({ grantId, dismissed: true });
    expect((await member.mutate('grants.dismiss', { grantId })).status).toBe(200); // twice is once
    const after = await api<{ data: { id: string }[]; pagination: { total: number } }>('/grants?limit=100', {
      key: f.orgA.readKey,
    });
    expect(after.body.data.map((g) => g.id)).not.toContain(grantId);
    expect(after.body.pagination.total).toBe(total - 1);
    const included = await api<{ pagination: { total: number } }>('/grants?limit=1&dismissed=include', {
      key: f.orgA.readKey,
    });
    expect(included.body.pagination.total).toBe(total);
    const only = await api<{ data: { id: string }[] }>('/grants?dismissed=only', { key: f.orgA.readKey });
    expect(only.body.data.map((g) => g.id)).toEqual([grantId]);
    // Another organization's list is its own.
    const beta = await api<{ data: { id: string }[] }>('/grants?dismissed=only', { key: f.orgB.key });
    expect(beta.body.data).toEqual([]);
    expect((await member.query('grants.dismissal', { grantId })).data).toEqual({ grantId, dismissed: true });

    const restored = await member.mutate('grants.restore', { grantId });
    expect(restored.data).toEqual({ grantId, dismissed: false });
    const back = await api<{ pagination: { total: number } }>('/grants?limit=1', { key: f.orgA.readKey });
    expect(back.body.pagination.total).toBe(total);
  });

  it('needs MANAGE_PURSUITS, and another organization’s private grant is NOT_FOUND', async () => {
    const f = fixtures();
    const viewer = await as('viewer');
    const grants = await api<{ data: { id: string }[] }>('/grants?limit=1', { key: f.orgA.readKey });
    const refused = await viewer.mutate('grants.dismiss', { grantId: grants.body.data[0]!.id });
    expect(refused.error?.data?.appCode).toBe('FORBIDDEN');
    const outsider = await as('outsider');
    const hidden = await outsider.mutate('grants.dismiss', { grantId: f.privateGrantId });
    expect(hidden.error?.data?.appCode).toBe('NOT_FOUND');
    expect((await outsider.query('grants.dismissal', { grantId: f.privateGrantId })).error?.data?.appCode).toBe(
      'NOT_FOUND',
    );
  });
});

describe('preferences and time zone', () => {
  it('keeps each member’s own choices per organization, and refuses unknown values', async () => {
    const member = await as('member');
    const admin = await as('admin');
    const set = await member.mutate('notifications.updatePreferences', { digest: 'weekly', reminders: false });
    expect(set.data).toEqual({
      digest: 'weekly',
      reminders: false,
      assignments: true,
      budgetAlerts: true,
      grantChanges: true,
    });
    expect((await admin.query<{ digest: string }>('notifications.preferences')).data!.digest).toBe('daily');
    for (const input of [{}, { digest: 'hourly' }, { reminders: 'yes' }, { digest: 'daily', extra: 1 }]) {
      const res = await member.mutate('notifications.updatePreferences', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
    }
    const restored = await member.mutate('notifications.updatePreferences', { digest: 'daily', reminders: true });
    expect(restored.data).toEqual({
      digest: 'daily',
      reminders: true,
      assignments: true,
      budgetAlerts: true,
      grantChanges: true,
    });
  });

  it('the organization’s time zone is an IANA name, set by whoever manages the organization', async () => {
    const owner = await as('owner');
    expect((await owner.query<{ timeZone: string }>('organization.get')).data!.timeZone).toBe('America/New_York');
    for (const timeZone of ['Mars/Olympus_Mons', 'Europe/Nowhere', '../../etc/passwd', 'UTC; drop table', '']) {
      const res = await owner.mutate('organization.update', { timeZone });
      expect(res.status, timeZone).toBe(400);
    }
    const admin = await as('admin'); // no MANAGE_ORGANIZATION
    expect((await admin.mutate('organization.update', { timeZone: 'Europe/Paris' })).error?.data?.appCode).toBe(
      'FORBIDDEN',
    );
    expect((await owner.query<{ timeZone: string }>('organization.get')).data!.timeZone).toBe('America/New_York');
  });
});
