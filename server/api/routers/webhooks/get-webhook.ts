import { getWebhookEndpoint } from '~/server/webhooks/endpoints';
import { withPermission } from '../../trpc';
import { getWebhookOperation as operation } from './get-webhook.schema';

export const getWebhookProcedure = withPermission('MANAGE_WEBHOOKS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(({ ctx, input }) => getWebhookEndpoint(ctx.db, [ctx.principal.organizationId], input.id));
