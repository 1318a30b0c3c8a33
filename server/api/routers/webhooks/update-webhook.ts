import { updateWebhookEndpoint } from '~/server/webhooks/endpoints';
import { withPermission } from '../../trpc';
import { updateWebhookOperation as operation } from './update-webhook.schema';

export const updateWebhookProcedure = withPermission('MANAGE_WEBHOOKS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(({ ctx, input: { id, ...changes } }) =>
    updateWebhookEndpoint(ctx.db, [ctx.principal.organizationId], id, changes, ctx.principal.permissions),
  );
