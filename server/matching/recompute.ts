// Incremental recomputation of stored matches: one mission against the catalog, or some grants against every mission.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { grantMatches, missions } from '~/db/schema';
import { todayUtc } from '../dates';
import { grantColumnsOf, visibleTo, visibleToAmongFetched } from '../grants/rules';
import { compiledQueries } from './compile-missions';
import { recordGrantFound } from './grant-found';
import { queryRows, uuidArray } from '../db-rows';
import { scoreMatchesStatement, type Discovery, type MatchScope } from './score-matches';

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

const NOTHING: RecomputeResult = { matches: 0, discoveries: 0 };

const PLANNER_SETTINGS = { enable_nestloop: 'off', enable_mergejoin: 'off', jit: 'off', work_mem: '32MB' } as const;

/**
 * Runs the statement with hash joins only and without JIT, restoring the settings afterwards: CTE row estimates are
 * rough, a misplaced nested loop is quadratic, and the (then inflated) cost estimate would trigger seconds of JIT.
 * work_mem is raised so that its sorts and hashes (tens of thousands of rows per batch) stay in memory.
 */
async function withPlannerSettings<T>(db: DbOrTx, run: () => Promise<T>): Promise<T> {
  const names = Object.keys(PLANNER_SETTINGS) as (keyof typeof PLANNER_SETTINGS)[];
  const [saved] = await queryRows<Record<string, string>>(
    db,
    sql`select ${sql.join(
      names.map(
        (n) => sql`current_setting(${n}) as ${sql.identifier(n)}, set_config(${n}, ${PLANNER_SETTINGS[n]}, true)`,
      ),
      sql`, `,
    )}`,
  );
  const result = await run(); // on failure the caller's (sub)transaction rolls back, and the settings with it
  await db.execute(
    sql`select ${sql.join(
      names.map((n) => sql`set_config(${n}, ${saved?.[n] ?? 'on'}, true)`),
      sql`, `,
    )}`,
  );
  return result;
}

async function scoreAndDiscover(db: DbOrTx, scope: MatchScope): Promise<RecomputeResult> {
  const [row] = await withPlannerSettings(db, () =>
    queryRows<{ written: number; discoveries: Discovery[] }>(db, scoreMatchesStatement(scope)),
  );
  const discoveries = row?.discoveries ?? [];
  await recordGrantFound(db, discoveries, scope.today);
  return { matches: Number(row?.written ?? 0), discoveries: discoveries.length };
}

/**
 * Recomputes one mission's matches against every grant its organization can see (closed ones too): removes its stored matches
 * (all of them when the mission is inactive or gone), writes the current ones and records new grant.found events.
 */
export async function recomputeMissionMatches(
  db: DbOrTx,
  missionId: string,
  opts: RecomputeOptions = {},
): Promise<RecomputeResult> {
  const today = opts.today ?? todayUtc();
  return db.transaction(async (tx) => {
    await tx.delete(grantMatches).where(eq(grantMatches.missionId, missionId));
    const [mission] = await tx
      .select({ organizationId: missions.organizationId, active: missions.active, categories: missions.categories })
      .from(missions)
      .where(eq(missions.id, missionId));
    if (!mission?.active) return NOTHING;
    const queries = await compiledQueries(tx, sql`m.id = ${missionId}::uuid`);
    const textQuery = queries
      .filter((q) => q.strong)
      .map((q) => `(${q.qText})`)
      .join(' | ');
    if (!textQuery && mission.categories.length === 0) return NOTHING;
    // The GIN index picks the candidates: grants containing any keyword (or sharing a category when there is no text).
    const candidates = textQuery
      ? sql`g.search_vector @@ ${textQuery}::tsquery`
      : sql`g.categories && (select categories from missions where id = ${missionId}::uuid)`;
    // (coalesce: a filter on the fetched rows, not a scan of the owner index)
    const visible = visibleToAmongFetched(sql`${mission.organizationId}::uuid`, grantColumnsOf('g'));
    return scoreAndDiscover(tx, {
      missions: sql`m.id = ${missionId}::uuid`,
      grants: sql`${candidates} and ${visible}`,
      queries,
      hits: 'direct',
      today,
    });
  });
}

/**
 * Recomputes the given grants against every active mission of every organization that can see them (all
 * organizations for a public grant, the owner for a private one), whatever their status; only open ones can be
 * discoveries (grant.found). Call it in the transaction that wrote the grants.
 */
export async function recomputeGrantMatches(
  db: DbOrTx,
  grantIds: readonly string[],
  opts: RecomputeOptions = {},
): Promise<RecomputeResult> {
  const ids = [...new Set(grantIds)];
  if (ids.length === 0) return NOTHING;
  const today = opts.today ?? todayUtc();
  return db.transaction(async (tx) => {
    await deleteExistingGrantMatches(tx, ids);
    const visible = sql`exists (select 1 from grants g where g.id = any(${uuidArray(ids)})
      and ${visibleTo(sql`m.organization_id`, grantColumnsOf('g'))})`;
    return scoreAndDiscover(tx, {
      missions: visible,
      grants: sql`g.id = any(${uuidArray(ids)})`,
      queries: await compiledQueries(tx, visible),
      hits: 'lexemes',
      today,
    });
  });
}

/**
 * Matches of grants that existed before this transaction are deleted: they are rescored next, whatever their status.
 * Grants created in this transaction (a fresh import batch) cannot have rows from an earlier transaction and are
 * skipped (a rerun in the same transaction overwrites: the write is an upsert).
 */
async function deleteExistingGrantMatches(tx: DbOrTx, ids: string[]): Promise<void> {
  await tx.execute(sql`
    delete from grant_matches gm using grants g
    where g.id = any(${uuidArray(ids)}) and g.created_at < now() and gm.grant_id = g.id`);
}
