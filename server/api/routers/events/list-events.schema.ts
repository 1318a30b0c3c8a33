import { z } from 'zod';
import { EVENT_TYPES } from '~/db/schema';
import { paginatedResponse, ZPaginationQuery } from '../../pagination';
import { commaList, ZTimestamp } from '../../schemas';

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
