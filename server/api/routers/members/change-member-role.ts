import { changeMemberRole } from '~/server/members/members';
import { manageMembersProcedure } from './manage-members-procedure';
import { ZChangeRoleRequest } from './members.schema';

export const changeMemberRoleProcedure = manageMembersProcedure
  .input(ZChangeRoleRequest)
  .mutation(({ ctx, input }) =>
    changeMemberRole(ctx.db, ctx.organizationId, input.userId, input.role, ctx.actor.permissions),
  );
