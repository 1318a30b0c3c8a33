import { createInvitation } from '~/server/members/invitations';
import { manageMembersProcedure } from './manage-members-procedure';
import { ZInviteMemberRequest } from './members.schema';

export const inviteMemberProcedure = manageMembersProcedure
  .input(ZInviteMemberRequest)
  .mutation(({ ctx, input }) => createInvitation(ctx.db, ctx.organizationId, input, ctx.actor));
