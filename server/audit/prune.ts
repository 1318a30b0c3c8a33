// Retention (AUDIT_RETENTION_DAYS): records older than the window are deleted from the start of each chain, and
// the chain keeps a checkpoint (the last pruned record's seq and hash) that the first kept record links to. The one
// delete the append-only trigger allows, announced with `set local audit.prune = 'on'`. A chain that does not
// verify up to the cut is left alone: pruning must never erase the evidence of tampering.
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { auditChains, auditRecords } from '~/db/schema';
import { lockChain, recordAudit } from './record';
import { verifyChain } from './verify';

export interface PruneResult {
  /** Records deleted, over all organizations. */
  pruned: number;
  organizations: number;
  /** Organizations whose chain does not verify up to the cut: nothing of theirs was pruned. */
  refused: string[];
}

const DAY_MS = 86_400_000;

export async function pruneAuditRecords(db: Db, retentionDays: number, now = new Date()): Promise<PruneResult> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const chains = await db.select({ organizationId: auditChains.organizationId }).from(auditChains);
  const result: PruneResult = { pruned: 0, organizations: 0, refused: [] };
  for (const { organizationId } of chains) {
    const outcome = await pruneOrganization(db, organizationId, cutoff);
    if (outcome === 'refused') result.refused.push(organizationId);
    else if (outcome > 0) {
      result.pruned += outcome;
      result.organizations++;
    }
  }
  return result;
}

async function pruneOrganization(db: Db, organizationId: string, cutoff: Date): Promise<number | 'refused'> {
  return db.transaction(async (tx) => {
    const chain = await lockChain(tx, organizationId);
    // The cut: every record before the first one inside the window (the whole chain when none is).
    const [firstKept] = await tx
      .select({ seq: auditRecords.seq })
      .from(auditRecords)
      .where(and(eq(auditRecords.organizationId, organizationId), gte(auditRecords.occurredAt, cutoff)))
      .orderBy(asc(auditRecords.seq))
      .limit(1);
    const throughSeq = firstKept ? firstKept.seq - 1 : chain.headSeq;
    if (throughSeq <= chain.checkpointSeq) return 0;
    // What is about to go, and the link to what stays: the rest of the chain is not read under the lock.
    const verified = await verifyChain(tx, organizationId, { throughSeq: throughSeq + 1 });
    if (verified.firstBrokenAt) return 'refused';
    const [last] = await tx
      .select({ hash: auditRecords.hash })
      .from(auditRecords)
      .where(and(eq(auditRecords.organizationId, organizationId), eq(auditRecords.seq, throughSeq)));
    // The checkpoint first: the append-only trigger lets the prune delete only what the checkpoint has passed.
    await tx
      .update(auditChains)
      .set({ checkpointSeq: throughSeq, checkpointHash: last!.hash, checkpointAt: new Date() })
      .where(eq(auditChains.organizationId, organizationId));
    await tx.execute(sql`select set_config('audit.prune', 'on', true)`);
    const deleted = await tx
      .delete(auditRecords)
      .where(and(eq(auditRecords.organizationId, organizationId), lte(auditRecords.seq, throughSeq)))
      .returning({ id: auditRecords.id });
    await tx.execute(sql`select set_config('audit.prune', 'off', true)`);
    await recordAudit(tx, {
      organizationId,
      action: 'audit.pruned',
      target: { type: 'audit_log', id: null },
      changes: { checkpointSeq: [chain.checkpointSeq, throughSeq] },
    });
    return deleted.length;
  });
}
