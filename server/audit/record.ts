// recordAudit: one record in the caller's transaction, linked to the organization's chain. Appends of one
// organization are serialized by locking its chain row, so two transactions never link to the same predecessor.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '~/db';
import { auditChains, auditRecords, type AuditChanges } from '~/db/schema';
import type { AuditAction } from './actions';
import { actorLabel } from './actor-label';
import { recordHash } from './canonical';
import { auditValue } from './diff';
import { currentAuditScope } from './scope';

export interface AuditEntry {
  organizationId: string;
  action: AuditAction;
  target: { type: string; id: string | null };
  /** From `diff()` (allow-listed fields), or a few explicit safe fields; never credential material. */
  changes?: AuditChanges;
}

/** Takes (creating it on first use) and locks the organization's chain row until the transaction ends. */
export async function lockChain(tx: Tx, organizationId: string) {
  await tx.insert(auditChains).values({ organizationId }).onConflictDoNothing();
  const [chain] = await tx
    .select()
    .from(auditChains)
    .where(eq(auditChains.organizationId, organizationId))
    .for('update');
  return chain!;
}

export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  const scope = currentAuditScope();
  const actorLabelValue = await actorLabel(tx, scope.actor);
  const chain = await lockChain(tx, entry.organizationId);
  const record = {
    id: randomUUID(),
    organizationId: entry.organizationId,
    seq: chain.headSeq + 1,
    occurredAt: new Date(),
    actorKind: scope.actor.kind,
    actorId: scope.actor.id,
    actorLabel: actorLabelValue,
    requestId: scope.requestId,
    ip: scope.ip,
    userAgent: scope.userAgent,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    // Stored and hashed in the same JSON form, so that reading it back yields what was hashed.
    changes: auditValue(entry.changes ?? {}) as AuditChanges,
    prevHash: chain.headHash,
  };
  const hash = recordHash(record);
  await tx.insert(auditRecords).values({ ...record, hash });
  await tx
    .update(auditChains)
    .set({ headSeq: record.seq, headHash: hash })
    .where(eq(auditChains.organizationId, entry.organizationId));
}
