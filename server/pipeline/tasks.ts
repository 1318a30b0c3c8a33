// Deliverables (tasks) of funded projects. Completing one records task.completed in the same transaction.
import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { tasks, type TASK_STATUSES } from '~/db/schema';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { AppError, notFound } from '../errors';
import { notifyAssignment } from '../notifications/assignments';
import { recordEvent } from '../events/record-event';
import { toTask, type Task } from './dto';
import { findProject, getProject } from './projects';
import { assertMember, type Actor } from './actor';

export type TaskStatus = (typeof TASK_STATUSES)[number];

export async function listTasks(
  db: Db,
  organizationId: string,
  projectId: string,
  query: { limit: number; offset: number; status?: TaskStatus[]; dueBefore?: string },
) {
  await findProject(db, organizationId, projectId);
  const where = and(
    eq(tasks.projectId, projectId),
    query.status ? inArray(tasks.status, query.status) : undefined,
    query.dueBefore ? lte(tasks.dueDate, query.dueBefore) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    // Sorted by due date (none last), then id.
    db
      .select()
      .from(tasks)
      .where(where)
      .orderBy(sql`${tasks.dueDate} asc nulls last`, asc(tasks.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(tasks).where(where),
  ]);
  return { data: rows.map(toTask), total: total?.n ?? 0 };
}

/**
 * The first `perProject` tasks (in listTasks' order) of each of several projects of one organization, in one query:
 * the portal shows every project's deliverables at once.
 */
export async function listTasksOfProjects(
  db: Db,
  organizationId: string,
  projectIds: string[],
  perProject: number,
): Promise<Map<string, Task[]>> {
  const byProject = new Map<string, Task[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return byProject;
  const ranked = db
    .select({
      id: tasks.id,
      rank: sql<number>`row_number() over (partition by ${tasks.projectId} order by ${tasks.dueDate} asc nulls last, ${tasks.id} asc)`.as(
        'rank',
      ),
    })
    .from(tasks)
    .where(and(eq(tasks.organizationId, organizationId), inArray(tasks.projectId, projectIds)))
    .as('ranked');
  const rows = await db
    .select({ task: tasks })
    .from(tasks)
    .innerJoin(ranked, eq(ranked.id, tasks.id))
    .where(lte(ranked.rank, perProject))
    .orderBy(sql`${tasks.dueDate} asc nulls last`, asc(tasks.id));
  for (const { task } of rows) byProject.get(task.projectId)?.push(toTask(task));
  return byProject;
}

export interface TaskFields {
  title: string;
  description: string | null;
  dueDate: string | null;
  assigneeUserId: string | null;
}

const AUDITED_TASK_FIELDS = [
  'projectId',
  'title',
  'description',
  'status',
  'dueDate',
  'assigneeUserId',
  'completedAt',
  'completedBy',
] as const;

export async function createTask(
  db: Db,
  by: Actor,
  projectId: string,
  input: Partial<TaskFields> & { title: string },
): Promise<Task> {
  const project = await findProject(db, by.organizationId, projectId);
  if (project.status !== 'active') {
    throw new AppError('CONFLICT', `The project is ${project.status}; reopen it to add deliverables`);
  }
  if (input.assigneeUserId) await assertMember(db, by.organizationId, input.assigneeUserId, 'assigneeUserId');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tasks)
      .values({
        organizationId: by.organizationId,
        projectId,
        title: input.title,
        description: input.description ?? null,
        dueDate: input.dueDate ?? null,
        assigneeUserId: input.assigneeUserId ?? null,
      })
      .returning();
    if (row!.assigneeUserId) {
      await notifyAssignment(tx, {
        organizationId: by.organizationId,
        kind: 'deliverable',
        id: row!.id,
        title: row!.title,
        project: { id: project.id, name: project.name },
        date: row!.dueDate,
        assigneeUserId: row!.assigneeUserId,
        actor: by.actor,
      });
    }
    await recordAudit(tx, {
      organizationId: by.organizationId,
      action: 'task.created',
      target: { type: 'task', id: row!.id },
      changes: diff(null, row!, AUDITED_TASK_FIELDS),
    });
    return toTask(row!);
  });
}

/**
 * Edits a deliverable under a row lock. `status: completed` sets completedAt/completedBy and records
 * task.completed (once: completing a completed task is a no-op); moving it back to todo/in_progress reopens it.
 */
export async function updateTask(
  db: Db,
  by: Actor,
  projectId: string,
  taskId: string,
  input: Partial<TaskFields> & { status?: TaskStatus },
): Promise<Task> {
  if (input.assigneeUserId) await assertMember(db, by.organizationId, input.assigneeUserId, 'assigneeUserId');
  return db.transaction(async (tx) => {
    const project = await findProject(tx, by.organizationId, projectId);
    const [current] = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, taskId), eq(tasks.projectId, projectId), eq(tasks.organizationId, by.organizationId)))
      .for('update');
    if (!current) throw notFound('Task');

    const next: Partial<typeof tasks.$inferInsert> = {};
    for (const key of ['title', 'description', 'dueDate', 'assigneeUserId'] as const) {
      if (input[key] !== undefined && input[key] !== current[key]) (next as Record<string, unknown>)[key] = input[key];
    }
    const completing = input.status === 'completed' && current.status !== 'completed';
    if (input.status !== undefined && input.status !== current.status) {
      next.status = input.status;
      if (completing) {
        next.completedAt = new Date();
        next.completedBy = by.actor;
      } else if (current.status === 'completed') {
        next.completedAt = null; // reopened
        next.completedBy = null;
      }
    }
    if (Object.keys(next).length === 0) return toTask(current);

    const [row] = await tx
      .update(tasks)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(tasks.id, taskId))
      .returning();
    await recordAudit(tx, {
      organizationId: by.organizationId,
      action: 'task.updated',
      target: { type: 'task', id: taskId },
      changes: diff(current, row!, AUDITED_TASK_FIELDS),
    });
    const task = toTask(row!);
    if (next.assigneeUserId) {
      await notifyAssignment(tx, {
        organizationId: by.organizationId,
        kind: 'deliverable',
        id: taskId,
        title: row!.title,
        project: { id: project.id, name: project.name },
        date: row!.dueDate,
        assigneeUserId: next.assigneeUserId,
        actor: by.actor,
      });
    }
    if (completing) {
      const project = await getProject(tx, by.organizationId, projectId);
      await recordEvent(tx, { organizationId: by.organizationId, type: 'task.completed', data: { task, project } });
    }
    return task;
  });
}
