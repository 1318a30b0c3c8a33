import { declineInvitation } from '~/server/members/invitations';
import { sessionProcedure } from '../../trpc';
import { ZInvitationTokenRequest } from './invitations.schema';

export const declineInvitationProcedure = sessionProcedure
  .input(ZInvitationTokenRequest)
  .mutation(({ ctx, input }) => declineInvitation(ctx.db, input.token, ctx.sessionUserId));
