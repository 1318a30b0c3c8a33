// GET /pursuits/{id}: the operation as the API reference shows it, with its request schema.
import { z } from 'zod';
import { restOperation } from '../../openapi/operation';
import { ZId } from '../../schemas';
import { pursuitDetail } from './pursuit.examples';
import { ZPursuitDetail } from './pursuit.schema';

export const ZGetPursuitRequest = z.object({ id: ZId });

export const getPursuitOperation = restOperation({
  method: 'GET',
  path: '/pursuits/{id}',
  tags: ['Pursuits'],
  summary: 'One pursuit with its stage and status history',
  description: 'One pursuit with the history of its changes (who, when, from, to).',
  protect: true,
  input: ZGetPursuitRequest,
  output: ZPursuitDetail,
  errors: ['NOT_FOUND'],
  example: { summary: 'A won pursuit with its stage and status history', response: pursuitDetail },
});
