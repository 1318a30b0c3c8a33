// Grant status is derived from dates on every read (SPEC §8, like Simpler.Grants.gov), so it never goes stale.
import { sql, type SQL } from 'drizzle-orm';
import { grants } from '~/db/schema';
import { todayUtc } from '../dates';

export const GRANT_STATUSES = ['posted', 'forecasted', 'closed', 'archived'] as const;
export type GrantStatus = (typeof GRANT_STATUSES)[number];
/** The statuses a grant can still be applied for or planned for: the grants list's default, and what matching keeps. */
export const OPEN_GRANT_STATUSES = ['posted', 'forecasted'] as const satisfies readonly GrantStatus[];

export function deriveGrantStatus(
  g: { archiveDate: string | null; closeDate: string | null; isForecast: boolean },
  today = todayUtc(),
): GrantStatus {
  if (g.archiveDate && g.archiveDate < today) return 'archived';
  if (g.closeDate && g.closeDate < today) return 'closed';
  return g.isForecast ? 'forecasted' : 'posted';
}

/** deriveGrantStatus as a SQL expression (the status facet counts by it). */
export function grantStatusSql(today: string): SQL {
  return sql`case when ${grants.archiveDate} < ${today}::date then 'archived'
    when ${grants.closeDate} < ${today}::date then 'closed'
    when ${grants.isForecast} then 'forecasted' else 'posted' end`;
}

/**
 * The same rule as a SQL predicate, written so that the date indexes can serve it
 * (`close_date >= today`, not `not (close_date < today)`).
 */
export function grantStatusIn(statuses: readonly GrantStatus[], today: string | SQL): SQL {
  const set = new Set(statuses);
  const notArchived = sql`(${grants.archiveDate} is null or ${grants.archiveDate} >= ${today}::date)`;
  const open = sql`(${grants.closeDate} is null or ${grants.closeDate} >= ${today}::date) and ${notArchived}`;
  const conditions: SQL[] = [];
  if (set.has('posted') && set.has('forecasted')) conditions.push(sql`(${open})`);
  else if (set.has('posted')) conditions.push(sql`(${open} and not ${grants.isForecast})`);
  else if (set.has('forecasted')) conditions.push(sql`(${open} and ${grants.isForecast})`);
  if (set.has('closed')) conditions.push(sql`(${grants.closeDate} < ${today}::date and ${notArchived})`);
  if (set.has('archived')) conditions.push(sql`(${grants.archiveDate} < ${today}::date)`);
  return sql`(${sql.join(conditions, sql` or `)})`;
}
