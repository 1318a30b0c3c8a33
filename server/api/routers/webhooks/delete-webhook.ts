import { deleteWebhookEndpoint } from '~/server/webhooks/endpoints';
import { withPermission } from '../../trpc';
import { deleteWebhookOperation as operation } from './delete-webhook.schema';

export const deleteWebhookProcedure = withPermission('MANAGE_WEBHOOKS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(async ({ ctx, input }) => {
    await deleteWebhookEndpoint(ctx.db, [ctx.principal.organizationId], input.id);
    ctx.response.status = 204;
  });
