// Settings → Extensions: webhook endpoints, their delivery log, resend and "send test" (dashboard only,
// MANAGE_EXTENSIONS). A secret is returned at creation, on explicit reveal and on rotation — never in a list.
import { organizationPair } from '~/server/organizations/create-organization';
import { listDeliveries, resendDelivery, sendTestEvent } from '~/server/webhooks/deliveries';
import {
  createWebhookEndpoint, deleteWebhookEndpoint, listWebhookEndpoints, revealWebhookSecret, rotateWebhookSecret,
  updateWebhookEndpoint,
} from '~/server/webhooks/endpoints';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import {
  ZCreateWebhookRequest, ZResendRequest, ZUpdateWebhookRequest, ZWebhookDeliveriesRequest, ZWebhookIdRequest,
} from './webhooks.schema';

const manage = withPermission('MANAGE_EXTENSIONS');

/** The caller's organization and its sandbox: endpoints of either are managed from the live dashboard. */
async function scope(db: Parameters<typeof organizationPair>[0], organizationId: string) {
  const { liveId, sandboxId } = await organizationPair(db, organizationId);
  return { liveId, sandboxId, ids: [liveId, sandboxId] };
}

export const listWebhooksProcedure = manage.query(async ({ ctx }) => {
  const { ids } = await scope(ctx.db, ctx.principal.organizationId);
  return listWebhookEndpoints(ctx.db, ids);
});

export const createWebhookProcedure = manage.input(ZCreateWebhookRequest).mutation(async ({ ctx, input }) => {
  const { liveId, sandboxId } = await scope(ctx.db, ctx.principal.organizationId);
  const { endpoint, secret } = await createWebhookEndpoint(ctx.db, {
    organizationId: input.mode === 'test' ? sandboxId : liveId,
    url: input.url,
    eventTypes: input.eventTypes,
    description: input.description,
    enabled: input.enabled,
  });
  return { ...endpoint, secret };
});

export const updateWebhookProcedure = manage.input(ZUpdateWebhookRequest).mutation(async ({ ctx, input }) => {
  const { ids } = await scope(ctx.db, ctx.principal.organizationId);
  const { id, ...changes } = input;
  return updateWebhookEndpoint(ctx.db, ids, id, changes);
});

export const deleteWebhookProcedure = manage.input(ZWebhookIdRequest).mutation(async ({ ctx, input }) => {
  const { ids } = await scope(ctx.db, ctx.principal.organizationId);
  return deleteWebhookEndpoint(ctx.db, ids, input.id);
});

export const revealWebhookSecretProcedure = manage.input(ZWebhookIdRequest).mutation(async ({ ctx, input }) => {
  const { ids } = await scope(ctx.db, ctx.principal.organizationId);
  return revealWebhookSecret(ctx.db, ids, input.id);
});

export const rotateWebhookSecretProcedure = manage.input(ZWebhookIdRequest).mutation(async ({ ctx, input }) => {
  const { ids } = await scope(ctx.db, ctx.principal.organizationId);
  return rotateWebhookSecret(ctx.db, ids, input.id);
});

export const sendTestWebhookProcedure = manage.input(ZWebhookIdRequest).mutation(async ({ ctx, input }) => {
  const { ids } = await scope(ctx.db, ctx.principal.organizationId);
  return sendTestEvent(ctx.db, ids, input.id);
});

export const webhookDeliveriesProcedure = manage.input(ZWebhookDeliveriesRequest).query(async ({ ctx, input }) => {
  const { ids } = await scope(ctx.db, ctx.principal.organizationId);
  const { data, total } = await listDeliveries(ctx.db, ids, input);
  return paginate(data, total, input);
});

export const resendWebhookProcedure = manage.input(ZResendRequest).mutation(async ({ ctx, input }) => {
  const { ids } = await scope(ctx.db, ctx.principal.organizationId);
  return resendDelivery(ctx.db, ids, input);
});
