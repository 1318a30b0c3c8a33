// An organization's OpenID Connect connection, as Settings → Single sign-on reads and saves it
// (docs/sso.md#connecting-your-identity-provider): issuer, client id, the client secret (encrypted under ENCRYPTION_KEY,
// written and replaced but never read back), "require SSO", and just-in-time provisioning with its role. Saving checks
// the issuer URL's form only; "test connection" (the sign-in flow) is what talks to the provider.
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db';
import { roles, ssoConnections, users } from '~/db/schema';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { encryptSecret } from '../crypto/secret-box';
import { publicBaseUrl } from '../env';
import { AppError } from '../errors';
import { lockOrganization } from '../organizations/organizations';
import { listSsoDomains } from './domains';
import { assertSsoAvailable, ssoAvailable } from './enterprise';
import { checkIssuerUrl } from './issuer';

export const MAX_CLIENT_ID_LENGTH = 255;
export const MAX_CLIENT_SECRET_LENGTH = 1024;

/** Where the provider sends the person back; the owner registers it at the provider as the redirect (callback) URI. */
export const SSO_CALLBACK_PATH = '/api/sso/callback';
export const ssoRedirectUri = (base: string = publicBaseUrl()) => `${base}${SSO_CALLBACK_PATH}`;

/** What an audit record shows of the secret: that one is stored, or that it was replaced — never any of it. */
const SECRET_SET = '[set]';
const SECRET_CHANGED = '[changed]';

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${path}: ${message}`, { issues: [{ path, message }] });

export interface SaveSsoConnectionInput {
  issuer: string;
  clientId: string;
  /** Required for a new connection; omitted on an update, the stored secret stays. */
  clientSecret?: string;
  requireSso?: boolean;
  jitEnabled?: boolean;
  /** The role just-in-time provisioning gives; null or omitted: the built-in member role. */
  jitRoleId?: string | null;
}

/**
 * A role a first sign-in may be given: this organization's, and neither the owner role nor any role that holds
 * MANAGE_ORGANIZATION — an identity provider's user list must never be a way to become an owner.
 */
export const jitEligible = (role: { name: string; builtIn: boolean; permissions: string[] }) =>
  !(role.builtIn && role.name === 'owner') && !role.permissions.includes('MANAGE_ORGANIZATION');

async function roleName(tx: DbOrTx, organizationId: string, roleId: string | null): Promise<string | null> {
  if (!roleId) return null;
  const [row] = await tx
    .select({ name: roles.name })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.organizationId, organizationId)))
    .limit(1);
  return row?.name ?? null;
}

function cleanText(path: string, value: string, max: number): string {
  const trimmed = value.trim();
  if (trimmed.length === 0) throw invalid(path, 'is required');
  if (trimmed.length > max) throw invalid(path, `must be at most ${max} characters`);
  // Control characters would be sent to the provider in a form body or a Basic header.
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) throw invalid(path, 'must not contain control characters');
  return trimmed;
}

async function checkJitRole(tx: Tx, organizationId: string, roleId: string | null | undefined) {
  if (!roleId) return null;
  const [role] = await tx
    .select({ id: roles.id, name: roles.name, builtIn: roles.builtIn, permissions: roles.permissions })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.organizationId, organizationId)))
    .limit(1);
  if (!role) throw invalid('jitRoleId', 'is not a role of this organization');
  if (!jitEligible(role)) {
    throw invalid('jitRoleId', 'must not be the owner role or a role that can manage the organization');
  }
  return role;
}

type ConnectionRow = typeof ssoConnections.$inferSelect;

function toConnection(row: ConnectionRow, updatedBy: string | null) {
  return {
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecretSet: true as const,
    requireSso: row.requireSso,
    jitEnabled: row.jitEnabled,
    jitRoleId: row.jitRoleId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy,
  };
}

export type SsoConnection = ReturnType<typeof toConnection>;

async function readConnection(db: DbOrTx, organizationId: string): Promise<SsoConnection | null> {
  const [row] = await db
    .select({ connection: ssoConnections, updatedBy: users.email })
    .from(ssoConnections)
    .leftJoin(users, eq(users.id, ssoConnections.updatedByUserId))
    .where(eq(ssoConnections.organizationId, organizationId))
    .limit(1);
  return row ? toConnection(row.connection, row.updatedBy) : null;
}

/**
 * Everything Settings → Single sign-on shows: whether the plan allows it, the redirect URI to register, the
 * connection (never its secret, only that one is stored) and the domains with the TXT record each needs. (The roles
 * come from members.roles.list: a role written in test mode lands on the live organization, and this answer stays
 * the single sign-on settings alone.)
 */
export async function ssoSettings(db: DbOrTx, organizationId: string) {
  const enterprise = await ssoAvailable(db, organizationId);
  return {
    enterprise,
    redirectUri: ssoRedirectUri(),
    connection: await readConnection(db, organizationId),
    domains: await listSsoDomains(db, organizationId),
  };
}

/** Creates or replaces the organization's connection; one audit record says what changed (the secret as a marker). */
export function saveSsoConnection(
  db: Db,
  organizationId: string,
  input: SaveSsoConnectionInput,
  userId: string | null,
): Promise<SsoConnection> {
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    await assertSsoAvailable(tx, organizationId);
    const issuer = checkIssuerUrl(input.issuer);
    const clientId = cleanText('clientId', input.clientId, MAX_CLIENT_ID_LENGTH);
    const secret =
      input.clientSecret === undefined || input.clientSecret.trim() === ''
        ? null
        : cleanText('clientSecret', input.clientSecret, MAX_CLIENT_SECRET_LENGTH);
    const jitRole = await checkJitRole(tx, organizationId, input.jitRoleId);
    const [before] = await tx
      .select()
      .from(ssoConnections)
      .where(eq(ssoConnections.organizationId, organizationId))
      .limit(1);
    if (!before && !secret) throw invalid('clientSecret', 'is required for a new connection');
    const values = {
      issuer,
      clientId,
      requireSso: input.requireSso ?? false,
      jitEnabled: input.jitEnabled ?? false,
      jitRoleId: jitRole?.id ?? null,
      updatedByUserId: userId,
    };
    const [row] = before
      ? await tx
          .update(ssoConnections)
          .set({
            ...values,
            ...(secret ? { clientSecretEncrypted: encryptSecret(secret) } : {}),
            updatedAt: new Date(),
          })
          .where(eq(ssoConnections.organizationId, organizationId))
          .returning()
      : await tx
          .insert(ssoConnections)
          .values({ organizationId, ...values, clientSecretEncrypted: encryptSecret(secret!) })
          .returning();
    const fields = ['issuer', 'clientId', 'requireSso', 'jitEnabled', 'jitRole'] as const;
    const shown = async (r: ConnectionRow) => ({ ...r, jitRole: await roleName(tx, organizationId, r.jitRoleId) });
    const changes = diff(before ? await shown(before) : null, await shown(row!), fields);
    if (!before) changes.clientSecret = [null, SECRET_SET];
    else if (secret) changes.clientSecret = [SECRET_SET, SECRET_CHANGED];
    // A save that changes nothing records nothing (docs/audit.md).
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        organizationId,
        action: before ? 'sso_connection.updated' : 'sso_connection.created',
        target: { type: 'sso_connection', id: organizationId },
        changes,
      });
    }
    return (await readConnection(tx, organizationId))!;
  });
}

/** Removes the connection: nobody signs in through the provider any more. Verified domains stay (they are proofs). */
export function deleteSsoConnection(db: Db, organizationId: string) {
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    await assertSsoAvailable(tx, organizationId);
    const [row] = await tx.delete(ssoConnections).where(eq(ssoConnections.organizationId, organizationId)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'There is no single sign-on connection');
    const fields = ['issuer', 'clientId', 'requireSso', 'jitEnabled', 'jitRole'] as const;
    const changes = diff({ ...row, jitRole: await roleName(tx, organizationId, row.jitRoleId) }, null, fields);
    changes.clientSecret = [SECRET_SET, null];
    await recordAudit(tx, {
      organizationId,
      action: 'sso_connection.deleted',
      target: { type: 'sso_connection', id: organizationId },
      changes,
    });
    return { deleted: true as const };
  });
}
