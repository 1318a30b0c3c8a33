import { createTRPCRouter } from '../../trpc';
import { acceptInvitationProcedure } from './accept-invitation';
import { acceptInvitationAsNewUserProcedure } from './accept-invitation-as-new-user';
import { declineInvitationProcedure } from './decline-invitation';
import { previewInvitationProcedure } from './preview-invitation';

/**
 * The invitee's side of an invitation (dashboard only, docs/members.md): the link page previews it; someone without an
 * account joins by choosing their own password; someone with an account signs in, then accepts or declines.
 */
export const invitationsRouter = createTRPCRouter({
  preview: previewInvitationProcedure,
  acceptNew: acceptInvitationAsNewUserProcedure,
  accept: acceptInvitationProcedure,
  decline: declineInvitationProcedure,
});
