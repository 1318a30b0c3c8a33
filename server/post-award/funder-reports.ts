// Funder reports (docs/post-award.md#funder-reports): what a funder expects of a project, once or on a schedule, as
// dated instances materialized from report-schedule.ts, each submitted once with the organization's documents.
import { and, asc, count, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db';
import { funderReportInstances, funderReportRequirements, type FunderReportKind } from '~/db/schema';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { addDays, todayUtc } from '../dates';
import { assertDocument } from '../documents/documents';
import { AppError, notFound } from '../errors';
import { recordEvent } from '../events/record-event';
import type { Actor } from '../pipeline/actor';
import { findProject } from '../pipeline/projects';
import {
  DUE_WINDOW_DAYS,
  dueDates,
  instanceStatus,
  type InstanceStatus,
  type ReportFrequency,
} from './report-schedule';

export interface FunderReportInput {
  kind: FunderReportKind;
  title: string;
  frequency: ReportFrequency;
  firstDueDate: string;
  endDate?: string | null;
}

export interface FunderReportInstance {
  id: string;
  dueDate: string;
  status: InstanceStatus;
  submittedAt: string | null;
  submittedBy: string | null;
  documentIds: string[];
}

export interface FunderReport {
  id: string;
  projectId: string;
  kind: FunderReportKind;
  title: string;
  frequency: ReportFrequency;
  firstDueDate: string;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
  instances: FunderReportInstance[];
}

/** The documents one submission may name. */
export const MAX_SUBMISSION_DOCUMENTS = 20;

const AUDITED_FIELDS = ['projectId', 'kind', 'title', 'frequency', 'firstDueDate', 'endDate'] as const;

type RequirementRow = typeof funderReportRequirements.$inferSelect;
type InstanceRow = typeof funderReportInstances.$inferSelect;

function toInstance(row: InstanceRow, today: string): FunderReportInstance {
  const submittedAt = row.submittedAt?.toISOString() ?? null;
  return {
    id: row.id,
    dueDate: row.dueDate,
    status: instanceStatus(row.dueDate, submittedAt, today),
    submittedAt,
    submittedBy: row.submittedBy,
    documentIds: row.documentIds,
  };
}

function toReport(row: RequirementRow, instances: InstanceRow[], today: string): FunderReport {
  return {
    id: row.id,
    projectId: row.projectId,
    kind: row.kind,
    title: row.title,
    frequency: row.frequency,
    firstDueDate: row.firstDueDate,
    endDate: row.endDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    instances: instances.map((i) => toInstance(i, today)),
  };
}

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${path}: ${message}`, { issues: [{ path, message }] });

/**
 * The due dates a requirement has on a project: until its own endDate, else the project's end date, and at most
 * DEFAULT_MAX_INSTANCES. The first due date is always one (a final report is often due after the project ends).
 */
function scheduleOf(input: FunderReportInput, projectEnd: string | null): string[] {
  if (input.endDate && input.endDate < input.firstDueDate) {
    throw invalid('endDate', 'must not be before firstDueDate');
  }
  const projectBound = projectEnd && projectEnd > input.firstDueDate ? projectEnd : input.firstDueDate;
  const end = input.endDate ?? (projectEnd === null ? undefined : projectBound);
  return dueDates({ frequency: input.frequency, firstDueDate: input.firstDueDate, endDate: end });
}

async function instancesOf(db: DbOrTx, requirementIds: string[]): Promise<Map<string, InstanceRow[]>> {
  const byRequirement = new Map<string, InstanceRow[]>(requirementIds.map((id) => [id, []]));
  if (requirementIds.length === 0) return byRequirement;
  const rows = await db
    .select()
    .from(funderReportInstances)
    .where(inArray(funderReportInstances.requirementId, requirementIds))
    .orderBy(asc(funderReportInstances.dueDate), asc(funderReportInstances.id));
  for (const row of rows) byRequirement.get(row.requirementId)!.push(row);
  return byRequirement;
}

async function findRequirement(db: DbOrTx, projectId: string, reportId: string, lock = false) {
  const q = db
    .select()
    .from(funderReportRequirements)
    .where(and(eq(funderReportRequirements.id, reportId), eq(funderReportRequirements.projectId, projectId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Funder report');
  return row;
}

async function reportOf(db: DbOrTx, row: RequirementRow, today: string) {
  const instances = await instancesOf(db, [row.id]);
  return toReport(row, instances.get(row.id)!, today);
}

/** The project's requirements, oldest first (then id), each with every instance by due date. */
export async function listFunderReports(
  db: DbOrTx,
  organizationId: string,
  projectId: string,
  page: { limit: number; offset: number },
  today = todayUtc(),
) {
  await findProject(db, organizationId, projectId);
  const where = eq(funderReportRequirements.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(funderReportRequirements)
      .where(where)
      .orderBy(asc(funderReportRequirements.createdAt), asc(funderReportRequirements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(funderReportRequirements).where(where),
  ]);
  const instances = await instancesOf(
    db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toReport(r, instances.get(r.id)!, today)), total: total?.n ?? 0 };
}

export async function getFunderReport(db: DbOrTx, organizationId: string, projectId: string, reportId: string) {
  await findProject(db, organizationId, projectId);
  return reportOf(db, await findRequirement(db, projectId, reportId), todayUtc());
}

async function insertInstances(tx: Tx, organizationId: string, requirementId: string, dates: string[]) {
  if (dates.length === 0) return;
  await tx
    .insert(funderReportInstances)
    .values(dates.map((dueDate) => ({ organizationId, requirementId, dueDate })))
    .onConflictDoNothing();
}

/** A requirement and its instances, under the project's row lock. */
/** The most funder reports one project holds (each up to DEFAULT_MAX_INSTANCES instances, each reminded of). */
export const MAX_FUNDER_REPORTS_PER_PROJECT = 100;

export async function createFunderReport(
  db: Db,
  by: Actor,
  projectId: string,
  input: FunderReportInput,
): Promise<FunderReport> {
  return db.transaction(async (tx) => {
    const project = await findProject(tx, by.organizationId, projectId, true);
    const dates = scheduleOf(input, project.endDate);
    // Counted under the project's lock: concurrent creations cannot pass the bound together.
    const [held] = await tx
      .select({ n: count() })
      .from(funderReportRequirements)
      .where(eq(funderReportRequirements.projectId, projectId));
    if ((held?.n ?? 0) >= MAX_FUNDER_REPORTS_PER_PROJECT) {
      throw new AppError(
        'CONFLICT',
        `A project may have at most ${MAX_FUNDER_REPORTS_PER_PROJECT} funder reports; delete one it no longer needs`,
      );
    }
    const [row] = await tx
      .insert(funderReportRequirements)
      .values({
        organizationId: by.organizationId,
        projectId,
        kind: input.kind,
        title: input.title,
        frequency: input.frequency,
        firstDueDate: input.firstDueDate,
        endDate: input.endDate ?? null,
        createdBy: by.actor,
      })
      .returning();
    await insertInstances(tx, by.organizationId, row!.id, dates);
    const report = await reportOf(tx, row!, todayUtc());
    await recordAudit(tx, {
      organizationId: by.organizationId,
      action: 'funder_report.created',
      target: { type: 'funder_report', id: report.id },
      changes: { ...diff(null, report, AUDITED_FIELDS), instances: [null, report.instances.length] },
    });
    return report;
  });
}

/**
 * Changes a requirement. Its schedule is worked out again: unsubmitted instances on a date the new schedule no longer
 * has are deleted, dates it adds get new instances, and instances on a date both have keep their id. Submitted
 * instances are always kept, even off the new schedule.
 */
export async function updateFunderReport(
  db: Db,
  by: Actor,
  projectId: string,
  reportId: string,
  patch: Partial<FunderReportInput>,
): Promise<FunderReport> {
  return db.transaction(async (tx) => {
    const project = await findProject(tx, by.organizationId, projectId, true);
    const before = await findRequirement(tx, projectId, reportId, true);
    const next: FunderReportInput = {
      kind: patch.kind ?? before.kind,
      title: patch.title ?? before.title,
      frequency: patch.frequency ?? before.frequency,
      firstDueDate: patch.firstDueDate ?? before.firstDueDate,
      endDate: patch.endDate === undefined ? before.endDate : patch.endDate,
    };
    const dates = scheduleOf(next, project.endDate);
    const unsubmittedOff = and(
      eq(funderReportInstances.requirementId, reportId),
      isNull(funderReportInstances.submittedAt),
      dates.length ? notInArray(funderReportInstances.dueDate, dates) : undefined,
    );
    const removed = await tx
      .delete(funderReportInstances)
      .where(unsubmittedOff)
      .returning({ id: funderReportInstances.id });
    await insertInstances(tx, by.organizationId, reportId, dates);
    const [row] = await tx
      .update(funderReportRequirements)
      .set({
        kind: next.kind,
        title: next.title,
        frequency: next.frequency,
        firstDueDate: next.firstDueDate,
        endDate: next.endDate ?? null,
        updatedAt: new Date(),
      })
      .where(eq(funderReportRequirements.id, reportId))
      .returning();
    const report = await reportOf(tx, row!, todayUtc());
    await recordAudit(tx, {
      organizationId: by.organizationId,
      action: 'funder_report.updated',
      target: { type: 'funder_report', id: reportId },
      changes: {
        ...diff(before, report, AUDITED_FIELDS),
        ...(removed.length ? { instancesRemoved: [removed.length, null] } : {}),
      },
    });
    return report;
  });
}

/** Deletes a requirement that has no submitted instance; one with a submission is kept (409), its history with it. */
export async function deleteFunderReport(db: Db, by: Actor, projectId: string, reportId: string) {
  return db.transaction(async (tx) => {
    await findProject(tx, by.organizationId, projectId, true);
    const before = await findRequirement(tx, projectId, reportId, true);
    const [submitted] = await tx
      .select({ n: count() })
      .from(funderReportInstances)
      .where(
        and(eq(funderReportInstances.requirementId, reportId), sql`${funderReportInstances.submittedAt} is not null`),
      );
    if ((submitted?.n ?? 0) > 0) {
      throw new AppError(
        'CONFLICT',
        `This funder report has ${submitted!.n} submitted instance(s): it is kept as the record of what was sent`,
      );
    }
    await tx.delete(funderReportRequirements).where(eq(funderReportRequirements.id, reportId));
    await recordAudit(tx, {
      organizationId: by.organizationId,
      action: 'funder_report.deleted',
      target: { type: 'funder_report', id: reportId },
      changes: diff(before, null, AUDITED_FIELDS),
    });
    return { id: reportId, deleted: true as const };
  });
}

export interface SubmitInput {
  /** The instance submitted; without it, the earliest unsubmitted one. */
  instanceId?: string;
  documentIds: string[];
}

/**
 * Submits one instance with the organization's documents: `instanceId`, or else the earliest unsubmitted instance
 * by due date. An instance already submitted, or a requirement with none left, is 409; an instance of another
 * requirement or a document of another organization 404. Records `funder_report.submitted` (event and audit).
 */
export async function submitFunderReport(
  db: Db,
  by: Actor,
  projectId: string,
  reportId: string,
  input: SubmitInput,
): Promise<FunderReport & { submitted: FunderReportInstance }> {
  const documentIds = [...new Set(input.documentIds)];
  return db.transaction(async (tx) => {
    const project = await findProject(tx, by.organizationId, projectId);
    const requirement = await findRequirement(tx, projectId, reportId, true);
    for (const documentId of documentIds) await assertDocument(tx, by.organizationId, documentId);
    const [instance] = await tx
      .select()
      .from(funderReportInstances)
      .where(
        input.instanceId
          ? and(eq(funderReportInstances.id, input.instanceId), eq(funderReportInstances.requirementId, reportId))
          : and(eq(funderReportInstances.requirementId, reportId), isNull(funderReportInstances.submittedAt)),
      )
      .orderBy(asc(funderReportInstances.dueDate))
      .limit(1)
      .for('update');
    if (!instance) {
      if (input.instanceId) throw notFound('Funder report instance');
      throw new AppError('CONFLICT', 'Every instance of this funder report is already submitted');
    }
    if (instance.submittedAt) {
      throw new AppError(
        'CONFLICT',
        `The instance due ${instance.dueDate} was already submitted at ${instance.submittedAt.toISOString()}`,
      );
    }
    const [row] = await tx
      .update(funderReportInstances)
      .set({ submittedAt: new Date(), submittedBy: by.actor, documentIds })
      .where(eq(funderReportInstances.id, instance.id))
      .returning();
    const today = todayUtc();
    const report = await reportOf(tx, requirement, today);
    const submitted = toInstance(row!, today);
    await recordAudit(tx, {
      organizationId: by.organizationId,
      action: 'funder_report.submitted',
      target: { type: 'funder_report_instance', id: submitted.id },
      changes: {
        reportId: [null, reportId],
        dueDate: [null, submitted.dueDate],
        documentIds: [[], documentIds],
      },
    });
    const { instances: _all, ...summary } = report;
    await recordEvent(tx, {
      organizationId: by.organizationId,
      type: 'funder_report.submitted',
      data: { report: summary, instance: submitted, project: { id: project.id, name: project.name } },
    });
    return { ...report, submitted };
  });
}

/**
 * For the finance summary: `reportsDue`, unsubmitted instances due from `today` through DUE_WINDOW_DAYS ahead (status
 * 'due'), and `reportsLate`, unsubmitted instances past their due date.
 */
export async function funderReportCounts(db: DbOrTx, organizationId: string, today = todayUtc()) {
  const [row] = await db
    .select({
      due: sql<number>`count(*) filter (where ${funderReportInstances.dueDate} >= ${today}::date)`.mapWith(Number),
      late: sql<number>`count(*) filter (where ${funderReportInstances.dueDate} < ${today}::date)`.mapWith(Number),
    })
    .from(funderReportInstances)
    .where(
      and(
        eq(funderReportInstances.organizationId, organizationId),
        isNull(funderReportInstances.submittedAt),
        lte(funderReportInstances.dueDate, addDays(today, DUE_WINDOW_DAYS)),
      ),
    );
  return { reportsDue: row?.due ?? 0, reportsLate: row?.late ?? 0 };
}
