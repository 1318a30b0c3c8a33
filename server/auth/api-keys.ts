// API keys: issue, verify (hash lookup with a short in-process cache), revoke.
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db';
import { apiKeys, organizations } from '~/db/schema';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { AppError } from '../errors';
import { CredentialCache } from './credential-cache';
import { generateApiKey, parseApiKey, sha256Hex, type ApiKeyMode } from './credential-format';
import { normalizeAllowList } from './ip-allow-list';
import { API_KEY_DEFAULT, API_KEY_FORBIDDEN, isPermission, type Permission } from './permissions';
import { credentialPrincipal, type Principal } from './principal';

const LAST_USED_WRITE_INTERVAL_MS = 60_000;

interface CachedKey {
  principal: Principal;
  expiresAt: Date | null;
  allowedIps: string[] | null;
  lastUsedWrittenAt: number;
}

const cache = new CredentialCache<CachedKey>('apiKeys');

export const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Invalid credentials');

export interface VerifiedApiKey {
  principal: Principal;
  allowedIps: string[] | null;
}

/** Resolves a presented key to its principal or throws the one uniform 401. */
export async function verifyApiKey(db: Db, presented: string): Promise<VerifiedApiKey> {
  if (!parseApiKey(presented)) throw invalidCredentials(); // checksum first: no lookup for typos
  const hash = sha256Hex(presented);
  const entry = await cache.get(hash, async (previous) => {
    const [row] = await db
      .select({
        id: apiKeys.id,
        organizationId: apiKeys.organizationId,
        permissions: apiKeys.permissions,
        allowedIps: apiKeys.allowedIps,
        expiresAt: apiKeys.expiresAt,
        lastUsedAt: apiKeys.lastUsedAt,
        livemode: organizations.livemode,
        liveOrganizationId: organizations.liveOrganizationId,
        plan: organizations.plan,
      })
      .from(apiKeys)
      .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
      .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt)))
      .limit(1);
    if (!row) return null;
    return {
      principal: credentialPrincipal('api_key', row),
      expiresAt: row.expiresAt,
      allowedIps: row.allowedIps,
      lastUsedWrittenAt: previous?.lastUsedWrittenAt ?? row.lastUsedAt?.getTime() ?? 0,
    };
  });
  if (!entry) throw invalidCredentials();
  const now = Date.now();
  if (entry.expiresAt && entry.expiresAt.getTime() <= now) throw invalidCredentials();
  if (now - entry.lastUsedWrittenAt >= LAST_USED_WRITE_INTERVAL_MS) {
    entry.lastUsedWrittenAt = now;
    void touchLastUsed(db, entry.principal.id);
  }
  return { principal: entry.principal, allowedIps: entry.allowedIps };
}

async function touchLastUsed(db: Db, id: string): Promise<void> {
  try {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiKeys.id, id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
        ),
      );
  } catch {
    // Best effort: a failed bookkeeping write must not fail the request.
  }
}

export interface CreateApiKeyInput {
  /** The live organization; a test key is bound to its sandbox. */
  organizationId: string;
  name: string;
  mode?: ApiKeyMode;
  permissions?: string[];
  /** The creator's permissions, when a user creates the key (the key may not exceed them). */
  creatorPermissions?: ReadonlySet<Permission>;
  createdByUserId?: string | null;
  expiresAt?: Date | null;
  allowedIps?: string[] | null;
}

