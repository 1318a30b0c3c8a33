// Rows of a raw SQL query on either driver: postgres.js returns an array, PGlite an object with `rows`.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { isUuid } from './ids';

/**
 * A uuid[] as one parameter, however many ids: drizzle builds a statement's parameters one by one, and a list of
 * hundreds as a parameter each is slow to build and to parse (docs/benchmarks.md#notifications). Throws on anything
 * that is not a uuid, so the array literal needs no quoting.
 */
export function uuidArray(ids: readonly string[]): SQL {
  for (const id of ids) if (!isUuid(id)) throw new TypeError(`not a uuid: ${id}`);
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * An outbox relay's claim (the email outbox, webhook deliveries): marks up to `limit` due rows (pending, not queued,
 * next attempt due) queued and returns their ids. SKIP LOCKED: relays of other workers take other rows instead of
 * waiting, and no row is queued twice.
 */
export async function claimDueOutboxRows(
  tx: DbOrTx,
  table: 'email_outbox' | 'webhook_deliveries',
  limit: number,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`
      with due as (
        select id from ${sql.identifier(table)}
        where status = 'pending' and queued_at is null and next_attempt_at <= now()
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      )
      update ${sql.identifier(table)} o set queued_at = now() from due where o.id = due.id
      returning o.id::text as id`,
  );
  return rows.map((r) => r.id);
}
