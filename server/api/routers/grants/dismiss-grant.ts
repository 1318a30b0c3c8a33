// Dashboard only: "not relevant" (docs/notifications.md). Hides a grant from the organization's list and later digests, or shows
// it again; deciding which grants to pursue is pipeline work (MANAGE_PURSUITS). Reading the mark needs VIEW_GRANTS.
import { z } from 'zod';
import { dismissGrant, grantDismissal, restoreGrant } from '~/server/notifications/dismissals';
import { ZId } from '../../schemas';
import { withPermission } from '../../trpc';

const ZGrantRef = z.object({ grantId: ZId });
const ZDismissal = z.object({ grantId: ZId, dismissed: z.boolean() });

export const dismissGrantProcedure = withPermission('MANAGE_PURSUITS')
  .input(ZGrantRef)
  .output(ZDismissal)
  .mutation(({ ctx, input }) =>
    dismissGrant(
      ctx.db,
      ctx.principal.organizationId,
      input.grantId,
      ctx.principal.kind === 'user' ? ctx.principal.id : null,
    ),
  );

export const restoreGrantProcedure = withPermission('MANAGE_PURSUITS')
  .input(ZGrantRef)
  .output(ZDismissal)
  .mutation(({ ctx, input }) => restoreGrant(ctx.db, ctx.principal.organizationId, input.grantId));

export const grantDismissalProcedure = withPermission('VIEW_GRANTS')
  .input(ZGrantRef)
  .output(ZDismissal)
  .query(({ ctx, input }) => grantDismissal(ctx.db, ctx.principal.organizationId, input.grantId));
