// Settings → Extensions: API keys (dashboard only, MANAGE_EXTENSIONS). A key is shown once, at creation.
import { createApiKey, revokeApiKey } from '~/server/auth/api-keys';
import { listApiKeys } from '~/server/auth/list-credentials';
import { expiresAt, ZCreateApiKeyRequest, ZRevokeRequest } from './extensions.schema';
import { manageExtensions as manage } from './scope';

export const listApiKeysProcedure = manage.query(async ({ ctx }) => {
  const lists = await Promise.all(ctx.extensions.ids.map((id) => listApiKeys(ctx.db, id)));
  return lists.flat().sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
});

export const createApiKeyProcedure = manage.input(ZCreateApiKeyRequest).mutation(async ({ ctx, input }) => {
  const created = await createApiKey(ctx.db, {
    organizationId: ctx.extensions.liveId, // a test key is bound to the sandbox by createApiKey
    name: input.name,
    mode: ctx.extensions.modeFor(input.mode),
    permissions: input.permissions,
    creatorPermissions: ctx.principal.permissions,
    createdByUserId: ctx.principal.kind === 'user' ? ctx.principal.id : null,
    expiresAt: expiresAt(input.expiresInDays),
    allowedIps: input.allowedIps ?? null,
  });
  return { id: created.id, key: created.key, prefix: created.prefix, createdAt: created.createdAt.toISOString() };
});

export const revokeApiKeyProcedure = manage.input(ZRevokeRequest).mutation(async ({ ctx, input }) => {
  const revoked = await revokeApiKey(ctx.db, input.id, ctx.extensions.ids);
  return { id: revoked.id, revokedAt: revoked.revokedAt.toISOString() };
});
