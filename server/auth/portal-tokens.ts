// Read-only portal tokens for embedded reports: issue, verify, revoke.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db';
import { organizations, portalTokens } from '~/db/schema';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { AppError } from '../errors';
import { invalidCredentials } from './api-keys';
import { CredentialCache } from './credential-cache';
import { generatePortalToken, isWellFormedPortalToken, sha256Hex } from './credential-format';
import { PORTAL_TOKEN_ALLOWED, PORTAL_TOKEN_DEFAULT, type Permission } from './permissions';
import { credentialPrincipal, type Principal } from './principal';

const cache = new CredentialCache<{ principal: Principal; expiresAt: Date | null }>('portalTokens');

export async function verifyPortalToken(db: Db, presented: string): Promise<Principal> {
  if (!isWellFormedPortalToken(presented)) throw invalidCredentials();
  const hash = sha256Hex(presented);
  const entry = await cache.get(hash, async () => {
    const [row] = await db
      .select({
        id: portalTokens.id,
        organizationId: portalTokens.organizationId,
        permissions: portalTokens.permissions,
        expiresAt: portalTokens.expiresAt,
        livemode: organizations.livemode,
        liveOrganizationId: organizations.liveOrganizationId,
        plan: organizations.plan,
      })
      .from(portalTokens)
      .innerJoin(organizations, eq(organizations.id, portalTokens.organizationId))
      .where(and(eq(portalTokens.tokenHash, hash), isNull(portalTokens.revokedAt)))
      .limit(1);
    if (!row) return null;
    return {
      principal: credentialPrincipal('portal_token', row),
      expiresAt: row.expiresAt,
    };
  });
  if (!entry || (entry.expiresAt && entry.expiresAt.getTime() <= Date.now())) throw invalidCredentials();
  return entry.principal;
}

export interface CreatePortalTokenInput {
  organizationId: string;
  name: string;
  permissions?: string[];
  /** The creator's permissions, when a user creates the token (it may not exceed them, as for API keys). */
  creatorPermissions?: ReadonlySet<Permission>;
  createdByUserId?: string | null;
  expiresAt?: Date | null;
}

export async function createPortalToken(db: DbOrTx, input: CreatePortalTokenInput) {
  const permissions = input.permissions ?? PORTAL_TOKEN_DEFAULT;
  const invalid = permissions.filter((p) => !PORTAL_TOKEN_ALLOWED.includes(p as Permission));
  if (invalid.length) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Portal tokens may only hold ${PORTAL_TOKEN_ALLOWED.join(', ')} (got ${invalid.join(', ')})`,
    );
  }
  if (input.creatorPermissions) {
    const beyond = permissions.filter((p) => !input.creatorPermissions!.has(p as Permission));
    if (beyond.length) throw new AppError('FORBIDDEN', `You lack permission ${beyond.join(', ')}`);
  }
  const secret = generatePortalToken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(portalTokens)
      .values({
        organizationId: input.organizationId,
        name: input.name,
        tokenHash: secret.hash,
        prefix: secret.prefix,
        lastFour: secret.lastFour,
        permissions: [...new Set(permissions)],
        expiresAt: input.expiresAt ?? null,
        createdByUserId: input.createdByUserId ?? null,
      })
      .returning();
    await recordAudit(tx, {
      organizationId: input.organizationId,
      action: 'portal_token.created',
      target: { type: 'portal_token', id: row!.id },
      changes: diff(null, row!, ['name', 'permissions', 'expiresAt', 'createdByUserId']),
    });
    return { id: row!.id, token: secret.plaintext, prefix: secret.prefix, createdAt: row!.createdAt };
  });
}

export async function revokePortalToken(db: DbOrTx, id: string, organizationIds?: string[]) {
  const row = await db.transaction(async (tx) => {
    const scoped = and(
      eq(portalTokens.id, id),
      organizationIds ? inArray(portalTokens.organizationId, organizationIds) : undefined,
    );
    const [before] = await tx
      .select({ revokedAt: portalTokens.revokedAt })
      .from(portalTokens)
      .where(scoped)
      .for('update');
    const [revoked] = await tx
      .update(portalTokens)
      .set({ revokedAt: sql`coalesce(${portalTokens.revokedAt}, now())` })
      .where(scoped)
      .returning({
        id: portalTokens.id,
        organizationId: portalTokens.organizationId,
        tokenHash: portalTokens.tokenHash,
        revokedAt: portalTokens.revokedAt,
      });
    if (!revoked) throw new AppError('NOT_FOUND', 'Portal token not found');
    if (before!.revokedAt === null) {
      await recordAudit(tx, {
        organizationId: revoked.organizationId,
        action: 'portal_token.revoked',
        target: { type: 'portal_token', id },
        changes: diff(before!, revoked, ['revokedAt']),
      });
    }
    return revoked;
  });
  cache.delete(row.tokenHash);
  return { id: row.id, revokedAt: row.revokedAt! };
}

/** As revokeApiKeysCreatedBy (api-keys.ts), for portal tokens. */
export async function revokePortalTokensCreatedBy(tx: Tx, userId: string, organizationIds: string[]) {
  const rows = await tx
    .update(portalTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(portalTokens.createdByUserId, userId),
        inArray(portalTokens.organizationId, organizationIds),
        isNull(portalTokens.revokedAt),
      ),
    )
    .returning({
      id: portalTokens.id,
      organizationId: portalTokens.organizationId,
      tokenHash: portalTokens.tokenHash,
      revokedAt: portalTokens.revokedAt,
    });
  rows.sort((a, b) => (a.organizationId < b.organizationId ? -1 : a.organizationId > b.organizationId ? 1 : 0));
  for (const row of rows) {
    await recordAudit(tx, {
      organizationId: row.organizationId,
      action: 'portal_token.revoked',
      target: { type: 'portal_token', id: row.id },
      changes: { revokedAt: [null, row.revokedAt], reason: [null, 'creator_removed'] },
    });
  }
  return { ids: rows.map((r) => r.id), forget: () => rows.forEach((r) => cache.delete(r.tokenHash)) };
}
