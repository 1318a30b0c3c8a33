// POST /pursuits/{id}/requirements: the operation as the API reference shows it (its schemas are in
// requirement.schema.ts).
import { restOperation } from '../../openapi/operation';
import { letters, requirementCreateRequest } from './requirement.examples';
import { ZCreateRequirementRequest, ZRequirement } from './requirement.schema';

export const createRequirementOperation = restOperation({
  method: 'POST',
  path: '/pursuits/{id}/requirements',
  tags: ['Requirements'],
  summary: 'Add an item to a pursuit’s checklist (accepts Idempotency-Key)',
  description:
    'Adds an item, last unless `position` says where (the items from there shift down one). Its owner must be a ' +
    'member of the organization. At most 100 items per pursuit (`409 CONFLICT`). Accepts `Idempotency-Key`.',
  protect: true,
  input: ZCreateRequirementRequest,
  output: ZRequirement,
  status: 201,
  errors: ['NOT_FOUND', 'CONFLICT', 'IDEMPOTENCY_CONFLICT'],
  example: {
    summary: 'Letters of support, due a fortnight before the deadline',
    request: requirementCreateRequest,
    response: letters,
  },
});
