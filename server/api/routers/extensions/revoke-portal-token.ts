import { revokePortalToken } from '~/server/auth/portal-tokens';
import { extensionsProcedure } from './extensions-procedure';
import { ZRevokePortalTokenRequest } from './portal-tokens.schema';

export const revokePortalTokenProcedure = extensionsProcedure
  .input(ZRevokePortalTokenRequest)
  .mutation(async ({ ctx, input }) => {
    const revoked = await revokePortalToken(ctx.db, input.id, [ctx.scope.organizationId]);
    return { id: revoked.id, revokedAt: revoked.revokedAt.toISOString() };
  });
