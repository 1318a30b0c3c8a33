import { sendTestEvent } from '~/server/webhooks/deliveries';
import { extensionsProcedure } from './extensions-procedure';
import { ZWebhookIdRequest } from './webhooks.schema';

export const sendTestWebhookProcedure = extensionsProcedure
  .input(ZWebhookIdRequest)
  .mutation(({ ctx, input }) => sendTestEvent(ctx.db, ctx.scope.organizationIds, input.id));
