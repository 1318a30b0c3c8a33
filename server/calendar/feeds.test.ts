// Calendar feeds (docs/calendar.md) on the embedded database, each feed parsed with ical.js as a calendar app would:
// every open deadline and due date as an all-day event with a stable UID, "only mine", the role's permissions at
// fetch time, regeneration and revocation, and a member who leaves or is disabled loses the feed.
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { calendarFeeds, memberships, roles, users } from '~/db/schema';
import { sha256Hex } from '../auth/credential-format';
import { BUILT_IN_ROLES } from '../auth/permissions';
import { removeMember } from '../members/members';
import { createOrganization } from '../organizations/organizations';
import { createPursuit, updatePursuit } from '../pipeline/pursuits';
import { createTask, updateTask } from '../pipeline/tasks';
import { createFunderReport, submitFunderReport, updateFunderReport } from '../post-award/funder-reports';
import { freshDbForEachTest } from '../testing/test-db';
import { createUser } from '../users/create-user';
import { createCalendarFeed, getCalendarFeed, renderCalendarFeed, revokeCalendarFeed } from './feeds';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

const tokenOf = (url: string) => /\/calendar\/(cal_[0-9A-Za-z]{43})\.ics$/.exec(url)![1]!;

interface Event {
  uid: string;
  summary: string;
  date: string;
  allDay: boolean;
  description: string;
}
function parse(text: string): Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      summary: event.summary,
      date: event.startDate.toString(),
      allDay: event.startDate.isDate,
      description: event.description,
    };
  });
}

async function setUp() {
  const org = await createOrganization(db, { name: 'Calendar Trust' });
  const owner = await createUser(db, { email: 'owner@calendar.example', organizationId: org.id, role: 'owner' });
  const colleague = await createUser(db, {
    email: 'colleague@calendar.example',
    organizationId: org.id,
    role: 'manager',
  });
  const by = { organizationId: org.id, actor: `user:${owner.id}` };
  const mine = await createPursuit(db, by, {
    title: 'Library literacy grant',
    stage: 'submitted',
    deadline: '2027-03-15',
    ownerUserId: owner.id,
  });
  const theirs = await createPursuit(db, by, {
    title: 'Rural broadband',
    deadline: '2027-04-01',
    ownerUserId: colleague.id,
  });
  const undated = await createPursuit(db, by, { title: 'No deadline yet' });
  const won = await updatePursuit(db, by, mine.id, {
    status: 'won',
    amountAwarded: 1000,
    projectStartDate: '2027-01-01',
    projectEndDate: '2027-12-31',
  });
  const project = won.project!;
  const task = await createTask(db, by, project.id, {
    title: 'Quarterly narrative',
    dueDate: '2027-06-30',
    assigneeUserId: owner.id,
  });
  const other = await createTask(db, by, project.id, {
    title: 'Budget report',
    dueDate: '2027-07-15',
    assigneeUserId: colleague.id,
  });
  return { org, owner, colleague, by, mine, theirs, undated, project, task, other };
}

