// Inputs of Settings → Extensions → webhooks: the same fields as /api/v1/webhooks (../webhooks/webhook.schema.ts).
import { z } from 'zod';
import { ZPaginationQuery } from '../../pagination';
import { ZId } from '../../schemas';
import {
  ZWebhookDescription as ZDescription,
  ZWebhookEventTypes as ZEventTypes,
  ZWebhookUrl as ZUrl,
} from '../webhooks/webhook.schema';

export const ZCreateWebhookRequest = z.object({
  url: ZUrl,
  eventTypes: ZEventTypes.optional(),
  description: ZDescription.optional(),
  enabled: z.boolean().optional(),
  /** `test`: the endpoint of the organization's sandbox (receives livemode:false events). */
  mode: z.enum(['live', 'test']).optional(), // default: the caller's mode
});

export const ZUpdateWebhookRequest = z.object({
  id: ZId,
  url: ZUrl.optional(),
  eventTypes: ZEventTypes.optional(),
  description: ZDescription.optional(),
  enabled: z.boolean().optional(),
});

export const ZWebhookIdRequest = z.object({ id: ZId });

export const ZWebhookDeliveriesRequest = ZPaginationQuery.extend({ endpointId: ZId });

export const ZResendRequest = z.union([
  z.object({ deliveryId: ZId }),
  z.object({ eventId: z.string().regex(/^evt_[0-9A-Z]{26}$/, 'must be an event id (evt_…)'), endpointId: ZId }),
]);
