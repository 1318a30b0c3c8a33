// The invitee's side of an invitation (dashboard only, SPEC §14): the link page previews it; someone without an
// account joins by choosing their own password; someone with an account signs in, then accepts or declines.
import {
  acceptInvitation, acceptInvitationAsNewUser, declineInvitation, previewInvitation,
} from '~/server/members/invitations';
import { createTRPCRouter, publicProcedure, sessionProcedure } from '../../trpc';
import { ZAcceptAsNewUserRequest, ZInvitationTokenRequest } from './invitations.schema';

export const invitationsRouter = createTRPCRouter({
  preview: publicProcedure
    .input(ZInvitationTokenRequest)
    .query(({ ctx, input }) => previewInvitation(ctx.db, input.token, ctx.transport === 'dashboard' ? ctx.sessionUserId : null)),
  acceptNew: publicProcedure
    .input(ZAcceptAsNewUserRequest)
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => acceptInvitationAsNewUser(tx, input.token, input))),
  accept: sessionProcedure
    .input(ZInvitationTokenRequest)
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => acceptInvitation(tx, input.token, ctx.sessionUserId))),
  decline: sessionProcedure
    .input(ZInvitationTokenRequest)
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => declineInvitation(tx, input.token, ctx.sessionUserId))),
});
