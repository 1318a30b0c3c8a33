import { deleteWebhookEndpoint } from '~/server/webhooks/endpoints';
import { webhooksProcedure } from './extensions-procedure';
import { ZWebhookIdRequest } from './webhooks.schema';

export const deleteWebhookProcedure = webhooksProcedure
  .input(ZWebhookIdRequest)
  .mutation(({ ctx, input }) => deleteWebhookEndpoint(ctx.db, ctx.scope.organizationIds, input.id));
