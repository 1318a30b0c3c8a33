import { listRoles } from '~/server/members/roles';
import { manageMembersProcedure } from './manage-members-procedure';

export const listRolesProcedure = manageMembersProcedure.query(({ ctx }) => listRoles(ctx.db, ctx.organizationId));
