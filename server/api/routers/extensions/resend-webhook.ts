import { resendDelivery } from '~/server/webhooks/deliveries';
import { webhooksProcedure } from './extensions-procedure';
import { ZResendRequest } from './webhooks.schema';

/** Sends a delivery again, or an event to an endpoint it never reached. */
export const resendWebhookProcedure = webhooksProcedure
  .input(ZResendRequest)
  .mutation(({ ctx, input }) => resendDelivery(ctx.db, ctx.scope.organizationIds, input));
