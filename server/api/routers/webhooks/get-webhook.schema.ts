// GET /webhooks/{id}: the operation as the API reference shows it (its schemas are in webhook.schema.ts).
import { restOperation } from '../../openapi/operation';
import { webhookEndpoint } from './webhook.examples';
import { ZWebhookEndpoint, ZWebhookIdRequest } from './webhook.schema';

export const getWebhookOperation = restOperation({
  method: 'GET',
  path: '/webhooks/{id}',
  tags: ['Webhooks'],
  summary: 'One webhook endpoint (without its secret)',
  description: 'One webhook endpoint of the organization, without its signing secret.',
  protect: true,
  input: ZWebhookIdRequest,
  output: ZWebhookEndpoint,
  errors: ['NOT_FOUND'],
  example: { summary: 'The ERP endpoint', response: webhookEndpoint },
});
