// GET /requirement-templates: the operation as the API reference shows it (its schemas are in
// requirement-template.schema.ts).
import { restOperation } from '../../openapi/operation';
import { paginatedResponse } from '../../pagination';
import { templatesList } from './requirement-template.examples';
import { ZListRequirementTemplatesRequest, ZRequirementTemplate } from './requirement-template.schema';

export const listRequirementTemplatesOperation = restOperation({
  method: 'GET',
  path: '/requirement-templates',
  tags: ['Requirements'],
  summary: 'The organization’s application templates, by name',
  description: "The organization's named requirement checklists, by name, each with its items in order.",
  protect: true,
  input: ZListRequirementTemplatesRequest,
  output: paginatedResponse(ZRequirementTemplate),
  errors: [],
  example: { summary: 'The council’s one template', response: templatesList },
});
