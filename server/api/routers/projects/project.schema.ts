import { z } from 'zod';
import { PROJECT_STATUSES, TASK_STATUSES } from '~/db/schema';
import { ZPaginationQuery } from '../../pagination';
import { commaList, ZDate, ZId, ZText, ZTimestamp } from '../../schemas';

export const ZProject = z
  .object({
    id: ZId,
    name: z.string(),
    pursuitId: ZId.nullable(),
    grantId: ZId.nullable(),
    status: z.enum(PROJECT_STATUSES),
    awardAmount: z.number().int().nullable(),
    currency: z.string(),
    startDate: ZDate.nullable(),
    endDate: ZDate.nullable(),
    taskCounts: z.object({ total: z.number().int(), completed: z.number().int(), overdue: z.number().int() }),
    closedAt: ZTimestamp.nullable(),
    createdAt: ZTimestamp,
    updatedAt: ZTimestamp,
  })
  .meta({ id: 'Project' });

export const ZTask = z
  .object({
    id: ZId,
    projectId: ZId,
    title: z.string(),
    description: z.string().nullable(),
    status: z.enum(TASK_STATUSES),
    dueDate: ZDate.nullable(),
    assigneeUserId: ZId.nullable(),
    completedAt: ZTimestamp.nullable(),
    completedBy: z.string().nullable().describe('"user:<id>" or "api_key:<id>" of whoever completed it'),
    createdAt: ZTimestamp,
    updatedAt: ZTimestamp,
  })
  .meta({ id: 'Task' });

export const ZListProjectsRequest = ZPaginationQuery.extend({
  status: commaList(PROJECT_STATUSES).optional().describe('Comma list of active, completed, closed (default all)'),
  pursuitId: ZId.optional().describe('The project of this pursuit'),
});

export const ZListTasksRequest = ZPaginationQuery.extend({
  id: ZId,
  status: commaList(TASK_STATUSES).optional().describe('Comma list of todo, in_progress, completed'),
  dueBefore: ZDate.optional().describe('Due on or before this date'),
});

const taskFields = {
  title: ZText(300),
  description: z.string().max(10_000).nullable(),
  dueDate: ZDate.nullable(),
  assigneeUserId: ZId.nullable(),
};

export const ZCreateTaskRequest = z.object({
  id: ZId,
  title: taskFields.title,
  description: taskFields.description.optional(),
  dueDate: taskFields.dueDate.optional(),
  assigneeUserId: taskFields.assigneeUserId.optional(),
});

export const ZUpdateTaskRequest = z
  .object({
    id: ZId,
    taskId: ZId,
    status: z.enum(TASK_STATUSES).optional(),
    title: taskFields.title.optional(),
    description: taskFields.description.optional(),
    dueDate: taskFields.dueDate.optional(),
    assigneeUserId: taskFields.assigneeUserId.optional(),
  })
  .refine((v) => Object.keys(v).some((k) => k !== 'id' && k !== 'taskId'), {
    message: 'send at least one field to change',
  });
