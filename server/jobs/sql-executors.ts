// pg-boss talks to the database through `executeSql(text, values)`. These adapters let it use PGlite (single
// process, no pg driver) and, for jobs that must be enqueued atomically with a change, the caller's transaction.
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/db';

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

/**
 * PGlite: parameterless SQL may hold several statements (pg-boss's schema set-up and maintenance send
 * `BEGIN; …; COMMIT;`), which only `exec` runs; everything else goes through `query` (extended protocol).
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: [...results].reverse().find((r) => r.fields.length > 0)?.rows ?? [] };
      }
      const result = await client.query(text, values.map(toPgliteParam));
      return { rows: result.rows };
    },
  };
}

// node-postgres serializes plain objects as JSON; PGlite is told the same explicitly.
const toPgliteParam = (v: unknown) =>
  v !== null && typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v) && !Buffer.isBuffer(v)
    ? JSON.stringify(v)
    : v;

/** Runs pg-boss's `$n` SQL through drizzle on a handle or transaction, so a job insert commits with the change. */
export function drizzleExecutor(db: DbOrTx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      parts.forEach((part, i) =>
        chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${toPgliteParam(values[Number(part) - 1] ?? null)}`),
      );
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows?: any[] } | any[];
      return { rows: Array.isArray(result) ? [...result] : (result.rows ?? []) };
    },
  };
}
