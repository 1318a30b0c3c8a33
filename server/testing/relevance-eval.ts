// The relevance benchmark's evaluation: the labelled missions (relevance-labels.ts) matched against both real
// Grants.gov extracts in a fresh database, and precision@k, recall@k and nDCG@10 of each mission's stored matches.
// Used by `npm run bench -- relevance` and by the regression test server/matching/relevance-benchmark.test.ts.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { grantMatches, grants } from '~/db/schema';
import { queryRows } from '../db-rows';
import { importGrantsFile } from '../discovery/import-grants-gov';
import { deriveGrantStatus, type GrantStatus } from '../grants/status';
import { recomputeMissionMatches } from '../matching/recompute';
import { createMission } from '../missions/missions';
import { createOrganization } from '../organizations/organizations';
import { EXTRACT, EXTRACT_61, EXTRACT_TODAY, missionFields } from './fixtures';
import { RELEVANCE_LABELS, type LabelledMission, type RelevanceGrade } from './relevance-labels';
import { createTestDb } from './test-db';

/** The figures of one ranking (fractions from 0 to 1). */
export interface RankingMetrics {
  precisionAt5: number;
  precisionAt10: number;
  recallAt10: number;
  ndcgAt10: number;
}

export const METRIC_NAMES = [
  'precisionAt5',
  'precisionAt10',
  'recallAt10',
  'ndcgAt10',
] as const satisfies readonly (keyof RankingMetrics)[];

/** Graded labels of one mission: OpportunityID → 2 (squarely relevant) or 1 (partly). */
export type Grades = Readonly<Record<string, RelevanceGrade>>;

const gradeOf = (grades: Grades, id: string): number => (Object.hasOwn(grades, id) ? grades[id]! : 0);

/** Relevant (grade 1 or 2) grants among the first k, divided by k (a ranking shorter than k counts its gaps as misses). */
export function precisionAt(ranking: readonly string[], grades: Grades, k: number): number {
  return ranking.slice(0, k).filter((id) => gradeOf(grades, id) > 0).length / k;
}

/** Relevant grants among the first k, divided by all relevant grants (1 when there are none to find). */
export function recallAt(ranking: readonly string[], grades: Grades, k: number): number {
  const relevant = Object.values(grades).filter((g) => g > 0).length;
  if (relevant === 0) return 1;
  return ranking.slice(0, k).filter((id) => gradeOf(grades, id) > 0).length / relevant;
}

/** DCG@k with the grade as gain and the log2(position + 1) discount. */
export function dcgAt(gains: readonly number[], k: number): number {
  return gains.slice(0, k).reduce((sum, gain, i) => sum + gain / Math.log2(i + 2), 0);
}

/** nDCG@k: the ranking's DCG over the DCG of the labels in their best order (1 when nothing is labelled). */
export function ndcgAt(ranking: readonly string[], grades: Grades, k: number): number {
  const ideal = dcgAt(
    [...Object.values(grades)].sort((a, b) => b - a),
    k,
  );
  if (ideal === 0) return 1;
  return (
    dcgAt(
      ranking.map((id) => gradeOf(grades, id)),
      k,
    ) / ideal
  );
}

export function rankingMetrics(ranking: readonly string[], grades: Grades): RankingMetrics {
  return {
    precisionAt5: precisionAt(ranking, grades, 5),
    precisionAt10: precisionAt(ranking, grades, 10),
    recallAt10: recallAt(ranking, grades, 10),
    ndcgAt10: ndcgAt(ranking, grades, 10),
  };
}

/** The mean of each figure over the missions (each mission counts once, however many grants it has). */
export function meanMetrics(all: readonly RankingMetrics[]): RankingMetrics {
  const mean = (name: keyof RankingMetrics) => (all.length ? all.reduce((s, m) => s + m[name], 0) / all.length : 0);
  return {
    precisionAt5: mean('precisionAt5'),
    precisionAt10: mean('precisionAt10'),
    recallAt10: mean('recallAt10'),
    ndcgAt10: mean('ndcgAt10'),
  };
}

/**
 * The figures as server/testing/relevance-baseline.json records them: rounded down to 4 decimals, so that a baseline
 * copied from a run never exceeds that run's figures.
 */
export function baselineFigures(m: RankingMetrics): RankingMetrics {
  const floor4 = (x: number) => Math.floor(x * 10_000 + 1e-9) / 10_000;
  return {
    precisionAt5: floor4(m.precisionAt5),
    precisionAt10: floor4(m.precisionAt10),
    recallAt10: floor4(m.recallAt10),
    ndcgAt10: floor4(m.ndcgAt10),
  };
}

