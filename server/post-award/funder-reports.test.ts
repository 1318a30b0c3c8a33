// Funder reports against a real (embedded) database (docs/post-award.md#funder-reports): the instances a schedule
// materializes (month ends, 29 February, the project's end, the cap), what a change keeps and regenerates, submission
// (which instance, documents, a second submission), deletion, the organization's overview, and the reminders and
// late event of the notifications run.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '~/db';
import { auditRecords, documents, events, funderReportInstances, notifications, projects } from '~/db/schema';
import { addDays } from '../dates';
import { AppError } from '../errors';
import { updatePreferences } from '../notifications/preferences';
import { runNotifications } from '../notifications/run';
import { createOrganization } from '../organizations/organizations';
import { createPursuit } from '../pipeline/pursuits';
import { createTestDb } from '../testing/test-db';
import { createUser } from '../users/create-user';
import {
  createFunderReport,
  deleteFunderReport,
  funderReportCounts,
  listFunderReports,
  MAX_FUNDER_REPORTS_PER_PROJECT,
  submitFunderReport,
  updateFunderReport,
} from './funder-reports';
import { financeFigures } from './finance';
import { DEFAULT_MAX_INSTANCES } from './report-schedule';

process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
vi.setConfig({ testTimeout: 120_000 });

let db: Db;
let close: () => Promise<void>;
let org: { id: string };
let other: { id: string };
let owner = '';
const by = () => ({ organizationId: org.id, actor: `user:${owner}` });
const page = { limit: 100, offset: 0 };

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  org = await db.transaction((tx) => createOrganization(tx, { name: 'Funder reports', slug: 'funder-reports' }));
  other = await db.transaction((tx) => createOrganization(tx, { name: 'Other', slug: 'funder-reports-other' }));
  owner = (
    await createUser(db, {
      email: `owner-${Date.now()}@example.org`,
      password: `Pw-${randomBytes(12).toString('base64url')}-7q`,
      organizationId: org.id,
      role: 'owner',
    })
  ).id;
});
afterAll(() => close());

async function newProject(opts: { start?: string | null; end?: string | null; pursuitId?: string; orgId?: string }) {
  const [row] = await db
    .insert(projects)
    .values({
      organizationId: opts.orgId ?? org.id,
      name: `Project ${randomBytes(4).toString('hex')}`,
      startDate: opts.start ?? null,
      endDate: opts.end ?? null,
      pursuitId: opts.pursuitId ?? null,
    })
    .returning();
  return row!;
}

async function newDocument(organizationId: string) {
  const [row] = await db
    .insert(documents)
    .values({
      organizationId,
      title: 'Narrative',
      fileName: 'narrative.pdf',
      contentType: 'application/pdf',
      size: 10,
      sha256: randomBytes(32).toString('hex'),
    })
    .returning();
  return row!.id;
}

async function refused(promise: Promise<unknown>, code: string) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
  return err as AppError;
}

const dates = (report: { instances: { dueDate: string }[] }) => report.instances.map((i) => i.dueDate);

