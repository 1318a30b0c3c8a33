// Listing credentials for display: prefixes and metadata only, never hashes. Each says who created it and whether
// that person is gone (no longer a member of the organization, deactivated there, or disabled): a key should not outlive its creator's
// access, and Settings → Extensions marks the ones that do (docs/members.md).
import { desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { apiKeys, portalTokens, users } from '~/db/schema';

/** True when the credential's creator (a user) no longer belongs to the organization's live side, or is disabled. */
const creatorGone = (createdBy: AnyColumn, organizationId: AnyColumn) =>
  sql<boolean>`(${createdBy} is not null and (
    ${users.disabledAt} is not null or not exists (
      select 1 from memberships m join organizations o on o.id = ${organizationId}
      where m.user_id = ${createdBy} and m.organization_id = coalesce(o.live_organization_id, o.id)
        and m.disabled_at is null
    )))`;

export async function listApiKeys(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select({
      key: apiKeys,
      creatorEmail: users.email,
      creatorGone: creatorGone(apiKeys.createdByUserId, apiKeys.organizationId),
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(eq(apiKeys.organizationId, organizationId))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(({ key: k, creatorEmail, creatorGone }) => ({
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
    createdBy: k.createdByUserId ? { id: k.createdByUserId, email: creatorEmail } : null,
    creatorGone: Boolean(creatorGone),
  }));
}

export async function listPortalTokens(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select({
      token: portalTokens,
      creatorEmail: users.email,
      creatorGone: creatorGone(portalTokens.createdByUserId, portalTokens.organizationId),
    })
    .from(portalTokens)
    .leftJoin(users, eq(users.id, portalTokens.createdByUserId))
    .where(eq(portalTokens.organizationId, organizationId))
    .orderBy(desc(portalTokens.createdAt));
  return rows.map(({ token: t, creatorEmail, creatorGone }) => ({
    id: t.id,
    name: t.name,
    prefix: t.prefix,
    lastFour: t.lastFour,
    permissions: t.permissions,
    expiresAt: t.expiresAt?.toISOString() ?? null,
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
    revokedAt: t.revokedAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
    createdBy: t.createdByUserId ? { id: t.createdByUserId, email: creatorEmail } : null,
    creatorGone: Boolean(creatorGone),
  }));
}
