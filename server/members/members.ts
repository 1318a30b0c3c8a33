// Organization members: list, change role, remove, leave — never the last owner. People join through invitations
// (invitations.ts): no organization ever chooses an identity's credentials (docs/members.md).
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db';
import { calendarFeeds, memberships, organizations, roles, users } from '~/db/schema';
import { revokeApiKeysCreatedBy } from '../auth/api-keys';
import { revokePortalTokensCreatedBy } from '../auth/portal-tokens';
import type { Permission } from '../auth/permissions';
import { recordAudit } from '../audit/record';
import { AppError, notFound } from '../errors';
import { lockOrganization } from '../organizations/organizations';
import { revokeOpenInvitationsTo } from './invitations';
import { assertWithin, findRoleByName } from './roles';

export async function listMembers(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      role: roles.name,
      joinedAt: memberships.createdAt,
      disabledAt: users.disabledAt,
      deactivatedAt: memberships.disabledAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(users.email));
  return rows.map((r) => ({
    ...r,
    joinedAt: r.joinedAt.toISOString(),
    disabled: r.disabledAt !== null || r.deactivatedAt !== null,
    /** Deactivated in this organization (SCIM `active: false`, docs/sso.md), as opposed to disabled everywhere. */
    deactivated: r.deactivatedAt !== null,
    disabledAt: undefined,
    deactivatedAt: undefined,
  }));
}

/** The organization's active owners: a deactivated owner administers nothing (docs/sso.md). */
export async function ownerCount(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        eq(roles.name, 'owner'),
        eq(roles.builtIn, true),
        isNull(memberships.disabledAt),
      ),
    );
  return row?.n ?? 0;
}

async function membership(db: DbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select({
      id: memberships.id,
      role: roles.name,
      builtIn: roles.builtIn,
      permissions: roles.permissions,
      disabledAt: memberships.disabledAt,
    })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Member');
  return row;
}

/**
 * Gives a member another role. Runs in its own transaction with the organization locked, so two concurrent
 * demotions can never leave it without an owner, whoever calls this.
 */
export function changeMemberRole(
  db: Db,
  organizationId: string,
  userId: string,
  roleName: string,
  actor: ReadonlySet<Permission>,
) {
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const current = await membership(tx, organizationId, userId);
    assertWithin(current.permissions, actor); // nobody demotes someone more powerful than themselves
    const role = await findRoleByName(tx, organizationId, roleName);
    assertWithin(role.permissions, actor);
    if (
      current.role === 'owner' &&
      current.builtIn &&
      current.disabledAt === null &&
      role.name !== 'owner' &&
      (await ownerCount(tx, organizationId)) <= 1
    ) {
      throw new AppError('CONFLICT', 'An organization keeps at least one owner');
    }
    await tx.update(memberships).set({ roleId: role.id }).where(eq(memberships.id, current.id));
    if (current.role !== role.name) {
      await recordAudit(tx, {
        organizationId,
        action: 'member.role_changed',
        target: { type: 'user', id: userId },
        changes: { role: [current.role, role.name] },
      });
    }
    return { userId, role: role.name };
  });
}

export interface RemoveOptions {
  /**
   * Also revoke the API keys and portal tokens the member created in this organization and its sandbox (on by
   * default): a key must not outlive its creator's access (docs/members.md).
   */
  revokeCredentials?: boolean;
}

