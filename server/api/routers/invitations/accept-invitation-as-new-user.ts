import { acceptInvitationAsNewUser } from '~/server/members/invitations';
import { publicProcedure } from '../../trpc';
import { ZAcceptAsNewUserRequest } from './invitations.schema';

/** Someone without an account joins by choosing their own name and password. */
export const acceptInvitationAsNewUserProcedure = publicProcedure
  .input(ZAcceptAsNewUserRequest)
  .mutation(({ ctx, input }) => acceptInvitationAsNewUser(ctx.db, input.token, input));
