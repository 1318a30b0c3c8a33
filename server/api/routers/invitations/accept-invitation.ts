import { acceptInvitation } from '~/server/members/invitations';
import { sessionProcedure } from '../../trpc';
import { ZInvitationTokenRequest } from './invitations.schema';

export const acceptInvitationProcedure = sessionProcedure
  .input(ZInvitationTokenRequest)
  .mutation(({ ctx, input }) => acceptInvitation(ctx.db, input.token, ctx.sessionUserId));