export interface RankedGrant {
  sourceId: string;
  score: number;
  /** The label's grade, 0 when the grant is not labelled relevant. */
  grade: number;
}

export interface MissionEvaluation {
  name: string;
  /** Grants labelled relevant (grade 1 or 2). */
  relevant: number;
  /** The mission's stored matches, best first. */
  ranking: RankedGrant[];
  metrics: RankingMetrics;
  /** Labelled grants that are not in the first 10 (not matched at all, or ranked lower), grade 2 first, with their status on the day. */
  missed: { sourceId: string; grade: RelevanceGrade; why: string; rank: number | null; status: GrantStatus }[];
}

export interface RelevanceReport {
  /** The day grant statuses and deadlines are judged on. */
  today: string;
  grants: number;
  /** `select version()` of the database (PGlite's PostgreSQL). */
  postgresVersion: string;
  missions: MissionEvaluation[];
  overall: RankingMetrics;
}

export interface EvaluateOptions {
  labels?: LabelledMission[];
  today?: string;
}

/**
 * Imports both real extracts into a fresh in-memory database, creates the labelled missions in one organization and
 * scores each mission's stored matches (every status) against its labels. Statuses and the deadline rule are judged
 * on a fixed day (EXTRACT_TODAY), so the figures do not drift as the extracts' dates pass.
 */
export async function evaluateRelevance(opts: EvaluateOptions = {}): Promise<RelevanceReport> {
  const labels = opts.labels ?? RELEVANCE_LABELS;
  const today = opts.today ?? EXTRACT_TODAY;
  const { db, close } = await createTestDb();
  try {
    let imported = 0;
    for (const file of [EXTRACT, EXTRACT_61]) {
      const result = await importGrantsFile(db, file);
      imported += result.inserted;
    }
    const rows = await db
      .select({
        sourceId: grants.sourceId,
        closeDate: grants.closeDate,
        archiveDate: grants.archiveDate,
        isForecast: grants.isForecast,
      })
      .from(grants);
    const statuses = new Map(rows.map((g) => [g.sourceId, deriveGrantStatus(g, today)]));
    const unknown = labels.flatMap((l) =>
      Object.keys(l.relevant)
        .filter((id) => !statuses.has(id))
        .map((id) => `${l.mission.name}: ${id}`),
    );
    if (unknown.length > 0) throw new Error(`labelled grants missing from the extracts: ${unknown.join(', ')}`);

    const { id: organizationId } = await createOrganization(db, { name: 'Relevance benchmark' });
    const missions: MissionEvaluation[] = [];
    for (const label of labels) {
      const { id } = await createMission(db, organizationId, missionFields(label.mission));
      await recomputeMissionMatches(db, id, { today }); // createMission judged on the real today
      missions.push(evaluateMission(label, await rankedMatches(db, id), statuses));
    }
    const [version] = await queryRows<{ version: string }>(db, sql`select version()`);
    const postgresVersion = version?.version.replace(/ on .*$/, '') ?? 'unknown';
    return { today, grants: imported, postgresVersion, missions, overall: meanMetrics(missions.map((m) => m.metrics)) };
  } finally {
    await close();
  }
}

/** A mission's stored matches of every status, best first (ties: grant id), as OpportunityIDs. */
async function rankedMatches(db: Db, missionId: string): Promise<{ sourceId: string; score: number }[]> {
  return db
    .select({ sourceId: grants.sourceId, score: grantMatches.score })
    .from(grantMatches)
    .innerJoin(grants, eq(grants.id, grantMatches.grantId))
    .where(eq(grantMatches.missionId, missionId))
    .orderBy(desc(grantMatches.score), asc(grantMatches.grantId));
}

function evaluateMission(
  label: LabelledMission,
  matches: { sourceId: string; score: number }[],
  statuses: ReadonlyMap<string, GrantStatus>,
): MissionEvaluation {
  const grades: Record<string, RelevanceGrade> = {};
  for (const [id, j] of Object.entries(label.relevant)) grades[id] = j.grade;
  const ranking = matches.map((m) => ({ ...m, grade: gradeOf(grades, m.sourceId) }));
  const ids = ranking.map((r) => r.sourceId);
  const missed = Object.entries(label.relevant)
    .map(([sourceId, j]) => ({
      sourceId,
      grade: j.grade,
      why: j.why,
      rank: ids.includes(sourceId) ? ids.indexOf(sourceId) + 1 : null,
      status: statuses.get(sourceId)!,
    }))
    .filter((m) => m.rank === null || m.rank > 10)
    .sort((a, b) => b.grade - a.grade);
  return {
    name: label.mission.name,
    relevant: Object.keys(grades).length,
    ranking,
    metrics: rankingMetrics(ids, grades),
    missed,
  };
}
