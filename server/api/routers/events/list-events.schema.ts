// GET /events: the operation as the API reference shows it, with its request and response schemas.
import { z } from 'zod';
import { EVENT_TYPES } from '~/db/schema';
import { restOperation } from '../../openapi/operation';
import { paginatedResponse, ZPaginationQuery } from '../../pagination';
import { commaList, ZTimestamp } from '../../schemas';
import { eventsList } from './event.examples';

export const ZListEventsRequest = ZPaginationQuery.extend({
  type: commaList(EVENT_TYPES)
    .optional()
    .describe(`Comma list of ${EVENT_TYPES.join(', ')}`),
});

export const ZEvent = z
  .object({
    id: z.string().describe('evt_…'),
    type: z.enum(EVENT_TYPES),
    createdAt: ZTimestamp,
    apiVersion: z.literal('v1'),
    livemode: z.boolean(),
    organizationId: z.uuid(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Event' });

export const ZListEventsResponse = paginatedResponse(ZEvent);

export const listEventsOperation = restOperation({
  method: 'GET',
  path: '/events',
  tags: ['Events'],
  summary: 'List the organization’s events, newest first',
  description:
    "The organization's events, newest first, in the envelope webhooks deliver: reconcile what a webhook " +
    'endpoint missed. Filter by type.',
  protect: true,
  input: ZListEventsRequest,
  output: ZListEventsResponse,
  errors: [],
  example: { summary: 'The two newest events (limit=2)', response: eventsList },
});
