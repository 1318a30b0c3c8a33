// The project's deliverables in the example story (server/api/openapi/example-story.ts).
import type { z } from 'zod';
import {
  API_KEY_ID,
  PROJECT_ID,
  TASK_KICKOFF_ID,
  TASK_TUTORS_ID,
  USER_DEVON_ID,
  USER_MARIA_ID,
  WON_AT_TRANSACTION,
} from '../../openapi/example-story';
import type { Body, Page } from '../../openapi/operation';
import type { ZCreateTaskRequest, ZTask, ZUpdateTaskRequest } from '../projects/project.schema';

type Task = z.output<typeof ZTask>;

export const taskCreateRequest = {
  title: 'Recruit and train 40 volunteer tutors',
  description:
    'Recruit volunteer tutors in Harlan, Letcher and Perry counties and run the 12-hour tutor training at each library.',
  dueDate: '2026-10-15',
  assigneeUserId: USER_DEVON_ID,
} satisfies Body<typeof ZCreateTaskRequest, 'id'>;

export const tutorsTask: Task = {
  id: TASK_TUTORS_ID,
  projectId: PROJECT_ID,
  ...taskCreateRequest,
  status: 'todo',
  completedAt: null,
  completedBy: null,
  createdAt: '2026-09-10T13:55:19.204Z',
  updatedAt: '2026-09-10T13:55:19.204Z',
};

export const taskCompleteRequest = {
  title: 'Kickoff meeting with the county librarians',
  status: 'completed',
} satisfies Body<typeof ZUpdateTaskRequest, 'id' | 'taskId'>;

export const kickoffCompleted: Task = {
  id: TASK_KICKOFF_ID,
  projectId: PROJECT_ID,
  title: taskCompleteRequest.title,
  description: null,
  status: taskCompleteRequest.status,
  dueDate: '2026-09-15', // project start + 14 days
  assigneeUserId: USER_MARIA_ID,
  completedAt: '2026-09-14T16:42:08.371Z',
  completedBy: `api_key:${API_KEY_ID}`,
  createdAt: WON_AT_TRANSACTION,
  updatedAt: '2026-09-14T16:42:08.366Z',
};

export const tasksList: Page<typeof ZTask> = {
  data: [kickoffCompleted, tutorsTask],
  pagination: { limit: 2, offset: 0, total: 4, hasMore: true },
};
