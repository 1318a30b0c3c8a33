// SCIM bearer tokens (docs/sso.md#scim-provisioning): one active token per live enterprise organization, shown once
// and stored only as SHA-256, like API keys. Creating a token revokes the previous one in the same transaction.
import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db';
import { organizations, scimTokens, users } from '~/db/schema';
import { generateScimToken, isWellFormedScimToken, sha256Hex } from '../auth/credential-format';
import { recordAudit } from '../audit/record';
import { AppError } from '../errors';
import { lockOrganization } from '../organizations/organizations';

async function liveEnterprise(tx: DbOrTx, organizationId: string) {
  const [org] = await tx
    .select({ plan: organizations.plan, liveOrganizationId: organizations.liveOrganizationId })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
  if (org.liveOrganizationId) {
    throw new AppError('VALIDATION_FAILED', 'A sandbox has no members of its own: provision its live organization');
  }
  return org.plan === 'enterprise';
}

async function revokeActive(tx: Tx, organizationId: string, reason: 'revoked' | 'replaced') {
  const revoked = await tx
    .update(scimTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(scimTokens.organizationId, organizationId), isNull(scimTokens.revokedAt)))
    .returning({ id: scimTokens.id, revokedAt: scimTokens.revokedAt });
  for (const row of revoked) {
    await recordAudit(tx, {
      organizationId,
      action: 'scim_token.revoked',
      target: { type: 'scim_token', id: row.id },
      changes: { revokedAt: [null, row.revokedAt], reason: [null, reason] },
    });
  }
  return revoked.length;
}

/**
 * A new SCIM token for an enterprise organization; the plaintext is in this answer only. The organization row is
 * locked, so two owners creating tokens at once end with one active token, not a unique-index error.
 */
export function createScimToken(db: Db, organizationId: string, createdByUserId: string | null) {
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    if (!(await liveEnterprise(tx, organizationId))) {
      throw new AppError('FORBIDDEN', 'SCIM provisioning is part of the enterprise plan');
    }
    const replaced = await revokeActive(tx, organizationId, 'replaced');
    const secret = generateScimToken();
    const [row] = await tx
      .insert(scimTokens)
      .values({
        organizationId,
        tokenHash: secret.hash,
        prefix: secret.prefix,
        lastFour: secret.lastFour,
        createdByUserId,
      })
      .returning();
    await recordAudit(tx, {
      organizationId,
      action: 'scim_token.created',
      target: { type: 'scim_token', id: row!.id },
      changes: { replacedPrevious: [null, replaced > 0] }, // never the token, its hash or its prefix
    });
    return { id: row!.id, token: secret.plaintext, prefix: row!.prefix, createdAt: row!.createdAt.toISOString() };
  });
}

/** Revokes the organization's active token; the next SCIM request with it is 401. */
export async function revokeScimToken(db: Db, organizationId: string) {
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const n = await revokeActive(tx, organizationId, 'revoked');
    if (n === 0) throw new AppError('NOT_FOUND', 'There is no active SCIM token');
    return { revoked: true as const };
  });
}

/** What Settings → Single sign-on shows: the plan allows it, and the active token's display prefix (never a hash). */
export async function scimTokenStatus(db: DbOrTx, organizationId: string) {
  const enterprise = await liveEnterprise(db, organizationId);
  const [row] = await db
    .select({
      id: scimTokens.id,
      prefix: scimTokens.prefix,
      lastFour: scimTokens.lastFour,
      createdAt: scimTokens.createdAt,
      lastUsedAt: scimTokens.lastUsedAt,
      creatorEmail: users.email,
    })
    .from(scimTokens)
    .leftJoin(users, eq(users.id, scimTokens.createdByUserId))
    .where(and(eq(scimTokens.organizationId, organizationId), isNull(scimTokens.revokedAt)))
    .limit(1);
  return {
    enterprise,
    token: row
      ? {
          id: row.id,
          prefix: row.prefix,
          lastFour: row.lastFour,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
          createdBy: row.creatorEmail,
        }
      : null,
  };
}

export interface ScimCaller {
  tokenId: string;
  organizationId: string;
}

/**
 * The organization a presented token provisions, or null for a malformed, unknown or revoked token, or one whose
 * organization has left the enterprise plan. The lookup is by hash (an index); the stored hash is then compared in
 * constant time all the same. No cache: revocation takes effect on the next request everywhere.
 */
export async function verifyScimToken(db: Db, presented: string): Promise<ScimCaller | null> {
  if (!isWellFormedScimToken(presented)) return null;
  const hash = sha256Hex(presented);
  const [row] = await db
    .select({
      id: scimTokens.id,
      tokenHash: scimTokens.tokenHash,
      organizationId: scimTokens.organizationId,
      plan: organizations.plan,
    })
    .from(scimTokens)
    .innerJoin(organizations, eq(organizations.id, scimTokens.organizationId))
    .where(and(eq(scimTokens.tokenHash, hash), isNull(scimTokens.revokedAt)))
    .limit(1);
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(hash)) || row.plan !== 'enterprise') {
    return null;
  }
  // lastUsedAt at most once a minute, as for API keys: a sync of thousands of users is not thousands of writes.
  await db
    .update(scimTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(scimTokens.id, row.id),
        or(isNull(scimTokens.lastUsedAt), lt(scimTokens.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
  return { tokenId: row.id, organizationId: row.organizationId };
}
