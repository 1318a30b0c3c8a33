import { listWebhookEndpoints } from '~/server/webhooks/endpoints';
import { webhooksProcedure } from './extensions-procedure';

/** Endpoints without their secrets: a secret is returned at creation, on explicit reveal and on rotation only. */
export const listWebhooksProcedure = webhooksProcedure.query(({ ctx }) =>
  listWebhookEndpoints(ctx.db, ctx.scope.organizationIds),
);
