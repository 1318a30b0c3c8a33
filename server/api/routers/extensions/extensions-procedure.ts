// The procedure builder of Settings → Extensions: MANAGE_EXTENSIONS, and which organizations the caller reaches,
// decided once here and handed to every procedure as `ctx.scope`. In live mode: the organization and its sandbox,
// so live and test credentials are managed from one page. In test mode: the sandbox alone — nothing done in test
// mode touches live data (docs/members.md). Either way the caller's permissions are their live role's.
import { AppError } from '~/server/errors';
import { organizationPair } from '~/server/organizations/organizations';
import { authorize, withPermission } from '../../trpc';

export type ExtensionMode = 'live' | 'test';

export interface ExtensionsScope {
  /** The organization the caller acts on (portal tokens belong to it alone). */
  organizationId: string;
  liveId: string;
  sandboxId: string;
  /** Every organization whose credentials and endpoints this caller may see and change. */
  organizationIds: string[];
  /** The mode a new credential or endpoint is made in: asked for, or the caller's own. */
  modeFor(requested: ExtensionMode | undefined): ExtensionMode;
  /** The organization a new endpoint belongs to: the sandbox in test mode, else the live one. */
  organizationFor(requested: ExtensionMode | undefined): string;
}

export const extensionsProcedure = withPermission('MANAGE_EXTENSIONS').use(async ({ ctx, next }) => {
  const { liveId, sandboxId } = await organizationPair(ctx.db, ctx.principal.organizationId);
  const livemode = ctx.principal.livemode;
  const modeFor = (requested: ExtensionMode | undefined): ExtensionMode => {
    const mode = requested ?? (livemode ? 'live' : 'test');
    if (mode === 'live' && !livemode) {
      throw new AppError('FORBIDDEN', 'Test mode manages test credentials and endpoints only: switch to live mode');
    }
    return mode;
  };
  const scope: ExtensionsScope = {
    organizationId: ctx.principal.organizationId,
    liveId,
    sandboxId,
    organizationIds: livemode ? [liveId, sandboxId] : [sandboxId],
    modeFor,
    organizationFor: (requested) => (modeFor(requested) === 'test' ? sandboxId : liveId),
  };
  return next({ ctx: { ...ctx, scope } });
});

/** A credential's expiry from "expires in N days" (none when omitted). */
export const expiresAt = (days: number | undefined) => (days ? new Date(Date.now() + days * 86_400_000) : null);

/**
 * Webhook endpoints in the dashboard: the Extensions page's rung and MANAGE_WEBHOOKS, the permission that governs
 * endpoints over REST too (docs/permissions.md), so that one permission decides who manages endpoints wherever they
 * are managed.
 */
export const webhooksProcedure = extensionsProcedure.use(({ ctx, next }) => {
  authorize(ctx.principal, 'MANAGE_WEBHOOKS');
  return next();
});
