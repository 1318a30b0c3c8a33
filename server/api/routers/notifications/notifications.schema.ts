// Inputs and outputs of the member's own notifications (docs/notifications.md).
import { z } from 'zod';
import { DIGEST_FREQUENCIES, NOTIFICATION_KINDS } from '~/db/schema';
import { ZId } from '../../schemas';

export const ZNotification = z.object({
  id: ZId,
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});

export const ZListNotificationsRequest = z
  .object({ limit: z.number().int().min(1).max(50).default(20), unreadOnly: z.boolean().optional() })
  .default({ limit: 20 });

export const ZMarkReadRequest = z
  .object({ ids: z.array(ZId).min(1).max(100).optional().describe('Omit to mark every notification read') })
  .default({});

export const ZPreferences = z.strictObject({
  digest: z.enum(DIGEST_FREQUENCIES),
  reminders: z.boolean(),
  assignments: z.boolean(),
  budgetAlerts: z.boolean(),
  grantChanges: z.boolean(),
});

export const ZUpdatePreferencesRequest = ZPreferences.partial().refine(
  (v) => Object.values(v).some((x) => x !== undefined),
  {
    message: 'Change at least one preference',
  },
);

export const ZSubscribeRequest = z.strictObject({ savedSearchId: ZId, subscribed: z.boolean() });
