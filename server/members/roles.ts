// Roles per organization: the seeded built-in ones (docs/permissions.md) and custom roles admins create.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { memberships, roles } from '~/db/schema';
import { isPermission, type Permission } from '../auth/permissions';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { AppError, notFound } from '../errors';

export const toRole = (r: typeof roles.$inferSelect) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  permissions: r.permissions,
  builtIn: r.builtIn,
});

const AUDITED_ROLE_FIELDS = ['name', 'description', 'permissions'] as const;

/** Nobody grants what they do not hold. */
export function assertWithin(permissions: readonly string[], actor: ReadonlySet<Permission>) {
  const unknown = permissions.filter((p) => !isPermission(p));
  if (unknown.length) throw new AppError('VALIDATION_FAILED', `Unknown permission: ${unknown.join(', ')}`);
  const beyond = permissions.filter((p) => !actor.has(p as Permission));
  if (beyond.length) throw new AppError('FORBIDDEN', `You lack permission ${beyond.join(', ')}`);
}

export async function listRoles(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select()
    .from(roles)
    .where(eq(roles.organizationId, organizationId))
    .orderBy(asc(roles.builtIn), asc(roles.name));
  return rows.map(toRole);
}

export async function findRoleByName(db: DbOrTx, organizationId: string, name: string) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.name, name)))
    .limit(1);
  if (!role) throw new AppError('VALIDATION_FAILED', `Role "${name}" does not exist in this organization`);
  return role;
}

export interface RoleInput {
  name: string;
  description?: string | null;
  permissions: string[];
}

export async function createRole(db: DbOrTx, organizationId: string, input: RoleInput, actor: ReadonlySet<Permission>) {
  assertWithin(input.permissions, actor);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.organizationId, organizationId), eq(roles.name, input.name)))
      .limit(1);
    if (existing) throw new AppError('CONFLICT', `A role named "${input.name}" already exists`);
    const [row] = await tx
      .insert(roles)
      .values({
        organizationId,
        name: input.name,
        description: input.description ?? null,
        permissions: [...new Set(input.permissions)],
      })
      .returning();
    await recordAudit(tx, {
      organizationId,
      action: 'role.created',
      target: { type: 'role', id: row!.id },
      changes: diff(null, row!, AUDITED_ROLE_FIELDS),
    });
    return toRole(row!);
  });
}

async function customRole(db: DbOrTx, organizationId: string, id: string) {
  // Locked: the change's audit record names the value it replaced, even with another change racing it.
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.organizationId, organizationId)))
    .limit(1)
    .for('update');
  if (!role) throw notFound('Role');
  if (role.builtIn) throw new AppError('CONFLICT', `The built-in role "${role.name}" cannot be changed`);
  return role;
}

/** Editing or deleting a role needs every permission it holds now (and, for an edit, every one it would hold). */
export async function updateRole(
  db: DbOrTx,
  organizationId: string,
  id: string,
  input: Partial<RoleInput>,
  actor: ReadonlySet<Permission>,
) {
  return db.transaction(async (tx) => {
    const role = await customRole(tx, organizationId, id);
    assertWithin(role.permissions, actor);
    if (input.permissions) assertWithin(input.permissions, actor);
    const [row] = await tx
      .update(roles)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.permissions && { permissions: [...new Set(input.permissions)] }),
        updatedAt: sql`now()`,
      })
      .where(eq(roles.id, id))
      .returning();
    const changes = diff(role, row!, AUDITED_ROLE_FIELDS);
    if (Object.keys(changes).length)
      await recordAudit(tx, { organizationId, action: 'role.updated', target: { type: 'role', id }, changes });
    return toRole(row!);
  });
}

export async function deleteRole(db: DbOrTx, organizationId: string, id: string, actor: ReadonlySet<Permission>) {
  return db.transaction(async (tx) => {
    const role = await customRole(tx, organizationId, id);
    assertWithin(role.permissions, actor);
    const [used] = await tx.select({ n: count() }).from(memberships).where(eq(memberships.roleId, id));
    if ((used?.n ?? 0) > 0)
      throw new AppError('CONFLICT', `Role "${role.name}" is assigned to ${used!.n} member(s); reassign them first`);
    await tx.delete(roles).where(eq(roles.id, id));
    await recordAudit(tx, {
      organizationId,
      action: 'role.deleted',
      target: { type: 'role', id },
      changes: diff(role, null, AUDITED_ROLE_FIELDS),
    });
    return { id, deleted: true as const };
  });
}
