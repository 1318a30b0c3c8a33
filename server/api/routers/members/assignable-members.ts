import { AppError } from '~/server/errors';
import { listAssignableMembers } from '~/server/members/members';
import { authedProcedure } from '../../trpc';

/**
 * The colleagues a pursuit's owner or a deliverable's assignee is chosen from, for anyone who reads pursuits or
 * projects; email addresses only for those who assign work.
 */
export const assignableMembersProcedure = authedProcedure.query(async ({ ctx }) => {
  const { permissions } = ctx.principal;
  if (ctx.principal.kind !== 'user' || !(permissions.has('VIEW_PURSUITS') || permissions.has('VIEW_PROJECTS'))) {
    throw new AppError('FORBIDDEN', 'Listing colleagues needs VIEW_PURSUITS or VIEW_PROJECTS');
  }
  const withEmails = permissions.has('MANAGE_PURSUITS') || permissions.has('MANAGE_TASKS');
  return {
    data: await listAssignableMembers(ctx.db, ctx.principal.liveOrganizationId, {
      userId: ctx.principal.id,
      withEmails,
    }),
  };
});
