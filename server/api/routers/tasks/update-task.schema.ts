// PATCH /projects/{id}/tasks/{taskId}: the operation as the API reference shows it (its schemas are in
// ../projects/project.schema.ts).
import { restOperation } from '../../openapi/operation';
import { ZTask, ZUpdateTaskRequest } from '../projects/project.schema';
import { kickoffCompleted, taskCompleteRequest } from './task.examples';

export const updateTaskOperation = restOperation({
  method: 'PATCH',
  path: '/projects/{id}/tasks/{taskId}',
  tags: ['Projects'],
  summary: 'Edit a deliverable; status completed completes it (records task.completed once)',
  description:
    'Changes a deliverable; `status: "completed"` completes it (recording who and when, and the ' +
    '`task.completed` event once), `todo` reopens it.',
  protect: true,
  input: ZUpdateTaskRequest,
  output: ZTask,
  errors: ['NOT_FOUND'],
  bodyRule: { minProperties: 1 },
  example: {
    summary: 'Rename a deliverable and mark it complete',
    request: taskCompleteRequest,
    response: kickoffCompleted,
  },
});
