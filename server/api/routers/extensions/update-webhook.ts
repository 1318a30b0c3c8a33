import { updateWebhookEndpoint } from '~/server/webhooks/endpoints';
import { extensionsProcedure } from './extensions-procedure';
import { ZUpdateWebhookRequest } from './webhooks.schema';

export const updateWebhookProcedure = extensionsProcedure
  .input(ZUpdateWebhookRequest)
  .mutation(({ ctx, input: { id, ...changes } }) =>
    updateWebhookEndpoint(ctx.db, ctx.scope.organizationIds, id, changes),
  );
