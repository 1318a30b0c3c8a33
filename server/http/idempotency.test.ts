// Idempotency-Key (docs/api.md#idempotency): a claim holds while its request runs, however long; a dead holder's claim
// is taken over; a replay is the first answer's exact text; expired records are pruned.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { idempotencyKeys } from '~/db/schema';
import { createOrganization } from '../organizations/organizations';
import { createTestDb } from '../testing/test-db';
import { pruneIdempotencyKeys, runIdempotent } from './idempotency';

const LEASE = { leaseSeconds: 1, renewEveryMs: 200 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let db: Db;
let close: () => Promise<void>;
let organizationId: string;
beforeAll(async () => {
  ({ db, close } = await createTestDb());
  organizationId = (await db.transaction((tx) => createOrganization(tx, { name: 'Idempotent Trust' }))).id;
});
afterAll(() => close());

const scope = (key: string, caller = 'api_key:first') => ({
  organizationId,
  key,
  operation: 'missions.create',
  input: { name: 'Literacy' },
  caller,
});

describe('runIdempotent', () => {
  it('a request running past the lease keeps its claim: the same key meanwhile is a conflict, and the work runs once', async () => {
    let runs = 0;
    const first = runIdempotent(
      db,
      scope('slow'),
      async () => {
        runs++;
        await sleep(2_500); // 2.5 leases
        return { status: 201, body: { id: 'm1' } };
      },
      LEASE,
    );
    await sleep(1_800);
    await expect(
      runIdempotent(
        db,
        scope('slow'),
        async () => {
          runs++;
          return { status: 201, body: { id: 'm2' } };
        },
        LEASE,
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await first).toEqual({ status: 201, body: { id: 'm1' }, replayed: false, text: '{"id":"m1"}' });
    const replay = await runIdempotent(
      db,
      scope('slow'),
      async () => {
        runs++;
        return { status: 201, body: { id: 'm3' } };
      },
      LEASE,
    );
    expect(replay).toEqual({ status: 201, body: { id: 'm1' }, replayed: true, text: '{"id":"m1"}' });
    expect(runs).toBe(1);
  });

  it('a claim nobody renews (its request died) is taken over once the lease ends', async () => {
    await db.insert(idempotencyKeys).values({
      organizationId,
      key: 'dead',
      requestHash: 'x',
      state: 'in_progress',
      leaseUntil: sql`now() - interval '1 second'`,
    });
    const taken = await runIdempotent(db, scope('dead'), async () => ({ status: 201, body: { id: 'm4' } }), LEASE);
    expect(taken).toEqual({ status: 201, body: { id: 'm4' }, replayed: false, text: '{"id":"m4"}' });
  });

  it('a stalled request whose claim was taken over neither completes nor releases the new claim', async () => {
    const stalled = runIdempotent(
      db,
      scope('stalled'),
      async () => {
        await sleep(2_000); // its lease (1 s) lapses: it never renews (a stalled process)
        return { status: 201, body: { id: 'stale' } };
      },
      { leaseSeconds: 1, renewEveryMs: 60_000 },
    );
    await sleep(1_300);
    const taker = await runIdempotent(
      db,
      scope('stalled'),
      async () => ({ status: 201, body: { id: 'taker' } }),
      LEASE,
    );
    expect(taker.body).toEqual({ id: 'taker' });
    await stalled;
    // The answer kept for the key is the one that holds the claim now.
    const replay = await runIdempotent(
      db,
      scope('stalled'),
      async () => ({ status: 201, body: { id: 'again' } }),
      LEASE,
    );
    expect(replay).toEqual({ status: 201, body: { id: 'taker' }, replayed: true, text: '{"id":"taker"}' });
  });

  it('a replay carries the first answer’s exact text: jsonb alone would reorder its keys', async () => {
    const body = { updatedAt: '2026-01-01T00:00:00.000Z', id: 'x', nested: { zeta: 1, a: [{ longer: 2, b: 3 }] } };
    const first = await runIdempotent(db, scope('bytes'), async () => ({ status: 201, body }), LEASE);
    const replay = await runIdempotent(db, scope('bytes'), async () => ({ status: 201, body: { id: 'y' } }), LEASE);
    expect(replay.replayed).toBe(true);
    expect(replay.text).toBe(first.text);
    expect(replay.text).toBe(JSON.stringify(body));
    expect(JSON.stringify(replay.body)).toBe(JSON.stringify(body));
    // What the jsonb column gives back on its own: another order (shorter keys first).
    const [stored] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'bytes'));
    expect(JSON.stringify(stored!.responseBody)).not.toBe(JSON.stringify(body));
  });

  it('an answer carrying a secret is kept sealed, never as plaintext, and replays to the same bytes', async () => {
    const body = { id: 'w1', secret: 'whsec_0123456789abcdefghijklmnopqrstuv' };
    const sealing = {
      seal: (text: string) => Buffer.from(text).toString('base64'),
      open: (sealed: string) => Buffer.from(sealed, 'base64').toString(),
    };
    const first = await runIdempotent(
      db,
      scope('sealed'),
      async () => ({ status: 201, body, sealed: true }),
      LEASE,
      sealing,
    );
    const [stored] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'sealed'));
    expect(stored!.responseBody).toBeNull();
    expect(stored!.responseText).not.toContain(body.secret);
    const replay = await runIdempotent(db, scope('sealed'), async () => ({ status: 201, body: {} }), LEASE, sealing);
    expect(replay).toMatchObject({ replayed: true, text: first.text, body });
    // Another credential of the organization sending the same key and body never gets the stored answer: the body
    // holds a secret, and the request may carry rights the other credential lacks.
    let ranForOther = false;
    await expect(
      runIdempotent(
        db,
        scope('sealed', 'api_key:second'),
        async () => {
          ranForOther = true;
          return { status: 201, body: {} };
        },
        LEASE,
        sealing,
      ),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(ranForOther).toBe(false);
    // Without the means to open it, a replay fails closed rather than answer what it cannot read.
    await expect(
      runIdempotent(db, scope('sealed'), async () => ({ status: 201, body: {} }), LEASE),
    ).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('prune deletes records older than 24 hours and nothing else', async () => {
    await db.insert(idempotencyKeys).values([
      { organizationId, key: 'old', requestHash: 'x', state: 'completed', createdAt: sql`now() - interval '25 hours'` },
      {
        organizationId,
        key: 'recent',
        requestHash: 'x',
        state: 'completed',
        createdAt: sql`now() - interval '23 hours'`,
      },
    ]);
    expect(await pruneIdempotencyKeys(db)).toBe(1);
    const keys = (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key).sort();
    expect(keys).toEqual(['bytes', 'dead', 'recent', 'sealed', 'slow', 'stalled']);
  });
});
