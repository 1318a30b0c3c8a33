// PATCH /pursuits/{id}: the operation as the API reference shows it (its schemas are in pursuit.schema.ts).
import { restOperation } from '../../openapi/operation';
import { pursuitUpdate, pursuitWonRequest } from './pursuit.examples';
import { ZUpdatePursuitRequest, ZUpdatePursuitResponse } from './pursuit.schema';

export const updatePursuitOperation = restOperation({
  method: 'PATCH',
  path: '/pursuits/{id}',
  tags: ['Pursuits'],
  summary: 'Change a pursuit: fields, stage and status (409 INVALID_TRANSITION names the allowed moves)',
  description:
    'Moves a pursuit through its stages and statuses: `won` and `lost` only from `submitted`, ' +
    'otherwise `409 INVALID_TRANSITION` naming the allowed moves. Marking it `won` creates the funded project ' +
    'with its default deliverables in the same transaction and returns it as `project`; repeating `won` is a ' +
    'no-op. A move to `submitted` while required checklist items are open is `409 REQUIREMENTS_INCOMPLETE`, its ' +
    '`issues` naming each open item, unless the body says `acknowledgeIncomplete: true` (recorded in the history).',
  protect: true,
  input: ZUpdatePursuitRequest,
  output: ZUpdatePursuitResponse,
  errors: ['NOT_FOUND', 'INVALID_TRANSITION', 'CONFLICT', 'REQUIREMENTS_INCOMPLETE'],
  bodyRule: { minProperties: 1 },
  example: {
    summary: 'Mark a submitted pursuit won: the response carries the funded project',
    request: pursuitWonRequest,
    response: pursuitUpdate,
  },
});
