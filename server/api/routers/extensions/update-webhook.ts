import { updateWebhookEndpoint } from '~/server/webhooks/endpoints';
import { webhooksProcedure } from './extensions-procedure';
import { ZUpdateWebhookRequest } from './webhooks.schema';

export const updateWebhookProcedure = webhooksProcedure
  .input(ZUpdateWebhookRequest)
  .mutation(({ ctx, input: { id, ...changes } }) =>
    updateWebhookEndpoint(ctx.db, ctx.scope.organizationIds, id, changes, ctx.principal.permissions),
  );
