/**
 * Statements the hot lists send, built once. drizzle turns a query into SQL text on every call, which cost the grants
 * list more CPU than anything else it does of its own (docs/benchmarks-history.md, "Results after the list performance
 * work"); a statement prepared with `.prepare(name)` keeps its text and parameters, and postgres.js then sends it as a
 * named statement that PostgreSQL parses once per connection. PostgreSQL still plans it on every execution unless it
 * judges its generic plan as cheap as a plan for the values given, which the matched grants list never is
 * (docs/benchmarks-history.md, "Run of 2026-11-26 22:40").
 *
 * The key must name everything the statement is built from (the caller's query, the day, …): a statement is a pure
 * function of its key. Kept per database handle (tests open many), at most 1,000 per handle, least recently used out.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';

/**
 * The values a kept statement writes into its text instead of sending them as parameters: the day and the page.
 * PostgreSQL plans a prepared statement with parameters again on every execution (a custom plan) until it judges
 * the plan it would keep (the generic plan) as cheap, and for the grants lists it judges so only when the day, the
 * LIMIT and the OFFSET are constants: its generic estimate treats a date or a LIMIT it cannot see as unselective.
 * Written in, the statement is planned once per connection; the organization stays a parameter, so the texts stay
 * few (one per day, page size and order: see the callers' `hot` rule).
 */
export const writtenDay = (day: string): SQL => sql`${day}`.inlineParams();

/** The page sizes (the dashboard's, the API's default and the round ones) whose first page a list keeps. */
export const HOT_PAGE_SIZES: ReadonlySet<number> = new Set([10, 20, 25, 50, 100]);

/**
 * A LIMIT or OFFSET written into the statement (see writtenDay). drizzle's limit() and offset() are typed for a number
 * or a placeholder and render any SQL chunk they are given; built-statements.test.ts fails if that changes.
 */
export function writtenCount(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a row count: ${n}`);
  return sql.raw(String(n)) as unknown as number;
}

/**
 * The query prepared under `name` when it is of the hot few shapes (`hot`), else the query itself, run unprepared:
 * postgres.js keeps every named statement on its connection until the connection closes, and PostgreSQL keeps its
 * plan, so a caller varying a list's filters must not make the server hold one statement per shape it can invent.
 * Either way the result has `execute()`.
 */
export function preparedIf<Q extends { prepare(name: string): object }>(
  hot: boolean,
  query: Q,
  name: string,
): Q | ReturnType<Q['prepare']> {
  return hot ? (query.prepare(name) as ReturnType<Q['prepare']>) : query;
}

const handles = new WeakMap<object, LRUCache<string, object>>();

export function builtOnce<T extends object>(db: object, key: string, build: () => T): T {
  let built = handles.get(db);
  if (!built) handles.set(db, (built = new LRUCache<string, object>({ max: 1_000 })));
  const found = built.get(key) as T | undefined;
  if (found) return found;
  const statement = build();
  built.set(key, statement);
  return statement;
}
