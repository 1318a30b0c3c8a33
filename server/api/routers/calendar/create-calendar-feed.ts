import { createCalendarFeed } from '~/server/calendar/feeds';
import { calendarProcedure } from './calendar-procedure';
import { ZCreateCalendarFeedRequest } from './calendar.schema';

/** A new URL, shown once; the one the user had stops working. */
export const createCalendarFeedProcedure = calendarProcedure
  .input(ZCreateCalendarFeedRequest)
  .mutation(({ ctx, input }) => createCalendarFeed(ctx.db, { ...ctx.owner, scope: input.scope }));
