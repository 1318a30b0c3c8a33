// The summary report (docs/reports.md): every figure is a SQL aggregate; no pursuit, project or task rows are loaded.
//
// What the period means (documented in docs/reports.md): the pipeline, projects, tasks and grants figures are a
// snapshot as of now; the period selects when outcomes happened (won by `wonAt`, lost by the time it was marked lost).
import { and, asc, count, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import {
  grantMatches,
  grants,
  OPEN_PURSUIT_STATUSES,
  organizations,
  PURSUIT_STAGES,
  PURSUIT_STATUSES,
  projects,
  pursuits,
  tasks,
} from '~/db/schema';
import { AppError } from '../errors';
import { financeFigures } from '../post-award/finance';
import { bestMatchPerGrant, openOn, visibleTo } from '../grants/rules';
import { addDays, todayUtc } from '../dates';
import { cachedFigure, readDataVersion } from '../data-versions';

export interface SummaryPeriod {
  from?: string;
  to?: string;
}

const num = (v: unknown) => Number(v ?? 0);
const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);

export function resolvePeriod(period: SummaryPeriod, today = todayUtc()) {
  const to = period.to ?? today;
  const from = period.from ?? `${to.slice(0, 4)}-01-01`;
  if (from > to) {
    throw new AppError('VALIDATION_FAILED', 'from must not be after to', {
      issues: [{ path: 'from', message: 'must not be after to' }],
    });
  }
  return { from, to };
}

export interface SummaryOptions {
  /** The caller holds VIEW_BUDGETS: the report carries `finance` (docs/reports.md#finance); null otherwise. */
  finance?: boolean;
}

export async function reportSummary(
  db: Db,
  organizationId: string,
  period: SummaryPeriod,
  options: SummaryOptions = {},
) {
  const today = todayUtc();
  const { from, to } = resolvePeriod(period, today);
  // Ten aggregates over the whole pipeline: computed once per data version (server/data-versions.ts).
  const version = await readDataVersion(db, organizationId);
  const figures = await cachedFigure(
    { kind: 'reports.summary', organizationId, version, today, params: { from, to } },
    () => summaryFigures(db, organizationId, { from, to }, today),
  );
  return {
    // Whole minutes: the same figures read twice within a minute are the same body, so a poller's If-None-Match gets
    // its 304 (docs/api.md#conditional-requests-and-caching); any change to the figures still changes the body and its
    // tag.
    generatedAt: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(),
    ...figures,
    // Read as it is, not cached by data version: budgets and expenses do not move the versions, and three sums over
    // the organization's own rows are cheap.
    finance: options.finance ? await financeFigures(db, organizationId) : null,
  };
}

