// PATCH /webhooks/{id}: the operation as the API reference shows it (its schemas are in webhook.schema.ts).
import { restOperation } from '../../openapi/operation';
import { webhookDisabled, webhookDisableRequest } from './webhook.examples';
import { ZUpdateWebhookRequest, ZWebhookEndpoint } from './webhook.schema';

export const updateWebhookOperation = restOperation({
  method: 'PATCH',
  path: '/webhooks/{id}',
  tags: ['Webhooks'],
  summary: 'Change a webhook endpoint: URL, event types, description, enabled',
  description:
    'Changes what is sent and applies the same rules as a registration (the URL check, the event types and the ' +
    'permissions to read them: the caller must be able to read every type the endpoint receives afterwards). ' +
    '`enabled: true` resumes an endpoint disabled by a user or by failed deliveries and clears its failure count. ' +
    'The secret is neither shown nor changed.',
  protect: true,
  input: ZUpdateWebhookRequest,
  output: ZWebhookEndpoint,
  errors: ['NOT_FOUND'],
  bodyRule: { minProperties: 1 },
  example: { summary: 'Pause deliveries', request: webhookDisableRequest, response: webhookDisabled },
});
