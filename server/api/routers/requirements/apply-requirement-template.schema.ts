// POST /pursuits/{id}/requirements/apply-template: the operation as the API reference shows it (its schemas are in
// requirement.schema.ts).
import { restOperation } from '../../openapi/operation';
import { applyTemplateRequest, requirementsAdded } from './requirement.examples';
import { ZApplyTemplateRequest, ZApplyTemplateResponse } from './requirement.schema';

export const applyRequirementTemplateOperation = restOperation({
  method: 'POST',
  path: '/pursuits/{id}/requirements/apply-template',
  tags: ['Requirements'],
  summary: 'Append a template’s items to a pursuit’s checklist (accepts Idempotency-Key)',
  description:
    "Copies the template's items to the end of the checklist, in its order, as `todo`; an item with " +
    "`dueDaysBeforeDeadline` is due that many days before the pursuit's deadline. The copies are the pursuit's own: " +
    'changing the template later does not change them. A template of another organization is `404`; more than 100 ' +
    'items in all is `409 CONFLICT`. Accepts `Idempotency-Key`.',
  protect: true,
  input: ZApplyTemplateRequest,
  output: ZApplyTemplateResponse,
  status: 201,
  errors: ['NOT_FOUND', 'CONFLICT', 'IDEMPOTENCY_CONFLICT'],
  example: {
    summary: 'Start the IMLS checklist from the Federal application template (first item shown)',
    request: applyTemplateRequest,
    response: requirementsAdded,
  },
});
