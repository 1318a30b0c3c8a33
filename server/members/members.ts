// Organization members: list, change role, remove — never the last owner. People join through invitations
// (invitations.ts): no organization ever chooses an identity's credentials (docs/members.md).
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import { calendarFeeds, memberships, roles, users } from '~/db/schema';
import type { Permission } from '../auth/permissions';
import { recordAudit } from '../audit/record';
import { AppError, notFound } from '../errors';
import { lockOrganization } from '../organizations/organizations';
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
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(users.email));
  return rows.map((r) => ({
    ...r,
    joinedAt: r.joinedAt.toISOString(),
    disabled: r.disabledAt !== null,
    disabledAt: undefined,
  }));
}

async function ownerCount(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.organizationId, organizationId), eq(roles.name, 'owner'), eq(roles.builtIn, true)));
  return row?.n ?? 0;
}

async function membership(db: DbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: memberships.id, role: roles.name, builtIn: roles.builtIn, permissions: roles.permissions })
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

/** Removes a member. Runs in its own transaction with the organization locked (the last-owner rule, as above). */
export function removeMember(db: Db, organizationId: string, userId: string, actor: ReadonlySet<Permission>) {
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const current = await membership(tx, organizationId, userId);
    assertWithin(current.permissions, actor);
    if (current.role === 'owner' && current.builtIn && (await ownerCount(tx, organizationId)) <= 1) {
      throw new AppError('CONFLICT', 'An organization keeps at least one owner');
    }
    await tx.delete(memberships).where(eq(memberships.id, current.id));
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
    await recordAudit(tx, {
      organizationId,
      action: 'member.removed',
      target: { type: 'user', id: userId },
      changes: { role: [current.role, null] },
    });
    return { userId, removed: true as const };
  });
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
