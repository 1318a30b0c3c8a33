// Grant status is derived from dates on every read (docs/matching.md#the-catalog, like Simpler.Grants.gov), so it never
// goes stale.
import { sql, type SQL } from 'drizzle-orm';
import { grants } from '~/db/schema';
import { todayUtc } from '../dates';
import { hasPassed, notPassedOn, openOn, passedOn } from './rules';

export const GRANT_STATUSES = ['posted', 'forecasted', 'closed', 'archived'] as const;
export type GrantStatus = (typeof GRANT_STATUSES)[number];
/**
 * The statuses a grant can still be applied for or planned for: the grants list's default, and what matching keeps.
 * A grant has one of them exactly when it is open (rules.ts: isOpenOn, openOn).
 */
export const OPEN_GRANT_STATUSES = ['posted', 'forecasted'] as const satisfies readonly GrantStatus[];

export function deriveGrantStatus(
  g: { archiveDate: string | null; closeDate: string | null; isForecast: boolean },
  today = todayUtc(),
): GrantStatus {
  if (hasPassed(g.archiveDate, today)) return 'archived';
  if (hasPassed(g.closeDate, today)) return 'closed';
  return g.isForecast ? 'forecasted' : 'posted';
}

/** deriveGrantStatus as a SQL expression (the status facet counts by it). */
export function grantStatusSql(today: string): SQL {
  return sql`case when ${passedOn(grants.archiveDate, today)} then 'archived'
    when ${passedOn(grants.closeDate, today)} then 'closed'
    when ${grants.isForecast} then 'forecasted' else 'posted' end`;
}

/**
 * The same rule as a SQL predicate, written so that the date indexes can serve it
 * (`close_date >= today`, not `not (close_date < today)`).
 */
export function grantStatusIn(statuses: readonly GrantStatus[], today: string | SQL): SQL {
  const set = new Set(statuses);
  const notArchived = notPassedOn(grants.archiveDate, today);
  const open = openOn(today);
  const conditions: SQL[] = [];
  if (set.has('posted') && set.has('forecasted')) conditions.push(sql`(${open})`);
  else if (set.has('posted')) conditions.push(sql`(${open} and not ${grants.isForecast})`);
  else if (set.has('forecasted')) conditions.push(sql`(${open} and ${grants.isForecast})`);
  if (set.has('closed')) conditions.push(sql`(${passedOn(grants.closeDate, today)} and ${notArchived})`);
  if (set.has('archived')) conditions.push(sql`(${passedOn(grants.archiveDate, today)})`);
  return sql`(${sql.join(conditions, sql` or `)})`;
}
