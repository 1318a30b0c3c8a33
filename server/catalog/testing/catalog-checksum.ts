// The whole catalog as one checksum: a sync that fails must leave it exactly as it was (docs/catalog.md#failure-handling).
import { sql } from 'drizzle-orm';
import type { Db } from '~/db';

export async function catalogChecksum(db: Db): Promise<string> {
  const result = (await db.execute(
    sql`select count(*)::int as n, md5(coalesce(string_agg(g::text, '|' order by g.id), '')) as sum from grants g`,
  )) as unknown as { rows: { n: number; sum: string }[] };
  return `${result.rows[0]!.n}:${result.rows[0]!.sum}`;
}
