// POST /projects/{id}/tasks: the operation as the API reference shows it (its schemas are in
// ../projects/project.schema.ts).
import { restOperation } from '../../openapi/operation';
import { ZCreateTaskRequest, ZTask } from '../projects/project.schema';
import { taskCreateRequest, tutorsTask } from './task.examples';

export const createTaskOperation = restOperation({
  method: 'POST',
  path: '/projects/{id}/tasks',
  tags: ['Projects'],
  summary: 'Add a deliverable (accepts Idempotency-Key)',
  description:
    'Adds a deliverable to an active project (a closed project takes none until reopened). Accepts `Idempotency-Key`.',
  protect: true,
  input: ZCreateTaskRequest,
  output: ZTask,
  status: 201,
  errors: ['NOT_FOUND', 'CONFLICT', 'IDEMPOTENCY_CONFLICT'],
  example: {
    summary: 'Add a deliverable with a due date and an assignee',
    request: taskCreateRequest,
    response: tutorsTask,
  },
});
