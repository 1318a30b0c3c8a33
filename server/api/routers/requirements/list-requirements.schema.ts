// GET /pursuits/{id}/requirements: the operation as the API reference shows it (its schemas are in
// requirement.schema.ts).
import { restOperation } from '../../openapi/operation';
import { paginatedResponse } from '../../pagination';
import { requirementsList } from './requirement.examples';
import { ZListRequirementsRequest, ZRequirement } from './requirement.schema';

export const listRequirementsOperation = restOperation({
  method: 'GET',
  path: '/pursuits/{id}/requirements',
  tags: ['Requirements'],
  summary: 'A pursuit’s requirement checklist, in its order',
  description:
    "The pursuit's checklist in the order people arranged it (`position`, 0-based). A checklist holds at most 100 " +
    'items: `limit=100` reads it whole.',
  protect: true,
  input: ZListRequirementsRequest,
  output: paginatedResponse(ZRequirement),
  errors: ['NOT_FOUND'],
  example: { summary: 'The first item of the IMLS pursuit’s checklist (limit=1)', response: requirementsList },
});
