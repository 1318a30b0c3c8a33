import { createTRPCRouter } from '../../trpc';
import { createApiKeyProcedure } from './create-api-key';
import { createPortalTokenProcedure } from './create-portal-token';
import { createWebhookProcedure } from './create-webhook';
import { deleteWebhookProcedure } from './delete-webhook';
import { listApiKeysProcedure } from './list-api-keys';
import { listPortalTokensProcedure } from './list-portal-tokens';
import { listWebhookDeliveriesProcedure } from './list-webhook-deliveries';
import { listWebhooksProcedure } from './list-webhooks';
import { resendWebhookProcedure } from './resend-webhook';
import { revealWebhookSecretProcedure } from './reveal-webhook-secret';
import { revokeApiKeyProcedure } from './revoke-api-key';
import { revokePortalTokenProcedure } from './revoke-portal-token';
import { rotateWebhookSecretProcedure } from './rotate-webhook-secret';
import { sendTestWebhookProcedure } from './send-test-webhook';
import { updateWebhookProcedure } from './update-webhook';

/**
 * Settings → Extensions (dashboard only, no OpenAPI metadata; reached through /api/trpc with a session): API keys,
 * portal tokens, webhook endpoints and their deliveries. Every procedure is built on `extensionsProcedure`.
 */
export const extensionsRouter = createTRPCRouter({
  apiKeys: createTRPCRouter({
    list: listApiKeysProcedure,
    create: createApiKeyProcedure,
    revoke: revokeApiKeyProcedure,
  }),
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
    deliveries: listWebhookDeliveriesProcedure,
    resend: resendWebhookProcedure,
  }),
});