describe('schedules', () => {
  it('monthly from 31 January of a leap year: 29 February, then back to the 31st, to the end date', async () => {
    const project = await newProject({ start: '2028-01-01', end: '2028-12-31' });
    const report = await createFunderReport(db, by(), project.id, {
      kind: 'financial',
      title: 'Monthly financial report',
      frequency: 'monthly',
      firstDueDate: '2028-01-31',
      endDate: '2028-06-30',
    });
    expect(dates(report)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30', '2028-05-31', '2028-06-30']);
    // The same in a common year: 28 February.
    const common = await createFunderReport(db, by(), project.id, {
      kind: 'financial',
      title: 'Common year',
      frequency: 'monthly',
      firstDueDate: '2027-01-31',
      endDate: '2027-03-31',
    });
    expect(dates(common)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
  });

  it("quarterly from 31 January runs to the project's end date when the report has none", async () => {
    const project = await newProject({ start: '2026-01-01', end: '2026-12-31' });
    const report = await createFunderReport(db, by(), project.id, {
      kind: 'progress',
      title: 'Quarterly',
      frequency: 'quarterly',
      firstDueDate: '2026-01-31',
    });
    expect(dates(report)).toEqual(['2026-01-31', '2026-04-30', '2026-07-31', '2026-10-31']);
    expect(report.endDate).toBeNull();
    // A final report after the project's end still has its one instance.
    const final = await createFunderReport(db, by(), project.id, {
      kind: 'final',
      title: 'Final',
      frequency: 'once',
      firstDueDate: '2027-03-31',
    });
    expect(dates(final)).toEqual(['2027-03-31']);
  });

  it('without an end date on either, a series stops at DEFAULT_MAX_INSTANCES', async () => {
    const project = await newProject({});
    const report = await createFunderReport(db, by(), project.id, {
      kind: 'progress',
      title: 'Open-ended',
      frequency: 'monthly',
      firstDueDate: '2026-01-15',
    });
    expect(report.instances).toHaveLength(DEFAULT_MAX_INSTANCES);
    expect(report.instances.at(-1)!.dueDate).toBe('2045-12-15');
  });

  it('a project holds at most MAX_FUNDER_REPORTS_PER_PROJECT reports: the next is a 409, creating nothing', async () => {
    const project = await newProject({ end: '2027-12-31' });
    for (let i = 0; i < MAX_FUNDER_REPORTS_PER_PROJECT; i++) {
      await createFunderReport(db, by(), project.id, {
        kind: 'other',
        title: `Report ${i}`,
        frequency: 'once',
        firstDueDate: '2027-06-30',
      });
    }
    const refused = await createFunderReport(db, by(), project.id, {
      kind: 'other',
      title: 'One too many',
      frequency: 'once',
      firstDueDate: '2027-06-30',
    }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('CONFLICT');
    const { total } = await listFunderReports(db, org.id, project.id, { limit: 1, offset: 0 });
    expect(total).toBe(MAX_FUNDER_REPORTS_PER_PROJECT);
  });

  it('refuses an end date before the first due date, creating nothing; another organization’s project is 404', async () => {
    const project = await newProject({ end: '2027-12-31' });
    const err = await refused(
      createFunderReport(db, by(), project.id, {
        kind: 'other',
        title: 'Backwards',
        frequency: 'annual',
        firstDueDate: '2026-06-30',
        endDate: '2026-06-29',
      }),
      'VALIDATION_FAILED',
    );
    expect(err.extra.issues?.[0]?.path).toBe('endDate');
    const foreign = await newProject({ orgId: other.id });
    await refused(
      createFunderReport(db, by(), foreign.id, {
        kind: 'other',
        title: 'Not ours',
        frequency: 'once',
        firstDueDate: '2026-06-30',
      }),
      'NOT_FOUND',
    );
    expect((await listFunderReports(db, org.id, project.id, page)).total).toBe(0);
    await refused(listFunderReports(db, org.id, foreign.id, page), 'NOT_FOUND');
  });
});

describe('changes and submissions', () => {
  it('a change regenerates unsubmitted instances, keeps ids on unchanged dates and keeps submitted ones', async () => {
    const project = await newProject({ start: '2026-01-01', end: '2026-12-31' });
    const doc = await newDocument(org.id);
    const report = await createFunderReport(db, by(), project.id, {
      kind: 'progress',
      title: 'Quarterly',
      frequency: 'quarterly',
      firstDueDate: '2026-03-31',
    });
    expect(dates(report)).toEqual(['2026-03-31', '2026-06-30', '2026-09-30', '2026-12-31']);
    // Without instanceId: the earliest unsubmitted instance.
    const first = await submitFunderReport(db, by(), project.id, report.id, { documentIds: [doc, doc] });
    expect(first.submitted).toMatchObject({
      id: report.instances[0]!.id,
      dueDate: '2026-03-31',
      status: 'submitted',
      submittedBy: `user:${owner}`,
      documentIds: [doc],
    });
    // Semiannual from April 30: the submitted March 31 stays, off-schedule; June 30 is gone.
    const changed = await updateFunderReport(db, by(), project.id, report.id, {
      frequency: 'semiannual',
      firstDueDate: '2026-04-30',
      title: 'Half-yearly',
    });
    expect(dates(changed)).toEqual(['2026-03-31', '2026-04-30', '2026-10-30']);
    expect(changed.instances[0]).toMatchObject({ id: report.instances[0]!.id, status: 'submitted' });
    // Back to quarterly from March 31: September 30 and December 31 come back, April 30 and October 30 go.
    const back = await updateFunderReport(db, by(), project.id, report.id, {
      frequency: 'quarterly',
      firstDueDate: '2026-03-31',
    });
    expect(dates(back)).toEqual(['2026-03-31', '2026-06-30', '2026-09-30', '2026-12-31']);
    // An unchanged date keeps its instance's id.
    const again = await updateFunderReport(db, by(), project.id, report.id, { title: 'Quarterly again' });
    expect(again.instances.map((i) => i.id)).toEqual(back.instances.map((i) => i.id));
    const audit = await db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.targetId, report.id), eq(auditRecords.action, 'funder_report.updated')));
    expect(audit).toHaveLength(3);
  });

  it('an explicit instance, a second submission (409), another organization’s document (404, nothing changes)', async () => {
    const project = await newProject({ end: '2026-12-31' });
    const report = await createFunderReport(db, by(), project.id, {
      kind: 'financial',
      title: 'Semiannual',
      frequency: 'semiannual',
      firstDueDate: '2026-06-30',
    });
    const [june, december] = report.instances;
    const foreignDoc = await newDocument(other.id);
    await refused(
      submitFunderReport(db, by(), project.id, report.id, { instanceId: december!.id, documentIds: [foreignDoc] }),
      'NOT_FOUND',
    );
    const [untouched] = await db.select().from(funderReportInstances).where(eq(funderReportInstances.id, december!.id));
    expect(untouched!.submittedAt).toBeNull();

    const done = await submitFunderReport(db, by(), project.id, report.id, {
      instanceId: december!.id,
      documentIds: [],
    });
    expect(done.submitted.id).toBe(december!.id);
    expect(done.instances.find((i) => i.id === june!.id)!.submittedAt).toBeNull();
    const twice = await refused(
      submitFunderReport(db, by(), project.id, report.id, { instanceId: december!.id, documentIds: [] }),
      'CONFLICT',
    );
    expect(twice.message).toContain('already submitted');
    // An instance of another report is 404.
    const otherReport = await createFunderReport(db, by(), project.id, {
      kind: 'other',
      title: 'Other',
      frequency: 'once',
      firstDueDate: '2026-07-01',
    });
    await refused(
      submitFunderReport(db, by(), project.id, otherReport.id, { instanceId: june!.id, documentIds: [] }),
      'NOT_FOUND',
    );
    // June goes next, then none is left: 409.
    expect((await submitFunderReport(db, by(), project.id, report.id, { documentIds: [] })).submitted.id).toBe(
      june!.id,
    );
    await refused(submitFunderReport(db, by(), project.id, report.id, { documentIds: [] }), 'CONFLICT');
    const submittedEvents = await db
      .select()
      .from(events)
      .where(and(eq(events.organizationId, org.id), eq(events.type, 'funder_report.submitted')));
    const ours = submittedEvents.filter((e) => (e.data as any).report.id === report.id);
    expect(ours.map((e) => (e.data as any).instance.id).sort()).toEqual([june!.id, december!.id].sort());
    expect(ours[0]!.data).toMatchObject({ project: { id: project.id, name: project.name } });

    // Deleting: refused while a submission exists; a report without one goes, with its instances.
    await refused(deleteFunderReport(db, by(), project.id, report.id), 'CONFLICT');
    expect(await deleteFunderReport(db, by(), project.id, otherReport.id)).toEqual({
      id: otherReport.id,
      deleted: true,
    });
    expect(
      await db.select().from(funderReportInstances).where(eq(funderReportInstances.requirementId, otherReport.id)),
    ).toEqual([]);
    await refused(deleteFunderReport(db, by(), project.id, randomUUID()), 'NOT_FOUND');
  });
});

