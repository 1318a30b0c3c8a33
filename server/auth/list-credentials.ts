// Listing credentials for display: prefixes and metadata only, never hashes.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { apiKeys, portalTokens } from '~/db/schema';

export async function listApiKeys(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.organizationId, organizationId))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map((k) => ({
    id: k.id,
    name: k.name,
    mode: k.mode,
    prefix: k.prefix,
    lastFour: k.lastFour,
    permissions: k.permissions,
    allowedIps: k.allowedIps ?? [],
    expiresAt: k.expiresAt?.toISOString() ?? null,
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
    createdAt: k.createdAt.toISOString(),
  }));
}

export async function listPortalTokens(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select()
    .from(portalTokens)
    .where(eq(portalTokens.organizationId, organizationId))
    .orderBy(desc(portalTokens.createdAt));
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    prefix: t.prefix,
    lastFour: t.lastFour,
    permissions: t.permissions,
    expiresAt: t.expiresAt?.toISOString() ?? null,
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
    revokedAt: t.revokedAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
  }));
}
