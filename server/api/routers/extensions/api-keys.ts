// Settings → Extensions: API keys (dashboard only, MANAGE_EXTENSIONS). A key is shown once, at creation.
import { createApiKey, revokeApiKey } from '~/server/auth/api-keys';
import { listApiKeys } from '~/server/auth/list-credentials';
import { organizationPair } from '~/server/organizations/create-organization';
import { withPermission } from '../../trpc';
import { expiresAt, ZCreateApiKeyRequest, ZRevokeRequest } from './extensions.schema';

const manage = withPermission('MANAGE_EXTENSIONS');

export const listApiKeysProcedure = manage.query(async ({ ctx }) => {
  const { liveId, sandboxId } = await organizationPair(ctx.db, ctx.principal.organizationId);
  const [live, test] = await Promise.all([listApiKeys(ctx.db, liveId), listApiKeys(ctx.db, sandboxId)]);
  return [...live, ...test].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
});

export const createApiKeyProcedure = manage.input(ZCreateApiKeyRequest).mutation(async ({ ctx, input }) => {
  const { liveId } = await organizationPair(ctx.db, ctx.principal.organizationId);
  const created = await createApiKey(ctx.db, {
    organizationId: liveId,
    name: input.name,
    mode: input.mode,
    permissions: input.permissions,
    creatorPermissions: ctx.principal.permissions,
    createdByUserId: ctx.principal.kind === 'user' ? ctx.principal.id : null,
    expiresAt: expiresAt(input.expiresInDays),
    allowedIps: input.allowedIps ?? null,
  });
  return { id: created.id, key: created.key, prefix: created.prefix, createdAt: created.createdAt.toISOString() };
});

export const revokeApiKeyProcedure = manage.input(ZRevokeRequest).mutation(async ({ ctx, input }) => {
  const { liveId, sandboxId } = await organizationPair(ctx.db, ctx.principal.organizationId);
  const revoked = await revokeApiKey(ctx.db, input.id, [liveId, sandboxId]);
  return { id: revoked.id, revokedAt: revoked.revokedAt.toISOString() };
});
