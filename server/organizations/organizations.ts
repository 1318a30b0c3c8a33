// Creating an organization: the live one with its built-in roles, and its paired sandbox (docs/permissions.md,
// docs/webhooks.md#test-mode). A sandbox has no roles or members of its own: users act on it with their live role
// (docs/members.md).
import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { organizations, roles } from '~/db/schema';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { BUILT_IN_ROLES } from '../auth/permissions';
import { isTimeZone } from '../time-zones';
import { AppError } from '../errors';
import { isUuid } from '../ids';

export const DEFAULT_DELIVERABLES = [
  { title: 'Kickoff meeting', anchor: 'start', offsetDays: 14 },
  { title: 'Interim report', anchor: 'start', offsetDays: 182 },
  { title: 'Final report', anchor: 'end', offsetDays: 30 },
] as const;

export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48) || 'org'
  );
}

export interface CreateOrganizationInput {
  name: string;
  slug?: string;
  plan?: 'basic' | 'enterprise';
}

async function seedRoles(db: DbOrTx, organizationId: string) {
  await db.insert(roles).values(
    Object.entries(BUILT_IN_ROLES).map(([name, permissions]) => ({
      organizationId,
      name,
      permissions,
      builtIn: true,
    })),
  );
}

/** The settings an organization's trail records (plan changes included, whoever makes them: dashboard or CLI). */
const AUDITED_ORGANIZATION_FIELDS = ['name', 'slug', 'plan', 'highMatchThreshold', 'timeZone'] as const;

export async function createOrganization(db: DbOrTx, input: CreateOrganizationInput) {
  const name = input.name.trim();
  if (!name) throw new AppError('VALIDATION_FAILED', 'name must not be empty');
  const slug = input.slug ? input.slug.trim().toLowerCase() : slugify(name);
  if (!/^[a-z0-9][a-z0-9-]{0,47}$/.test(slug)) {
    throw new AppError('VALIDATION_FAILED', 'slug must be 1–48 lowercase letters, digits or dashes');
  }
  // One transaction (a savepoint when given one): the organization, its sandbox, roles and audit record, or nothing.
  return db.transaction(async (tx) => {
    const sandboxSlug = `${slug}-sandbox`;
    const taken = await tx
      .select({ slug: organizations.slug })
      .from(organizations)
      .where(or(eq(organizations.slug, slug), eq(organizations.slug, sandboxSlug)))
      .limit(1);
    if (taken.length) throw new AppError('CONFLICT', `An organization with slug "${taken[0]!.slug}" already exists`);

    const plan = input.plan ?? 'basic';
    const [live] = await tx
      .insert(organizations)
      .values({ name, slug, plan, livemode: true, deliverablesTemplate: [...DEFAULT_DELIVERABLES] })
      .returning();
    const [sandbox] = await tx
      .insert(organizations)
      .values({
        name: `${name} (sandbox)`,
        slug: sandboxSlug,
        plan,
        livemode: false,
        liveOrganizationId: live!.id,
        deliverablesTemplate: [...DEFAULT_DELIVERABLES],
      })
      .returning();
    await seedRoles(tx, live!.id);
    await recordAudit(tx, {
      organizationId: live!.id,
      action: 'organization.created',
      target: { type: 'organization', id: live!.id },
      changes: diff(null, live!, AUDITED_ORGANIZATION_FIELDS),
    });
    return { id: live!.id, slug: live!.slug, sandboxId: sandbox!.id, name: live!.name, plan };
  });
}

/** Accepts an organization id or slug (CLI convenience). */
export async function findOrganization(db: DbOrTx, idOrSlug: string) {
  const [org] = await db
    .select()
    .from(organizations)
    .where(isUuid(idOrSlug) ? eq(organizations.id, idOrSlug) : eq(organizations.slug, idOrSlug.toLowerCase()))
    .limit(1);
  if (!org) throw new AppError('NOT_FOUND', `Organization ${idOrSlug} not found`);
  return org;
}

/** The live organization and its sandbox, from either side of the pair. */
export async function organizationPair(
  db: DbOrTx,
  organizationId: string,
): Promise<{ liveId: string; sandboxId: string }> {
  const [org] = await db
    .select({ id: organizations.id, liveOrganizationId: organizations.liveOrganizationId })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
  const liveId = org.liveOrganizationId ?? org.id;
  const [sandbox] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.liveOrganizationId, liveId))
    .limit(1);
  return { liveId, sandboxId: sandbox!.id };
}

/** Serializes membership changes of one organization (e.g. the last-owner rule) inside a transaction. */
export async function lockOrganization(db: DbOrTx, organizationId: string) {
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
}

export interface OrganizationChanges {
  name?: string;
  plan?: 'basic' | 'enterprise';
  highMatchThreshold?: number;
  /** IANA name; digests and reminders go out at 07:00 there. */
  timeZone?: string;
}

/** Updates an organization; a plan or time zone change applies to its sandbox too (one subscription, one clock). */
export async function updateOrganization(db: DbOrTx, organizationId: string, changes: OrganizationChanges) {
  if (
    changes.highMatchThreshold !== undefined &&
    !(
      Number.isInteger(changes.highMatchThreshold) &&
      changes.highMatchThreshold >= 1 &&
      changes.highMatchThreshold <= 100
    )
  ) {
    throw new AppError('VALIDATION_FAILED', 'highMatchThreshold must be an integer from 1 to 100');
  }
  if (changes.timeZone !== undefined && !isTimeZone(changes.timeZone)) {
    throw new AppError('VALIDATION_FAILED', 'timeZone must be an IANA time zone name, e.g. America/New_York', {
      issues: [{ path: 'timeZone', message: 'unknown time zone' }],
    });
  }
  return db.transaction(async (tx) => {
    const { liveId, sandboxId } = await organizationPair(tx, organizationId);
    const [before] = await tx.select().from(organizations).where(eq(organizations.id, organizationId)).for('update');
    const [row] = await tx
      .update(organizations)
      .set({
        ...(changes.name !== undefined && { name: changes.name.trim() }),
        ...(changes.plan !== undefined && { plan: changes.plan }),
        ...(changes.highMatchThreshold !== undefined && { highMatchThreshold: changes.highMatchThreshold }),
        ...(changes.timeZone !== undefined && { timeZone: changes.timeZone }),
        updatedAt: sql`now()`,
      })
      .where(eq(organizations.id, organizationId))
      .returning();
    if (changes.plan !== undefined || changes.timeZone !== undefined) {
      // A sandbox is a mode of its live organization: it shares the plan and the clock.
      await tx
        .update(organizations)
        .set({
          ...(changes.plan !== undefined && { plan: changes.plan }),
          ...(changes.timeZone !== undefined && { timeZone: changes.timeZone }),
        })
        .where(eq(organizations.id, organizationId === liveId ? sandboxId : liveId));
    }
    const changed = diff(before!, row!, AUDITED_ORGANIZATION_FIELDS);
    if (Object.keys(changed).length) {
      await recordAudit(tx, {
        organizationId,
        action: 'organization.updated',
        target: { type: 'organization', id: organizationId },
        changes: changed,
      });
    }
    return {
      id: row!.id,
      slug: row!.slug,
      name: row!.name,
      plan: row!.plan,
      highMatchThreshold: row!.highMatchThreshold,
      timeZone: row!.timeZone,
    };
  });
}
