// Settings → Calendar (SPEC §16): the signed-in user's own feed URL in the current organization (dashboard only).
// Any member may have one: what it shows follows the member's role at every fetch. In test mode it is the live
// organization's feed, as members and roles are (SPEC §14): a sandbox has no members of its own.
import { createCalendarFeed, getCalendarFeed, revokeCalendarFeed } from '~/server/calendar/feeds';
import { AppError } from '~/server/errors';
import { authedProcedure, createTRPCRouter } from '../../trpc';
import { ZCalendarFeed, ZCreateCalendarFeedRequest } from './calendar.schema';

const member = authedProcedure.use(({ ctx, next }) => {
  if (ctx.principal.kind !== 'user') throw new AppError('FORBIDDEN', 'A calendar feed belongs to a signed-in member');
  return next({ ctx: { ...ctx, owner: { organizationId: ctx.principal.liveOrganizationId, userId: ctx.principal.id } } });
});

export const calendarRouter = createTRPCRouter({
  get: member.output(ZCalendarFeed.nullable()).query(({ ctx }) => getCalendarFeed(ctx.db, ctx.owner.organizationId, ctx.owner.userId)),
  /** A new URL, shown once; the one the user had stops working. */
  create: member
    .input(ZCreateCalendarFeedRequest)
    .mutation(({ ctx, input }) => createCalendarFeed(ctx.db, { ...ctx.owner, scope: input.scope })),
  revoke: member.mutation(({ ctx }) => revokeCalendarFeed(ctx.db, ctx.owner.organizationId, ctx.owner.userId)),
});
