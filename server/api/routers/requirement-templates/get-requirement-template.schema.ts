// GET /requirement-templates/{id}: the operation as the API reference shows it.
import { restOperation } from '../../openapi/operation';
import { federalTemplate } from './requirement-template.examples';
import { ZRequirementTemplate, ZRequirementTemplateIdRequest } from './requirement-template.schema';

export const getRequirementTemplateOperation = restOperation({
  method: 'GET',
  path: '/requirement-templates/{id}',
  tags: ['Requirements'],
  summary: 'One application template with its items',
  description: 'One requirement template of the organization with its items in order.',
  protect: true,
  input: ZRequirementTemplateIdRequest,
  output: ZRequirementTemplate,
  errors: ['NOT_FOUND'],
  example: { summary: 'The Federal application template', response: federalTemplate },
});
