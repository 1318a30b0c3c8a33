// GET /projects: the operation as the API reference shows it (its schemas are in project.schema.ts).
import { restOperation } from '../../openapi/operation';
import { paginatedResponse } from '../../pagination';
import { projectsList } from './project.examples';
import { ZListProjectsRequest, ZProject } from './project.schema';

export const listProjectsOperation = restOperation({
  method: 'GET',
  path: '/projects',
  tags: ['Projects'],
  summary: 'List funded projects (newest first)',
  description: 'Funded projects, newest first, with their deliverable counts; filter by status.',
  protect: true,
  input: ZListProjectsRequest,
  output: paginatedResponse(ZProject),
  errors: [],
  portal: true,
  example: { summary: 'The organization’s funded projects', response: projectsList },
});
