/**
 * Figures that would otherwise scan what the caller does not page through — a list's exact `pagination.total`, the
 * summary report — computed once per data version and kept in memory (docs/architecture.md, "Data versions").
 *
 * The database gives every scope (the public catalog `*`, each organization) a new version in the transaction of
 * every statement that changes what those figures read (triggers of migration 0011). A figure is cached under the
 * versions read *before* it is computed: the figure then reflects at least that data, and any later change has a new
 * version, so a cached figure is never older than the versions it is found under. Exact, per process, no expiry
 * needed; the day is part of the key because grant statuses follow the date.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '~/db';
import { builtOnce } from './built-statements';

/**
 * The catalog's and the organization's versions as one text (`"41.97"`), null when the catalog's row is missing (a
 * database restored without it): then nothing is cached. A column expression, so a list reads it in the statement it
 * already sends.
 */
export const dataVersionSql = (organizationId: string): SQL<string | null> =>
  sql<
    string | null
  >`(select d.version::text || '.' || coalesce((select o.version from data_versions o where o.scope = ${organizationId}), 0)::text
    from data_versions d where d.scope = '*')`;

export async function readDataVersion(db: DbOrTx, organizationId: string): Promise<string | null> {
  const statement = builtOnce(db, `data-version:${organizationId}`, () =>
    db
      .select({ version: dataVersionSql(organizationId) })
      .from(sql`(values (1)) as one`)
      .prepare('data_version'),
  );
  const [row] = await statement.execute();
  return row?.version ?? null;
}

const KEY = Symbol.for('gms.data-version-cache');
type Caches = { small: LRUCache<string, Promise<unknown>>; large: LRUCache<string, Promise<unknown>> };
type GlobalWithCache = typeof globalThis & { [KEY]?: Caches };

/**
 * One pair of caches per process (Next.js may load this module in several bundles), bounded by entries: 10,000
 * small figures (a total, a report's numbers: well under a kilobyte each) and 500 large ones (facets: up to a few
 * hundred values), so that no caller can grow the process by varying a filter.
 */
function cache(large: boolean): LRUCache<string, Promise<unknown>> {
  const g = globalThis as GlobalWithCache;
  const caches = (g[KEY] ??= { small: new LRUCache({ max: 10_000 }), large: new LRUCache({ max: 500 }) });
  return large ? caches.large : caches.small;
}

export interface FigureKey {
  /** What is computed, e.g. "grants.total". */
  kind: string;
  organizationId: string;
  /** From dataVersionSql / readDataVersion; null computes without caching. */
  version: string | null;
  today: string;
  /** Everything else the figure depends on (filters); serialised as JSON. */
  params: unknown;
  /** A figure of many values (facets): kept in the smaller of the two caches. */
  large?: boolean;
}

/**
 * The figure for this key: from the cache, or computed once (concurrent requests for the same key share one
 * computation; a failed one is not kept).
 */
export function cachedFigure<T>(key: FigureKey, compute: () => Promise<T>): Promise<T> {
  if (key.version === null) return compute();
  const k = JSON.stringify([key.kind, key.organizationId, key.version, key.today, key.params]);
  const figures = cache(key.large ?? false);
  const found = figures.get(k) as Promise<T> | undefined;
  if (found) return found;
  const computed = compute();
  figures.set(k, computed);
  computed.catch(() => {
    if (figures.get(k) === computed) figures.delete(k);
  });
  return computed;
}
