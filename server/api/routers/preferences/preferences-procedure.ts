// The procedure builder of a member's own dashboard choices: a signed-in member, in their live organization (test
// mode shares them), as `ctx.me`.
import { AppError } from '~/server/errors';
import { authedProcedure } from '../../trpc';

export const preferencesProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.principal.kind !== 'user') throw new AppError('FORBIDDEN', 'Dashboard choices belong to a signed-in member');
  return next({ ctx: { ...ctx, me: { organizationId: ctx.principal.liveOrganizationId, userId: ctx.principal.id } } });
});
