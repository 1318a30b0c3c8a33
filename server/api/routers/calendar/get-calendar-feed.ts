import { getCalendarFeed } from '~/server/calendar/feeds';
import { calendarProcedure } from './calendar-procedure';
import { ZCalendarFeed } from './calendar.schema';

export const getCalendarFeedProcedure = calendarProcedure
  .output(ZCalendarFeed.nullable())
  .query(({ ctx }) => getCalendarFeed(ctx.db, ctx.owner.organizationId, ctx.owner.userId));
