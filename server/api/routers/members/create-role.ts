import { createRole } from '~/server/members/roles';
import { manageMembersProcedure } from './manage-members-procedure';
import { ZRoleInput } from './members.schema';

export const createRoleProcedure = manageMembersProcedure
  .input(ZRoleInput)
  .mutation(({ ctx, input }) => createRole(ctx.db, ctx.organizationId, input, ctx.actor.permissions));
