import { listWebhookEndpoints } from '~/server/webhooks/endpoints';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import { listWebhooksOperation as operation } from './list-webhooks.schema';

// At most ten endpoints per organization (server/webhooks/endpoints.ts): the page is cut from the whole list.
export const listWebhooksProcedure = withPermission('MANAGE_WEBHOOKS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(async ({ ctx, input }) => {
    const all = await listWebhookEndpoints(ctx.db, [ctx.principal.organizationId]);
    return paginate(all.slice(input.offset, input.offset + input.limit), all.length, input);
  });
