import { createTRPCRouter } from '../../trpc';
import { createApiKeyProcedure, listApiKeysProcedure, revokeApiKeyProcedure } from './api-keys';
import { createPortalTokenProcedure, listPortalTokensProcedure, revokePortalTokenProcedure } from './portal-tokens';
import {
  createWebhookProcedure, deleteWebhookProcedure, listWebhooksProcedure, resendWebhookProcedure,
  revealWebhookSecretProcedure, rotateWebhookSecretProcedure, sendTestWebhookProcedure, updateWebhookProcedure,
  webhookDeliveriesProcedure,
} from './webhooks';

/** Dashboard-only (no OpenAPI metadata): reached through /api/trpc with a session. */
export const extensionsRouter = createTRPCRouter({
  apiKeys: createTRPCRouter({ list: listApiKeysProcedure, create: createApiKeyProcedure, revoke: revokeApiKeyProcedure }),
  portalTokens: createTRPCRouter({
    list: listPortalTokensProcedure,
    create: createPortalTokenProcedure,
    revoke: revokePortalTokenProcedure,
  }),
  webhooks: createTRPCRouter({
    list: listWebhooksProcedure,
    create: createWebhookProcedure,
    update: updateWebhookProcedure,
    delete: deleteWebhookProcedure,
    revealSecret: revealWebhookSecretProcedure,
    rotateSecret: rotateWebhookSecretProcedure,
    sendTest: sendTestWebhookProcedure,
    deliveries: webhookDeliveriesProcedure,
    resend: resendWebhookProcedure,
  }),
});
