// Digests and reminders (docs/notifications.md), driven by `cli notifications run --at` against the app's PostgreSQL
// database (PostgreSQL pass: the PGlite app holds its database to itself), with every email through the real SMTP sink:
// what the notifications must do — a digest of exactly the new matches, once; a saved search bringing in a grant no
// mission matched; "not relevant"; reminders on their days, once, to the right person, stopped by the preference; and
// two runs at once, or a run killed halfway, sending each email once.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseEnv, cli as runCli, recordSecrets, ROOT, withDirectDb, type TestDatabase } from '../fixtures/app-server';
import { signIn, type DashboardClient } from '../fixtures/dashboard';
import { withFixtures } from '../fixtures/build';
import { fixtures } from '../fixtures/fixtures';
import { readMailbox, waitForEmail, type ReceivedEmail } from '../fixtures/mail-sink';

interface RunResult {
  at: string;
  digests: number;
  reminders: number;
  /** Budget alerts fired (docs/post-award.md#alerts). */
  budgetAlerts: number;
  /** `funder_report.late` events recorded. */
  lateReports: number;
  /** Emails written to the outbox: the workers send them. */
  queued: number;
  failed: number;
}

const database = (): TestDatabase => ({
  kind: 'postgres',
  url: fixtures().databaseUrl,
  env: fixtures().dbEnv,
  drop: async () => {},
});
/** The CLI as the workers run it: the app's SMTP server and public address (the links in emails). */
const notifyEnv = () => ({
  SMTP_URL: fixtures().smtpUrl,
  EMAIL_FROM: 'Grant Management Service <no-reply@gms.test>',
  APP_URL: fixtures().baseUrl,
});
const exec = promisify(execFile);
const cli = <T = Record<string, unknown>>(args: string[]) => runCli<T>(database(), args, notifyEnv());
/** One organization's run (`--org`): the database holds every other test file's organizations, whose people in
 *  other time zones have their own digests and reminders due at the same instants. */
const run = (at: string, org: { slug: string }) =>
  cli<RunResult>(['notifications', 'run', '--at', at, '--org', org.slug]);

const day = (offset: number, from = new Date()) =>
  new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const at = (date: string, time = '09:00') => `${date}T${time}:00Z`;

interface Person {
  id: string;
  email: string;
  client: DashboardClient;
}

/** An organization of this file's own, on UTC time, with people in the given roles. */
async function organization(label: string, roles: string[]) {
  const suffix = randomBytes(4).toString('hex');
  const name = `Notify ${label} ${suffix}`;
  const slug = `notify-${label}-${suffix}`;
  const logins = roles.map((role, i) => ({
    role,
    email: `${role}${i}-${suffix}@notify.example.org`,
    password: `pw-${randomBytes(9).toString('base64url')}`,
  }));
  recordSecrets(
    'notifications-run',
    logins.map((l) => l.password),
  );
  // Made in-process (e2e/fixtures/build.ts); the runs themselves go through the CLI, as an operator's would.
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
  return { ...org, name, people };
}

const emailsTo = async (to: string, subject?: RegExp) =>
  (await readMailbox(fixtures().mailDir)).filter(
    (e) => e.to.includes(to.toLowerCase()) && (!subject || subject.test(e.subject)),
  );

const linksIn = (mail: ReceivedEmail, path: string) =>
  [...mail.text.matchAll(new RegExp(`https?://[^\\s<>"\\]]+${path}[^\\s<>"\\])]*`, 'g'))].map((m) => m[0]);

