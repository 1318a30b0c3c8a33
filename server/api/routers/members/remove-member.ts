import { removeMember } from '~/server/members/members';
import { manageMembersProcedure } from './manage-members-procedure';
import { ZRemoveMemberRequest } from './members.schema';

export const removeMemberProcedure = manageMembersProcedure.input(ZRemoveMemberRequest).mutation(({ ctx, input }) =>
  removeMember(ctx.db, ctx.organizationId, input.userId, ctx.actor.permissions, {
    revokeCredentials: input.revokeCredentials,
  }),
);
