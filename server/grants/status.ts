// Grant status is derived from dates on every read (SPEC §8, like Simpler.Grants.gov), so it never goes stale.
import { sql, type SQL } from 'drizzle-orm';
import { grants } from '~/db/schema';

export const GRANT_STATUSES = ['posted', 'forecasted', 'closed', 'archived'] as const;
export type GrantStatus = (typeof GRANT_STATUSES)[number];

/** Today's date in UTC, YYYY-MM-DD. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export function deriveGrantStatus(
  g: { archiveDate: string | null; closeDate: string | null; isForecast: boolean },
  today = todayUtc(),
): GrantStatus {
  if (g.archiveDate && g.archiveDate < today) return 'archived';
  if (g.closeDate && g.closeDate < today) return 'closed';
  return g.isForecast ? 'forecasted' : 'posted';
}

/** The same rule as a SQL predicate, for filtering by status in the database. */
export function grantStatusIn(statuses: readonly GrantStatus[], today: string): SQL {
  const archived = sql`(${grants.archiveDate} is not null and ${grants.archiveDate} < ${today}::date)`;
  const closed = sql`(${grants.closeDate} is not null and ${grants.closeDate} < ${today}::date)`;
  const conditions = statuses.map((s) => {
    switch (s) {
      case 'archived':
        return archived;
      case 'closed':
        return sql`(not ${archived} and ${closed})`;
      case 'forecasted':
        return sql`(not ${archived} and not ${closed} and ${grants.isForecast})`;
      case 'posted':
        return sql`(not ${archived} and not ${closed} and not ${grants.isForecast})`;
    }
  });
  return sql`(${sql.join(conditions, sql` or `)})`;
}