export async function createApiKey(db: DbOrTx, input: CreateApiKeyInput) {
  const permissions = input.permissions ?? API_KEY_DEFAULT;
  const unknown = permissions.filter((p) => !isPermission(p));
  if (unknown.length) throw new AppError('VALIDATION_FAILED', `Unknown permission: ${unknown.join(', ')}`);
  const forbidden = permissions.filter((p) => API_KEY_FORBIDDEN.includes(p as Permission));
  if (forbidden.length) {
    throw new AppError('VALIDATION_FAILED', `API keys may not hold ${forbidden.join(', ')}`);
  }
  if (input.creatorPermissions) {
    const beyond = permissions.filter((p) => !input.creatorPermissions!.has(p as Permission));
    if (beyond.length) throw new AppError('FORBIDDEN', `You lack permission ${beyond.join(', ')}`);
  }
  const mode = input.mode ?? 'live';
  const organizationId = mode === 'test' ? await sandboxOf(db, input.organizationId) : input.organizationId;
  const secret = generateApiKey(mode);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        organizationId,
        mode,
        name: input.name,
        keyHash: secret.hash,
        prefix: secret.prefix,
        lastFour: secret.lastFour,
        permissions: [...new Set(permissions)],
        allowedIps: input.allowedIps?.length ? normalizeAllowList(input.allowedIps) : null,
        expiresAt: input.expiresAt ?? null,
        createdByUserId: input.createdByUserId ?? null,
      })
      .returning();
    // What the key may do and where, never the key, its hash or its displayed prefix.
    await recordAudit(tx, {
      organizationId,
      action: 'api_key.created',
      target: { type: 'api_key', id: row!.id },
      changes: diff(null, row!, ['name', 'mode', 'permissions', 'allowedIps', 'expiresAt', 'createdByUserId']),
    });
    return { id: row!.id, key: secret.plaintext, prefix: secret.prefix, createdAt: row!.createdAt };
  });
}

async function sandboxOf(db: DbOrTx, organizationId: string): Promise<string> {
  const [sandbox] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.liveOrganizationId, organizationId))
    .limit(1);
  if (!sandbox) throw new AppError('NOT_FOUND', 'Organization has no sandbox (is it a sandbox itself?)');
  return sandbox.id;
}

export async function revokeApiKey(db: DbOrTx, id: string, organizationIds?: string[]) {
  const row = await db.transaction(async (tx) => {
    const scoped = and(
      eq(apiKeys.id, id),
      organizationIds ? inArray(apiKeys.organizationId, organizationIds) : undefined,
    );
    const [before] = await tx.select({ revokedAt: apiKeys.revokedAt }).from(apiKeys).where(scoped).for('update');
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
      .where(scoped)
      .returning({
        id: apiKeys.id,
        organizationId: apiKeys.organizationId,
        keyHash: apiKeys.keyHash,
        revokedAt: apiKeys.revokedAt,
      });
    if (!revoked) throw new AppError('NOT_FOUND', 'API key not found');
    // Revoking a revoked key changes nothing, and records nothing.
    if (before!.revokedAt === null) {
      await recordAudit(tx, {
        organizationId: revoked.organizationId,
        action: 'api_key.revoked',
        target: { type: 'api_key', id },
        changes: diff(before!, revoked, ['revokedAt']),
      });
    }
    return revoked;
  });
  cache.delete(row.keyHash); // effective on the next request in this process
  return { id: row.id, revokedAt: row.revokedAt! };
}

/**
 * In the caller's transaction: revokes every live key `userId` created in these organizations (a member removed
 * from the organization, docs/members.md), each recorded as `api_key.revoked`. Call the returned `forget` once the
 * transaction commits, so this process stops honouring them at once.
 */
export async function revokeApiKeysCreatedBy(tx: Tx, userId: string, organizationIds: string[]) {
  const rows = await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.createdByUserId, userId),
        inArray(apiKeys.organizationId, organizationIds),
        isNull(apiKeys.revokedAt),
      ),
    )
    .returning({
      id: apiKeys.id,
      organizationId: apiKeys.organizationId,
      keyHash: apiKeys.keyHash,
      revokedAt: apiKeys.revokedAt,
    });
  rows.sort((a, b) => (a.organizationId < b.organizationId ? -1 : a.organizationId > b.organizationId ? 1 : 0));
  for (const row of rows) {
    await recordAudit(tx, {
      organizationId: row.organizationId,
      action: 'api_key.revoked',
      target: { type: 'api_key', id: row.id },
      changes: { revokedAt: [null, row.revokedAt], reason: [null, 'creator_removed'] },
    });
  }
  return { ids: rows.map((r) => r.id), forget: () => rows.forEach((r) => cache.delete(r.keyHash)) };
}
