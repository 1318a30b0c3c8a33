// Inputs and outputs of Settings → Calendar (docs/calendar.md).
import { z } from 'zod';
import { CALENDAR_SCOPES } from '~/db/schema';

export const ZCalendarFeed = z.object({
  scope: z.enum(CALENDAR_SCOPES),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

export const ZCreateCalendarFeedRequest = z.object({
  scope: z
    .enum(CALENDAR_SCOPES)
    .default('all')
    .describe("all: every deadline of the organization; mine: only the user's"),
});
