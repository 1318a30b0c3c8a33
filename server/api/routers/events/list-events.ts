import { listEvents } from '~/server/events/list-events';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import { ZListEventsRequest, ZListEventsResponse } from './list-events.schema';

export const listEventsProcedure = withPermission('VIEW_EVENTS')
  .meta({
    openapi: {
      method: 'GET',
      path: '/events',
      tags: ['Events'],
      summary: 'List the organization’s events, newest first',
      description:
        'The same envelopes webhooks deliver; use it to reconcile missed deliveries. Order: createdAt desc, id desc.',
      protect: true,
    },
  })
  .input(ZListEventsRequest)
  .output(ZListEventsResponse)
  .query(async ({ ctx, input }) => {
    const { data, total } = await listEvents(ctx.db, ctx.principal.organizationId, { ...input, types: input.type });
    return paginate(data, total, input);
  });
