// Plan ahead (docs/dashboard.md#program-cycles-and-plan-ahead): the recurring programs an organization can prepare for
// now — programs whose latest cycle it can see has closed, matched to one of its active missions — soonest expected
// first.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { grantMatches, grants, missions } from '~/db/schema';
import { todayUtc } from '../dates';
import { recurrenceOf, type Recurrence } from './cycles';
import type { GrantMatchSummary } from './dto';
import { bestMatchPerGrant, isOpenOn, throughActiveMission, visibleTo } from './rules';
import { deriveGrantStatus, type GrantStatus } from './status';

export const PLAN_AHEAD_LIMIT = { default: 50, max: 100 } as const;

export interface PlanAheadRow {
  /** The program's latest cycle the organization can see (closed or archived). */
  id: string;
  title: string;
  agency: string | null;
  opportunityNumber: string | null;
  postedDate: string | null;
  closeDate: string | null;
  status: GrantStatus;
  /** The latest cycle's best match among the organization's active missions (highest score, then smaller mission id). */
  match: GrantMatchSummary;
  /** How the program recurs, from all its cycles the organization can see. */
  recurrence: Recurrence;
  /** How many cycles of the program the organization can see (the latest included). */
  cycleCount: number;
}

export interface PlanAheadOptions {
  limit?: number;
  /** The day statuses and expected postings are judged on (tests); today (UTC) by default. */
  today?: string;
}

/**
 * One row per recurring program whose latest visible cycle is closed and matched to an active mission, ordered by
 * the expected next posting (irregular programs, which have none, last), then by score. Three queries whatever the
 * number of programs: the sort key is computed from all of a program's cycles (recurrenceOf), so it is applied to the
 * organization's matched closed programs before the page is cut.
 */
export async function planAhead(
  db: Db,
  organizationId: string,
  options: PlanAheadOptions = {},
): Promise<PlanAheadRow[]> {
  const today = options.today ?? todayUtc();
  const limit = Math.min(Math.max(1, Math.trunc(options.limit ?? PLAN_AHEAD_LIMIT.default)), PLAN_AHEAD_LIMIT.max);
  // The programs with a grant matched to an active mission of the organization (matches exist only for visible grants).
  const matchedPrograms = db
    .selectDistinct({ programKey: grants.programKey })
    .from(grantMatches)
    .innerJoin(missions, throughActiveMission())
    .innerJoin(grants, eq(grants.id, grantMatches.grantId))
    .where(and(eq(grantMatches.organizationId, organizationId), isNotNull(grants.programKey)));
  // Each one's latest cycle the organization can see: the latest posting (then the latest close, then the id).
  const latest = await db
    .selectDistinctOn([grants.programKey], {
      id: grants.id,
      programKey: grants.programKey,
      title: grants.title,
      agency: grants.agency,
      opportunityNumber: grants.opportunityNumber,
      postedDate: grants.postedDate,
      closeDate: grants.closeDate,
      archiveDate: grants.archiveDate,
      isForecast: grants.isForecast,
    })
    .from(grants)
    .where(and(inArray(grants.programKey, matchedPrograms), visibleTo(organizationId)))
    .orderBy(
      grants.programKey,
      sql`${grants.postedDate} desc nulls last`,
      sql`${grants.closeDate} desc nulls last`,
      desc(grants.id),
    );

  const closed = latest
    .map((g) => ({ ...g, programKey: g.programKey!, status: deriveGrantStatus(g, today) }))
    .filter((g) => !isOpenOn(g, today)); // closed or archived
  if (closed.length === 0) return [];

  const [bestMatches, cycles] = await Promise.all([
    bestMatchPerGrant(
      db,
      {
        grantId: grantMatches.grantId,
        score: grantMatches.score,
        missionId: grantMatches.missionId,
        missionName: missions.name,
      },
      and(
        eq(grantMatches.organizationId, organizationId),
        inArray(
          grantMatches.grantId,
          closed.map((g) => g.id),
        ),
      ),
    ),
    db
      .select({ programKey: grants.programKey, postedDate: grants.postedDate, closeDate: grants.closeDate })
      .from(grants)
      .where(
        and(
          inArray(
            grants.programKey,
            closed.map((g) => g.programKey),
          ),
          visibleTo(organizationId),
        ),
      ),
  ]);

  const matchOf = new Map(bestMatches.map(({ grantId, ...match }) => [grantId, match]));
  const cyclesOf = new Map<string, typeof cycles>();
  for (const c of cycles) {
    const program = cyclesOf.get(c.programKey!);
    if (program) program.push(c);
    else cyclesOf.set(c.programKey!, [c]);
  }
  const rows: PlanAheadRow[] = [];
  for (const { programKey, archiveDate, isForecast, ...grant } of closed) {
    const match = matchOf.get(grant.id);
    const programCycles = cyclesOf.get(programKey) ?? [];
    const recurrence = recurrenceOf(programCycles, today);
    if (!match || !recurrence) continue; // the match was on an older cycle only, or the program has one cycle
    rows.push({ ...grant, match, recurrence, cycleCount: programCycles.length });
  }
  const nextPosting = (r: PlanAheadRow) => r.recurrence.expectedNextPostDate ?? '9999-12-31';
  rows.sort(
    (a, b) =>
      nextPosting(a).localeCompare(nextPosting(b)) ||
      b.match.score - a.match.score ||
      a.title.localeCompare(b.title) ||
      a.id.localeCompare(b.id),
  );
  return rows.slice(0, limit);
}
