// Settings → Extensions: webhook endpoints, their delivery log, resend and "send test" (dashboard only,
// MANAGE_EXTENSIONS). A secret is returned at creation, on explicit reveal and on rotation — never in a list.
import { listDeliveries, resendDelivery, sendTestEvent } from '~/server/webhooks/deliveries';
import {
  createWebhookEndpoint, deleteWebhookEndpoint, listWebhookEndpoints, revealWebhookSecret, rotateWebhookSecret,
  updateWebhookEndpoint,
} from '~/server/webhooks/endpoints';
import { paginate } from '../../pagination';
import { manageExtensions as manage } from './scope';
import {
  ZCreateWebhookRequest, ZResendRequest, ZUpdateWebhookRequest, ZWebhookDeliveriesRequest, ZWebhookIdRequest,
} from './webhooks.schema';

export const listWebhooksProcedure = manage.query(async ({ ctx }) => {
  const { ids } = ctx.extensions;
  return listWebhookEndpoints(ctx.db, ids);
});

export const createWebhookProcedure = manage.input(ZCreateWebhookRequest).mutation(async ({ ctx, input }) => {
  const { liveId, sandboxId, modeFor } = ctx.extensions;
  const { endpoint, secret } = await createWebhookEndpoint(ctx.db, {
    organizationId: modeFor(input.mode) === 'test' ? sandboxId : liveId,
    url: input.url,
    eventTypes: input.eventTypes,
    description: input.description,
    enabled: input.enabled,
  });
  return { ...endpoint, secret };
});

export const updateWebhookProcedure = manage.input(ZUpdateWebhookRequest).mutation(async ({ ctx, input }) => {
  const { ids } = ctx.extensions;
  const { id, ...changes } = input;
  return updateWebhookEndpoint(ctx.db, ids, id, changes);
});

export const deleteWebhookProcedure = manage.input(ZWebhookIdRequest).mutation(async ({ ctx, input }) => {
  const { ids } = ctx.extensions;
  return deleteWebhookEndpoint(ctx.db, ids, input.id);
});

export const revealWebhookSecretProcedure = manage.input(ZWebhookIdRequest).mutation(async ({ ctx, input }) => {
  const { ids } = ctx.extensions;
  return revealWebhookSecret(ctx.db, ids, input.id);
});

export const rotateWebhookSecretProcedure = manage.input(ZWebhookIdRequest).mutation(async ({ ctx, input }) => {
  const { ids } = ctx.extensions;
  return rotateWebhookSecret(ctx.db, ids, input.id);
});

export const sendTestWebhookProcedure = manage.input(ZWebhookIdRequest).mutation(async ({ ctx, input }) => {
  const { ids } = ctx.extensions;
  return sendTestEvent(ctx.db, ids, input.id);
});

export const webhookDeliveriesProcedure = manage.input(ZWebhookDeliveriesRequest).query(async ({ ctx, input }) => {
  const { ids } = ctx.extensions;
  const { data, total } = await listDeliveries(ctx.db, ids, input);
  return paginate(data, total, input);
});

export const resendWebhookProcedure = manage.input(ZResendRequest).mutation(async ({ ctx, input }) => {
  const { ids } = ctx.extensions;
  return resendDelivery(ctx.db, ids, input);
});