async function summaryFigures(
  db: Db,
  organizationId: string,
  { from, to }: { from: string; to: string },
  today: string,
) {
  const fromTs = new Date(`${from}T00:00:00.000Z`);
  const toTs = new Date(`${addDays(to, 1)}T00:00:00.000Z`); // exclusive end: the whole `to` day counts
  const in30Days = addDays(today, 30);
  const open = inArray(pursuits.status, [...OPEN_PURSUIT_STATUSES]);
  // The open grants the organization can see that match an active mission, each with its best match.
  const bestMatches = bestMatchPerGrant(
    db,
    { grantId: grantMatches.grantId, score: grantMatches.score },
    eq(grantMatches.organizationId, organizationId),
  ).as('best');

  const lostInPeriod = sql`exists (
    select 1 from pursuit_history h
    where h.pursuit_id = ${pursuits.id} and h.field = 'status' and h.to_value = 'lost'
      and h.at >= ${fromTs.toISOString()}::timestamptz and h.at < ${toTs.toISOString()}::timestamptz)`;
  const wonInPeriod = sql`${pursuits.status} = 'won' and ${pursuits.wonAt} >= ${fromTs.toISOString()}::timestamptz and ${pursuits.wonAt} < ${toTs.toISOString()}::timestamptz`;

  // Each figure is its own small aggregate, picked to run from an index where it can (counts by status and stage,
  // task totals); they run concurrently on the pool.
  const [
    pipelineCounts,
    openSums,
    [outcomes],
    awardsByMonth,
    [projectFigures],
    [taskTotals],
    [taskOverdue],
    upcomingTasks,
    upcomingDeadlines,
    [grantFigures],
  ] = await Promise.all([
    db
      .select({ stage: pursuits.stage, status: pursuits.status, count: sql<number>`count(*)::int` })
      .from(pursuits)
      .where(eq(pursuits.organizationId, organizationId))
      .groupBy(pursuits.status, pursuits.stage),
    db
      .select({
        stage: pursuits.stage,
        requested: sql<string>`coalesce(sum(${pursuits.amountRequested}), 0)`,
        weighted: sql<string>`coalesce(sum(${pursuits.amountRequested}::numeric * ${pursuits.probability} / 100), 0)`,
      })
      .from(pursuits)
      .where(and(eq(pursuits.organizationId, organizationId), open))
      .groupBy(pursuits.stage),
    db
      .select({
        won: sql<number>`count(*) filter (where ${wonInPeriod})::int`,
        awarded: sql<string>`coalesce(sum(${pursuits.amountAwarded}) filter (where ${wonInPeriod}), 0)`,
        lost: sql<number>`count(*) filter (where ${pursuits.status} = 'lost' and ${lostInPeriod})::int`,
      })
      .from(pursuits)
      .where(and(eq(pursuits.organizationId, organizationId), inArray(pursuits.status, ['won', 'lost']))),
    db
      .select({
        month: sql<string>`to_char(date_trunc('month', ${pursuits.wonAt} at time zone 'UTC'), 'YYYY-MM')`,
        won: sql<number>`count(*)::int`,
        awarded: sql<string>`coalesce(sum(${pursuits.amountAwarded}), 0)`,
      })
      .from(pursuits)
      .where(and(eq(pursuits.organizationId, organizationId), sql`${wonInPeriod}`))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({
        active: sql<number>`count(*) filter (where ${projects.status} = 'active')::int`,
        completed: sql<number>`count(*) filter (where ${projects.status} = 'completed')::int`,
        closed: sql<number>`count(*) filter (where ${projects.status} = 'closed')::int`,
        awarded: sql<string>`coalesce(sum(${projects.awardAmount}), 0)`,
      })
      .from(projects)
      .where(eq(projects.organizationId, organizationId)),
    db
      .select({ total: count(), completed: sql<number>`count(*) filter (where ${tasks.status} = 'completed')::int` })
      .from(tasks)
      .where(eq(tasks.organizationId, organizationId)),
    db
      .select({ overdue: count() })
      .from(tasks)
      .where(
        and(
          eq(tasks.organizationId, organizationId),
          inArray(tasks.status, ['todo', 'in_progress']),
          lt(tasks.dueDate, today),
          sql`exists (select 1 from ${projects} where ${projects.id} = ${tasks.projectId} and ${projects.status} = 'active')`,
        ),
      ),
    db
      .select({
        id: tasks.id,
        projectId: tasks.projectId,
        projectName: projects.name,
        title: tasks.title,
        status: tasks.status,
        dueDate: tasks.dueDate,
        assigneeUserId: tasks.assigneeUserId,
      })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .where(
        and(
          eq(tasks.organizationId, organizationId),
          ne(tasks.status, 'completed'),
          eq(projects.status, 'active'),
          gte(tasks.dueDate, today),
          lte(tasks.dueDate, in30Days),
        ),
      )
      .orderBy(asc(tasks.dueDate), asc(tasks.id))
      .limit(10),
    db
      .select({
        id: pursuits.id,
        title: pursuits.title,
        stage: pursuits.stage,
        status: pursuits.status,
        deadline: pursuits.deadline,
        amountRequested: pursuits.amountRequested,
        currency: pursuits.currency,
      })
      .from(pursuits)
      .where(
        and(
          eq(pursuits.organizationId, organizationId),
          open,
          gte(pursuits.deadline, today),
          lte(pursuits.deadline, in30Days),
        ),
      )
      .orderBy(asc(pursuits.deadline), asc(pursuits.id))
      .limit(10),
    db
      .select({
        matched: sql<number>`count(*)::int`,
        highMatch: sql<number>`(count(*) filter (where ${bestMatches.score} >= ${organizations.highMatchThreshold}))::int`,
      })
      .from(bestMatches)
      .innerJoin(grants, eq(grants.id, bestMatches.grantId))
      .innerJoin(organizations, eq(organizations.id, organizationId))
      .where(and(visibleTo(organizationId), openOn(today))),
  ]);

  const openCounts = pipelineCounts.filter((r) => r.status === 'active' || r.status === 'on_hold');
  const byStage = PURSUIT_STAGES.map((stage) => ({
    stage,
    count: openCounts.filter((r) => r.stage === stage).reduce((n, r) => n + r.count, 0),
    amountRequested: num(openSums.find((r) => r.stage === stage)?.requested),
  }));
  const byStatus = PURSUIT_STATUSES.map((status) => ({
    status,
    count: pipelineCounts.filter((r) => r.status === status).reduce((n, r) => n + r.count, 0),
  }));
  const won = outcomes?.won ?? 0;
  const lost = outcomes?.lost ?? 0;
  const tasksTotal = taskTotals?.total ?? 0;
  const tasksCompleted = taskTotals?.completed ?? 0;

  return {
    period: { from, to },
    pipeline: {
      activeCount: openCounts.reduce((n, r) => n + r.count, 0),
      byStage,
      byStatus,
      totalRequested: openSums.reduce((n, r) => n + num(r.requested), 0),
      weightedForecast: Math.round(openSums.reduce((n, r) => n + num(r.weighted), 0)),
    },
    outcomes: {
      won,
      lost,
      winRate: ratio(won, won + lost),
      totalAwarded: num(outcomes?.awarded),
      byMonth: awardsByMonth.map((m) => ({ month: m.month, won: m.won, awarded: num(m.awarded) })),
    },
    projects: {
      active: projectFigures?.active ?? 0,
      completed: projectFigures?.completed ?? 0,
      closed: projectFigures?.closed ?? 0,
      totalAwarded: num(projectFigures?.awarded),
    },
    tasks: {
      total: tasksTotal,
      completed: tasksCompleted,
      overdue: taskOverdue?.overdue ?? 0,
      completionRate: ratio(tasksCompleted, tasksTotal),
      upcoming: upcomingTasks,
    },
    deadlines: { upcoming: upcomingDeadlines },
    grants: { matched: grantFigures?.matched ?? 0, highMatch: grantFigures?.highMatch ?? 0 },
  };
}

export type ReportSummary = Awaited<ReturnType<typeof reportSummary>>;
