import { deleteWebhookEndpoint } from '~/server/webhooks/endpoints';
import { extensionsProcedure } from './extensions-procedure';
import { ZWebhookIdRequest } from './webhooks.schema';

export const deleteWebhookProcedure = extensionsProcedure
  .input(ZWebhookIdRequest)
  .mutation(({ ctx, input }) => deleteWebhookEndpoint(ctx.db, ctx.scope.organizationIds, input.id));
