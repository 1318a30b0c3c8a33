// PATCH /pursuits/{id}/requirements/{requirementId}: the operation as the API reference shows it (its schemas are in
// requirement.schema.ts).
import { restOperation } from '../../openapi/operation';
import { requirementDone, requirementDoneRequest } from './requirement.examples';
import { ZRequirement, ZUpdateRequirementRequest } from './requirement.schema';

export const updateRequirementOperation = restOperation({
  method: 'PATCH',
  path: '/pursuits/{id}/requirements/{requirementId}',
  tags: ['Requirements'],
  summary: 'Change a checklist item: status, owner, due date, order, …',
  description:
    'Changes an item. `position` moves it to that index (beyond the end: last); the items between its old and new ' +
    'place shift by one, so positions stay 0…n-1. An item of another pursuit of the organization is ' +
    '`400 VALIDATION_FAILED` naming `requirementId`; of another organization, `404`.',
  protect: true,
  input: ZUpdateRequirementRequest,
  output: ZRequirement,
  errors: ['NOT_FOUND'],
  bodyRule: { minProperties: 1 },
  example: {
    summary: 'Letters received: mark the item done and move it to the top',
    request: requirementDoneRequest,
    response: requirementDone,
  },
});
