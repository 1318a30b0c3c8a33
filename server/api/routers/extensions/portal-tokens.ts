// Settings → Extensions: read-only portal tokens for embedded reports (dashboard only, MANAGE_EXTENSIONS).
import { listPortalTokens } from '~/server/auth/list-credentials';
import { createPortalToken, revokePortalToken } from '~/server/auth/portal-tokens';
import { expiresAt, ZCreatePortalTokenRequest, ZRevokeRequest } from './extensions.schema';
import { manageExtensions as manage } from './scope';

export const listPortalTokensProcedure = manage.query(({ ctx }) => listPortalTokens(ctx.db, ctx.principal.organizationId));

export const createPortalTokenProcedure = manage.input(ZCreatePortalTokenRequest).mutation(async ({ ctx, input }) => {
  const created = await createPortalToken(ctx.db, {
    organizationId: ctx.principal.organizationId,
    name: input.name,
    permissions: input.permissions,
    createdByUserId: ctx.principal.kind === 'user' ? ctx.principal.id : null,
    expiresAt: expiresAt(input.expiresInDays),
  });
  return { id: created.id, token: created.token, prefix: created.prefix, createdAt: created.createdAt.toISOString() };
});

export const revokePortalTokenProcedure = manage.input(ZRevokeRequest).mutation(async ({ ctx, input }) => {
  const revoked = await revokePortalToken(ctx.db, input.id, [ctx.principal.organizationId]);
  return { id: revoked.id, revokedAt: revoked.revokedAt.toISOString() };
});