describe('calendar feeds', () => {
  it('funder reports: unsubmitted instances as all-day events with stable UIDs, a link to the project', async () => {
    const s = await setUp();
    // Due far ahead, so none has dropped out as long late whenever the test runs.
    const report = await createFunderReport(db, s.by, s.project.id, {
      kind: 'progress',
      title: 'Quarterly progress',
      frequency: 'quarterly',
      firstDueDate: '2099-01-31',
      endDate: '2099-07-31',
    });
    const token = tokenOf(
      (await createCalendarFeed(db, { organizationId: s.org.id, userId: s.owner.id, scope: 'all' })).url,
    );
    const reports = () =>
      renderCalendarFeed(db, token).then((text) => parse(text!).filter((e) => e.uid.startsWith('funder-report-')));
    const first = await reports();
    expect(first.map((e) => [e.uid, e.date, e.allDay])).toEqual(
      report.instances.map((i) => [`funder-report-${i.id}@localhost:3000`, i.dueDate, true]),
    );
    expect(first.map((e) => e.date)).toEqual(['2099-01-31', '2099-04-30', '2099-07-31']);
    expect(first[0]!.summary).toBe(`Report due: Quarterly progress (${s.project.name})`);
    expect(first[0]!.description).toContain(`/projects/${s.project.id}`);
    // Submitted: it leaves the feed; a title change keeps the others' UIDs.
    await submitFunderReport(db, s.by, s.project.id, report.id, { documentIds: [] });
    await updateFunderReport(db, s.by, s.project.id, report.id, { title: 'Progress' });
    const after = await reports();
    expect(after.map((e) => e.uid)).toEqual(first.slice(1).map((e) => e.uid));
    expect(after[0]!.summary).toBe(`Report due: Progress (${s.project.name})`);
    // "Only mine": the reports of projects won from a pursuit the user owns (the owner's, not the colleague's).
    const mine = async (userId: string) =>
      parse(
        (await renderCalendarFeed(
          db,
          tokenOf((await createCalendarFeed(db, { organizationId: s.org.id, userId, scope: 'mine' })).url),
        ))!,
      ).filter((e) => e.uid.startsWith('funder-report-')).length;
    expect(await mine(s.owner.id)).toBe(2);
    expect(await mine(s.colleague.id)).toBe(0);
  });

  it('lists every open deadline and open deliverable due date as an all-day event, stable across reads', async () => {
    const s = await setUp();
    const created = await createCalendarFeed(db, { organizationId: s.org.id, userId: s.owner.id, scope: 'all' });
    expect(created.url).toMatch(/^http:\/\/localhost:\d+\/calendar\/cal_[0-9A-Za-z]{43}\.ics$/);
    const token = tokenOf(created.url);
    // Only the hash is stored.
    const [row] = await db.select().from(calendarFeeds);
    expect(row!.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const first = await renderCalendarFeed(db, token);
    const events = parse(first!);
    // The won pursuit's deadline is past work; the undated pursuit has nothing to show; the project's default
    // deliverables (kickoff, interim and final report) have due dates from the project's dates.
    const summaries = events.map((e) => e.summary);
    expect(summaries).toContain('Deadline: Rural broadband');
    expect(summaries).not.toContain('Deadline: Library literacy grant');
    expect(summaries.some((t) => t.includes('No deadline yet'))).toBe(false);
    expect(summaries).toContain(`Due: Quarterly narrative (${s.project.name})`);
    expect(summaries).toContain(`Due: Budget report (${s.project.name})`);
    const broadband = events.find((e) => e.summary === 'Deadline: Rural broadband')!;
    expect(broadband).toMatchObject({ uid: `pursuit-${s.theirs.id}@localhost:3000`, date: '2027-04-01', allDay: true });
    expect(broadband.description).toContain(`/pursuits?open=${s.theirs.id}`);
    expect(events.every((e) => e.allDay)).toBe(true);

    // Read again: the same bytes (UIDs, stamps and all), so a calendar app sees no change.
    expect(await renderCalendarFeed(db, token)).toBe(first);
  });

  it('a moved deadline moves its event (same UID); a completed deliverable leaves the feed', async () => {
    const s = await setUp();
    const token = tokenOf(
      (await createCalendarFeed(db, { organizationId: s.org.id, userId: s.owner.id, scope: 'all' })).url,
    );
    await updatePursuit(db, s.by, s.theirs.id, { deadline: '2027-05-02' });
    await updateTask(db, s.by, s.project.id, s.task.id, { status: 'completed' });
    const events = parse((await renderCalendarFeed(db, token))!);
    expect(events.find((e) => e.uid === `pursuit-${s.theirs.id}@localhost:3000`)!.date).toBe('2027-05-02');
    expect(events.some((e) => e.uid === `task-${s.task.id}@localhost:3000`)).toBe(false);
  });

  it('"only mine": the pursuits the user owns and the deliverables assigned to them', async () => {
    const s = await setUp();
    const token = tokenOf(
      (await createCalendarFeed(db, { organizationId: s.org.id, userId: s.colleague.id, scope: 'mine' })).url,
    );
    const uids = parse((await renderCalendarFeed(db, token))!)
      .map((e) => e.uid)
      .sort();
    expect(uids).toEqual([`pursuit-${s.theirs.id}@localhost:3000`, `task-${s.other.id}@localhost:3000`].sort());
  });

  it('shows what the role may read at each fetch: a role without VIEW_PURSUITS gets no deadlines', async () => {
    const s = await setUp();
    const token = tokenOf(
      (await createCalendarFeed(db, { organizationId: s.org.id, userId: s.colleague.id, scope: 'all' })).url,
    );
    const [narrow] = await db
      .insert(roles)
      .values({ organizationId: s.org.id, name: 'projects only', permissions: ['VIEW_PROJECTS'], builtIn: false })
      .returning();
    await db.update(memberships).set({ roleId: narrow!.id }).where(eq(memberships.userId, s.colleague.id));
    const events = parse((await renderCalendarFeed(db, token))!);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.uid.startsWith('task-'))).toBe(true);
  });

  it('regenerating ends the old URL; revoking ends the feed; unknown and malformed tokens find nothing', async () => {
    const s = await setUp();
    const old = tokenOf(
      (await createCalendarFeed(db, { organizationId: s.org.id, userId: s.owner.id, scope: 'all' })).url,
    );
    const fresh = tokenOf(
      (await createCalendarFeed(db, { organizationId: s.org.id, userId: s.owner.id, scope: 'mine' })).url,
    );
    expect(await renderCalendarFeed(db, old)).toBeNull();
    expect(await renderCalendarFeed(db, fresh)).not.toBeNull();
    expect(await getCalendarFeed(db, s.org.id, s.owner.id)).toMatchObject({ scope: 'mine' });
    expect(await revokeCalendarFeed(db, s.org.id, s.owner.id)).toEqual({ revoked: true });
    expect(await renderCalendarFeed(db, fresh)).toBeNull();
    expect(await getCalendarFeed(db, s.org.id, s.owner.id)).toBeNull();
    expect(await renderCalendarFeed(db, `cal_${'A'.repeat(43)}`)).toBeNull();
    expect(await renderCalendarFeed(db, 'cal_short')).toBeNull();
    expect(await renderCalendarFeed(db, `portal_${'A'.repeat(43)}`)).toBeNull();
  });

  it('a member who is removed, or whose account is disabled, loses the feed; a removed one does not get it back', async () => {
    const s = await setUp();
    const owner = tokenOf(
      (await createCalendarFeed(db, { organizationId: s.org.id, userId: s.owner.id, scope: 'all' })).url,
    );
    const colleague = tokenOf(
      (await createCalendarFeed(db, { organizationId: s.org.id, userId: s.colleague.id, scope: 'all' })).url,
    );
    const [membership] = await db.select().from(memberships).where(eq(memberships.userId, s.colleague.id));
    await removeMember(db, s.org.id, s.colleague.id, new Set(BUILT_IN_ROLES.owner));
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, s.owner.id));
    expect(await renderCalendarFeed(db, colleague)).toBeNull();
    expect(await renderCalendarFeed(db, owner)).toBeNull();
    // Invited back: the URL that was out there while they were gone stays dead (removal revoked it).
    await db
      .insert(memberships)
      .values({ organizationId: s.org.id, userId: s.colleague.id, roleId: membership!.roleId });
    expect(await renderCalendarFeed(db, colleague)).toBeNull();
    expect(await getCalendarFeed(db, s.org.id, s.colleague.id)).toBeNull();
  });
});
