// GET /pursuits: the operation as the API reference shows it (its schemas are in pursuit.schema.ts).
import { restOperation } from '../../openapi/operation';
import { paginatedResponse } from '../../pagination';
import { pursuitsList } from './pursuit.examples';
import { ZListPursuitsRequest, ZPursuit } from './pursuit.schema';

export const listPursuitsOperation = restOperation({
  method: 'GET',
  path: '/pursuits',
  tags: ['Pursuits'],
  summary: 'List pursuits (the open pipeline by default)',
  description:
    'The pipeline: open pursuits (`status=active,on_hold`) by default, most recently updated first; filter by ' +
    'stage, status or grant, or sort by deadline.',
  protect: true,
  input: ZListPursuitsRequest,
  output: paginatedResponse(ZPursuit),
  errors: [],
  example: { summary: 'The open pipeline: one pursuit drafting, one on hold', response: pursuitsList },
});
