import { updateRole } from '~/server/members/roles';
import { manageMembersProcedure } from './manage-members-procedure';
import { ZUpdateRoleRequest } from './members.schema';

export const updateRoleProcedure = manageMembersProcedure
  .input(ZUpdateRoleRequest)
  .mutation(({ ctx, input: { id, ...changes } }) =>
    updateRole(ctx.db, ctx.organizationId, id, changes, ctx.actor.permissions),
  );
