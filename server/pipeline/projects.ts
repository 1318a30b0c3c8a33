// Funded projects: created when a pursuit is won, with the organization's default deliverables (docs/pipeline.md).
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db';
import { organizations, projects, type PROJECT_STATUSES, tasks, type DeliverableTemplate } from '~/db/schema';
import type { pursuits } from '~/db/schema';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { AppError, notFound } from '../errors';
import { addDays, isoDay, todayUtc } from '../dates';
import { DEFAULT_DELIVERABLES } from '../organizations/organizations';
import { toProject, type Project, type TaskCounts } from './dto';

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

const AUDITED_PROJECT_FIELDS = ['status', 'closedAt'] as const;

/** Default project period when the won request names none: from today for one year. */
export function defaultProjectPeriod(today = todayUtc()) {
  const end = new Date(`${today}T00:00:00.000Z`);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  end.setUTCDate(end.getUTCDate() - 1);
  return { startDate: today, endDate: isoDay(end) };
}

export function dueDateFor(item: DeliverableTemplate, period: { startDate: string; endDate: string }) {
  return addDays(item.anchor === 'end' ? period.endDate : period.startDate, item.offsetDays);
}

export async function deliverablesTemplate(db: DbOrTx, organizationId: string): Promise<DeliverableTemplate[]> {
  const [org] = await db
    .select({ template: organizations.deliverablesTemplate })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!org) throw notFound('Organization');
  return org.template ?? DEFAULT_DELIVERABLES.map((d) => ({ ...d }));
}

export async function updateDeliverablesTemplate(db: DbOrTx, organizationId: string, items: DeliverableTemplate[]) {
  return db.transaction(async (tx) => {
    const before = await deliverablesTemplate(tx, organizationId);
    await tx
      .update(organizations)
      .set({ deliverablesTemplate: items, updatedAt: sql`now()` })
      .where(eq(organizations.id, organizationId));
    const changes = diff({ deliverablesTemplate: before }, { deliverablesTemplate: items }, ['deliverablesTemplate']);
    if (Object.keys(changes).length) {
      await recordAudit(tx, {
        organizationId,
        action: 'organization.deliverables_template_updated',
        target: { type: 'organization', id: organizationId },
        changes,
      });
    }
    return items;
  });
}

/** Task counts per project, in one grouped query. */
export async function taskCountsFor(
  db: DbOrTx,
  projectIds: string[],
  today = todayUtc(),
): Promise<Map<string, TaskCounts>> {
  const counts = new Map<string, TaskCounts>(projectIds.map((id) => [id, { total: 0, completed: 0, overdue: 0 }]));
  if (!projectIds.length) return counts;
  const rows = await db
    .select({
      projectId: tasks.projectId,
      total: count(),
      completed: sql<number>`count(*) filter (where ${tasks.status} = 'completed')::int`,
      overdue: sql<number>`count(*) filter (where ${tasks.status} <> 'completed' and ${tasks.dueDate} < ${today})::int`,
    })
    .from(tasks)
    .where(inArray(tasks.projectId, projectIds))
    .groupBy(tasks.projectId);
  for (const r of rows) counts.set(r.projectId, { total: r.total, completed: r.completed, overdue: r.overdue });
  return counts;
}

/**
 * The project of a pursuit that has just become won, with the organization's default deliverables, in the caller's
 * transaction (the one that also marks the pursuit won and records pursuit.won).
 */
