// POST /requirement-templates: the operation as the API reference shows it.
import { restOperation } from '../../openapi/operation';
import { federalTemplate, templateCreateRequest } from './requirement-template.examples';
import { ZCreateRequirementTemplateRequest, ZRequirementTemplate } from './requirement-template.schema';

export const createRequirementTemplateOperation = restOperation({
  method: 'POST',
  path: '/requirement-templates',
  tags: ['Requirements'],
  summary: 'Save a named checklist to start pursuits from (accepts Idempotency-Key)',
  description:
    'Saves a named checklist of at most 100 items. Names are unique in the organization (`409 CONFLICT`); at most ' +
    '50 templates per organization. Accepts `Idempotency-Key`.',
  protect: true,
  input: ZCreateRequirementTemplateRequest,
  output: ZRequirementTemplate,
  status: 201,
  errors: ['CONFLICT', 'IDEMPOTENCY_CONFLICT'],
  example: { summary: 'A federal checklist', request: templateCreateRequest, response: federalTemplate },
});
