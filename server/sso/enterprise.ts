// Who may configure single sign-on (docs/sso.md#connecting-your-identity-provider): a live organization on the
// enterprise plan. The same rule as SCIM's tokens (server/scim/tokens.ts); a sandbox has no members to sign in.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { organizations } from '~/db/schema';
import { AppError } from '../errors';

export const ENTERPRISE_ONLY_MESSAGE = 'Single sign-on is part of the enterprise plan';

/** True when the live organization is on the enterprise plan; a sandbox or an unknown id is refused. */
export async function ssoAvailable(db: DbOrTx, organizationId: string): Promise<boolean> {
  const [org] = await db
    .select({ plan: organizations.plan, liveOrganizationId: organizations.liveOrganizationId })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
  if (org.liveOrganizationId) {
    throw new AppError('VALIDATION_FAILED', 'A sandbox has no members of its own: configure its live organization');
  }
  return org.plan === 'enterprise';
}

export async function assertSsoAvailable(db: DbOrTx, organizationId: string): Promise<void> {
  if (!(await ssoAvailable(db, organizationId))) throw new AppError('FORBIDDEN', ENTERPRISE_ONLY_MESSAGE);
}
