// DELETE /requirement-templates/{id}: the operation as the API reference shows it; it answers 204.
import { z } from 'zod';
import { REQUIREMENT_TEMPLATE_ID } from '../../openapi/example-story';
import { restOperation } from '../../openapi/operation';
import { ZRequirementTemplateIdRequest } from './requirement-template.schema';

export const deleteRequirementTemplateOperation = restOperation({
  method: 'DELETE',
  path: '/requirement-templates/{id}',
  tags: ['Requirements'],
  summary: 'Delete an application template (204)',
  description: 'Deletes the template. Pursuits it was applied to keep their checklists.',
  protect: true,
  input: ZRequirementTemplateIdRequest,
  output: z.void(),
  status: 204,
  errors: ['NOT_FOUND'],
  example: { summary: 'Delete the federal template', pathParams: { id: REQUIREMENT_TEMPLATE_ID }, response: undefined },
});
