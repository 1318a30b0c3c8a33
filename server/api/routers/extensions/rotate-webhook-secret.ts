import { rotateWebhookSecret } from '~/server/webhooks/endpoints';
import { extensionsProcedure } from './extensions-procedure';
import { ZWebhookIdRequest } from './webhooks.schema';

export const rotateWebhookSecretProcedure = extensionsProcedure
  .input(ZWebhookIdRequest)
  .mutation(({ ctx, input }) => rotateWebhookSecret(ctx.db, ctx.scope.organizationIds, input.id));
