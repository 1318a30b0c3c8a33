// Reading the catalog for one organization: discovery list (best match first) and grant detail.
import { and, asc, count, eq, gte, ilike, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import { GRANT_TAKEN_STATUSES, grantDismissals, grantMatches, grants, missions, pursuits } from '~/db/schema';
import { AppError, notFound } from '../errors';
import { grantSummaryColumns, toGrantDetail, toGrantSummary, type GrantSummaryRow } from './dto';
import { todayUtc } from '../dates';
import { grantStatusIn, OPEN_GRANT_STATUSES, type GrantStatus } from './status';
import {
  bestFirst,
  bestMatchPerGrant,
  closeKey,
  closeKeyFrom,
  notPassedOn,
  throughActiveMission,
  unbeatenMatch,
  visibleTo,
} from './rules';
import { programCycles, recurrenceOf, recurringFilter } from './cycles';
import { renderReasons } from './match-reasons';
import { grantFacets, type GrantFacet } from './facets';
import { cachedFigure, dataVersionSql } from '../data-versions';
import { builtOnce, HOT_PAGE_SIZES, preparedIf, writtenCount, writtenDay } from '../built-statements';
import {
  applicantTypeLabel,
  applicantTypeSql,
  eligibilityFilter,
  eligibilityReason,
  eligibilityStatusSql,
  grantEligibility,
  organizationApplicantType,
  type EligibilityStatus,
} from './eligibility';

export const GRANT_SORTS = ['score', 'closeDate', 'postedDate', 'awardCeiling'] as const;
export type GrantSort = (typeof GRANT_SORTS)[number];

/** Grants the organization marked "not relevant": hidden by default, shown with the rest, or alone. */
export const DISMISSED_FILTERS = ['exclude', 'include', 'only'] as const;
export type DismissedFilter = (typeof DISMISSED_FILTERS)[number];

/**
 * Which grants the list holds once the organization has an active mission: those it matches (the default), or the
 * whole catalog it can see, each still with its best match or none (docs/matching.md#scope).
 */
export const GRANT_SCOPES = ['matched', 'all'] as const;
export type GrantScope = (typeof GRANT_SCOPES)[number];

/** missionId and minScore select matches: with scope=all they would mean nothing, so they are refused. */
export function checkScope(query: Pick<ListGrantsQuery, 'scope' | 'missionId' | 'minScore'>, path = ''): void {
  if (query.scope !== 'all') return;
  const param = query.missionId !== undefined ? 'missionId' : query.minScore !== undefined ? 'minScore' : null;
  if (!param) return;
  const message = `${param} selects matched grants: use it with scope=matched, not scope=all`;
  throw new AppError('VALIDATION_FAILED', message, { issues: [{ path: `${path}${param}`, message }] });
}

export interface ListGrantsQuery {
  organizationId: string;
  limit: number;
  offset: number;
  q?: string;
  missionId?: string;
  minScore?: number;
  status?: GrantStatus[];
  closesAfter?: string;
  closesBefore?: string;
  agency?: string;
  sort?: GrantSort;
  dismissed?: DismissedFilter;
  /** Only grants whose program has (true) or has not (false) another cycle the organization can see. */
  recurring?: boolean;
  /** Default matched; `all` cannot be combined with missionId or minScore (they select matches). */
  scope?: GrantScope;
  /**
   * true: grants the organization's applicant type is not excluded from (eligible or unknown); false: only those it
   * is (docs/matching.md#eligibility). Needs the organization's applicant type.
   */
  eligible?: boolean;
}

/**
 * The eligible filter reads the organization's applicant type: without one it would mean nothing, so a client's
 * request is refused; a saved search run by the digest (`window`) reads every grant as unknown instead.
 */
export function checkEligibleFilter(
  query: Pick<ListGrantsQuery, 'eligible'>,
  applicantType: string | null,
  prefix = '',
): void {
  if (query.eligible === undefined || applicantType !== null) return;
  const message =
    'the organization has no applicant type: set it in Settings → Organization (applicantType of PATCH /api/v1/organization/profile) to filter on eligibility';
  throw new AppError('VALIDATION_FAILED', message, { issues: [{ path: `${prefix}eligible`, message }] });
}

/** What the digest asks besides the filters (never a client's): grants added or changed in a window. */
export interface ListGrantsWindow {
  changedAfter: Date;
  changedUntil: Date;
}

/** A grant the organization can see (the catalog's or its own private one), or null: the one check of it. */
export async function visibleGrant(
  db: DbOrTx,
  organizationId: string,
  grantId: string,
): Promise<{ id: string; title: string } | null> {
  const [grant] = await db
    .select({ id: grants.id, title: grants.title })
    .from(grants)
    .where(and(eq(grants.id, grantId), visibleTo(organizationId)));
  return grant ?? null;
}

/**
 * Whether the organization has an active mission (its list is then best match first), and its data version. Like
 * every statement of the list, built once and sent named (server/built-statements.ts).
 */
async function listContext(
  db: Db,
  organizationId: string,
): Promise<{ matched: boolean; version: string | null; applicantType: string | null }> {
  const [row] = await builtOnce(db, `grants.context:${organizationId}`, () =>
    contextStatement(db, organizationId),
  ).execute();
  return {
    matched: Boolean(row?.matched),
    version: row?.version ?? null,
    applicantType: row?.applicantType ?? null,
  };
}

function contextStatement(db: Db, organizationId: string) {
  return db
    .select({
      matched: sql<boolean>`exists (select 1 from ${missions} where ${and(eq(missions.organizationId, organizationId), eq(missions.active, true))})`,
      version: dataVersionSql(organizationId),
      applicantType: applicantTypeSql(organizationId),
    })
    .from(sql`(values (1)) as one`)
    .prepare('grants_list_context');
}

const dismissedBy = (organizationId: string, grantId: AnyColumn) =>
  sql`exists (select 1 from ${grantDismissals} where ${grantDismissals.organizationId} = ${organizationId} and ${grantDismissals.grantId} = ${grantId})`;

/** What the list returns besides its page: the facets of its filtered set. */
export interface ListGrantsExtras {
  facets?: readonly GrantFacet[];
}

export async function listGrants(
  db: Db,
  query: ListGrantsQuery,
  window?: ListGrantsWindow,
  extras: ListGrantsExtras = {},
) {
  checkScope(query);
  const today = todayUtc();
  const { matched, version, applicantType } = await listContext(db, query.organizationId);
  if (!window) checkEligibleFilter(query, applicantType);
  // A code the profile refused never reaches here; an unknown one reads as no type.
  const applicant = applicantTypeLabel(applicantType);
  // The default list's first page (any order, the usual page sizes): built once per (query, day, matched) and
  // database handle, and sent as a named statement with the day and the page written in (built-statements.ts), so
  // that PostgreSQL plans it once per connection. Other pages, filtered lists and the digest's window are built each
  // time and sent unprepared: a caller varying them must not make every connection keep one statement per variant.
  const hot = !window && isDefaultShape(query) && query.offset === 0 && HOT_PAGE_SIZES.has(query.limit);
  const statements = hot
    ? builtOnce(db, JSON.stringify(['grants.list', query, today, matched, applicant]), () =>
        listStatements(db, query, today, matched, applicant, undefined, true),
      )
    : listStatements(db, query, today, matched, applicant, window, false);
  // The total and the facets count the whole filtered set: once per data version (server/data-versions.ts). The
  // key holds what the set depends on: not the page, nor its order (the applicant type is no data version's).
  const params = { ...query, limit: 0, offset: 0, sort: undefined, applicant };
  const figure = <T>(kind: string, compute: () => Promise<T>, large = false) =>
    cachedFigure(
      { kind, organizationId: query.organizationId, version: window ? null : version, today, params, large },
      compute,
    );
  const [page, total, facets] = await Promise.all([
    statements.page.execute(),
    figure('grants.total', statements.total),
    extras.facets?.length
      ? figure(
          `grants.facets:${extras.facets.join(',')}`,
          () => grantFacets(db, statements.filtered, extras.facets!, today),
          true,
        )
      : undefined,
  ]);
  return { data: page.map((r) => toListItem(r, today, applicant)), total, facets };
}

interface ListStatements {
  page: { execute(): Promise<ListRow[]> };
  total: () => Promise<number>;
  /** `select id from grants … where <the list's filters>`, for the facets. */
  filtered: SQL;
}

/** The dashboard's and the API's default list: no filter but the page and the order. */
function isDefaultShape(q: ListGrantsQuery): boolean {
  return (
    q.q === undefined &&
    q.missionId === undefined &&
    !q.minScore &&
    q.status === undefined &&
    q.closesAfter === undefined &&
    q.closesBefore === undefined &&
    q.agency === undefined &&
    (q.dismissed ?? 'exclude') === 'exclude' &&
    q.recurring === undefined &&
    q.eligible === undefined &&
    (q.scope ?? 'matched') === 'matched'
  );
}

function listStatements(
  db: Db,
  query: ListGrantsQuery,
  todayIso: string,
  matched: boolean,
  applicant: string | null,
  window: ListGrantsWindow | undefined,
  prepared: boolean,
): ListStatements {
  // A kept statement has the day and the page written in (built-statements.ts); other statements send them.
  const today = prepared ? writtenDay(todayIso) : todayIso;
  const limit = prepared ? writtenCount(query.limit) : query.limit;
  const offset = prepared ? writtenCount(query.offset) : query.offset;
  const dismissed = query.dismissed ?? 'exclude';
  const statuses = query.status ?? OPEN_GRANT_STATUSES;
  const openStatusesOnly = statuses.every((st) => st === 'posted' || st === 'forecasted');
  const grantFilters: (SQL | undefined)[] = [
    query.q ? sql`${grants.searchVector} @@ websearch_to_tsquery('english', ${query.q})` : undefined,
    query.closesAfter ? gte(grants.closeDate, query.closesAfter) : undefined,
    query.closesBefore ? lte(grants.closeDate, query.closesBefore) : undefined,
    query.agency
      ? or(eq(grants.agencyCode, query.agency), ilike(grants.agency, `%${query.agency.replace(/[\\%_]/g, '\\$&')}%`))
      : undefined,
    dismissed === 'only' ? dismissedBy(query.organizationId, grants.id) : undefined,
    query.recurring !== undefined ? recurringFilter(query.organizationId, query.recurring) : undefined,
    query.eligible !== undefined ? eligibleWhere(applicant, query.eligible) : undefined,
    window
      ? sql`${grants.updatedAt} > ${window.changedAfter.toISOString()}::timestamptz and ${grants.updatedAt} <= ${window.changedUntil.toISOString()}::timestamptz`
      : undefined,
  ];
  // Hiding the dismissed is the default view: not a "filter" that would turn the fast paths below off.
  const notDismissed = (grantId: AnyColumn) =>
    dismissed === 'exclude' ? sql`not ${dismissedBy(query.organizationId, grantId)}` : undefined;
  const grantWhere = and(
    visibleTo(query.organizationId),
    grantStatusIn(statuses, today),
    // Implied by the open statuses; the range of grants_open_until_id_idx, so the walk starts at the first open grant.
    openStatusesOnly ? closeKeyFrom(today) : undefined,
    ...grantFilters,
  );
  // The catalog list hides the dismissed here; the matched lists on the match rows (matchFilter), once: a second
  // anti-join on the same grant cost the matched list a third of its planning time.
  const where = and(grantWhere, notDismissed(grants.id));

  const useMatches = matched || Boolean(query.missionId);
  const sort = query.sort ?? (useMatches ? 'score' : 'closeDate');
  const order: SQL[] = {
    score: useMatches
      ? [sql`${grantMatches.score} desc`, sql`${grants.closeDate} asc nulls last`]
      : [sql`${closeKey} asc`],
    closeDate: [sql`${closeKey} asc`],
    postedDate: [sql`${grants.postedDate} desc nulls last`],
    awardCeiling: [sql`${grants.awardCeiling} desc nulls last`],
  }[sort];

  const totalOf = (counting: PromiseLike<{ total: number }[]>) => async () => (await counting)[0]?.total ?? 0;

  if (useMatches && query.scope === 'all')
    return wholeCatalogStatements(db, query, applicant, where, today, openStatusesOnly, sort);

  if (!useMatches) {
    return {
      page: preparedIf(
        prepared,
        db
          .select({ ...grantSummaryColumns, ...rowExtras(query.organizationId, applicant) })
          .from(grants)
          .where(where)
          .orderBy(...order, asc(grants.id))
          .limit(limit)
          .offset(offset),
        'grants_list_page',
      ),
      total: totalOf(db.select({ total: count() }).from(grants).where(where)),
      filtered: sql`select ${grants.id} from ${grants} where ${where}`,
    };
  }

  // The organization's matches with its active missions (a mission's, with missionId; at least minScore).
  const matchFilter = and(
    eq(grantMatches.organizationId, query.organizationId),
    query.missionId ? eq(grantMatches.missionId, query.missionId) : undefined,
    query.minScore ? gte(grantMatches.score, query.minScore) : undefined,
    // Implied by the grant's status, but read off the match row: skips closed grants before reading them.
    openStatusesOnly ? notPassedOn(grantMatches.grantOpenUntil, today) : undefined,
    notDismissed(grantMatches.grantId),
  );
  const activeMission = throughActiveMission();
  const noGrantFilters = grantFilters.every((f) => f === undefined);

  // Best first with no other filter than open statuses (the dashboard's and the API's default): walk the
  // organization's matches down the (organization, score) index and keep a match when no other match of the
  // organization beats it on the same grant (higher score, then the smaller mission id): the first page reads a few
  // dozen rows, not every matched grant. Otherwise (other sorts, selective filters) each grant's best match is
  // picked first and the grants are filtered and sorted.
  const walk = sort === 'score' && noGrantFilters && openStatusesOnly;
  const unbeaten = query.missionId ? undefined : unbeatenMatch(); // with missionId, one match per grant
  const best = bestMatchPerGrant(
    db,
    {
      grantId: grantMatches.grantId,
      score: grantMatches.score,
      missionId: grantMatches.missionId,
      missionName: missions.name,
    },
    matchFilter,
  ).as('best');
  const orderBest: SQL[] =
    sort === 'score' ? [sql`${best.score} desc`, sql`${grants.closeDate} asc nulls last`] : order;

  // The count needs neither the grants nor the best match when the only grant filter is the default status:
  // matches exist only for grants the organization can see, and the grant's dates are on the match rows.
  const countOnMatches = OPEN_GRANT_STATUSES.every((st) => statuses.includes(st)) && openStatusesOnly && noGrantFilters;

  return {
    page: walk
      ? preparedIf(
          prepared,
          db
            .select({
              ...grantSummaryColumns,
              ...rowExtras(query.organizationId, applicant),
              score: grantMatches.score,
              missionId: grantMatches.missionId,
              missionName: missions.name,
            })
            .from(grantMatches)
            .innerJoin(missions, activeMission)
            .innerJoin(grants, eq(grants.id, grantMatches.grantId))
            .where(and(matchFilter, unbeaten, grantWhere))
            .orderBy(...order, asc(grants.id))
            .limit(limit)
            .offset(offset),
          'grants_list_walk',
        )
      : preparedIf(
          prepared,
          db
            .select({
              ...grantSummaryColumns,
              ...rowExtras(query.organizationId, applicant),
              score: best.score,
              missionId: best.missionId,
              missionName: best.missionName,
            })
            .from(grants)
            .innerJoin(best, eq(best.grantId, grants.id))
            .where(grantWhere)
            .orderBy(...orderBest, asc(grants.id))
            .limit(limit)
            .offset(offset),
          'grants_list_best',
        ),
    total: totalOf(
      countOnMatches
        ? db
            .select({ total: sql<number>`count(distinct ${grantMatches.grantId})::int` })
            .from(grantMatches)
            .innerJoin(missions, activeMission)
            .where(matchFilter)
        : db.select({ total: count() }).from(grants).innerJoin(best, eq(best.grantId, grants.id)).where(grantWhere),
    ),
    filtered: sql`select ${grants.id} from ${grants} inner join ${best} on ${best.grantId} = ${grants.id} where ${grantWhere}`,
  };
}

/**
 * The whole catalog the organization can see (scope=all) while it has missions: every grant the filters keep, each
 * with its best match or none. Best match first (the unmatched after, soonest close first), or the asked order.
 * Not a hot path: built each time, sent unprepared.
 */
function wholeCatalogStatements(
  db: Db,
  query: ListGrantsQuery,
  applicant: string | null,
  where: SQL | undefined,
  today: string | SQL,
  openStatusesOnly: boolean,
  sort: GrantSort,
): ListStatements {
  const best = bestMatchPerGrant(
    db,
    {
      grantId: grantMatches.grantId,
      score: grantMatches.score,
      missionId: grantMatches.missionId,
      missionName: missions.name,
    },
    and(
      eq(grantMatches.organizationId, query.organizationId),
      openStatusesOnly ? notPassedOn(grantMatches.grantOpenUntil, today) : undefined,
    ),
  ).as('best');
  const order: SQL[] = {
    score: [sql`${best.score} desc nulls last`, sql`${grants.closeDate} asc nulls last`],
    closeDate: [sql`${closeKey} asc`],
    postedDate: [sql`${grants.postedDate} desc nulls last`],
    awardCeiling: [sql`${grants.awardCeiling} desc nulls last`],
  }[sort];
  return {
    page: db
      .select({
        ...grantSummaryColumns,
        ...rowExtras(query.organizationId, applicant),
        score: best.score,
        missionId: best.missionId,
        missionName: best.missionName,
      })
      .from(grants)
      .leftJoin(best, eq(best.grantId, grants.id))
      .where(where)
      .orderBy(...order, asc(grants.id))
      .limit(query.limit)
      .offset(query.offset),
    total: async () => (await db.select({ total: count() }).from(grants).where(where))[0]?.total ?? 0,
    filtered: sql`select ${grants.id} from ${grants} where ${where}`,
  };
}

/**
 * The statuses of the partial index pursuits_open_grant_key written into the statement, not sent as parameters: the
 * index is then usable by the generic plan PostgreSQL may keep for a prepared statement, which otherwise scans every
 * pursuit for each row (docs/benchmarks-history.md, "Run of 2026-11-26 22:40").
 */
const TAKEN_STATUSES = sql
  .join(
    GRANT_TAKEN_STATUSES.map((st) => sql`${st}`),
    sql`, `,
  )
  .inlineParams();

/**
 * What a list row carries besides the grant, read in the page's own statement: the organization's open pursuit of
 * the grant, and whether the program has another cycle the organization can see.
 */
const rowExtras = (organizationId: string, applicant: string | null) => ({
  pursuitId: sql<
    string | null
  >`(select p.id from ${pursuits} p where p.organization_id = ${organizationId} and p.grant_id = ${grants.id}
    and p.status in (${TAKEN_STATUSES}) limit 1)`,
  recurring: sql<boolean>`${recurringFilter(organizationId, true)}`,
  eligibility: eligibilityStatusSql(applicant, grants.eligibleApplicantTypes),
});

/**
 * The list's eligible filter. Without an applicant type (only the digest's saved searches get here) every grant is
 * unknown: true keeps them all, false none.
 */
function eligibleWhere(applicant: string | null, eligible: boolean): SQL {
  if (applicant === null) return eligible ? sql`true` : sql`false`;
  return eligibilityFilter(applicant, eligible, grants.eligibleApplicantTypes);
}

/**
 * The summary's columns and the extras side by side, not nested under a key: drizzle maps each column of each row
 * through its path, and a nested path allocates more (27 KB more per page of 20, docs/benchmarks-history.md).
 */
type ListRow = GrantSummaryRow & {
  pursuitId: string | null;
  recurring: boolean;
  eligibility: EligibilityStatus;
  /** Absent from the catalog list without missions; null in the whole catalog (scope=all) for an unmatched grant. */
  score?: number | null;
  missionId?: string | null;
  missionName?: string | null;
};

function toListItem(r: ListRow, today: string, applicant: string | null) {
  // Added to the summary rather than spread into a copy: the list maps every row of every page.
  return Object.assign(toGrantSummary(r, today), {
    match: r.score != null ? { score: r.score, missionId: r.missionId!, missionName: r.missionName! } : null,
    pursuitId: r.pursuitId,
    recurring: r.recurring,
    eligibility: grantEligibility(r.eligibility, applicant, r.eligibleApplicantTypes),
  });
}

async function openPursuitsByGrant(db: Db, organizationId: string, grantIds: string[]) {
  if (grantIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: pursuits.id, grantId: pursuits.grantId })
    .from(pursuits)
    .where(
      and(
        eq(pursuits.organizationId, organizationId),
        sql`${pursuits.grantId} in (${sql.join(
          grantIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
        inArray(pursuits.status, [...GRANT_TAKEN_STATUSES]),
      ),
    );
  return new Map(rows.map((r) => [r.grantId!, r.id]));
}

export async function getGrant(db: Db, organizationId: string, grantId: string) {
  const applicant = applicantTypeLabel(await organizationApplicantType(db, organizationId));
  const [found] = await db
    .select({ grant: grants, eligibility: eligibilityStatusSql(applicant, grants.eligibleApplicantTypes) })
    .from(grants)
    .where(and(eq(grants.id, grantId), visibleTo(organizationId)))
    .limit(1);
  if (!found) throw notFound('Grant');
  const row = found.grant;
  const eligibility = grantEligibility(found.eligibility, applicant, row.eligibleApplicantTypes);
  const matches = await db
    .select({
      missionId: grantMatches.missionId,
      missionName: missions.name,
      score: grantMatches.score,
      reasons: grantMatches.reasons,
    })
    .from(grantMatches)
    .innerJoin(missions, eq(missions.id, grantMatches.missionId))
    .where(and(eq(grantMatches.organizationId, organizationId), eq(grantMatches.grantId, grantId)))
    .orderBy(...bestFirst());
  const today = todayUtc();
  const [pursuitIds, cycles] = await Promise.all([
    openPursuitsByGrant(db, organizationId, [grantId]),
    programCycles(db, organizationId, row, today),
  ]);
  // With an applicant type, each match explains the organization's eligibility too (0 points: the score is unchanged).
  const reason =
    applicant === null ? null : eligibilityReason(eligibility.status, applicant, row.eligibleApplicantTypes);
  return {
    ...toGrantDetail(row, today),
    eligibility,
    matches: matches.map((m) => {
      const reasons = renderReasons(m.reasons);
      return { ...m, reasons: reason ? [...reasons, reason] : reasons };
    }),
    pursuitId: pursuitIds.get(grantId) ?? null,
    cycles,
    recurrence: recurrenceOf([row, ...cycles], today),
  };
}
