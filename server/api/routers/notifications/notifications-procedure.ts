// The procedure builder of the member's own notifications: a signed-in member, and who they are where as `ctx.me`.
// Everything is the member's own in their live organization (in test mode too: a sandbox has no members, and
// notifies nobody).
import { AppError } from '~/server/errors';
import { authedProcedure } from '../../trpc';

export const notificationsProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.principal.kind !== 'user') throw new AppError('FORBIDDEN', 'Notifications belong to a signed-in member');
  return next({ ctx: { ...ctx, me: { organizationId: ctx.principal.liveOrganizationId, userId: ctx.principal.id } } });
});
