// Idempotency-Key for POST (docs/api.md#idempotency): same key + same body within 24 h replays the first response,
// byte for byte (its serialized body is stored as sent); same key + another body → 409 IDEMPOTENCY_CONFLICT. Keys are
// scoped per organization, and a replay is only for the credential that made the request: another credential of the
// organization sending the same key gets 409, never the stored answer (which may carry a secret, or what that
// credential may not read).
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { idempotencyKeys } from '~/db/schema';
import { AppError } from '../errors';

const RETENTION_HOURS = 24;

export interface LeaseOptions {
  /** A claim not renewed for this long belongs to a request that died mid-way: it may be taken over. */
  leaseSeconds: number;
  /** How often a running request renews its claim. */
  renewEveryMs: number;
}
const DEFAULT_LEASE: LeaseOptions = { leaseSeconds: 60, renewEveryMs: 20_000 };

/** Canonical JSON (sorted keys) so that key order does not make "the same body" differ. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Encryption for a stored answer that carries a secret (a webhook endpoint's signing secret): handed in by the caller,
 * which may reach server/crypto where this layer may not. Such an answer is kept only sealed, never as jsonb.
 */
export interface ReplaySeal {
  seal(plaintext: string): string;
  open(sealed: string): string;
}
const SEALED = 'sealed:';

export function validateIdempotencyKey(key: string): string {
  if (key.length === 0 || key.length > 255) {
    throw new AppError('VALIDATION_FAILED', 'Idempotency-Key must be 1–255 characters', {
      issues: [{ path: 'Idempotency-Key', message: 'must be 1–255 characters' }],
    });
  }
  return key;
}

export async function runIdempotent<T>(
  db: Db,
  scope: {
    organizationId: string;
    key: string;
    operation: string;
    input: unknown;
    /** Who sends the request ("api_key:<id>", "user:<id>"): part of what must match for a replay. */
    caller: string;
  },
  run: () => Promise<{ status: number; body: T; sealed?: boolean }>,
  lease: LeaseOptions = DEFAULT_LEASE,
  sealing?: ReplaySeal,
): Promise<{ status: number; body: T; replayed: boolean; text: string }> {
  const requestHash = createHash('sha256')
    .update(`${scope.caller}\n${scope.operation}\n${canonical(scope.input)}`)
    .digest('hex');
  const keyMatch = and(eq(idempotencyKeys.organizationId, scope.organizationId), eq(idempotencyKeys.key, scope.key));

  // Expired records and abandoned claims make way for a fresh claim.
  await db.delete(idempotencyKeys).where(
    and(
      keyMatch,
      or(
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${RETENTION_HOURS})`),
        and(
          eq(idempotencyKeys.state, 'in_progress'),
          // Claims made before leases existed count as leased for a minute from their creation.
          sql`coalesce(${idempotencyKeys.leaseUntil}, ${idempotencyKeys.createdAt} + interval '60 seconds') < now()`,
        ),
      ),
    ),
  );
  const leaseUntil = sql`now() + make_interval(secs => ${lease.leaseSeconds})`;
  const claimId = randomUUID();
  const claimed = await db
    .insert(idempotencyKeys)
    .values({
      organizationId: scope.organizationId,
      key: scope.key,
      requestHash,
      state: 'in_progress',
      leaseUntil,
      claimId,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const [existing] = await db.select().from(idempotencyKeys).where(keyMatch).limit(1);
    if (!existing) throw new AppError('CONFLICT', 'Idempotency-Key was just released; retry the request');
    if (existing.requestHash !== requestHash) {
      throw new AppError(
        'IDEMPOTENCY_CONFLICT',
        'This Idempotency-Key was already used for a different request (another body, operation or credential)',
      );
    }
    if (existing.state !== 'completed') {
      throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still in progress; retry shortly');
    }
    const stored = existing.responseText ?? JSON.stringify(existing.responseBody);
    if (stored.startsWith(SEALED) && !sealing) throw new AppError('INTERNAL', 'Internal error');
    const text = stored.startsWith(SEALED) ? sealing!.open(stored.slice(SEALED.length)) : stored;
    return { status: existing.responseStatus ?? 200, body: JSON.parse(text) as T, replayed: true, text };
  }

  // The claim is ours for as long as the request runs, however long that is. Every write below names the claim: had
  // it lapsed and been taken over (a stalled process), this request must not complete or release the new one.
  const ours = and(keyMatch, eq(idempotencyKeys.claimId, claimId));
  const renewal = setInterval(() => {
    db.update(idempotencyKeys)
      .set({ leaseUntil })
      .where(and(ours, eq(idempotencyKeys.state, 'in_progress')))
      .catch(() => {
        /* the next renewal tries again; a lost claim shows as a conflict to the other request */
      });
  }, lease.renewEveryMs);
  renewal.unref();
  try {
    const { sealed, ...result } = await run();
    clearInterval(renewal);
    // The bytes the REST adapter sends: the library serializes the procedure's output with JSON.stringify too.
    const text = JSON.stringify(result.body);
    if (sealed && !sealing) throw new AppError('INTERNAL', 'Internal error');
    await db
      .update(idempotencyKeys)
      .set({
        state: 'completed',
        responseStatus: result.status,
        responseBody: sealed ? null : (result.body as never),
        responseText: sealed ? `${SEALED}${sealing!.seal(text)}` : text,
        leaseUntil: null,
      })
      .where(ours);
    return { ...result, replayed: false, text };
  } catch (err) {
    clearInterval(renewal);
    // A failed request creates nothing, so the same key may be retried.
    await db.delete(idempotencyKeys).where(ours);
    throw err;
  }
}

export async function pruneIdempotencyKeys(db: Db): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${RETENTION_HOURS})`))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
