import { revokeApiKey } from '~/server/auth/api-keys';
import { ZRevokeApiKeyRequest } from './api-keys.schema';
import { extensionsProcedure } from './extensions-procedure';

export const revokeApiKeyProcedure = extensionsProcedure
  .input(ZRevokeApiKeyRequest)
  .mutation(async ({ ctx, input }) => {
    const revoked = await revokeApiKey(ctx.db, input.id, ctx.scope.organizationIds);
    return { id: revoked.id, revokedAt: revoked.revokedAt.toISOString() };
  });
