import { createWebhookEndpoint } from '~/server/webhooks/endpoints';
import { webhooksProcedure } from './extensions-procedure';
import { ZCreateWebhookRequest } from './webhooks.schema';

export const createWebhookProcedure = webhooksProcedure
  .input(ZCreateWebhookRequest)
  .mutation(async ({ ctx, input }) => {
    const { endpoint, secret } = await createWebhookEndpoint(ctx.db, {
      organizationId: ctx.scope.organizationFor(input.mode),
      url: input.url,
      eventTypes: input.eventTypes,
      description: input.description,
      enabled: input.enabled,
      subscriberPermissions: ctx.principal.permissions,
    });
    return { ...endpoint, secret };
  });
