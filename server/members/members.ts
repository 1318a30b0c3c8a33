// Organization members: list, change role, remove — never the last owner. People join through invitations
// (invitations.ts): no organization ever chooses an identity's credentials (SPEC §14).
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { calendarFeeds, memberships, roles, users } from '~/db/schema';
import type { Permission } from '../auth/permissions';
import { AppError, notFound } from '../errors';
import { lockOrganization } from '../organizations/organizations';
import { assertWithin, findRoleByName } from './roles';

export async function listMembers(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select({ userId: users.id, email: users.email, name: users.name, role: roles.name, joinedAt: memberships.createdAt, disabledAt: users.disabledAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(users.email));
  return rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString(), disabled: r.disabledAt !== null, disabledAt: undefined }));
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

/** Call inside a transaction: the organization stays locked until it ends. */
export async function changeMemberRole(db: DbOrTx, organizationId: string, userId: string, roleName: string, actor: ReadonlySet<Permission>) {
  await lockOrganization(db, organizationId);
  const current = await membership(db, organizationId, userId);
  assertWithin(current.permissions, actor); // nobody demotes someone more powerful than themselves
  const role = await findRoleByName(db, organizationId, roleName);
  assertWithin(role.permissions, actor);
  if (current.role === 'owner' && current.builtIn && role.name !== 'owner' && (await ownerCount(db, organizationId)) <= 1) {
    throw new AppError('CONFLICT', 'An organization keeps at least one owner');
  }
  await db.update(memberships).set({ roleId: role.id }).where(eq(memberships.id, current.id));
  return { userId, role: role.name };
}

/** Call inside a transaction: the organization stays locked until it ends. */
export async function removeMember(db: DbOrTx, organizationId: string, userId: string, actor: ReadonlySet<Permission>) {
  await lockOrganization(db, organizationId);
  const current = await membership(db, organizationId, userId);
  assertWithin(current.permissions, actor);
  if (current.role === 'owner' && current.builtIn && (await ownerCount(db, organizationId)) <= 1) {
    throw new AppError('CONFLICT', 'An organization keeps at least one owner');
  }
  await db.delete(memberships).where(eq(memberships.id, current.id));
  // A calendar URL that leaked while they were away must not come back if they are invited again (SPEC §16).
  await db
    .update(calendarFeeds)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(calendarFeeds.organizationId, organizationId), eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
  return { userId, removed: true as const };
}
