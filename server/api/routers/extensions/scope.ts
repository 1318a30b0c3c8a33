// Which organizations Settings → Extensions reaches (MANAGE_EXTENSIONS). In live mode: the organization and its
// sandbox, so live and test credentials are managed from one page. In test mode: the sandbox alone — nothing done
// in test mode touches live data (SPEC §14). Either way the caller's permissions are their live role's.
import { AppError } from '~/server/errors';
import { organizationPair } from '~/server/organizations/organizations';
import { withPermission } from '../../trpc';

export type ExtensionMode = 'live' | 'test';

export const manageExtensions = withPermission('MANAGE_EXTENSIONS').use(async ({ ctx, next }) => {
  const { liveId, sandboxId } = await organizationPair(ctx.db, ctx.principal.organizationId);
  const livemode = ctx.principal.livemode;
  return next({
    ctx: {
      ...ctx,
      extensions: {
        liveId,
        sandboxId,
        /** Every organization whose credentials and endpoints this caller may see and change. */
        ids: livemode ? [liveId, sandboxId] : [sandboxId],
        /** The mode a new credential or endpoint is made in: asked for, or the caller's own. */
        modeFor(requested: ExtensionMode | undefined): ExtensionMode {
          const mode = requested ?? (livemode ? 'live' : 'test');
          if (mode === 'live' && !livemode) {
            throw new AppError('FORBIDDEN', 'Test mode manages test credentials and endpoints only: switch to live mode');
          }
          return mode;
        },
      },
    },
  });
});
