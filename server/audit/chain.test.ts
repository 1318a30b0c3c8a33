// The chain on the embedded database: appends link, verification finds an edited or missing record, the trigger
// refuses UPDATE and DELETE, and pruning leaves a checkpoint the rest of the chain still verifies against.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { auditChains, auditRecords } from '~/db/schema';
import { freshDbForEachTest } from '../testing/test-db';
import { pruneAuditRecords } from './prune';
import { recordAudit } from './record';
import { runInAuditScope } from './scope';
import { verifyChain } from './verify';

let db: Db;
freshDbForEachTest((d) => (db = d));

const scope = {
  actor: { kind: 'operator' as const, id: null, label: null },
  requestId: 'req_test',
  ip: '10.0.0.1',
  userAgent: 'vitest',
};

async function append(organizationId: string, n: number) {
  for (let i = 0; i < n; i++) {
    await runInAuditScope(scope, () =>
      db.transaction((tx) =>
        recordAudit(tx, {
          organizationId,
          action: 'mission.updated',
          target: { type: 'mission', id: randomUUID() },
          changes: { name: [`v${i}`, `v${i + 1}`] },
        }),
      ),
    );
  }
}

/** Why the database refused a statement (drizzle wraps the driver's error as its cause); fails if it did not. */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  const err = await Promise.resolve(statement).then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(err).not.toBeNull();
  return String(err?.cause?.message ?? err?.message);
}

/** What a superuser can do: switch triggers off for the session and rewrite history. */
async function asSuperuser<T>(fn: () => Promise<T>): Promise<T> {
  await db.execute(sql`set session_replication_role = replica`);
  try {
    return await fn();
  } finally {
    await db.execute(sql`set session_replication_role = origin`);
  }
}