/** Removes a member. Runs in its own transaction with the organization locked (the last-owner rule, as above). */
export async function removeMember(
  db: Db,
  organizationId: string,
  userId: string,
  actor: ReadonlySet<Permission>,
  options: RemoveOptions = {},
) {
  const revokeCredentials = options.revokeCredentials ?? true;
  const { result, forget } = await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const current = await membership(tx, organizationId, userId);
    assertWithin(current.permissions, actor);
    await assertNotLastOwner(tx, organizationId, current);
    await deleteMembership(tx, organizationId, userId, current.id);
    await recordAudit(tx, {
      organizationId,
      action: 'member.removed',
      target: { type: 'user', id: userId },
      changes: { role: [current.role, null], revokedCredentials: [null, revokeCredentials] },
    });
    let revoked = { apiKeys: [] as string[], portalTokens: [] as string[] };
    const forgets: (() => void)[] = [];
    if (revokeCredentials) {
      const organizationIds = [organizationId, ...(await sandboxIds(tx, organizationId))];
      const keys = await revokeApiKeysCreatedBy(tx, userId, organizationIds);
      const tokens = await revokePortalTokensCreatedBy(tx, userId, organizationIds);
      revoked = { apiKeys: keys.ids, portalTokens: tokens.ids };
      forgets.push(keys.forget, tokens.forget);
    }
    return { result: { userId, removed: true as const, revoked }, forget: () => forgets.forEach((f) => f()) };
  });
  forget(); // committed: this process stops honouring the revoked credentials at once
  return result;
}

/**
 * A user leaves an organization of their own accord: nobody is kept in an organization they do not want to be in
 * (a membership they never accepted, say), except its last owner, who must hand over first. The API keys and portal
 * tokens they created in it (and its sandbox) are revoked, as a removal revokes them by default: leaving first must
 * not keep what a removal would end.
 */
export async function leaveOrganization(db: Db, organizationId: string, userId: string) {
  const { result, forget } = await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const current = await membership(tx, organizationId, userId);
    await assertNotLastOwner(tx, organizationId, current);
    await deleteMembership(tx, organizationId, userId, current.id);
    // Their default organization, if it was this one, becomes whichever they still belong to (or none).
    await tx
      .update(users)
      .set({ defaultOrganizationId: null, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users.defaultOrganizationId, organizationId)));
    await recordAudit(tx, {
      organizationId,
      action: 'member.left',
      target: { type: 'user', id: userId },
      changes: { role: [current.role, null], revokedCredentials: [null, true] },
    });
    const organizationIds = [organizationId, ...(await sandboxIds(tx, organizationId))];
    const keys = await revokeApiKeysCreatedBy(tx, userId, organizationIds);
    const tokens = await revokePortalTokensCreatedBy(tx, userId, organizationIds);
    return {
      result: { organizationId, left: true as const },
      forget: () => {
        keys.forget();
        tokens.forget();
      },
    };
  });
  forget(); // committed: this process stops honouring the revoked credentials at once
  return result;
}

async function assertNotLastOwner(
  tx: Tx,
  organizationId: string,
  current: { role: string; builtIn: boolean; disabledAt: Date | null },
) {
  // Only active owners count, and only removing one of them can leave none.
  if (
    current.role === 'owner' &&
    current.builtIn &&
    current.disabledAt === null &&
    (await ownerCount(tx, organizationId)) <= 1
  ) {
    throw new AppError('CONFLICT', 'An organization keeps at least one owner');
  }
}

async function deleteMembership(tx: Tx, organizationId: string, userId: string, membershipId: string) {
  await tx.delete(memberships).where(eq(memberships.id, membershipId));
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user) await revokeOpenInvitationsTo(tx, organizationId, user.email, 'member_removed');
  // A calendar URL that leaked while they were away must not come back if they are invited again (docs/calendar.md).
  await tx
    .update(calendarFeeds)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(calendarFeeds.organizationId, organizationId),
        eq(calendarFeeds.userId, userId),
        isNull(calendarFeeds.revokedAt),
      ),
    );
}

async function sandboxIds(tx: Tx, organizationId: string) {
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.liveOrganizationId, organizationId));
  return rows.map((r) => r.id);
}

/**
 * The people a pursuit's owner or a deliverable's assignee is chosen from (and whose names the board shows): the
 * enabled members. Email addresses only with `withEmails` (to those who assign work, to tell two people of one name
 * apart), and always the viewer's own.
 */
export async function listAssignableMembers(
  db: DbOrTx,
  organizationId: string,
  viewer: { userId: string; withEmails: boolean },
) {
  const members = await listMembers(db, organizationId);
  return members
    .filter((m) => !m.disabled)
    .map((m) => ({
      userId: m.userId,
      name: m.name,
      email: viewer.withEmails || m.userId === viewer.userId ? m.email : null,
    }));
}
