// A signed-in user's principal: which organization they act on (X-Organization-Id, else their only or default
// membership) and the permissions of their role there (docs/authentication.md#organization-selection,
// docs/permissions.md).
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '~/db';
import { memberships, organizations, roles, users } from '~/db/schema';
import { AppError } from '../errors';
import { isPermission } from './permissions';
import type { Principal } from './principal';
import { isUuid } from '../ids';

const liveOrg = alias(organizations, 'live_org');

/**
 * Memberships exist on live organizations only (docs/members.md; a trigger refuses sandbox rows). A user acts on a
 * live organization, or on its sandbox with the same live role and `livemode: false` — never on a sandbox alone.
 * A disabled user, or one without the membership, is refused on this very request.
 */
export async function principalForUser(
  db: DbOrTx,
  userId: string,
  requestedOrganizationId: string | null,
): Promise<Principal> {
  if (requestedOrganizationId !== null && !isUuid(requestedOrganizationId)) {
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
    .innerJoin(users, and(eq(users.id, memberships.userId), isNull(users.disabledAt)))
    // Only a live organization's membership counts: a stray sandbox row could otherwise pose as live.
    .innerJoin(liveOrg, and(eq(liveOrg.id, memberships.organizationId), isNull(liveOrg.liveOrganizationId)))
    .leftJoin(organizations, eq(organizations.liveOrganizationId, memberships.organizationId))
    // A deactivated membership (SCIM `active: false`, docs/sso.md) acts in nothing, from this very request on.
    .where(and(eq(memberships.userId, userId), isNull(memberships.disabledAt)));
  if (rows.length === 0) throw new AppError('FORBIDDEN', 'You are not a member of any organization');

  type Row = (typeof rows)[number];
  const live = (r: Row) => ({
    organizationId: r.organizationId,
    livemode: true,
    plan: r.plan,
    permissions: r.permissions,
    liveId: r.organizationId,
  });
  let chosen: ReturnType<typeof live>;
  if (requestedOrganizationId !== null) {
    const id = requestedOrganizationId.toLowerCase();
    const asLive = rows.find((r) => r.organizationId === id);
    const asSandbox = rows.find((r) => r.sandboxId === id);
    if (asLive) chosen = live(asLive);
    else if (asSandbox) {
      chosen = {
        organizationId: asSandbox.sandboxId!,
        livemode: false,
        plan: asSandbox.sandboxPlan!,
        permissions: asSandbox.permissions,
        liveId: asSandbox.organizationId,
      };
    } else throw new AppError('FORBIDDEN', 'You are not a member of that organization');
  } else if (rows.length === 1) {
    chosen = live(rows[0]!);
  } else {
    const preferred = rows.find((r) => r.organizationId === rows[0]!.defaultOrganizationId);
    if (!preferred) {
      throw new AppError('ORGANIZATION_REQUIRED', 'You belong to several organizations: send X-Organization-Id');
    }
    chosen = live(preferred);
  }
  return {
    kind: 'user',
    id: userId,
    organizationId: chosen.organizationId,
    liveOrganizationId: chosen.liveId,
    livemode: chosen.livemode,
    plan: chosen.plan,
    permissions: new Set(chosen.permissions.filter(isPermission)),
    readOnly: false,
    actor: `user:${userId}`,
  };
}

/** The user's organizations, each with its sandbox (the dashboard's test-mode switch sends that id). */
export async function organizationsOfUser(db: DbOrTx, userId: string) {
  const sandbox = alias(organizations, 'sandbox');
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      role: roles.name,
      sandboxId: sandbox.id,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .leftJoin(sandbox, eq(sandbox.liveOrganizationId, organizations.id))
    .where(and(eq(memberships.userId, userId), isNull(memberships.disabledAt)))
    .orderBy(organizations.name);
}