describe('the overview', () => {
  it("lists this month's and late unsubmitted instances, and counts due (30 days ahead) and late ones", async () => {
    const fresh = await db.transaction((tx) => createOrganization(tx, { name: 'Overview', slug: 'funder-overview' }));
    const [project] = await db
      .insert(projects)
      .values({ organizationId: fresh.id, name: 'Overview project' })
      .returning();
    const as = { organizationId: fresh.id, actor: 'api_key:00000000-0000-4000-8000-000000000001' };
    await createFunderReport(db, as, project!.id, {
      kind: 'progress',
      title: 'Monthly',
      frequency: 'monthly',
      firstDueDate: '2026-01-10',
      endDate: '2026-06-10',
    });
    // On 2026-03-20: January and February 10 are late, March 10 late and this month's, April 10 due, May, June upcoming.
    const today = '2026-03-20';
    // The summary's list (server/post-award/finance.ts): unsubmitted and due by the month's end, the oldest first.
    const { reportsToSubmit } = await financeFigures(db, fresh.id, today);
    expect(reportsToSubmit.map((i) => [i.dueDate, i.status])).toEqual([
      ['2026-01-10', 'late'],
      ['2026-02-10', 'late'],
      ['2026-03-10', 'late'],
    ]);
    expect(reportsToSubmit[0]).toMatchObject({ title: 'Monthly', projectName: 'Overview project', kind: 'progress' });
    expect(await funderReportCounts(db, fresh.id, today)).toEqual({ reportsDue: 1, reportsLate: 3 });
    expect(await funderReportCounts(db, org.id, '1990-01-01')).toEqual({ reportsDue: 0, reportsLate: 0 });
  });
});

