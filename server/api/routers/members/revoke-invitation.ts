import { revokeInvitation } from '~/server/members/invitations';
import { manageMembersProcedure } from './manage-members-procedure';
import { ZInvitationIdRequest } from './members.schema';

export const revokeInvitationProcedure = manageMembersProcedure
  .input(ZInvitationIdRequest)
  .mutation(({ ctx, input }) => revokeInvitation(ctx.db, ctx.organizationId, input.id, ctx.actor));
