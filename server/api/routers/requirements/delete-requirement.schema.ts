// DELETE /pursuits/{id}/requirements/{requirementId}: the operation as the API reference shows it; it answers 204.
import { z } from 'zod';
import { IMLS_PURSUIT_ID, REQUIREMENT_LETTERS_ID } from '../../openapi/example-story';
import { restOperation } from '../../openapi/operation';
import { ZRequirementIdRequest } from './requirement.schema';

export const deleteRequirementOperation = restOperation({
  method: 'DELETE',
  path: '/pursuits/{id}/requirements/{requirementId}',
  tags: ['Requirements'],
  summary: 'Remove an item from a pursuit’s checklist (204)',
  description:
    'Removes the item; the items after it move up one. An item of another pursuit is `400 VALIDATION_FAILED` ' +
    'naming `requirementId`.',
  protect: true,
  input: ZRequirementIdRequest,
  output: z.void(),
  status: 204,
  errors: ['NOT_FOUND'],
  example: {
    summary: 'The letters are not needed after all',
    pathParams: { id: IMLS_PURSUIT_ID, requirementId: REQUIREMENT_LETTERS_ID },
    response: undefined,
  },
});
