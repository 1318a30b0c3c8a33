import { revokeCalendarFeed } from '~/server/calendar/feeds';
import { calendarProcedure } from './calendar-procedure';

export const revokeCalendarFeedProcedure = calendarProcedure.mutation(({ ctx }) =>
  revokeCalendarFeed(ctx.db, ctx.owner.organizationId, ctx.owner.userId),
);
