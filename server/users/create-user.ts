// The operator's tool (CLI `user create`): a new user with a password, added to a live organization with a role.
// An existing email is refused: nobody sets an existing identity's password this way (docs/members.md).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { memberships, organizations, roles, users } from '~/db/schema';
import { recordAudit } from '../audit/record';
import { AppError } from '../errors';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../auth/passwords';

export interface CreateUserInput {
  email: string;
  password?: string;
  name?: string;
  organizationId: string;
  role: string;
}

export async function createUser(db: DbOrTx, input: CreateUserInput) {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AppError('VALIDATION_FAILED', 'email is not valid');
  if (input.password !== undefined && input.password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError('VALIDATION_FAILED', `password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const [org] = await db
    .select({ liveOrganizationId: organizations.liveOrganizationId })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId))
    .limit(1);
  if (org?.liveOrganizationId) {
    throw new AppError(
      'VALIDATION_FAILED',
      'A sandbox has no members of its own: add the user to its live organization',
    );
  }
  const [role] = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.organizationId, input.organizationId), eq(roles.name, input.role)))
    .limit(1);
  if (!role) throw new AppError('VALIDATION_FAILED', `Role "${input.role}" does not exist in this organization`);

  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (existing) throw new AppError('CONFLICT', `A user with email ${email} already exists`);

  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        name: input.name ?? null,
        passwordHash,
        // The operator vouches for the accounts they create: no invitation may claim one, no Firebase link resets it.
        emailVerifiedAt: new Date(),
        defaultOrganizationId: input.organizationId,
      })
      .returning({ id: users.id });
    await tx.insert(memberships).values({ organizationId: input.organizationId, userId: user!.id, roleId: role.id });
    await recordAudit(tx, {
      organizationId: input.organizationId,
      action: 'user.created',
      target: { type: 'user', id: user!.id },
      changes: { email: [null, email], role: [null, role.name] },
    });
    return { id: user!.id };
  });
}
