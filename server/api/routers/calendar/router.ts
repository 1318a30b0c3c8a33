import { createTRPCRouter } from '../../trpc';
import { createCalendarFeedProcedure } from './create-calendar-feed';
import { getCalendarFeedProcedure } from './get-calendar-feed';
import { revokeCalendarFeedProcedure } from './revoke-calendar-feed';

/** Settings → Calendar (docs/calendar.md): the signed-in member's own feed URL in the current organization (dashboard only). */
export const calendarRouter = createTRPCRouter({
  get: getCalendarFeedProcedure,
  create: createCalendarFeedProcedure,
  revoke: revokeCalendarFeedProcedure,
});
