import { createWebhookEndpoint } from '~/server/webhooks/endpoints';
import { withPermission } from '../../trpc';
import { createWebhookOperation as operation } from './create-webhook.schema';

/** The same domain function as the dashboard's (SSRF guard, event types, limit, audit record), for the caller's organization. */
export const createWebhookProcedure = withPermission('MANAGE_WEBHOOKS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(async ({ ctx, input }) => {
    const { endpoint, secret } = await createWebhookEndpoint(ctx.db, {
      organizationId: ctx.principal.organizationId,
      ...input,
      subscriberPermissions: ctx.principal.permissions,
    });
    ctx.response.status = 201;
    // The answer carries the signing secret: a stored Idempotency-Key replay of it is kept encrypted.
    ctx.response.sealReplay = true;
    return { ...endpoint, secret };
  });
