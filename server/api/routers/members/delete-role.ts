import { deleteRole } from '~/server/members/roles';
import { manageMembersProcedure } from './manage-members-procedure';
import { ZDeleteRoleRequest } from './members.schema';

export const deleteRoleProcedure = manageMembersProcedure
  .input(ZDeleteRoleRequest)
  .mutation(({ ctx, input }) => deleteRole(ctx.db, ctx.organizationId, input.id, ctx.actor.permissions));
