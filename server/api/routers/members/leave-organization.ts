import { AppError } from '~/server/errors';
import { leaveOrganization } from '~/server/members/members';
import { authedProcedure } from '../../trpc';

/**
 * The signed-in user leaves the current organization (its live side, whichever mode they are in). Needs no
 * permission: anyone may leave, except the last owner (docs/members.md).
 */
export const leaveOrganizationProcedure = authedProcedure.mutation(({ ctx }) => {
  if (ctx.principal.kind !== 'user') throw new AppError('FORBIDDEN', 'Only a signed-in user leaves an organization');
  return leaveOrganization(ctx.db, ctx.principal.liveOrganizationId, ctx.principal.id);
});
