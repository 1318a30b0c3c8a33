// GET /webhooks: the operation as the API reference shows it (its schemas are in webhook.schema.ts).
import { restOperation } from '../../openapi/operation';
import { paginatedResponse, ZPaginationQuery } from '../../pagination';
import { webhooksList } from './webhook.examples';
import { ZWebhookEndpoint } from './webhook.schema';

export const listWebhooksOperation = restOperation({
  method: 'GET',
  path: '/webhooks',
  tags: ['Webhooks'],
  summary: 'List webhook endpoints (oldest first; never their secrets)',
  description:
    "The organization's webhook endpoints, oldest first (a `gms_test_` key: the sandbox's). No answer but the " +
    "creation's ever carries an endpoint's signing secret.",
  protect: true,
  input: ZPaginationQuery,
  output: paginatedResponse(ZWebhookEndpoint),
  errors: [],
  example: { summary: 'The ERP endpoint, the only one', response: webhooksList },
});
