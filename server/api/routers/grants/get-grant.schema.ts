// GET /grants/{id}: the operation as the API reference shows it, with its request and response schemas.
import { z } from 'zod';
import { restOperation } from '../../openapi/operation';
import { ZId } from '../../schemas';
import { grant } from './grant.examples';
import { ZGrant } from './grant.schema';

export const ZGetGrantRequest = z.object({ id: ZId });
export const ZGetGrantResponse = ZGrant;

export const getGrantOperation = restOperation({
  method: 'GET',
  path: '/grants/{id}',
  tags: ['Grants'],
  summary: 'Get a grant with its match for each mission',
  description:
    'One catalog grant (or a private grant of the organization) in full, with its score and reasons for each ' +
    "of the organization's missions, and the `pursuitId` when it is tracked. Any catalog grant is readable.",
  protect: true,
  input: ZGetGrantRequest,
  output: ZGetGrantResponse,
  errors: ['NOT_FOUND'],
  example: { summary: 'A Department of Education grant with its match for each mission', response: grant },
});
