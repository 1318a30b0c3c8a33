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
    'endpoint missed. Filter by type. An event carries the resources it is about, so each type also needs their ' +
    'read permission: `grant.found` and `grant.updated` VIEW_GRANTS, `pursuit.won` VIEW_PURSUITS and VIEW_PROJECTS, ' +
    '`task.completed` VIEW_PROJECTS, `budget.threshold_crossed` VIEW_BUDGETS and VIEW_PROJECTS, ' +
    '`funder_report.submitted` and `funder_report.late` VIEW_BUDGETS. Without a `type` filter the list holds the types the caller may read; asking for another is a 403.',
  protect: true,
  input: ZListEventsRequest,
  output: ZListEventsResponse,
  errors: [],
  example: { summary: 'The two newest events (limit=2)', response: eventsList },
});
