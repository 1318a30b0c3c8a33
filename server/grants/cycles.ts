// Program cycles (docs/matching.md#program-cycles): grants of the same program in other years share a
// program key (the generated column grants.program_key: agency code, assistance listings, and the title without its
// years, fiscal-year markers and opportunity numbers). From the cycles, how the program recurs.
import { and, asc, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { grants } from '~/db/schema';
import { isoDay } from '../dates';
import { grantColumnsOf, visibleTo } from './rules';
import { deriveGrantStatus, type GrantStatus } from './status';

export interface Cycle {
  id: string;
  opportunityNumber: string | null;
  postedDate: string | null;
  closeDate: string | null;
  status: GrantStatus;
}

export interface Recurrence {
  /** annual: every cycle posted about a year after the one before; irregular otherwise. */
  cadence: 'annual' | 'irregular';
  /** The latest close date of a cycle that has closed (null: none has). */
  lastCloseDate: string | null;
  /** Annual programs: the latest posting plus whole years, the first such date after today (null: irregular). */
  expectedNextPostDate: string | null;
}

/** Gaps between postings that still read as "yearly": a posting may move by a couple of months from year to year. */
const ANNUAL_GAP_DAYS = { min: 300, max: 430 } as const;

/** Another grant of the same program that the organization can see exists (or not): the list's `recurring` filter. */
export function recurringFilter(organizationId: string, recurring: boolean, grantId: AnyColumn = grants.id): SQL {
  const other = sql`exists (select 1 from ${grants} cycle
    where cycle.program_key = ${grants.programKey} and cycle.id <> ${grantId}
      and ${visibleTo(organizationId, grantColumnsOf('cycle'))})`;
  return recurring ? other : sql`not ${other}`;
}

/** The other cycles of a grant's program that the organization can see, oldest posting first. */
export async function programCycles(
  db: DbOrTx,
  organizationId: string,
  grant: { id: string; programKey: string | null },
  today: string,
): Promise<Cycle[]> {
  if (grant.programKey === null) return [];
  const rows = await db
    .select({
      id: grants.id,
      opportunityNumber: grants.opportunityNumber,
      postedDate: grants.postedDate,
      closeDate: grants.closeDate,
      archiveDate: grants.archiveDate,
      isForecast: grants.isForecast,
    })
    .from(grants)
    .where(and(eq(grants.programKey, grant.programKey), ne(grants.id, grant.id), visibleTo(organizationId)))
    .orderBy(asc(grants.postedDate), asc(grants.id))
    .limit(50);
  return rows.map(({ archiveDate, isForecast, ...cycle }) => ({
    ...cycle,
    status: deriveGrantStatus({ closeDate: cycle.closeDate, archiveDate, isForecast }, today),
  }));
}

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** `day` plus whole years (29 February becomes the last day of February in other years). */
function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  return isoDay(date.getUTCMonth() === m - 1 ? date : new Date(Date.UTC(y + years, m, 0)));
}

/**
 * How a program recurs, from all its cycles (the grant itself included); null for a grant without other cycles.
 * Annual when every posting follows the one before by 300–430 days; the next posting is then expected a whole number
 * of years after the latest one, on the first such date after today.
 */
export function recurrenceOf(
  cycles: { postedDate: string | null; closeDate: string | null }[],
  today: string,
): Recurrence | null {
  if (cycles.length < 2) return null;
  const posted = cycles
    .map((c) => c.postedDate)
    .filter((d): d is string => d !== null)
    .sort();
  const gaps = posted.slice(1).map((d, i) => daysBetween(posted[i]!, d));
  const annual = gaps.length > 0 && gaps.every((g) => g >= ANNUAL_GAP_DAYS.min && g <= ANNUAL_GAP_DAYS.max);
  const closed = cycles
    .map((c) => c.closeDate)
    .filter((d): d is string => d !== null && d < today)
    .sort();
  let expectedNextPostDate: string | null = null;
  if (annual) {
    const latest = posted.at(-1)!;
    let years = 1;
    while (addYears(latest, years) <= today) years++;
    expectedNextPostDate = addYears(latest, years);
  }
  return { cadence: annual ? 'annual' : 'irregular', lastCloseDate: closed.at(-1) ?? null, expectedNextPostDate };
}
