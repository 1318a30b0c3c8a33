// GET /projects/{id}: the operation as the API reference shows it, with its request schema.
import { z } from 'zod';
import { restOperation } from '../../openapi/operation';
import { ZId } from '../../schemas';
import { project } from './project.examples';
import { ZProject } from './project.schema';

export const ZGetProjectRequest = z.object({ id: ZId });

export const getProjectOperation = restOperation({
  method: 'GET',
  path: '/projects/{id}',
  tags: ['Projects'],
  summary: 'One funded project with its task counts',
  description: 'One funded project with its deliverable counts.',
  protect: true,
  input: ZGetProjectRequest,
  output: ZProject,
  errors: ['NOT_FOUND'],
  portal: true,
  example: { summary: 'A funded project with its task counts', response: project },
});
