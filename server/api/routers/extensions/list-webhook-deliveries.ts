import { listDeliveries } from '~/server/webhooks/deliveries';
import { paginate } from '../../pagination';
import { webhooksProcedure } from './extensions-procedure';
import { ZWebhookDeliveriesRequest } from './webhooks.schema';

/** One endpoint's delivery log, newest first. */
export const listWebhookDeliveriesProcedure = webhooksProcedure
  .input(ZWebhookDeliveriesRequest)
  .query(async ({ ctx, input }) => {
    const { data, total } = await listDeliveries(ctx.db, ctx.scope.organizationIds, input);
    return paginate(data, total, input);
  });