describe('the new-match digest', () => {
  let org: Awaited<ReturnType<typeof organization>>;
  let owner: Person;
  let viewer: Person;
  const grants: Record<string, string> = {};
  const day1 = at(day(1), '08:00');

  beforeAll(async () => {
    org = await organization('digest', ['owner', 'viewer']);
    [owner, viewer] = org.people as [Person, Person];
    for (const [name, keywords] of [
      ['Wetlands', ['zebrafish', 'wetland', 'habitat']],
      ['Heritage', ['lighthouse', 'maritime', 'heritage']],
    ] as const) {
      const m = await owner.client.mutate('missions.create', { name, keywords });
      expect(m.status).toBe(200);
    }
  });

  const addGrant = async (key: string, title: string, description: string) => {
    const res = await owner.client.mutate<{ id: string }>('grants.addPrivate', {
      title,
      description,
      closeDate: day(60),
      agency: 'Test Foundation',
    });
    expect(res.status).toBe(200);
    grants[key] = res.data!.id;
  };

  it('lists exactly the grants that crossed the threshold for the missions, once, best first, with scores and reasons', async () => {
    await addGrant(
      'wetland',
      'Zebrafish wetland habitat restoration',
      'Restores wetland habitat for zebrafish. Wetland habitat, zebrafish habitat, wetland monitoring.',
    );
    await addGrant(
      'lighthouse',
      'Lighthouse maritime heritage fund',
      'Maritime heritage: lighthouse restoration, maritime museums and lighthouse heritage trails.',
    );
    await addGrant('unmatched', 'Municipal parking study', 'A study of parking meters downtown.');
    const since = new Date();

    // The run queues the emails and says so; the workers (the app's, WORKER_MODE=inline here) send them.
    const { stdout, stderr } = await exec(
      process.execPath,
      ['--import', 'tsx', 'scripts/cli.ts', 'notifications', 'run', '--at', day1, '--org', org.slug, '--json'],
      { cwd: ROOT, env: baseEnv({ ...fixtures().dbEnv, ...notifyEnv() }) },
    );
    const first = JSON.parse(stdout.trim().split('\n').pop()!) as RunResult;
    expect(first).toEqual({
      at: new Date(day1).toISOString(),
      digests: 2,
      reminders: 0,
      budgetAlerts: 0,
      lateReports: 0,
      queued: 2,
      failed: 0,
    });
    expect(stderr).toContain('2 emails queued: a worker sends them');
    const subject = new RegExp(`^2 new grants for ${org.name}$`);
    const mail = await waitForEmail(fixtures().mailDir, { to: owner.email, subject, since, timeoutMs: 30_000 });
    const viewerMail = await waitForEmail(fixtures().mailDir, { to: viewer.email, subject, since, timeoutMs: 30_000 });

    for (const m of [mail, viewerMail]) {
      expect(m.text).toContain('Zebrafish wetland habitat restoration');
      expect(m.text).toContain('Lighthouse maritime heritage fund');
      expect(m.text).not.toContain('Municipal parking study');
      expect(m.text).toMatch(/keyword: /); // the top reasons
      expect(m.text).toMatch(/closes [A-Z][a-z]+ \d{1,2}, \d{4}/);
      for (const id of [grants.wetland, grants.lighthouse]) expect(m.text).toContain(`/grants/${id}`);
      expect(m.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    }
    // Best first: the scores printed are in descending order.
    const scores = [...mail.text.matchAll(/Match score (\d+)/g)].map((s) => Number(s[1]));
    expect(scores).toHaveLength(2);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // "Not relevant" links for whoever may decide (the owner), none for a viewer.
    expect(linksIn(mail, '/notifications/not-relevant')).toHaveLength(2);
    expect(linksIn(viewerMail, '/notifications/not-relevant')).toHaveLength(0);

    // The bell has the same digest.
    const bell = await owner.client.query<{ data: { kind: string; title: string; link: string }[] }>(
      'notifications.list',
      {},
    );
    expect(bell.data!.data.filter((n) => n.kind === 'digest')).toEqual([
      expect.objectContaining({ title: '2 new grants for you', link: '/grants' }),
    ]);

    // Run again at the same time, or later the same day: nothing more.
    expect(await run(day1, org)).toMatchObject({ digests: 0, queued: 0 });
    expect(await run(at(day(1), '18:30'), org)).toMatchObject({ digests: 0, queued: 0 });
    expect(await emailsTo(owner.email, subject)).toHaveLength(1);
  });

  it('"not relevant" (from the email, no session) takes the grant out of the list', async () => {
    const [mail] = await emailsTo(owner.email, /new grants for/);
    const link = linksIn(mail!, '/notifications/not-relevant').find((l) => {
      // The link of the wetland grant: its block in the text holds its title before the link.
      const text = mail!.text;
      return (
        text.lastIndexOf('Zebrafish wetland', text.indexOf(l)) >
        text.lastIndexOf('Lighthouse maritime', text.indexOf(l))
      );
    })!;
    recordSecrets('notifications-run', [new URL(link).searchParams.get('token')!]);
    const url = new URL(link);
    const page = await fetch(`${fixtures().baseUrl}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/Not relevant\?/);
    const post = await fetch(`${fixtures().baseUrl}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=dismiss',
    });
    expect(post.status).toBe(200);
    expect(await post.text()).toMatch(/Marked not relevant/);
    const list = await owner.client.query<{ data: { id: string }[] }>('grants.list', { limit: 50 });
    expect(list.data!.data.map((g) => g.id)).not.toContain(grants.wetland);
    expect(list.data!.data.map((g) => g.id)).toContain(grants.lighthouse);
    const only = await owner.client.query<{ data: { id: string }[] }>('grants.list', { limit: 50, dismissed: 'only' });
    expect(only.data!.data.map((g) => g.id)).toEqual([grants.wetland]);
  });

  it('a subscribed saved search brings in a grant no mission matched highly; a dismissed one stays out of the next digest', async () => {
    // A mission that matches these grants, but below the organization's high-match threshold (70): on their own they
    // would never be in a digest. (The list shows an organization with missions its matched grants:
    // docs/matching.md#missions.)
    expect((await owner.client.mutate('missions.create', { name: 'Wildlife', keywords: ['quokka'] })).status).toBe(200);
    const saved = await owner.client.mutate<{ id: string }>('savedSearches.create', {
      name: 'Quokka programs',
      filters: { q: 'quokka' },
    });
    expect(saved.status).toBe(200);
    expect(
      (await owner.client.mutate('notifications.subscribe', { savedSearchId: saved.data!.id, subscribed: true }))
        .status,
    ).toBe(200);
    expect(
      (await owner.client.query<{ subscribedSearchIds: string[] }>('notifications.preferences')).data!
        .subscribedSearchIds,
    ).toEqual([saved.data!.id]);
    // Another member cannot subscribe to someone's private search.
    expect(
      (await viewer.client.mutate('notifications.subscribe', { savedSearchId: saved.data!.id, subscribed: true })).error
        ?.data?.appCode,
    ).toBe('NOT_FOUND');

    await addGrant('quokka', 'Quokka census support', 'Counting quokka populations on islands.');
    await addGrant('quokka2', 'Quokka shelter grants', 'Shelters for quokka rescue.');
    const dismissed = await owner.client.mutate('grants.dismiss', { grantId: grants.quokka2 });
    expect(dismissed.status).toBe(200);
    // A discovery committed late — by an import transaction that began before the last digest ran — is stamped
    // with that transaction's start: still news for the next digest, never lost between two runs.
    await addGrant(
      'late',
      'Wetland habitat zebrafish corridors',
      'Zebrafish wetland habitat corridors; wetland habitat for zebrafish.',
    );
    const backdated = await withDirectDb(database(), (q) =>
      q(`update grant_discoveries set found_at = (select min(created_at) from digest_runs where organization_id = '${org.id}') - interval '1 second'
         where grant_id = '${grants.late}' returning grant_id`),
    );
    expect(backdated).toHaveLength(1);
    const detail = await owner.client.query<{ matches: { score: number }[] }>('grants.get', { id: grants.quokka });
    const best = Math.max(...detail.data!.matches.map((m) => m.score));
    expect(best).toBeGreaterThan(0);
    expect(best).toBeLessThan(70);
    const since = new Date();

    const second = await run(at(day(2), '08:00'), org);
    expect(second).toMatchObject({ digests: 2, queued: 2 });
    const mail = await waitForEmail(fixtures().mailDir, {
      to: owner.email,
      subject: /^2 new grants for /,
      since,
      timeoutMs: 30_000,
    });
    expect(mail.text).toContain('Wetland habitat zebrafish corridors');
    expect(mail.text).toContain('Quokka census support');
    expect(mail.text).toContain(`Match score ${best}`);
    expect(mail.text).toContain('via your saved search “Quokka programs”');
    expect(mail.text).not.toContain('Quokka shelter grants');
    expect(mail.text).not.toContain('Zebrafish wetland');
    // The viewer has no saved search: the late discovery alone.
    const viewerMail = await waitForEmail(fixtures().mailDir, {
      to: viewer.email,
      subject: /^1 new grant for /,
      since,
      timeoutMs: 30_000,
    });
    expect(viewerMail.text).toContain('Wetland habitat zebrafish corridors');
    expect(viewerMail.text).not.toContain('Quokka');

    // A day of nothing new: no email.
    expect(await run(at(day(3), '08:00'), org)).toMatchObject({ digests: 0, queued: 0 });
  });

  it('weekly waits for Monday 07:00 in the organization’s time zone; off sends nothing', async () => {
    await viewer.client.mutate('notifications.updatePreferences', { digest: 'weekly' });
    await addGrant(
      'weekly',
      'Lighthouse heritage maritime trail',
      'Maritime heritage trail between lighthouse sites; lighthouse heritage.',
    );
    // The first Monday after day 4, and the Sunday before it: a Sunday after day 3, the last day the previous test
    // ran the owner's daily digest (when day 3 is itself a Sunday, that day's daily digest has already gone).
    const d4 = new Date(`${day(4)}T00:00:00Z`);
    const monday = day((8 - d4.getUTCDay()) % 7 || 7, d4);
    const sunday = day(-1, new Date(`${monday}T00:00:00Z`));
    const beforeMonday = await run(at(sunday, '20:00'), org);
    expect(beforeMonday.digests).toBe(1); // the owner's daily one; the viewer's weekly one waits
    expect(await emailsTo(viewer.email, /new grant/)).toHaveLength(2);
    const since = new Date();
    const onMonday = await run(at(monday, '07:05'), org);
    expect(onMonday).toMatchObject({ digests: 1 });
    const weekly = await waitForEmail(fixtures().mailDir, {
      to: viewer.email,
      subject: /^1 new grant for /,
      since,
      timeoutMs: 30_000,
    });
    expect(weekly.text).toContain('Lighthouse heritage maritime trail');
    expect(weekly.text).toMatch(/weekly digest/);

    await owner.client.mutate('notifications.updatePreferences', { digest: 'off' });
    await addGrant(
      'off',
      'Zebrafish habitat wetland survey',
      'Wetland habitat survey of zebrafish; zebrafish wetland habitat.',
    );
    expect(await run(at(day(1, new Date(`${monday}T00:00:00Z`)), '08:00'), org)).toMatchObject({
      digests: 0,
      queued: 0,
    });
  });
});

