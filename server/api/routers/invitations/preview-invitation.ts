import { previewInvitation } from '~/server/members/invitations';
import { publicProcedure } from '../../trpc';
import { ZInvitationTokenRequest } from './invitations.schema';

/** What the link page shows; details only while the invitation can be used. */
export const previewInvitationProcedure = publicProcedure
  .input(ZInvitationTokenRequest)
  .query(({ ctx, input }) =>
    previewInvitation(ctx.db, input.token, ctx.transport === 'dashboard' ? ctx.sessionUserId : null),
  );