export async function createFundedProject(
  tx: Tx,
  pursuit: typeof pursuits.$inferSelect,
  dates: { startDate?: string; endDate?: string },
): Promise<Project> {
  const fallback = defaultProjectPeriod();
  const startDate = dates.startDate ?? fallback.startDate;
  const period = {
    startDate,
    endDate: dates.endDate ?? (dates.startDate ? defaultProjectPeriod(startDate).endDate : fallback.endDate),
  };
  const [project] = await tx
    .insert(projects)
    .values({
      organizationId: pursuit.organizationId,
      pursuitId: pursuit.id,
      grantId: pursuit.grantId,
      name: pursuit.title,
      status: 'active',
      awardAmount: pursuit.amountAwarded,
      currency: pursuit.currency,
      ...period,
    })
    .returning();
  const template = await deliverablesTemplate(tx, pursuit.organizationId);
  if (template.length) {
    await tx.insert(tasks).values(
      template.map((item) => ({
        organizationId: pursuit.organizationId,
        projectId: project!.id,
        title: item.title,
        description: item.description ?? null,
        dueDate: dueDateFor(item, period),
      })),
    );
  }
  const counts = await taskCountsFor(tx, [project!.id]);
  // The project's own trail starts here (the pursuit's records say it was won); its template deliverables by count.
  await recordAudit(tx, {
    organizationId: pursuit.organizationId,
    action: 'project.created',
    target: { type: 'project', id: project!.id },
    changes: {
      ...diff(null, project!, AUDITED_NEW_PROJECT_FIELDS),
      ...(template.length ? { deliverables: [0, template.length] } : {}),
    },
  });
  return toProject(project!, counts.get(project!.id)!);
}

const AUDITED_NEW_PROJECT_FIELDS = [
  'pursuitId',
  'name',
  'status',
  'awardAmount',
  'currency',
  'startDate',
  'endDate',
] as const;

export async function listProjects(
  db: Db,
  organizationId: string,
  query: { limit: number; offset: number; status?: ProjectStatus[]; pursuitId?: string },
) {
  const where = and(
    eq(projects.organizationId, organizationId),
    query.status ? inArray(projects.status, query.status) : undefined,
    query.pursuitId ? eq(projects.pursuitId, query.pursuitId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  const counts = await taskCountsFor(
    db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toProject(r, counts.get(r.id)!)), total: total?.n ?? 0 };
}

export async function findProject(db: DbOrTx, organizationId: string, id: string, lock = false) {
  const q = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.organizationId, organizationId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Project');
  return row;
}

export async function getProject(db: DbOrTx, organizationId: string, id: string): Promise<Project> {
  const row = await findProject(db, organizationId, id);
  const counts = await taskCountsFor(db, [id]);
  return toProject(row, counts.get(id)!);
}

/**
 * Closing a project (dashboard): `completed` when every deliverable is done; with open deliverables it takes
 * `force` and the project is `closed` (ended early). Closing a project that is not active is a no-op.
 */
export async function closeProject(
  db: Db,
  organizationId: string,
  id: string,
  opts: { force?: boolean } = {},
): Promise<Project> {
  return db.transaction(async (tx) => {
    const row = await findProject(tx, organizationId, id, true);
    if (row.status !== 'active') return getProject(tx, organizationId, id);
    const [open] = await tx
      .select({ n: count() })
      .from(tasks)
      .where(and(eq(tasks.projectId, id), ne(tasks.status, 'completed')));
    const openCount = open?.n ?? 0;
    if (openCount > 0 && !opts.force) {
      throw new AppError(
        'CONFLICT',
        `${openCount} deliverable${openCount === 1 ? ' is' : 's are'} not completed; complete them, or close the project anyway (force) to mark it closed`,
      );
    }
    const [closed] = await tx
      .update(projects)
      .set({ status: openCount > 0 ? 'closed' : 'completed', closedAt: new Date(), updatedAt: sql`now()` })
      .where(eq(projects.id, id))
      .returning();
    await recordAudit(tx, {
      organizationId,
      action: 'project.closed',
      target: { type: 'project', id },
      changes: diff(row, closed!, AUDITED_PROJECT_FIELDS),
    });
    return getProject(tx, organizationId, id);
  });
}

/** Reopening a completed or closed project (dashboard). */
export async function reopenProject(db: Db, organizationId: string, id: string): Promise<Project> {
  return db.transaction(async (tx) => {
    const row = await findProject(tx, organizationId, id, true);
    const [reopened] = await tx
      .update(projects)
      .set({ status: 'active', closedAt: null, updatedAt: sql`now()` })
      .where(eq(projects.id, id))
      .returning();
    await recordAudit(tx, {
      organizationId,
      action: 'project.reopened',
      target: { type: 'project', id },
      changes: diff(row, reopened!, AUDITED_PROJECT_FIELDS),
    });
    return getProject(tx, organizationId, id);
  });
}
