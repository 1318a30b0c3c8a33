import { resendInvitation } from '~/server/members/invitations';
import { manageMembersProcedure } from './manage-members-procedure';
import { ZInvitationIdRequest } from './members.schema';

export const resendInvitationProcedure = manageMembersProcedure
  .input(ZInvitationIdRequest)
  .mutation(({ ctx, input }) => resendInvitation(ctx.db, ctx.organizationId, input.id, ctx.actor));
