// The webhook endpoint of the example story (server/api/openapi/example-story.ts): the council's ERP receives won
// pursuits and completed deliverables.
import type { z } from 'zod';
import { ORGANIZATION_ID, WEBHOOK_ENDPOINT_ID } from '../../openapi/example-story';
import type { Body, Page } from '../../openapi/operation';
import type { ZCreateWebhookRequest, ZUpdateWebhookRequest, ZWebhookEndpoint } from './webhook.schema';
import type { ZWebhookEndpointCreated } from './webhook.schema';

type Endpoint = z.output<typeof ZWebhookEndpoint>;

export const webhookCreateRequest = {
  url: 'https://erp.prairiereads.example.org/hooks/grants',
  eventTypes: ['pursuit.won', 'task.completed'],
  description: 'ERP: opens a cost center for each award',
} satisfies Body<typeof ZCreateWebhookRequest>;

export const webhookEndpoint: Endpoint = {
  id: WEBHOOK_ENDPOINT_ID,
  organizationId: ORGANIZATION_ID,
  livemode: true,
  url: webhookCreateRequest.url,
  description: webhookCreateRequest.description,
  eventTypes: webhookCreateRequest.eventTypes,
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  consecutiveFailures: 0,
  createdAt: '2026-06-02T14:11:09.317Z',
  updatedAt: '2026-06-02T14:11:09.317Z',
};

export const webhookCreated: z.output<typeof ZWebhookEndpointCreated> = {
  ...webhookEndpoint,
  secret: 'whsec_MfKQ9r8GKYqXTwFkrA3ElHG2mxoCC2FkX1Ct5cYmUqE=',
};

export const webhooksList: Page<typeof ZWebhookEndpoint> = {
  data: [webhookEndpoint],
  pagination: { limit: 20, offset: 0, total: 1, hasMore: false },
};

export const webhookDisableRequest = { enabled: false } satisfies Body<typeof ZUpdateWebhookRequest, 'id'>;

export const webhookDisabled: Endpoint = {
  ...webhookEndpoint,
  enabled: false,
  disabledReason: 'disabled by a user',
  disabledAt: '2026-09-18T08:40:52.006Z',
  updatedAt: '2026-09-18T08:40:52.006Z',
};
