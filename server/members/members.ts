// Organization members: list, add (existing user or a new one), change role, remove — never the last owner.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { memberships, roles, users } from '~/db/schema';
import type { Permission } from '../auth/permissions';
import { AppError, notFound } from '../errors';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../users/passwords';
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

export interface AddMemberInput {
  email: string;
  role: string;
  name?: string;
  /** For a new user who signs in with a password; without one they sign in through the identity provider. */
  password?: string;
}

export async function addMember(db: DbOrTx, organizationId: string, input: AddMemberInput, actor: ReadonlySet<Permission>) {
  const role = await findRoleByName(db, organizationId, input.role);
  assertWithin(role.permissions, actor);
  const email = input.email.trim().toLowerCase();
  let [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (!user) {
    if (input.password !== undefined && input.password.length < MIN_PASSWORD_LENGTH) {
      throw new AppError('VALIDATION_FAILED', `password must be at least ${MIN_PASSWORD_LENGTH} characters`);
    }
    [user] = await db
      .insert(users)
      .values({ email, name: input.name ?? null, passwordHash: input.password ? await hashPassword(input.password) : null, defaultOrganizationId: organizationId })
      .returning({ id: users.id });
  }
  const inserted = await db
    .insert(memberships)
    .values({ organizationId, userId: user!.id, roleId: role.id })
    .onConflictDoNothing()
    .returning({ id: memberships.id });
  if (inserted.length === 0) throw new AppError('CONFLICT', `${email} is already a member`);
  return { userId: user!.id, email, role: role.name };
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

export async function changeMemberRole(db: DbOrTx, organizationId: string, userId: string, roleName: string, actor: ReadonlySet<Permission>) {
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

export async function removeMember(db: DbOrTx, organizationId: string, userId: string, actor: ReadonlySet<Permission>) {
  const current = await membership(db, organizationId, userId);
  assertWithin(current.permissions, actor);
  if (current.role === 'owner' && current.builtIn && (await ownerCount(db, organizationId)) <= 1) {
    throw new AppError('CONFLICT', 'An organization keeps at least one owner');
  }
  await db.delete(memberships).where(eq(memberships.id, current.id));
  return { userId, removed: true as const };
}
