import { listMembers } from '~/server/members/members';
import { manageMembersProcedure } from './manage-members-procedure';

export const listMembersProcedure = manageMembersProcedure.query(({ ctx }) => listMembers(ctx.db, ctx.organizationId));
