// What a grant's new version writes on the pursuits of it (docs/catalog.md#forecasts-becoming-posted): a forecast now
// posted is a line of each pursuit's history, by "system", once.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { queryRows } from '../db-rows';

/** The history field of the entry: the grant's status, not the pursuit's (the panel words it). */
export const GRANT_STATUS_FIELD = 'grantStatus';

/**
 * Adds "grant status: forecasted → posted" to the history of each of the organization's pursuits on the grant that
 * lacks it (a second telling, or a grant posted again after going back to forecast, adds nothing). Returns the ids of
 * the pursuits written to.
 */
export async function recordForecastPosted(tx: DbOrTx, organizationId: string, grantId: string): Promise<string[]> {
  const rows = await queryRows<{ pursuit_id: string }>(
    tx,
    sql`
      insert into pursuit_history (organization_id, pursuit_id, field, from_value, to_value, actor)
      select p.organization_id, p.id, ${GRANT_STATUS_FIELD}, 'forecasted', 'posted', 'system'
      from pursuits p
      where p.organization_id = ${organizationId} and p.grant_id = ${grantId}
        and not exists (
          select 1 from pursuit_history h
          where h.pursuit_id = p.id and h.field = ${GRANT_STATUS_FIELD} and h.to_value = 'posted')
      returning pursuit_id::text as pursuit_id`,
  );
  return rows.map((r) => r.pursuit_id);
}
