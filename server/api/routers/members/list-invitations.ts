import { emailEnabled } from '~/server/email/transport';
import { listInvitations } from '~/server/members/invitations';
import { manageMembersProcedure } from './manage-members-procedure';

export const listInvitationsProcedure = manageMembersProcedure.query(async ({ ctx }) => ({
  data: await listInvitations(ctx.db, ctx.organizationId),
  emailEnabled: emailEnabled(),
}));
