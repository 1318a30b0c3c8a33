// GET /projects/{id}/tasks: the operation as the API reference shows it (its schemas are in
// ../projects/project.schema.ts).
import { restOperation } from '../../openapi/operation';
import { paginatedResponse } from '../../pagination';
import { ZListTasksRequest, ZTask } from '../projects/project.schema';
import { tasksList } from './task.examples';

export const listTasksOperation = restOperation({
  method: 'GET',
  path: '/projects/{id}/tasks',
  tags: ['Projects'],
  summary: 'A project’s deliverables, by due date',
  description: "A project's deliverables, soonest due first (then by id); filter by status or due date.",
  protect: true,
  input: ZListTasksRequest,
  output: paginatedResponse(ZTask),
  errors: ['NOT_FOUND'],
  portal: true,
  example: { summary: 'A project’s first two deliverables by due date (limit=2)', response: tasksList },
});
