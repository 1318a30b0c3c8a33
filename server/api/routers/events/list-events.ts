import { listEvents } from '~/server/events/list-events';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import { listEventsOperation as operation } from './list-events.schema';

export const listEventsProcedure = withPermission('VIEW_EVENTS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(async ({ ctx, input }) => {
    const { data, total } = await listEvents(ctx.db, ctx.principal.organizationId, ctx.principal.permissions, {
      ...input,
      types: input.type,
    });
    return paginate(data, total, input);
  });
