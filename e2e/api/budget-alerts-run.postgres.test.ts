// The budget alert time alone fires (docs/post-award.md#alerts): a project's projected variance moves as its period
// passes, so `cli notifications run --at` evaluates every project with a budget as of that instant — nothing before a
// quarter of the period, then the variance alert once, by email through the real SMTP sink, in the bell and in the
// budget's `alerts`. PostgreSQL pass only: the CLI shares the app's database (the PGlite app holds its own).
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cli as runCli, recordSecrets, type TestDatabase } from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';
import { signIn } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';
import { readMailbox, waitForEmail } from '../fixtures/mail-sink';

const database = (): TestDatabase => ({
  kind: 'postgres',
  url: fixtures().databaseUrl,
  env: fixtures().dbEnv,
  drop: async () => {},
});
const notifyEnv = () => ({
  SMTP_URL: fixtures().smtpUrl,
  EMAIL_FROM: 'Grant Management Service <no-reply@gms.test>',
  APP_URL: fixtures().baseUrl,
});
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the variance alert, by time alone', () => {
  it('notifications run --at fires it once a quarter of the period has passed, once', async () => {
    const suffix = randomBytes(4).toString('hex');
    const login = {
      email: `owner-${suffix}@alerts.example.org`,
      password: `pw-${randomBytes(9).toString('base64url')}`,
    };
    recordSecrets('budget-alerts-run', [login.password]);
    const { org, key } = await withFixtures(database(), async (build) => {
      const org = await build.org({ name: `Alerts run ${suffix}`, slug: `alerts-run-${suffix}`, plan: 'enterprise' });
      await build.user({ ...login, org: org.slug, role: 'owner' });
      const { key } = await build.apiKey(org.slug, 'ERP', {
        permissions: ['VIEW_PURSUITS', 'MANAGE_PURSUITS', 'VIEW_PROJECTS', 'VIEW_BUDGETS', 'MANAGE_BUDGETS'],
      });
      return { org, key };
    });
    recordSecrets('budget-alerts-run', [key]);
    const owner = await signIn(login.email, login.password);
    const run = (at: string) =>
      runCli<{ budgetAlerts: number; failed: number }>(
        database(),
        ['notifications', 'run', '--at', `${at}T12:00:00Z`, '--org', org.slug],
        notifyEnv(),
      );

    // $1,000 awarded for 100 days starting in 10: nothing is projected today.
    const start = day(10);
    const pursuit = await api('/pursuits', {
      method: 'POST',
      key,
      body: { title: `Pace ${randomUUID()}`, stage: 'submitted' },
    });
    const won = await api(`/pursuits/${pursuit.body.id}`, {
      method: 'PATCH',
      key,
      body: { status: 'won', amountAwarded: 1_000, projectStartDate: start, projectEndDate: day(109) },
    });
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    const projectId = won.body.project.id as string;
    const projectName = won.body.project.name as string;
    const put = await api(`/projects/${projectId}/budget`, {
      method: 'PUT',
      key,
      body: { lines: [{ category: 'travel', description: 'Travel', amountCents: 100_000 }] },
    });
    expect(put.status).toBe(200);
    const spent = await api(`/projects/${projectId}/expenses`, {
      method: 'POST',
      key,
      body: { budgetLineId: put.body.lines[0].id, date: start, amountCents: 30_000 },
    });
    expect(spent.status).toBe(201);
    expect((await api(`/projects/${projectId}/budget`, { key })).body.alerts).toEqual([]);

    // Day 21 of 100: 1,429 a day projects +42,900 — but less than a quarter has passed.
    expect(await run(day(30))).toMatchObject({ budgetAlerts: 0, failed: 0 });
    expect((await api(`/projects/${projectId}/budget`, { key })).body.alerts).toEqual([]);

    // Day 25: 1,200 a day → 120,000 projected, +20,000: beyond 15 % of the award (15,000).
    const since = new Date();
    expect(await run(day(34))).toMatchObject({ budgetAlerts: 1, failed: 0 });
    const alerts = (await api(`/projects/${projectId}/budget`, { key })).body.alerts;
    expect(alerts).toEqual([
      {
        kind: 'variance_over',
        threshold: 15,
        lineId: null,
        crossedAt: `${day(34)}T12:00:00.000Z`,
        spentCents: 30_000,
        projectedVarianceCents: 20_000,
      },
    ]);
    const subject = new RegExp(`Budget alert, ${projectName}: spending pace overspends the budget`);
    const mail = await waitForEmail(fixtures().mailDir, { to: login.email, subject, since });
    expect(mail.text).toMatch(
      /projected to overspend its budget of \$1,000\.00 by \$200\.00: more than 15% of the award/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const bell = await owner.query<{ data: { kind: string; title: string }[] }>('notifications.list', { limit: 50 });
    expect(bell.data!.data.filter((n) => n.kind === 'budget_alert')).toHaveLength(1);

    // The next day's run: still over, nothing new.
    expect(await run(day(35))).toMatchObject({ budgetAlerts: 0, failed: 0 });
    expect((await readMailbox(fixtures().mailDir)).filter((e) => subject.test(e.subject))).toHaveLength(1);
  });
});
