import { revealWebhookSecret } from '~/server/webhooks/endpoints';
import { webhooksProcedure } from './extensions-procedure';
import { ZWebhookIdRequest } from './webhooks.schema';

export const revealWebhookSecretProcedure = webhooksProcedure
  .input(ZWebhookIdRequest)
  .mutation(({ ctx, input }) => revealWebhookSecret(ctx.db, ctx.scope.organizationIds, input.id));
