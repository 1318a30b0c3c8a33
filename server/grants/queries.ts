// Reading the catalog for one organization: discovery list (best match first) and grant detail.
import { and, asc, count, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '~/db';
import { grantMatches, grants, missions, pursuits } from '~/db/schema';
import { notFound } from '../errors';
import { grantSummaryColumns, toGrantDetail, toGrantSummary, type GrantSummaryRow } from './dto';
import { grantStatusIn, todayUtc, type GrantStatus } from './status';

export const GRANT_SORTS = ['score', 'closeDate', 'postedDate', 'awardCeiling'] as const;
export type GrantSort = (typeof GRANT_SORTS)[number];

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
}

const OPEN_PURSUIT = sql`('active', 'on_hold', 'won')`;

/** Public catalog grants plus the organization's private ones. */
const visibleTo = (organizationId: string) =>
  or(isNull(grants.ownerOrganizationId), eq(grants.ownerOrganizationId, organizationId))!;

async function hasActiveMission(db: Db, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: missions.id })
    .from(missions)
    .where(and(eq(missions.organizationId, organizationId), eq(missions.active, true)))
    .limit(1);
  return Boolean(row);
}

export async function listGrants(db: Db, query: ListGrantsQuery) {
  const today = todayUtc();
  const matched = await hasActiveMission(db, query.organizationId);
  const filters: (SQL | undefined)[] = [
    visibleTo(query.organizationId),
    grantStatusIn(query.status ?? ['posted', 'forecasted'], today),
    query.q ? sql`${grants.searchVector} @@ websearch_to_tsquery('english', ${query.q})` : undefined,
    query.closesAfter ? gte(grants.closeDate, query.closesAfter) : undefined,
    query.closesBefore ? lte(grants.closeDate, query.closesBefore) : undefined,
    query.agency
      ? or(eq(grants.agencyCode, query.agency), ilike(grants.agency, `%${query.agency.replace(/[\\%_]/g, '\\$&')}%`))
      : undefined,
  ];

  // Best active-mission match per grant (only grants that match at all, when the organization has missions).
  const best = db
    .selectDistinctOn([grantMatches.grantId], {
      grantId: grantMatches.grantId,
      score: grantMatches.score,
      missionId: grantMatches.missionId,
      missionName: missions.name,
    })
    .from(grantMatches)
    .innerJoin(missions, and(eq(missions.id, grantMatches.missionId), eq(missions.active, true)))
    .where(
      and(
        eq(grantMatches.organizationId, query.organizationId),
        query.missionId ? eq(grantMatches.missionId, query.missionId) : undefined,
        query.minScore ? gte(grantMatches.score, query.minScore) : undefined,
      ),
    )
    .orderBy(grantMatches.grantId, desc(grantMatches.score), asc(grantMatches.missionId))
    .as('best');

  const useMatches = matched || Boolean(query.missionId);
  const sort = query.sort ?? (useMatches ? 'score' : 'closeDate');
  const order: SQL[] = {
    score: useMatches
      ? [sql`${best.score} desc`, sql`${grants.closeDate} asc nulls last`]
      : [sql`${grants.closeDate} asc nulls last`],
    closeDate: [sql`${grants.closeDate} asc nulls last`],
    postedDate: [sql`${grants.postedDate} desc nulls last`],
    awardCeiling: [sql`${grants.awardCeiling} desc nulls last`],
  }[sort];

  const where = and(...filters);
  const [page, [counted]] = await Promise.all([
    useMatches
      ? db
          .select({ grant: grantSummaryColumns, score: best.score, missionId: best.missionId, missionName: best.missionName })
          .from(grants)
          .innerJoin(best, eq(best.grantId, grants.id))
          .where(where)
          .orderBy(...order, asc(grants.id))
          .limit(query.limit)
          .offset(query.offset)
      : db
          .select({ grant: grantSummaryColumns })
          .from(grants)
          .where(where)
          .orderBy(...order, asc(grants.id))
          .limit(query.limit)
          .offset(query.offset),
    useMatches
      ? db.select({ total: count() }).from(grants).innerJoin(best, eq(best.grantId, grants.id)).where(where)
      : db.select({ total: count() }).from(grants).where(where),
  ]);
  const total = counted?.total ?? 0;

  const pursuitIds = await openPursuitsByGrant(db, query.organizationId, page.map((r) => r.grant.id));
  const data = page.map((row) => {
    const r = row as { grant: GrantSummaryRow; score?: number; missionId?: string; missionName?: string };
    return {
      ...toGrantSummary(r.grant, today),
      match:
        r.score !== undefined ? { score: r.score, missionId: r.missionId!, missionName: r.missionName! } : null,
      pursuitId: pursuitIds.get(r.grant.id) ?? null,
    };
  });
  return { data, total };
}

async function openPursuitsByGrant(db: Db, organizationId: string, grantIds: string[]) {
  if (grantIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: pursuits.id, grantId: pursuits.grantId })
    .from(pursuits)
    .where(
      and(
        eq(pursuits.organizationId, organizationId),
        sql`${pursuits.grantId} in (${sql.join(grantIds.map((id) => sql`${id}::uuid`), sql`, `)})`,
        sql`${pursuits.status} in ${OPEN_PURSUIT}`,
      ),
    );
  return new Map(rows.map((r) => [r.grantId!, r.id]));
}

export async function getGrant(db: Db, organizationId: string, grantId: string) {
  const [row] = await db
    .select()
    .from(grants)
    .where(and(eq(grants.id, grantId), visibleTo(organizationId)))
    .limit(1);
  if (!row) throw notFound('Grant');
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
    .orderBy(desc(grantMatches.score), asc(grantMatches.missionId));
  const pursuitIds = await openPursuitsByGrant(db, organizationId, [grantId]);
  return { ...toGrantDetail(row, todayUtc()), matches, pursuitId: pursuitIds.get(grantId) ?? null };
}
