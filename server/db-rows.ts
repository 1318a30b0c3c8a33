// Rows of a raw SQL query on either driver: postgres.js returns an array, PGlite an object with `rows`.
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/db';

export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
