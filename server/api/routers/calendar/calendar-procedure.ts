// The procedure builder of Settings → Calendar: a signed-in member, and the feed's owner (the live organization and
// the user) as `ctx.owner`. In test mode it is the live organization's feed, as members and roles are (docs/members.md):
// a sandbox has no members of its own.
import { AppError } from '~/server/errors';
import { authedProcedure } from '../../trpc';

export const calendarProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.principal.kind !== 'user') throw new AppError('FORBIDDEN', 'A calendar feed belongs to a signed-in member');
  return next({
    ctx: { ...ctx, owner: { organizationId: ctx.principal.liveOrganizationId, userId: ctx.principal.id } },
  });
});
