// POST /pursuits: the operation as the API reference shows it (its schemas are in pursuit.schema.ts).
import { restOperation } from '../../openapi/operation';
import { pursuitCreated, pursuitCreateRequest } from './pursuit.examples';
import { ZCreatePursuitRequest, ZPursuit } from './pursuit.schema';

export const createPursuitOperation = restOperation({
  method: 'POST',
  path: '/pursuits',
  tags: ['Pursuits'],
  summary: 'Start a pursuit (one open pursuit per grant; accepts Idempotency-Key)',
  description:
    "Starts a pursuit, of a catalog grant (`grantId`; the title defaults to the grant's) or of an opportunity " +
    'outside the catalog (`title`). One open pursuit per grant: a second is `409 CONFLICT` naming the ' +
    "existing one. `templateId` starts its requirement checklist with a copy of that template's items (a " +
    'template of another organization is `404`, and no pursuit is made). Accepts `Idempotency-Key`.',
  protect: true,
  input: ZCreatePursuitRequest,
  output: ZPursuit,
  status: 201,
  errors: ['NOT_FOUND', 'CONFLICT', 'IDEMPOTENCY_CONFLICT'],
  // "grantId or title" (the schema's refinement) as JSON Schema: not (no grantId and no title). Written without
  // `anyOf: [{required: [grantId]}, {required: [title]}]`, which contract fuzzers (Portman) merge into "grantId and
  // title are both required" and then report the API for accepting a body with only one of them.
  bodyRule: {
    description: 'Send `grantId`, `title` or both: a body with neither is refused.',
    not: { properties: { grantId: false, title: false } },
  },
  example: {
    summary: 'Pursue a grant, starting at the qualifying stage',
    request: pursuitCreateRequest,
    response: pursuitCreated,
  },
});
