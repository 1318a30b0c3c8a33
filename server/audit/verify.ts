// Verifying an organization's chain: every record's hash is recomputed from its fields, every link checked against
// the record before it (the checkpoint for the first kept one), seqs must be gapless, and the chain row's head must
// be the last record — so an edited, deleted, inserted or truncated record is found, and the first one named.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { auditChains, auditRecords } from '~/db/schema';
import { recordHash } from './canonical';

export interface BrokenLink {
  /** The record's seq (for missing records at the end: where the next one should have been). */
  seq: number;
  /** The first record that does not hold; null when records are missing at the end of the chain. */
  id: string | null;
  reason: 'hash' | 'link' | 'missing_before' | 'missing_at_end';
}

export interface ChainVerification {
  organizationId: string;
  /** Records checked (those kept after the checkpoint). */
  records: number;
  firstBrokenAt: BrokenLink | null;
  /** Where the chain ends: keep it elsewhere to detect a rewrite of the whole chain (docs/audit.md). */
  headSeq: number;
  headHash: string | null;
  checkpoint: { seq: number; hash: string | null };
}

const PAGE = 1_000;

export async function verifyChain(db: DbOrTx, organizationId: string): Promise<ChainVerification> {
  const [chain] = await db.select().from(auditChains).where(eq(auditChains.organizationId, organizationId));
  const checkpoint = { seq: chain?.checkpointSeq ?? 0, hash: chain?.checkpointHash ?? null };
  let expectedSeq = checkpoint.seq + 1;
  let expectedPrev = checkpoint.hash;
  let records = 0;
  let firstBrokenAt: BrokenLink | null = null;
  for (;;) {
    const page = await db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.organizationId, organizationId), gt(auditRecords.seq, expectedSeq - 1)))
      .orderBy(asc(auditRecords.seq))
      .limit(PAGE);
    for (const r of page) {
      records++;
      if (!firstBrokenAt) {
        const reason = r.seq !== expectedSeq ? 'missing_before' : r.prevHash !== expectedPrev ? 'link' : r.hash !== recordHash(r) ? 'hash' : null;
        if (reason) firstBrokenAt = { seq: r.seq, id: r.id, reason };
      }
      expectedSeq = r.seq + 1;
      expectedPrev = r.hash;
    }
    if (page.length < PAGE) break;
  }
  const headSeq = chain?.headSeq ?? 0;
  if (!firstBrokenAt && (expectedSeq - 1 !== headSeq || expectedPrev !== (chain?.headHash ?? null))) {
    firstBrokenAt = { seq: expectedSeq, id: null, reason: 'missing_at_end' };
  }
  return { organizationId, records, firstBrokenAt, headSeq, headHash: chain?.headHash ?? null, checkpoint };
}
