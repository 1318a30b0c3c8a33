// A signed-in user's principal: which organization they act on (X-Organization-Id, else their only or default
// membership) and the permissions of their role there (SPEC §4 "Organization", §5).
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '~/db';
import { memberships, organizations, roles, users } from '~/db/schema';
import { AppError } from '../errors';
import { isPermission } from './permissions';
import type { Principal } from './principal';

const liveOrg = alias(organizations, 'live_org');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function principalForUser(db: DbOrTx, userId: string, requestedOrganizationId: string | null): Promise<Principal> {
  if (requestedOrganizationId !== null && !UUID.test(requestedOrganizationId)) {
    throw new AppError('VALIDATION_FAILED', 'X-Organization-Id must be a UUID', {
      issues: [{ path: 'X-Organization-Id', message: 'must be a UUID' }],
    });
  }
  const rows = await db
    .select({
      organizationId: memberships.organizationId,
      plan: liveOrg.plan,
      permissions: roles.permissions,
      sandboxId: organizations.id,
      sandboxPlan: organizations.plan,
      defaultOrganizationId: users.defaultOrganizationId,
    })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(liveOrg, eq(liveOrg.id, memberships.organizationId))
    // Each live organization's sandbox: a member acts on it with the same role.
    .leftJoin(organizations, eq(organizations.liveOrganizationId, memberships.organizationId))
    .where(eq(memberships.userId, userId));
  if (rows.length === 0) throw new AppError('FORBIDDEN', 'You are not a member of any organization');

  let chosen: { organizationId: string; livemode: boolean; plan: 'basic' | 'enterprise'; permissions: string[] } | undefined;
  if (requestedOrganizationId !== null) {
    const id = requestedOrganizationId.toLowerCase();
    const live = rows.find((r) => r.organizationId === id);
    const sandbox = rows.find((r) => r.sandboxId === id);
    if (live) chosen = { organizationId: live.organizationId, livemode: true, plan: live.plan, permissions: live.permissions };
    else if (sandbox) {
      chosen = { organizationId: sandbox.sandboxId!, livemode: false, plan: sandbox.sandboxPlan!, permissions: sandbox.permissions };
    }
    else throw new AppError('FORBIDDEN', 'You are not a member of that organization');
  } else if (rows.length === 1) {
    chosen = { organizationId: rows[0]!.organizationId, livemode: true, plan: rows[0]!.plan, permissions: rows[0]!.permissions };
  } else {
    const preferred = rows.find((r) => r.organizationId === rows[0]!.defaultOrganizationId);
    if (!preferred) {
      throw new AppError('ORGANIZATION_REQUIRED', 'You belong to several organizations: send X-Organization-Id');
    }
    chosen = { organizationId: preferred.organizationId, livemode: true, plan: preferred.plan, permissions: preferred.permissions };
  }
  return {
    kind: 'user',
    id: userId,
    organizationId: chosen.organizationId,
    livemode: chosen.livemode,
    plan: chosen.plan,
    permissions: new Set(chosen.permissions.filter(isPermission)),
    readOnly: false,
    actor: `user:${userId}`,
  };
}

/** The organizations a user can switch between (dashboard). */
/** The user's organizations, each with its sandbox (the dashboard's test-mode switch sends that id). */
export async function organizationsOfUser(db: DbOrTx, userId: string) {
  const sandbox = alias(organizations, 'sandbox');
  return db
    .select({ id: organizations.id, name: organizations.name, slug: organizations.slug, role: roles.name, sandboxId: sandbox.id })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .innerJoin(roles, and(eq(roles.id, memberships.roleId)))
    .leftJoin(sandbox, eq(sandbox.liveOrganizationId, organizations.id))
    .where(eq(memberships.userId, userId))
    .orderBy(organizations.name);
}