describe('reminders and the late event', () => {
  it("remind the project's owner 14, 7, 1 days before and once late; funder_report.late once per instance", async () => {
    const pursuit = await createPursuit(db, by(), { title: 'Won pursuit', ownerUserId: owner });
    const project = await newProject({ pursuitId: pursuit.id });
    const today = new Date().toISOString().slice(0, 10);
    const due = addDays(today, 20);
    const report = await createFunderReport(db, by(), project.id, {
      kind: 'progress',
      title: 'Reminded report',
      frequency: 'once',
      firstDueDate: due,
    });
    const instanceId = report.instances[0]!.id;
    const runOn = (date: string) => runNotifications(db, new Date(`${date}T15:00:00Z`), { organizationId: org.id });
    const reminders = async () =>
      (
        await db
          .select({ key: notifications.dedupeKey, title: notifications.title, link: notifications.link })
          .from(notifications)
          .where(like(notifications.dedupeKey, `reminder:funder_report:${instanceId}:%`))
      ).sort((a, b) => a.key!.localeCompare(b.key!));
    const lateEvents = async () =>
      (
        await db
          .select()
          .from(events)
          .where(and(eq(events.organizationId, org.id), eq(events.type, 'funder_report.late')))
      ).filter((e) => (e.data as any).instance.id === instanceId);

    expect(await runOn(addDays(due, -15))).toMatchObject({ failed: 0 });
    expect(await reminders()).toEqual([]);
    for (const days of [14, 14, 7, 1, 1]) await runOn(addDays(due, -days));
    await runOn(due);
    expect((await reminders()).map((r) => r.key!.split(':').at(-1))).toEqual(['14d', '1d', '7d']);
    expect(await lateEvents()).toEqual([]);
    // The first late day: the late reminder and the event; the day after, neither again.
    const firstLate = await runOn(addDays(due, 1));
    expect(firstLate.lateReports).toBeGreaterThanOrEqual(1);
    await runOn(addDays(due, 2));
    const all = await reminders();
    expect(all.map((r) => r.key!.split(':').at(-1))).toEqual(['14d', '1d', '7d', 'overdue']);
    expect(all.every((r) => r.link === `/projects/${project.id}`)).toBe(true);
    expect(all.find((r) => r.key!.endsWith('overdue'))!.title).toBe('Report late: Reminded report');
    const late = await lateEvents();
    expect(late).toHaveLength(1);
    expect(late[0]!.data).toMatchObject({
      report: { id: report.id, title: 'Reminded report' },
      instance: { id: instanceId, dueDate: due, status: 'late' },
      project: { id: project.id },
    });
  });

  it('an owner who turned reminders off gets none; a project without an owner reminds nobody; the event still fires', async () => {
    const pursuit = await createPursuit(db, by(), { title: 'Quiet owner', ownerUserId: owner });
    const owned = await newProject({ pursuitId: pursuit.id });
    const orphan = await newProject({});
    const today = new Date().toISOString().slice(0, 10);
    const due = addDays(today, 7);
    const made = [];
    for (const project of [owned, orphan]) {
      made.push(
        await createFunderReport(db, by(), project.id, {
          kind: 'other',
          title: 'Quiet',
          frequency: 'once',
          firstDueDate: due,
        }),
      );
    }
    await updatePreferences(db, owner, org.id, { reminders: false });
    try {
      for (const n of [-7, -1, 1])
        await runNotifications(db, new Date(`${addDays(due, n)}T15:00:00Z`), { organizationId: org.id });
    } finally {
      await updatePreferences(db, owner, org.id, { reminders: true });
    }
    for (const report of made) {
      const rows = await db
        .select()
        .from(notifications)
        .where(like(notifications.dedupeKey, `reminder:funder_report:${report.instances[0]!.id}:%`));
      expect(rows).toEqual([]);
      const late = await db.select().from(events).where(eq(events.type, 'funder_report.late'));
      expect(late.filter((e) => (e.data as any).instance.id === report.instances[0]!.id)).toHaveLength(1);
    }
  });

  it('a submitted instance gets no reminder and no late event', async () => {
    const pursuit = await createPursuit(db, by(), { title: 'Submitted early', ownerUserId: owner });
    const project = await newProject({ pursuitId: pursuit.id });
    const today = new Date().toISOString().slice(0, 10);
    const due = addDays(today, 10);
    const report = await createFunderReport(db, by(), project.id, {
      kind: 'final',
      title: 'Sent early',
      frequency: 'once',
      firstDueDate: due,
    });
    await submitFunderReport(db, by(), project.id, report.id, { documentIds: [] });
    await runOn7(due);
    await runNotifications(db, new Date(`${addDays(due, 1)}T15:00:00Z`), { organizationId: org.id });
    const rows = await db
      .select()
      .from(notifications)
      .where(like(notifications.dedupeKey, `reminder:funder_report:${report.instances[0]!.id}:%`));
    expect(rows).toEqual([]);
    const late = await db.select().from(events).where(eq(events.type, 'funder_report.late'));
    expect(late.filter((e) => (e.data as any).report.id === report.id)).toEqual([]);
  });
});

const runOn7 = (due: string) =>
  runNotifications(db, new Date(`${addDays(due, -7)}T15:00:00Z`), { organizationId: org.id });
