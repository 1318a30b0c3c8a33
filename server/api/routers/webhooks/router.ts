import { createTRPCRouter } from '../../trpc';
import { createWebhookProcedure } from './create-webhook';
import { deleteWebhookProcedure } from './delete-webhook';
import { getWebhookProcedure } from './get-webhook';
import { listWebhooksProcedure } from './list-webhooks';
import { updateWebhookProcedure } from './update-webhook';

/** /api/v1/webhooks: endpoints over REST (MANAGE_WEBHOOKS). The dashboard's own procedures are under extensions. */
export const webhooksRouter = createTRPCRouter({
  list: listWebhooksProcedure,
  get: getWebhookProcedure,
  create: createWebhookProcedure,
  update: updateWebhookProcedure,
  delete: deleteWebhookProcedure,
});
