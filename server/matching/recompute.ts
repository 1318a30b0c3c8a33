// Incremental recomputation of stored matches: one mission against the catalog, or some grants against every mission.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { grantMatches } from '~/db/schema';
import { todayUtc } from '../grants/status';
import { recordGrantFound } from './grant-found';
import { missionTextQueryStatement, scoreMatchesStatement, type Discovery, type MatchScope } from './score-matches';

export interface RecomputeOptions {
  /** YYYY-MM-DD used for grant status and the deadline rule; defaults to today (UTC). */
  today?: string;
}

export interface RecomputeResult {
  /** Matches written (score at or above the storage floor). */
  matches: number;
  /** grant.found events recorded. */
  discoveries: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid[] literal as a single parameter (one parameter however many ids). */
function uuidArray(ids: readonly string[]): SQL {
  for (const id of ids) if (!UUID.test(id)) throw new TypeError(`not a uuid: ${id}`);
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/** Rows of a raw query: postgres.js returns an array, PGlite an object with `rows`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function scoreAndDiscover(db: DbOrTx, scope: MatchScope): Promise<RecomputeResult> {
  const [row] = await queryRows<{ written: number; discoveries: Discovery[] }>(db, scoreMatchesStatement(scope));
  const discoveries = row?.discoveries ?? [];
  await recordGrantFound(db, discoveries, scope.today);
  return { matches: Number(row?.written ?? 0), discoveries: discoveries.length };
}

/**
 * Recomputes one mission's matches against every open grant its organization can see: removes its stored matches
 * (all of them when the mission is inactive or gone), writes the current ones and records new grant.found events.
 */
export async function recomputeMissionMatches(db: DbOrTx, missionId: string, opts: RecomputeOptions = {}): Promise<RecomputeResult> {
  const today = opts.today ?? todayUtc();
  return db.transaction(async (tx) => {
    await tx.delete(grantMatches).where(eq(grantMatches.missionId, missionId));
    const [compiled] = await queryRows<{ text_query: string | null; categories: string[] | null; organization_id: string | null }>(
      tx,
      missionTextQueryStatement(missionId),
    );
    if (!compiled?.organization_id) return { matches: 0, discoveries: 0 };
    const visible = sql`(g.owner_organization_id is null or g.owner_organization_id = ${compiled.organization_id}::uuid)`;
    let candidates: SQL;
    if (compiled.text_query) candidates = sql`g.search_vector @@ ${compiled.text_query}::tsquery`;
    else if (compiled.categories?.length) candidates = sql`g.categories && (select categories from missions where id = ${missionId}::uuid)`;
    else return { matches: 0, discoveries: 0 };
    return scoreAndDiscover(tx, {
      missions: sql`m.id = ${missionId}::uuid`,
      grants: sql`${candidates} and ${visible}`,
      hits: 'direct',
      today,
    });
  });
}

/**
 * Recomputes the given grants against every active mission of every organization that can see them (all
 * organizations for a public grant, the owner for a private one). Call it in the transaction that wrote the grants.
 */
export async function recomputeGrantMatches(db: DbOrTx, grantIds: readonly string[], opts: RecomputeOptions = {}): Promise<RecomputeResult> {
  const ids = [...new Set(grantIds)];
  if (ids.length === 0) return { matches: 0, discoveries: 0 };
  const today = opts.today ?? todayUtc();
  return db.transaction(async (tx) => {
    await deleteStaleGrantMatches(tx, ids);
    return scoreAndDiscover(tx, {
      missions: sql`exists (select 1 from scope_grants g where g.owner_organization_id is null or g.owner_organization_id = m.organization_id)`,
      grants: sql`g.id = any(${uuidArray(ids)})`,
      hits: 'lexemes',
      today,
    });
  });
}

/**
 * Deletes the stored matches of grants that existed before this transaction. grant_matches has no index leading
 * with grant_id, so this scans; grants created in this transaction (a fresh import batch) cannot have stale rows
 * from an earlier transaction and are skipped, and a rerun in the same transaction overwrites (upsert).
 */
async function deleteStaleGrantMatches(tx: DbOrTx, ids: string[]): Promise<void> {
  const existing = await queryRows<{ id: string }>(
    tx,
    sql`select id from grants where id = any(${uuidArray(ids)}) and created_at < now()`,
  );
  if (existing.length === 0) return;
  await tx.execute(sql`delete from grant_matches where grant_id = any(${uuidArray(existing.map((r) => r.id))})`);
}