describe('audit chain', () => {
  it('links each record to the one before and verifies', async () => {
    const org = randomUUID();
    await append(org, 3);
    await append(randomUUID(), 2); // another organization's chain is its own
    const rows = await db
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.organizationId, org))
      .orderBy(auditRecords.seq);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(rows[0]!.prevHash).toBeNull();
    expect(rows[1]!.prevHash).toBe(rows[0]!.hash);
    expect(rows[0]).toMatchObject({
      actorKind: 'operator',
      requestId: 'req_test',
      ip: '10.0.0.1',
      userAgent: 'vitest',
    });
    expect(await verifyChain(db, org)).toMatchObject({
      records: 3,
      firstBrokenAt: null,
      headSeq: 3,
      headHash: rows[2]!.hash,
    });
  });

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const org = randomUUID();
    await append(org, 1);
    await expect(
      db.update(auditRecords).set({ action: 'x' }).where(eq(auditRecords.organizationId, org)),
    ).rejects.toThrow();
    await expect(db.delete(auditRecords).where(eq(auditRecords.organizationId, org))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_records`)).rejects.toThrow();
    expect(await verifyChain(db, org)).toMatchObject({ records: 1, firstBrokenAt: null });
  });

  it('lets even the announced prune delete only what the checkpoint passed, and the chain row only move forward', async () => {
    const org = randomUUID();
    await append(org, 3);
    const pruneDelete = (seq: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('audit.prune', 'on', true)`);
        await tx.delete(auditRecords).where(and(eq(auditRecords.organizationId, org), eq(auditRecords.seq, seq)));
      });
    // The end of the chain (or any record: the checkpoint is still 0) cannot go, even with audit.prune on.
    expect(await refusal(pruneDelete(3))).toMatch(/append-only/);
    expect(await refusal(pruneDelete(1))).toMatch(/append-only/);
    const [third] = await db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.organizationId, org), eq(auditRecords.seq, 3)));
    const chainOf = eq(auditChains.organizationId, org);
    // Back to an earlier head, to a head no record has, a checkpoint past the head, or away: refused.
    expect(await refusal(db.update(auditChains).set({ headSeq: 2 }).where(chainOf))).toMatch(/forward/);
    expect(await refusal(db.update(auditChains).set({ headSeq: 4, headHash: third!.hash }).where(chainOf))).toMatch(
      /forward/,
    );
    expect(await refusal(db.update(auditChains).set({ checkpointSeq: 4 }).where(chainOf))).toMatch(/forward/);
    expect(await refusal(db.delete(auditChains).where(chainOf))).toMatch(/forward/);
    expect(await refusal(db.execute(sql`truncate audit_chains`))).toMatch(/forward/);
    expect(await verifyChain(db, org)).toMatchObject({ records: 3, firstBrokenAt: null, headSeq: 3 });
  });

  it('reports a checkpoint moved without a prune: records taken from the start of the chain', async () => {
    const org = randomUUID();
    await append(org, 4);
    const [second] = await db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.organizationId, org), eq(auditRecords.seq, 2)));
    // The first two records gone and the checkpoint set to match them, as a prune would, but with no audit.pruned.
    await asSuperuser(async () => {
      await db
        .update(auditChains)
        .set({ checkpointSeq: 2, checkpointHash: second!.hash })
        .where(eq(auditChains.organizationId, org));
      await db.delete(auditRecords).where(and(eq(auditRecords.organizationId, org), sql`${auditRecords.seq} <= 2`));
    });
    expect((await verifyChain(db, org)).firstBrokenAt).toEqual({ seq: 2, id: null, reason: 'checkpoint' });
    // A later prune leaves that chain alone rather than announcing a checkpoint of its own over it.
    const result = await pruneAuditRecords(db, 5, new Date(Date.now() + 7 * 86_400_000));
    expect(result.refused).toContain(org);
    expect((await verifyChain(db, org)).firstBrokenAt).toEqual({ seq: 2, id: null, reason: 'checkpoint' });
  });

  it('names the first record whose hash or link does not hold after a superuser edit or delete', async () => {
    const org = randomUUID();
    await append(org, 5);
    const [third] = await db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.organizationId, org), eq(auditRecords.seq, 3)));
    await asSuperuser(() =>
      db
        .update(auditRecords)
        .set({ changes: { name: ['v2', 'forged'] } })
        .where(eq(auditRecords.id, third!.id)),
    );
    expect((await verifyChain(db, org)).firstBrokenAt).toEqual({ seq: 3, id: third!.id, reason: 'hash' });

    const other = randomUUID();
    await append(other, 4);
    await asSuperuser(() =>
      db.delete(auditRecords).where(and(eq(auditRecords.organizationId, other), eq(auditRecords.seq, 2))),
    );
    expect((await verifyChain(db, other)).firstBrokenAt).toMatchObject({ seq: 3, reason: 'missing_before' });
    await asSuperuser(() =>
      db.delete(auditRecords).where(and(eq(auditRecords.organizationId, other), eq(auditRecords.seq, 4))),
    );
    await asSuperuser(() =>
      db.delete(auditRecords).where(and(eq(auditRecords.organizationId, other), eq(auditRecords.seq, 3))),
    );
    expect((await verifyChain(db, other)).firstBrokenAt).toEqual({ seq: 2, id: null, reason: 'missing_at_end' });
  });

  it('prunes from the start of the chain behind a checkpoint, and the rest still verifies', async () => {
    const org = randomUUID();
    await append(org, 4);
    // The first three are ten days old.
    await asSuperuser(() =>
      db
        .update(auditRecords)
        .set({ occurredAt: sql`${auditRecords.occurredAt} - interval '10 days'` })
        .where(and(eq(auditRecords.organizationId, org), sql`${auditRecords.seq} <= 3`)),
    );
    // Moving the dates broke their hashes: a chain that does not verify up to the cut is not pruned.
    expect(await pruneAuditRecords(db, 5)).toMatchObject({ pruned: 0, refused: [org] });

    const fresh = randomUUID();
    await append(fresh, 4);
    const result = await pruneAuditRecords(db, 5, new Date(Date.now() + 7 * 86_400_000)); // a week later: all are old
    expect(result).toMatchObject({ pruned: 4, refused: [org] });
    const [chain] = await db.select().from(auditChains).where(eq(auditChains.organizationId, fresh));
    expect(chain).toMatchObject({ checkpointSeq: 4, headSeq: 5 });
    const kept = await db.select().from(auditRecords).where(eq(auditRecords.organizationId, fresh));
    expect(kept.map((r) => [r.seq, r.action, r.prevHash])).toEqual([[5, 'audit.pruned', chain!.checkpointHash]]);
    expect(await verifyChain(db, fresh)).toMatchObject({ records: 1, firstBrokenAt: null, checkpoint: { seq: 4 } });
    await append(fresh, 1);
    expect(await verifyChain(db, fresh)).toMatchObject({ records: 2, firstBrokenAt: null });
  });
});
