import { createPortalToken } from '~/server/auth/portal-tokens';
import { expiresAt, extensionsProcedure } from './extensions-procedure';
import { ZCreatePortalTokenRequest } from './portal-tokens.schema';

/** The token is shown once, here. */
export const createPortalTokenProcedure = extensionsProcedure
  .input(ZCreatePortalTokenRequest)
  .mutation(async ({ ctx, input }) => {
    const created = await createPortalToken(ctx.db, {
      organizationId: ctx.scope.organizationId,
      name: input.name,
      permissions: input.permissions,
      // A token shows nothing its creator may not read (docs/permissions.md).
      creatorPermissions: ctx.principal.permissions,
      createdByUserId: ctx.principal.kind === 'user' ? ctx.principal.id : null,
      expiresAt: expiresAt(input.expiresInDays),
    });
    return { id: created.id, token: created.token, prefix: created.prefix, createdAt: created.createdAt.toISOString() };
  });
