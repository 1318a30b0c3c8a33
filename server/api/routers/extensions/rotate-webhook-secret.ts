import { rotateWebhookSecret } from '~/server/webhooks/endpoints';
import { webhooksProcedure } from './extensions-procedure';
import { ZWebhookIdRequest } from './webhooks.schema';

export const rotateWebhookSecretProcedure = webhooksProcedure
  .input(ZWebhookIdRequest)
  .mutation(({ ctx, input }) => rotateWebhookSecret(ctx.db, ctx.scope.organizationIds, input.id));
