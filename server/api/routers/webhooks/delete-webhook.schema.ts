// DELETE /webhooks/{id}: the operation as the API reference shows it; it answers 204 with no body.
import { z } from 'zod';
import { WEBHOOK_ENDPOINT_ID } from '../../openapi/example-story';
import { restOperation } from '../../openapi/operation';
import { ZWebhookIdRequest } from './webhook.schema';

export const deleteWebhookOperation = restOperation({
  method: 'DELETE',
  path: '/webhooks/{id}',
  tags: ['Webhooks'],
  summary: 'Delete a webhook endpoint with its delivery log (204)',
  description: 'Deletes the endpoint, its deliveries and their attempts: nothing more is sent to it.',
  protect: true,
  input: ZWebhookIdRequest,
  output: z.void(),
  status: 204,
  errors: ['NOT_FOUND'],
  example: { summary: 'Delete the ERP endpoint', pathParams: { id: WEBHOOK_ENDPOINT_ID }, response: undefined },
});
