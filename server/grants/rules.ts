/**
 * The three rules every reader of grants shares, each written once: which grants an organization may see, what an
 * open grant is, and which match is a grant's best. The grants list (queries.ts), plan ahead, program cycles, the
 * digest (server/notifications/digest.ts), saved searches (run through the list), the summary report
 * (server/reports/summary.ts) and matching (server/matching/) build their SQL from these functions; rules.test.ts
 * pins each one. docs/matching.md describes the rules.
 *
 * Each rule takes the grant's columns, by default the `grants` table's, or a raw alias's (`grantColumnsOf('g')`) for
 * the hand-written statements. The SQL they render is the SQL the hot statements were tuned with: change its text
 * only with the benchmarks (docs/benchmarks.md) in hand.
 */
import { and, asc, desc, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '~/db';
import { grantMatches, grants, missions } from '~/db/schema';

/** A column, or an expression standing for one (an alias's column, a parameter). */
type Expr = AnyColumn | SQL;

/** The columns of a grant the rules read. */
export interface GrantColumns {
  ownerOrganizationId: Expr;
  closeDate: Expr;
  archiveDate: Expr;
}

/** The rules' columns of a grant a hand-written statement names by an alias (`from grants g`). */
export function grantColumnsOf(alias: string): GrantColumns {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new TypeError(`not an alias: ${alias}`);
  return {
    ownerOrganizationId: sql.raw(`${alias}.owner_organization_id`),
    closeDate: sql.raw(`${alias}.close_date`),
    archiveDate: sql.raw(`${alias}.archive_date`),
  };
}

// ─── 1. Which grants an organization may see ───────────────────────────────────────────────────────────────────────
// The public catalog (no owner) and its own private grants; never another organization's private grant. A sandbox is
// an organization of its own here: it sees the catalog and the private grants added in it, not its live
// organization's (nor the other way round).

/** The grant is the catalog's or the organization's own (`organizationId`: a value, or a column such as a mission's). */
export function visibleTo(
  organizationId: string | Expr,
  grant: Pick<GrantColumns, 'ownerOrganizationId'> = grants,
): SQL {
  // (typed as SQL for eq's overloads; a column still binds the value as its own type)
  const owner = grant.ownerOrganizationId as SQL;
  return or(isNull(owner), eq(owner, organizationId))!;
}

/**
 * The same rule written as a filter of rows already fetched (`coalesce(owner, org) = org`): PostgreSQL does not turn
 * it into a scan of the owner index, which matters where another index (the search vector's) picks the rows.
 */
export function visibleToAmongFetched(
  organizationId: SQL,
  grant: Pick<GrantColumns, 'ownerOrganizationId'> = grants,
): SQL {
  return sql`coalesce(${grant.ownerOrganizationId}, ${organizationId}) = ${organizationId}`;
}

/** The rule on a grant in memory. */
export const isVisibleTo = (grant: { ownerOrganizationId: string | null }, organizationId: string): boolean =>
  grant.ownerOrganizationId === null || grant.ownerOrganizationId === organizationId;

// ─── 2. What an open grant is ──────────────────────────────────────────────────────────────────────────────────────
// Open (posted or forecasted) on a day: neither its close date nor its archive date has passed; a missing date never
// passes. A date passes the day after it: a grant closing today is still open. Statuses (status.ts) derive from the
// same two tests: archived once the archive date has passed, else closed once the close date has.

/** A last day (close or archive date) has passed on `today` (YYYY-MM-DD). */
export const hasPassed = (day: string | null, today: string): boolean => !!day && day < today;

/** The grant is open on `today`. */
export const isOpenOn = (grant: { closeDate: string | null; archiveDate: string | null }, today: string): boolean =>
  !hasPassed(grant.closeDate, today) && !hasPassed(grant.archiveDate, today);

/** hasPassed in SQL (`today`: a YYYY-MM-DD value, or an expression). */
export const passedOn = (day: Expr, today: string | SQL): SQL => sql`${day} < ${today}::date`;

/** Its negation, written so that a date index serves it (`day >= today`, not `not (day < today)`). */
export const notPassedOn = (day: Expr, today: string | SQL): SQL => sql`(${day} is null or ${day} >= ${today}::date)`;

/** isOpenOn in SQL: two conditions joined by `and`, not parenthesised (the lists' text); wrap it to negate it. */
export const openOn = (today: string | SQL, grant: Omit<GrantColumns, 'ownerOrganizationId'> = grants): SQL =>
  sql`${notPassedOn(grant.closeDate, today)} and ${notPassedOn(grant.archiveDate, today)}`;

/**
 * The grant's last open day, null for a grant open for good (PostgreSQL's `least` ignores nulls). Kept on each
 * match (grant_matches.grant_open_until), so that `notPassedOn(grantMatches.grantOpenUntil, today)` is openOn read
 * off the match row.
 */
export const openUntil = (grant: Omit<GrantColumns, 'ownerOrganizationId'> = grants): SQL =>
  sql`least(${grant.closeDate}, ${grant.archiveDate})`;

/**
 * The close date as grants_open_until_id_idx orders it (a grant without one closes never). `closeKey >= today` is
 * implied by openOn; the lists add it so that the index walk starts at the first open grant.
 */
export const closeKey = sql`coalesce(${grants.closeDate}, 'infinity'::date)`;

/** `closeKey >= today`: the range of grants_open_until_id_idx that holds the open grants (and closed ones to skip). */
export const closeKeyFrom = (today: string | SQL): SQL => sql`${closeKey} >= ${today}::date`;

// ─── 3. A grant's best match ───────────────────────────────────────────────────────────────────────────────────────
// A grant's match for an organization is its best among the organization's matches through an active mission: the
// highest score, ties to the smaller mission id. A match of an inactive mission never counts.

/** grant_matches joined to missions: a match counts only through an active mission. */
export const throughActiveMission = (): SQL => and(eq(missions.id, grantMatches.missionId), eq(missions.active, true))!;

/** The order that puts a grant's best match first (`match`: a raw alias's columns; grant_matches' by default). */
export const bestFirst = (match: { score: Expr; missionId: Expr } = grantMatches): SQL[] => [
  desc(match.score),
  asc(match.missionId),
];

/** bestMatchPerGrant's query: await it, or make it a subquery with `.as(name)`. */
export type BestMatchQuery<F extends SelectedFields> = PgSelectBase<
  'grant_matches',
  F,
  'partial',
  Record<'grant_matches' | 'missions', 'not-null'>,
  false,
  'where' | 'orderBy'
>;

/**
 * Each grant's best match, one row per grant: `fields` of grant_matches and missions, among the matches `where`
 * keeps (the organization's, and any narrowing: some grants, a mission, a minimum score).
 */
export function bestMatchPerGrant<F extends SelectedFields>(
  db: DbOrTx,
  fields: F,
  where: SQL | undefined,
): BestMatchQuery<F> {
  // (drizzle's builder types do not follow a generic selection: the query is built on the concrete type, then named)
  const query = (db as Db)
    .selectDistinctOn([grantMatches.grantId], fields as SelectedFields)
    .from(grantMatches)
    .innerJoin(missions, throughActiveMission())
    .where(where)
    .orderBy(grantMatches.grantId, ...bestFirst());
  return query as unknown as BestMatchQuery<F>;
}

/**
 * The same rule as a condition on one match row (joined through an active mission): no other match of its
 * organization on its grant, through an active mission, comes before it in bestFirst's order. The lists' best-first
 * walk down the (organization, score) index keeps a row by it instead of picking each grant's best first.
 */
export const unbeatenMatch = (): SQL => sql`not exists (
        select 1 from ${grantMatches} better
        join ${missions} better_mission on better_mission.id = better.mission_id and better_mission.active
        where better.grant_id = ${grantMatches.grantId} and better.organization_id = ${grantMatches.organizationId}
          and (better.score > ${grantMatches.score} or (better.score = ${grantMatches.score} and better.mission_id < ${grantMatches.missionId})))`;
