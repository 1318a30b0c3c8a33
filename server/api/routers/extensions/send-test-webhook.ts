import { sendTestEvent } from '~/server/webhooks/deliveries';
import { webhooksProcedure } from './extensions-procedure';
import { ZWebhookIdRequest } from './webhooks.schema';

export const sendTestWebhookProcedure = webhooksProcedure
  .input(ZWebhookIdRequest)
  .mutation(({ ctx, input }) => sendTestEvent(ctx.db, ctx.scope.organizationIds, input.id));
