// Budget alerts over real HTTP (docs/post-award.md#alerts): expenses POSTed over REST cross a line's 90 % and 100 %
// thresholds, and each crossing is told once — the bell of the organization's budget managers (not of a member who
// cannot manage budgets), an email through the real SMTP sink whose one-click unsubscribe stops the next one, a
// budget.threshold_crossed webhook verified with the standardwebhooks package — and listed in the budget's `alerts`.
// The variance alert that time alone fires (`cli notifications run --at`) is in budget-alerts-run.postgres.test.ts.
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSecrets } from '../fixtures/app-server';
import { signIn, type DashboardClient } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';
import { readMailbox, waitForEmail, type ReceivedEmail } from '../fixtures/mail-sink';

const f = () => fixtures();
const key = () => f().orgA.fullKey;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A receiver on loopback: every request with its exact bytes. */
const received: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.end('thanks');
  });
});

async function waitFor<T>(what: string, probe: () => T | undefined | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let hookPath = '';
let secret = '';
let owner: DashboardClient;
let admin: DashboardClient;
let member: DashboardClient;

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  hookPath = `/hook/${randomUUID()}`;
  const as = (who: 'owner' | 'admin' | 'member') => signIn(f().users[who].email, f().users[who].password);
  owner = await as('owner');
  admin = await as('admin');
  member = await as('member');
  const created = await admin.mutate<{ secret: string }>('extensions.webhooks.create', {
    url: `http://127.0.0.1:${port}${hookPath}`,
    description: 'Budget alerts',
    eventTypes: ['budget.threshold_crossed'],
  });
  expect(created.status, JSON.stringify(created.error)).toBe(200);
  secret = created.data!.secret;
  recordSecrets('budget-alerts', [secret]);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** The budget.threshold_crossed deliveries about a project, each verified with code independent of the app's. */
function deliveries(projectId: string) {
  return received
    .filter((r) => r.path === hookPath)
    .map((r) => {
      expect(r.headers['x-service-signature']).toBe(createHmac('sha256', secret).update(r.body).digest('hex'));
      return new Webhook(secret).verify(r.body, {
        'webhook-id': String(r.headers['webhook-id']),
        'webhook-timestamp': String(r.headers['webhook-timestamp']),
        'webhook-signature': String(r.headers['webhook-signature']),
      }) as { id: string; type: string; data: any };
    })
    .filter((p) => p.type === 'budget.threshold_crossed' && p.data.project.id === projectId);
}

/** The unsubscribe URL of a notification email (List-Unsubscribe, the same as the footer link), on the app. */
function unsubscribeLink(mail: ReceivedEmail): string {
  const header = mail.headers['list-unsubscribe'];
  expect(header, 'List-Unsubscribe').toMatch(/^<https?:\/\/[^>]+\/notifications\/unsubscribe\?token=[^>]+>$/);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const url = header!.slice(1, -1);
  expect(mail.text).toContain(url);
  recordSecrets('budget-alerts', [new URL(url).searchParams.get('token')!]);
  const parsed = new URL(url);
  return `${f().baseUrl}${parsed.pathname}${parsed.search}`;
}

type Bell = { data: { kind: string; title: string; link: string }[] };
const bellOf = async (client: DashboardClient, projectName: string) =>
  (await client.query<Bell>('notifications.list', { limit: 50 })).data!.data.filter(
    (n) => n.kind === 'budget_alert' && n.title.startsWith(`${projectName}:`),
  );

describe('line thresholds over REST', () => {
  it('90 % and 100 % each alert once: bell, email (unsubscribe stops the next), webhook, the budget’s alerts', async () => {
    // A project whose period starts in 30 days: no spending pace yet, so only the line thresholds are in play.
    const pursuit = await api('/pursuits', {
      method: 'POST',
      key: key(),
      body: { title: `Alerts ${randomUUID()}`, stage: 'submitted' },
    });
    const won = await api(`/pursuits/${pursuit.body.id}`, {
      method: 'PATCH',
      key: key(),
      body: { status: 'won', amountAwarded: 1_000, projectStartDate: inDays(30), projectEndDate: inDays(400) },
    });
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    const projectId = won.body.project.id as string;
    const projectName = won.body.project.name as string;
    const put = await api(`/projects/${projectId}/budget`, {
      method: 'PUT',
      key: key(),
      body: {
        lines: [
          { category: 'travel', description: 'Site visits', amountCents: 10_000 },
          { category: 'supplies', description: 'Workbooks', amountCents: 50_000 },
        ],
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.alerts).toEqual([]);
    const travel = put.body.lines[0].id as string;
    const spend = async (amountCents: number) => {
      const res = await api(`/projects/${projectId}/expenses`, {
        method: 'POST',
        key: key(),
        body: { budgetLineId: travel, date: inDays(31), amountCents },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    const subject90 = new RegExp(`Budget alert, ${projectName}: Site visits reached 90% of its budget`);
    const subject100 = new RegExp(`Budget alert, ${projectName}: Site visits reached 100% of its budget`);

    const since = new Date();
    await spend(8_999);
    await spend(1); // 90 %
    const budget = await api(`/projects/${projectId}/budget`, { key: key() });
    expect(budget.body.alerts).toEqual([
      {
        kind: 'line_90',
        threshold: 90,
        lineId: travel,
        crossedAt: expect.stringMatching(/Z$/),
        spentCents: 9_000,
        projectedVarianceCents: null,
      },
    ]);

    // The bell: the owner and the admin manage budgets; the member does not.
    const ownersBell = await bellOf(owner, projectName);
    expect(ownersBell).toEqual([
      expect.objectContaining({
        title: `${projectName}: Site visits reached 90% of its budget`,
        link: `/projects/${projectId}`,
      }),
    ]);
    expect(await bellOf(admin, projectName)).toHaveLength(1);
    expect(await bellOf(member, projectName)).toEqual([]);

    // The email, to each manager, with the one-click unsubscribe.
    const toAdmin = await waitForEmail(f().mailDir, { to: f().users.admin.email, subject: subject90, since });
    expect(toAdmin.text).toMatch(/\$90\.00 spent of \$100\.00 budgeted on the line Site visits/);
    expect(toAdmin.text).toContain(`/projects/${projectId}`);
    await waitForEmail(f().mailDir, { to: f().users.owner.email, subject: subject90, since });

    // The webhook event, once, with the project, the line and the figures.
    const first = await waitFor('line_90 delivery', () => deliveries(projectId).length >= 1 && deliveries(projectId));
    expect(first[0]!.data).toMatchObject({
      project: { id: projectId, name: projectName },
      line: { id: travel, amountCents: 10_000, spentCents: 9_000, percentSpent: 90 },
      threshold: 'line_90',
      thresholdPercent: 90,
      spentCents: 9_000,
      budgetedCents: 10_000,
      awardAmountCents: 100_000,
    });

    // The admin unsubscribes with the mail provider's one-click POST (RFC 8058), no session.
    const unsubscribe = await fetch(unsubscribeLink(toAdmin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.status).toBe(200);
    expect(await unsubscribe.text()).toMatch(/You are unsubscribed/);
    const prefs = await admin.query<{ budgetAlerts: boolean; assignments: boolean }>('notifications.preferences');
    expect(prefs.data).toMatchObject({ budgetAlerts: false, assignments: true });

    // 100 %: the owner is told; the admin, unsubscribed, is not (in the mailbox or the bell).
    const since100 = new Date();
    await spend(1_000);
    await waitForEmail(f().mailDir, { to: f().users.owner.email, subject: subject100, since: since100 });
    const twice = await waitFor('line_100 delivery', () => deliveries(projectId).length >= 2 && deliveries(projectId));
    expect(twice.map((d) => [d.data.threshold, d.data.spentCents])).toEqual([
      ['line_90', 9_000],
      ['line_100', 10_000],
    ]);
    expect(
      (await readMailbox(f().mailDir)).filter(
        (e) => e.to.includes(f().users.admin.email.toLowerCase()) && subject100.test(e.subject),
      ),
    ).toEqual([]);
    expect(await bellOf(admin, projectName)).toHaveLength(1);
    expect(await bellOf(owner, projectName)).toHaveLength(2);

    // Past 100 %: nothing new anywhere.
    await spend(5_000);
    const after = await api(`/projects/${projectId}/budget`, { key: key() });
    expect(after.body.alerts.map((a: { kind: string }) => a.kind)).toEqual(['line_90', 'line_100']);
    const events = await api<{ data: { data: { project: { id: string } } }[] }>(
      '/events?type=budget.threshold_crossed&limit=100',
      { key: key() },
    );
    expect(events.status).toBe(200);
    expect(events.body.data.filter((e) => e.data.project.id === projectId)).toHaveLength(2);
    expect(await bellOf(owner, projectName)).toHaveLength(2);

    // Turning budget alerts back on from Settings → Notifications (the tRPC procedure).
    const on = await admin.mutate<{ budgetAlerts: boolean }>('notifications.updatePreferences', { budgetAlerts: true });
    expect(on.data).toMatchObject({ budgetAlerts: true });
  });
});
