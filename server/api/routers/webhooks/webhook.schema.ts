// The webhook endpoint as /api/v1/webhooks answers it, and the fields a request may set (the dashboard's
// Settings → Extensions → Webhooks takes the same fields: ../extensions/webhooks.schema.ts).
import { z } from 'zod';
import { SUBSCRIBABLE_EVENT_TYPES } from '~/server/webhooks/endpoints';
import { ZId, ZTimestamp } from '../../schemas';

/** Checked further by the domain (server/webhooks/endpoints.ts): an http(s) URL the SSRF guard lets through. */
// Lengths are checked as sent, before trimming (as ZText does), so the documented maxLength holds for the value sent.
export const ZWebhookUrl = z
  .string()
  .max(2048)
  .regex(/\S/, 'must not be blank')
  .trim()
  .describe('Where events are POSTed: an `https://` URL that reaches a public address');
export const ZWebhookEventTypes = z
  .array(z.string().max(64).regex(/\S/, 'must not be blank').trim())
  .max(20)
  .describe(
    `Event types to receive (${SUBSCRIBABLE_EVENT_TYPES.join(', ')}); empty: every type. Each needs the permissions ` +
      'to read its data (a 403 names the missing one).',
  );
export const ZWebhookDescription = z.string().max(500).trim().nullable().describe('A note for people; null clears it');

export const ZWebhookEndpoint = z
  .object({
    id: ZId,
    organizationId: ZId,
    livemode: z.boolean().describe('false: an endpoint of the sandbox, receiving test-mode events'),
    url: z.string(),
    description: z.string().nullable(),
    eventTypes: z.array(z.string()).describe('Empty: every event type'),
    enabled: z.boolean(),
    disabledReason: z
      .string()
      .nullable()
      .describe('Why it stopped receiving events: disabled by a user, or after repeated failed deliveries'),
    disabledAt: ZTimestamp.nullable(),
    consecutiveFailures: z.number().int().min(0),
    createdAt: ZTimestamp,
    updatedAt: ZTimestamp,
  })
  .meta({ id: 'WebhookEndpoint' });

/** The answer to a creation: the one time the signing secret is shown over the API. */
export const ZWebhookEndpointCreated = ZWebhookEndpoint.extend({
  secret: z
    .string()
    .describe('The signing secret (`whsec_…`): shown in this answer only, never by any GET. Store it now.'),
}).meta({ id: 'WebhookEndpointCreated' });

export const ZCreateWebhookRequest = z.object({
  url: ZWebhookUrl,
  eventTypes: ZWebhookEventTypes.default([]),
  description: ZWebhookDescription.default(null),
  enabled: z.boolean().default(true),
});

export const ZWebhookIdRequest = z.object({ id: ZId });

export const ZUpdateWebhookRequest = z
  .object({
    id: ZId,
    url: ZWebhookUrl.optional(),
    eventTypes: ZWebhookEventTypes.optional(),
    description: ZWebhookDescription.optional(),
    enabled: z.boolean().optional().describe('false stops deliveries; true resumes them and clears the failure count'),
  })
  .refine((v) => Object.keys(v).some((k) => k !== 'id'), { message: 'send at least one field to change' });
