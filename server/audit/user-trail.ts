// Events of a person rather than of one organization (signing in, resetting a password): recorded in the trail of
// every organization they belong to, since each organization's auditor must see who reached its data and how.
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '~/db';
import { memberships } from '~/db/schema';
import { recordAudit, type AuditEntry } from './record';

export async function recordAuditForUser(
  tx: Tx,
  userId: string,
  entry: Omit<AuditEntry, 'organizationId' | 'target'>,
): Promise<void> {
  // In id order: two transactions appending to the same chains lock them in the same order, so they never deadlock.
  const rows = await tx
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.organizationId));
  for (const { organizationId } of rows) {
    await recordAudit(tx, { ...entry, organizationId, target: { type: 'user', id: userId } });
  }
}