describe('deadline reminders', () => {
  it('fire on their days, once each, to the owner and the assignee; turning them off stops them', async () => {
    const org = await organization('reminders', ['owner', 'member', 'member']);
    const [owner, assignee, quitter] = org.people as [Person, Person, Person];
    const today = day(0);
    const deadline = day(30);
    const due = day(20);
    const pursuit = await owner.client.mutate<{ id: string }>('pursuits.create', {
      title: `Grant application ${org.slug}`,
      deadline,
      ownerUserId: owner.id,
    });
    const funded = await owner.client.mutate<any>('pursuits.create', {
      title: `Funded ${org.slug}`,
      stage: 'submitted',
    });
    const won = await owner.client.mutate<any>('pursuits.update', {
      id: funded.data.id,
      status: 'won',
      projectStartDate: today,
      projectEndDate: day(365),
    });
    const projectId = won.data.project.id as string;
    // Deliverables from the organization's template have no assignee: only these two remind anyone.
    for (const [title, who] of [
      ['Interim report', assignee],
      ['Budget narrative', quitter],
    ] as const) {
      const t = await owner.client.mutate('tasks.create', {
        id: projectId,
        title: `${title} ${org.slug}`,
        dueDate: due,
        assigneeUserId: who.id,
      });
      expect(t.status).toBe(200);
    }
    expect(pursuit.status).toBe(200);

    const offsetFrom = (date: string, n: number) => day(n, new Date(`${date}T00:00:00Z`));
    const runs = [
      ...[-15, -14, -13, -7, -6, -1, 0, 1].map((n) => offsetFrom(deadline, n)),
      ...[-8, -7, -1, 0, 1, 2].map((n) => offsetFrom(due, n)),
    ].sort();
    // Before 07:00 in the organization's zone, nothing is due yet.
    expect((await run(at(offsetFrom(deadline, -14), '06:59'), org)).reminders).toBe(0);
    for (const date of [...new Set(runs)]) {
      await run(at(date, '09:00'), org);
      if (date === offsetFrom(due, -7)) {
        // The quitter unsubscribes from their first reminder, one click.
        const [mail] = await (async () => {
          await waitForEmail(fixtures().mailDir, {
            to: quitter.email,
            subject: /^Due in 7 days: Budget narrative/,
            timeoutMs: 30_000,
          });
          return emailsTo(quitter.email, /^Due in 7 days/);
        })();
        const link = mail!.headers['list-unsubscribe']!.slice(1, -1);
        recordSecrets('notifications-run', [new URL(link).searchParams.get('token')!]);
        const post = await fetch(`${fixtures().baseUrl}${new URL(link).pathname}${new URL(link).search}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        });
        expect(post.status).toBe(200);
      }
    }
    const expectOnce = async (to: string, subjects: RegExp[], never: RegExp) => {
      for (const s of subjects) {
        await waitForEmail(fixtures().mailDir, { to, subject: s, timeoutMs: 30_000 });
        expect(await emailsTo(to, s), String(s)).toHaveLength(1);
      }
      const all = await emailsTo(to, never);
      expect(all.map((e) => e.subject)).toHaveLength(subjects.length);
    };
    const title = `Grant application ${org.slug}`;
    await expectOnce(
      owner.email,
      [
        new RegExp(`^Deadline in 14 days: ${title}`),
        new RegExp(`^Deadline in 7 days: ${title}`),
        new RegExp(`^Deadline tomorrow: ${title}`),
      ],
      /^Deadline/,
    );
    const t1 = `Interim report ${org.slug}`;
    await expectOnce(
      assignee.email,
      [new RegExp(`^Due in 7 days: ${t1}`), new RegExp(`^Due tomorrow: ${t1}`), new RegExp(`^Overdue: ${t1}`)],
      /^(Due|Overdue)/,
    );
    expect((await emailsTo(quitter.email, /^(Due|Overdue)/)).map((e) => e.subject)).toEqual([
      `Due in 7 days: Budget narrative ${org.slug} (${org.name})`,
    ]);
    // The right person: nobody else got this organization's reminders.
    expect(await emailsTo(owner.email, /^(Due|Overdue)/)).toEqual([]);
    expect(await emailsTo(assignee.email, /^Deadline/)).toEqual([]);
    // The email says when, and links to the pursuit.
    const [fortnight] = await emailsTo(owner.email, /^Deadline in 14 days/);
    expect(fortnight!.text).toContain(`/pursuits?open=${pursuit.data!.id}`);
    // Sixteen CLI processes: about 15 s each on a slow host at a load of 12 (300 s was passed there); a hang still fails.
  }, 600_000);
});

describe('two runners, and a runner killed halfway', () => {
  const TASKS = 40;
  let org: Awaited<ReturnType<typeof organization>>;
  let taskIds: string[] = [];
  const due = day(10);
  let sql: postgres.Sql;

  beforeAll(async () => {
    org = await organization('concurrency', ['owner', 'member', 'member']);
    const [owner, a, b] = org.people as [Person, Person, Person];
    const funded = await owner.client.mutate<any>('pursuits.create', {
      title: `Funded ${org.slug}`,
      stage: 'submitted',
    });
    const won = await owner.client.mutate<any>('pursuits.update', {
      id: funded.data.id,
      status: 'won',
      projectStartDate: day(0),
      projectEndDate: day(365),
    });
    sql = postgres(fixtures().databaseUrl!, { max: 2, onnotice: () => {} });
    // Written directly: assignment emails are not what this test counts.
    const rows = await sql<{ id: string }[]>`
      insert into tasks (organization_id, project_id, title, due_date, assignee_user_id)
      select ${org.id}, ${won.data.project.id}, 'Batch deliverable ' || n, ${due}::date, case when n % 2 = 0 then ${a.id}::uuid else ${b.id}::uuid end
      from generate_series(1, ${TASKS}) n
      returning id::text as id`;
    taskIds = rows.map((r) => r.id).sort();
    return () => sql.end();
  });

  const reminderRows = (stage: string) => sql<{ n: number; outbox: number }[]>`
      select count(*)::int as n,
             (select count(*)::int from email_outbox where idempotency_key like ${`notification:reminder:deliverable:%:${stage}`}
                and organization_id = ${org.id}) as outbox
      from notifications where organization_id = ${org.id} and dedupe_key like ${`reminder:deliverable:%:${stage}`}`;

  it('two runs at the same minute write and send each reminder once', async () => {
    const when = at(day(-7, new Date(`${due}T00:00:00Z`)), '09:00');
    const since = new Date();
    const [r1, r2] = await Promise.all([run(when, org), run(when, org)]);
    expect(r1.reminders + r2.reminders).toBe(TASKS);
    expect(r1.queued + r2.queued).toBe(TASKS);
    expect((await reminderRows('7d'))[0]).toEqual({ n: TASKS, outbox: TASKS });
    // Every one arrives, once.
    const deadline = Date.now() + 60_000;
    let received: ReceivedEmail[] = [];
    while (Date.now() < deadline) {
      received = (await readMailbox(fixtures().mailDir)).filter(
        (e) =>
          e.receivedAt >= since &&
          e.subject.startsWith('Due in 7 days: Batch deliverable') &&
          e.subject.includes(org.name),
      );
      if (received.length >= TASKS) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 1500)); // a duplicate would arrive right behind
    received = (await readMailbox(fixtures().mailDir)).filter(
      (e) =>
        e.receivedAt >= since &&
        e.subject.startsWith('Due in 7 days: Batch deliverable') &&
        e.subject.includes(org.name),
    );
    expect(received).toHaveLength(TASKS);
    expect(new Set(received.map((e) => `${e.to[0]} ${e.subject}`)).size).toBe(TASKS);
  });

  it('a run killed halfway, then restarted, sends the rest and duplicates nothing', async () => {
    const when = at(day(-1, new Date(`${due}T00:00:00Z`)), '09:00');
    // Hold the 21st reminder's key in an open transaction: the run writes the first 20, then waits on it.
    const blockedTask = taskIds[TASKS / 2]!;
    const [assignee] = await sql<
      { a: string }[]
    >`select assignee_user_id::text as a from tasks where id = ${blockedTask}`;
    const blocker = await sql.reserve();
    await blocker`begin`;
    await blocker`
      insert into notifications (organization_id, user_id, kind, dedupe_key, title, body, link)
      values (${org.id}, ${assignee!.a}, 'reminder', ${`reminder:deliverable:${blockedTask}:${assignee!.a}:${due}:1d`}, 'held', 'held', '/')`;
    // Without --org, as the workers run it: every live organization.
    const child = spawn('npx', ['tsx', 'scripts/cli.ts', 'notifications', 'run', '--at', when, '--json'], {
      cwd: ROOT,
      env: baseEnv({ ...fixtures().dbEnv, ...notifyEnv() }),
      stdio: 'ignore',
      detached: true,
    });
    try {
      await expect
        .poll(async () => (await reminderRows('1d'))[0]!.n, { timeout: 60_000, interval: 200 })
        .toBe(TASKS / 2);
      process.kill(-child.pid!, 'SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    } finally {
      await blocker`rollback`;
      blocker.release();
    }
    expect((await reminderRows('1d'))[0]).toEqual({ n: TASKS / 2, outbox: TASKS / 2 });
    const rest = await run(when, org);
    expect(rest).toMatchObject({ reminders: TASKS / 2, queued: TASKS / 2 });
    expect((await reminderRows('1d'))[0]).toEqual({ n: TASKS, outbox: TASKS });
    expect(await run(when, org)).toMatchObject({ reminders: 0, queued: 0 });
  });
});

it('the CLI refuses a malformed --at, an unknown --org and a sandbox in one line', async () => {
  await expect(cli(['notifications', 'run', '--at', 'tomorrow'])).rejects.toMatchObject({
    stdout: expect.stringContaining('--at must be an ISO 8601 date-time'),
  });
  await expect(cli(['notifications', 'run', '--org', 'no-such-organization'])).rejects.toMatchObject({
    stdout: expect.stringContaining('Organization no-such-organization not found'),
  });
  await expect(cli(['notifications', 'run', '--org', fixtures().orgA.sandboxId])).rejects.toMatchObject({
    stdout: expect.stringContaining('is a sandbox'),
  });
});

describe('funder report reminders and the late event', () => {
  it("remind the project's owner 14, 7 and 1 days before and once late; funder_report.late once, on the first late day", async () => {
    const org = await organization('funder', ['owner', 'member']);
    const [owner, lead] = org.people as [Person, Person];
    const today = day(0);
    const due = day(20);
    // The member owns the pursuit: the project's owner, the one reminded (not the organization's owner).
    const pursuit = await owner.client.mutate<any>('pursuits.create', {
      title: `Funded for reports ${org.slug}`,
      stage: 'submitted',
      ownerUserId: lead.id,
    });
    const won = await owner.client.mutate<any>('pursuits.update', {
      id: pursuit.data.id,
      status: 'won',
      projectStartDate: today,
      projectEndDate: day(365),
    });
    const projectId = won.data.project.id as string;
    const title = `Interim financial report ${org.slug}`;
    const report = await owner.client.mutate<any>('funderReports.create', {
      id: projectId,
      kind: 'financial',
      title,
      frequency: 'once',
      firstDueDate: due,
    });
    expect(report.status, JSON.stringify(report)).toBe(200);
    const instanceId = report.data.instances[0].id as string;

    const offsetFrom = (n: number) => day(n, new Date(`${due}T00:00:00Z`));
    const lateEvents = () =>
      withDirectDb(database(), (q) =>
        q(`select data from events where type = 'funder_report.late' and data->'instance'->>'id' = '${instanceId}'`),
      );
    const results: RunResult[] = [];
    for (const n of [-15, -14, -13, -7, -1, 0]) results.push(await run(at(offsetFrom(n), '09:00'), org));
    expect(await lateEvents()).toEqual([]);
    // The first late day, then the next: one event, one late reminder.
    const firstLate = await run(at(offsetFrom(1), '09:00'), org);
    expect(firstLate).toMatchObject({ lateReports: 1, failed: 0 });
    expect(await run(at(offsetFrom(2), '09:00'), org)).toMatchObject({ lateReports: 0, reminders: 0, failed: 0 });
    expect(results.every((r) => r.failed === 0)).toBe(true);

    const subjects = [
      new RegExp(`^Report due in 14 days: ${title}`),
      new RegExp(`^Report due in 7 days: ${title}`),
      new RegExp(`^Report due tomorrow: ${title}`),
      new RegExp(`^Report late: ${title}`),
    ];
    for (const s of subjects) {
      const mail = await waitForEmail(fixtures().mailDir, { to: lead.email, subject: s, timeoutMs: 30_000 });
      expect(await emailsTo(lead.email, s), String(s)).toHaveLength(1);
      expect(linksIn(mail, `/projects/${projectId}`).length, String(s)).toBeGreaterThan(0);
    }
    expect(await emailsTo(lead.email, /^Report/)).toHaveLength(4);
    expect(await emailsTo(owner.email, /^Report/)).toEqual([]);
    const events = await lateEvents();
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({
      report: { id: report.data.id, title, kind: 'financial' },
      instance: { id: instanceId, dueDate: due, status: 'late' },
      project: { id: projectId },
    });

    // Submitted (late): no reminder of it any more.
    const sent = await owner.client.mutate<any>('funderReports.submit', {
      id: projectId,
      reportId: report.data.id,
      documentIds: [],
    });
    expect(sent.status).toBe(200);
    expect(sent.data.submitted).toMatchObject({ id: instanceId, status: 'submitted' });
  }, 600_000); // nine CLI processes, each a second or more to start, 15 s on a slow host at a load of 12
});
