// Verifying an organization's chain: every record's hash is recomputed from its fields, every link checked against
// the record before it (the checkpoint for the first kept one), seqs must be gapless, the chain row's head must be
// the last record, and the checkpoint must be the one the latest `audit.pruned` record announced — so an edited,
// deleted, inserted or truncated record is found, and the first one named.
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import { auditChains, auditRecords } from '~/db/schema';
import { recordHash } from './canonical';

export interface BrokenLink {
  /** The record's seq (for missing records at the end: where the next one should have been). */
  seq: number;
  /** The first record that does not hold; null when records are missing at the end of the chain. */
  id: string | null;
  /** `checkpoint`: the chain's checkpoint is not where the last prune put it (records taken from the start). */
  reason: 'hash' | 'link' | 'missing_before' | 'missing_at_end' | 'checkpoint';
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

export interface VerifyOptions {
  /** Check the chain from its checkpoint up to this seq only (the prune, before it cuts there). */
  throughSeq?: number;
}

const PAGE = 1_000;

/**
 * Verifies the chain up to the head it reads first: records appended while it runs are left for the next verify.
 * Give it one snapshot (verifyChainNow, or the caller's transaction holding the chain's lock) so a prune committing
 * meanwhile cannot look like missing records.
 */
export async function verifyChain(
  db: DbOrTx,
  organizationId: string,
  opts: VerifyOptions = {},
): Promise<ChainVerification> {
  const [chain] = await db.select().from(auditChains).where(eq(auditChains.organizationId, organizationId));
  const checkpoint = { seq: chain?.checkpointSeq ?? 0, hash: chain?.checkpointHash ?? null };
  const headSeq = chain?.headSeq ?? 0;
  const headHash = chain?.headHash ?? null;
  const lastSeq = Math.min(headSeq, opts.throughSeq ?? headSeq);
  let expectedSeq = checkpoint.seq + 1;
  let expectedPrev = checkpoint.hash;
  let records = 0;
  let firstBrokenAt: BrokenLink | null = null;
  while (expectedSeq <= lastSeq) {
    const page = await db
      .select()
      .from(auditRecords)
      .where(
        and(
          eq(auditRecords.organizationId, organizationId),
          gt(auditRecords.seq, expectedSeq - 1),
          lte(auditRecords.seq, lastSeq),
        ),
      )
      .orderBy(asc(auditRecords.seq))
      .limit(PAGE);
    for (const r of page) {
      records++;
      if (!firstBrokenAt) {
        const reason =
          r.seq !== expectedSeq
            ? 'missing_before'
            : r.prevHash !== expectedPrev
              ? 'link'
              : r.hash !== recordHash(r)
                ? 'hash'
                : null;
        if (reason) firstBrokenAt = { seq: r.seq, id: r.id, reason };
      }
      expectedSeq = r.seq + 1;
      expectedPrev = r.hash;
    }
    if (page.length < PAGE) break;
  }
  // Up to where it was asked, and (the whole chain) to the head's own hash.
  if (!firstBrokenAt && (expectedSeq - 1 !== lastSeq || (lastSeq === headSeq && expectedPrev !== headHash))) {
    firstBrokenAt = { seq: expectedSeq, id: null, reason: 'missing_at_end' };
  }
  // The prune checks it too: a prune must not bury a moved checkpoint under an audit.pruned record of its own.
  if (!firstBrokenAt) firstBrokenAt = await checkpointMismatch(db, organizationId, checkpoint.seq, headSeq);
  return { organizationId, records, firstBrokenAt, headSeq, headHash, checkpoint };
}

/** The same verification in one read-only snapshot of the database: what `cli audit verify` runs. */
export function verifyChainNow(db: Db, organizationId: string): Promise<ChainVerification> {
  return db.transaction((tx) => verifyChain(tx, organizationId), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/**
 * Only a prune moves the checkpoint, and each prune records where it moved it (`audit.pruned`, hashed into the
 * chain): a checkpoint anywhere else means records were taken from the start of the chain.
 */
async function checkpointMismatch(
  db: DbOrTx,
  organizationId: string,
  checkpointSeq: number,
  headSeq: number,
): Promise<BrokenLink | null> {
  const [pruned] = await db
    .select({ id: auditRecords.id, changes: auditRecords.changes })
    .from(auditRecords)
    .where(
      and(
        eq(auditRecords.organizationId, organizationId),
        eq(auditRecords.action, 'audit.pruned'),
        lte(auditRecords.seq, headSeq),
      ),
    )
    .orderBy(desc(auditRecords.seq))
    .limit(1);
  const announced = pruned
    ? Number((pruned.changes as Record<string, [unknown, unknown]>).checkpointSeq?.[1] ?? Number.NaN)
    : 0;
  return announced === checkpointSeq ? null : { seq: checkpointSeq, id: pruned?.id ?? null, reason: 'checkpoint' };
}
