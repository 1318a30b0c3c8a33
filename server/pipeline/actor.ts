// Who acts on the pipeline, and the one check that a person a pursuit, task or requirement names is a member.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { memberships } from '~/db/schema';
import { AppError } from '../errors';
import { organizationPair } from '../organizations/organizations';

/** Who is acting, for history rows and events. */
export interface Actor {
  organizationId: string;
  /** "user:<id>", "api_key:<id>" */
  actor: string;
}

/** Users referenced by a pursuit, task or requirement must be members of the organization (of the live one, for a sandbox). */
export async function assertMember(db: DbOrTx, organizationId: string, userId: string, path: string) {
  const { liveId } = await organizationPair(db, organizationId);
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, liveId), eq(memberships.userId, userId), isNull(memberships.disabledAt)))
    .limit(1);
  if (!row) {
    throw new AppError('VALIDATION_FAILED', `${path} is not a member of this organization`, {
      issues: [{ path, message: 'must be a member of the organization' }],
    });
  }
}
