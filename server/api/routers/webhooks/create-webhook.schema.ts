// POST /webhooks: the operation as the API reference shows it (its schemas are in webhook.schema.ts).
import { restOperation } from '../../openapi/operation';
import { webhookCreated, webhookCreateRequest } from './webhook.examples';
import { ZCreateWebhookRequest, ZWebhookEndpointCreated } from './webhook.schema';

export const createWebhookOperation = restOperation({
  method: 'POST',
  path: '/webhooks',
  tags: ['Webhooks'],
  summary: 'Register a webhook endpoint; the answer carries its signing secret, once (accepts Idempotency-Key)',
  description:
    'Registers an endpoint of the organization (a `gms_test_` key: of its sandbox, receiving test-mode events). ' +
    'The answer carries the signing secret (`whsec_…`): the only time the API shows it. The URL must be `https` ' +
    'and reach a public address: a private, loopback, link-local or reserved one is `400 VALIDATION_FAILED` naming ' +
    'the rule. Each event type subscribed to (none listed: every type) needs the permissions to read its data, ' +
    'else `403 FORBIDDEN` naming them. At most 10 endpoints per organization (`409 CONFLICT`). Accepts ' +
    '`Idempotency-Key`: a replay returns the same answer, secret included, and registers nothing.',
  protect: true,
  input: ZCreateWebhookRequest,
  output: ZWebhookEndpointCreated,
  status: 201,
  errors: ['CONFLICT', 'IDEMPOTENCY_CONFLICT'],
  example: {
    summary: 'Send won pursuits and completed deliverables to the ERP',
    request: webhookCreateRequest,
    response: webhookCreated,
  },
});
