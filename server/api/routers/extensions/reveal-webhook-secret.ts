import { revealWebhookSecret } from '~/server/webhooks/endpoints';
import { extensionsProcedure } from './extensions-procedure';
import { ZWebhookIdRequest } from './webhooks.schema';

export const revealWebhookSecretProcedure = extensionsProcedure
  .input(ZWebhookIdRequest)
  .mutation(({ ctx, input }) => revealWebhookSecret(ctx.db, ctx.scope.organizationIds, input.id));
