// PATCH /requirement-templates/{id}: the operation as the API reference shows it.
import { restOperation } from '../../openapi/operation';
import { templateRenamed, templateRenameRequest } from './requirement-template.examples';
import { ZRequirementTemplate, ZUpdateRequirementTemplateRequest } from './requirement-template.schema';

export const updateRequirementTemplateOperation = restOperation({
  method: 'PATCH',
  path: '/requirement-templates/{id}',
  tags: ['Requirements'],
  summary: 'Rename a template or replace its items',
  description:
    '`items` replaces the whole list. Pursuits the template was applied to keep their own copies. A name another ' +
    'template has is `409 CONFLICT`.',
  protect: true,
  input: ZUpdateRequirementTemplateRequest,
  output: ZRequirementTemplate,
  errors: ['NOT_FOUND', 'CONFLICT'],
  bodyRule: { minProperties: 1 },
  example: { summary: 'Rename it', request: templateRenameRequest, response: templateRenamed },
});
