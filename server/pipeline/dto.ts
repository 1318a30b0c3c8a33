// REST shapes of pursuits, projects and tasks (docs/api.md#resources): explicit mappings from rows.
import type { projects, pursuitHistory, pursuits, tasks } from '~/db/schema';

type PursuitRow = typeof pursuits.$inferSelect;
type HistoryRow = typeof pursuitHistory.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;
type TaskRow = typeof tasks.$inferSelect;

export interface TaskCounts {
  total: number;
  completed: number;
  overdue: number;
}

/** A pursuit's checklist in numbers (docs/applications.md#progress): done counts done and waived items. */
export interface RequirementsProgress {
  total: number;
  done: number;
  /** Required items still todo or in_progress: what a move to submitted must acknowledge. */
  requiredOpen: number;
}

export const NO_REQUIREMENTS: RequirementsProgress = { total: 0, done: 0, requiredOpen: 0 };

export const toPursuit = (p: PursuitRow, requirementsProgress: RequirementsProgress = NO_REQUIREMENTS) => ({
  id: p.id,
  grantId: p.grantId,
  title: p.title,
  stage: p.stage,
  status: p.status,
  probability: p.probability,
  amountRequested: p.amountRequested,
  amountAwarded: p.amountAwarded,
  currency: p.currency,
  deadline: p.deadline,
  ownerUserId: p.ownerUserId,
  notes: p.notes,
  lostReason: p.lostReason,
  wonAt: p.wonAt?.toISOString() ?? null,
  requirementsProgress,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export const toHistoryEntry = (h: HistoryRow) => ({
  id: h.id,
  field: h.field,
  from: h.fromValue,
  to: h.toValue,
  actor: h.actor,
  at: h.at.toISOString(),
});

export const toProject = (p: ProjectRow, taskCounts: TaskCounts) => ({
  id: p.id,
  name: p.name,
  pursuitId: p.pursuitId,
  grantId: p.grantId,
  status: p.status,
  awardAmount: p.awardAmount,
  currency: p.currency,
  startDate: p.startDate,
  endDate: p.endDate,
  taskCounts,
  closedAt: p.closedAt?.toISOString() ?? null,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export const toTask = (t: TaskRow) => ({
  id: t.id,
  projectId: t.projectId,
  title: t.title,
  description: t.description,
  status: t.status,
  dueDate: t.dueDate,
  assigneeUserId: t.assigneeUserId,
  completedAt: t.completedAt?.toISOString() ?? null,
  completedBy: t.completedBy,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

export type Pursuit = ReturnType<typeof toPursuit>;
export type Project = ReturnType<typeof toProject>;
export type Task = ReturnType<typeof toTask>;
