// Expiry reminders of the applicant profile (docs/applications.md#organization-profile, docs/notifications.md): the
// organization's owners and admins are told 60, 30 and 7 days before its SAM.gov registration and its indirect cost
// rate agreement expire, once each, in the bell and by email (the real SMTP sink); members and viewers never. Driven
// by `cli notifications run --at` against the app's PostgreSQL database, as notifications-run.postgres.test.ts does.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cli as runCli, recordSecrets, type TestDatabase } from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';
import { signIn, type DashboardClient } from '../fixtures/dashboard';
import { fixtures } from '../fixtures/fixtures';
import { readMailbox, waitForEmail } from '../fixtures/mail-sink';

interface RunResult {
  reminders: number;
  queued: number;
  failed: number;
}

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
const run = (at: string, org: { slug: string }) =>
  runCli<RunResult>(database(), ['notifications', 'run', '--at', at, '--org', org.slug], notifyEnv());

const day = (offset: number, from = new Date()) =>
  new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const at = (date: string, time = '09:00') => `${date}T${time}:00Z`;

const emailsTo = async (to: string, subject: RegExp) =>
  (await readMailbox(fixtures().mailDir)).filter((e) => e.to.includes(to.toLowerCase()) && subject.test(e.subject));

interface Person {
  id: string;
  email: string;
  client: DashboardClient;
}

describe('expiry reminders', () => {
  it('reach owners and admins 60, 30 and 7 days before each expiry, once each; members and viewers never', async () => {
    const suffix = randomBytes(4).toString('hex');
    const name = `Expiry ${suffix}`;
    const slug = `expiry-${suffix}`;
    const roles = ['owner', 'admin', 'member', 'viewer'];
    const logins = roles.map((role, i) => ({
      role,
      email: `${role}${i}-${suffix}@expiry.example.org`,
      password: `pw-${randomBytes(9).toString('base64url')}`,
    }));
    recordSecrets(
      'organization-profile-reminders',
      logins.map((l) => l.password),
    );
    const { org, ids } = await withFixtures(database(), async (build) => {
      const org = await build.org({ name, slug, plan: 'enterprise' });
      await build.updateOrg(org.slug, { timeZone: 'UTC' });
      const ids: string[] = [];
      for (const l of logins) ids.push((await build.user({ ...l, org: org.slug })).id);
      return { org, ids };
    });
    const people: Person[] = [];
    for (const [i, l] of logins.entries()) {
      people.push({ id: ids[i]!, email: l.email, client: await signIn(l.email, l.password) });
    }
    const [owner, admin, member, viewer] = people as [Person, Person, Person, Person];

    const sam = day(90);
    const rate = day(95);
    const set = await owner.client.mutate('organizationProfile.update', {
      samRegistrationExpiresOn: sam,
      indirectCostRate: 12,
      indirectCostRateExpiresOn: rate,
    });
    expect(set.status, JSON.stringify(set.error)).toBe(200);

    const from = (date: string, n: number) => day(n, new Date(`${date}T00:00:00Z`));
    // Before 07:00 local nothing goes out; then the days around each stage (a missed day still reminds, once).
    expect((await run(at(from(sam, -60), '06:59'), org)).reminders).toBe(0);
    const runs = [
      ...new Set([-61, -60, -59, -30, -20, -7, -3, 1].flatMap((n) => [from(sam, n), from(rate, n)])),
    ].sort();
    for (const date of runs) {
      const result = await run(at(date), org);
      expect(result.failed).toBe(0);
    }

    const stages = (what: string) =>
      [60, 30, 7].map((n) => ({ subject: new RegExp(`^${what} expires in ${n} days: ${name}`) }));
    const expected = [...stages('SAM\\.gov registration'), ...stages('Indirect cost rate agreement')];
    for (const person of [owner, admin]) {
      for (const { subject } of expected) {
        await waitForEmail(fixtures().mailDir, { to: person.email, subject, timeoutMs: 30_000 });
        expect(await emailsTo(person.email, subject), `${person.email} ${subject}`).toHaveLength(1);
      }
      expect(await emailsTo(person.email, /expire/)).toHaveLength(6);
      // The bell has the same six, leading to the applicant profile.
      const bell = await person.client.query<{ data: { kind: string; title: string; link: string }[] }>(
        'notifications.list',
        { limit: 50 },
      );
      const expiries = bell.data!.data.filter((n) => /expires in/.test(n.title));
      expect(expiries).toHaveLength(6);
      for (const n of expiries) {
        expect(n).toMatchObject({ kind: 'reminder', link: '/settings/organization#applicant-profile' });
      }
    }
    const [sixty] = await emailsTo(owner.email, /^SAM\.gov registration expires in 60 days/);
    expect(sixty!.text).toContain('/settings/organization#applicant-profile');
    expect(sixty!.text).toMatch(/cannot receive federal awards/);
    // Nobody else: a member and a viewer get none of them.
    for (const person of [member, viewer]) expect(await emailsTo(person.email, /expire/)).toEqual([]);
  }, 600_000);
});
