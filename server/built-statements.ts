/**
 * Statements the hot lists send, built once. drizzle turns a query into SQL text on every call, which cost the grants
 * list more CPU than anything else it does of its own (docs/benchmarks.md, issue 19); a statement prepared with
 * `.prepare(name)` keeps its text and parameters, and postgres.js then sends it as a named statement that PostgreSQL
 * parses once per connection. PostgreSQL still plans it on every execution unless it judges its generic plan as cheap
 * as a plan for the values given, which the matched grants list never is (docs/benchmarks.md, "Run of 2026-11-26
 * 22:40").
 *
 * The key must name everything the statement is built from (the caller's query, the day, …): a statement is a pure
 * function of its key. Kept per database handle (tests open many), at most 1,000 per handle, least recently used out.
 */
import { LRUCache } from 'lru-cache';

/**
 * The query prepared under `name` when it is of the hot few shapes (`hot`), else the query itself, run unprepared:
 * postgres.js keeps every named statement on its connection until the connection closes, and PostgreSQL keeps its
 * plan, so a caller varying a list's filters must not make the server hold one statement per shape it can invent.
 * Either way the result has `execute()`.
 */
export function preparedIf<Q extends { prepare(name: string): object }>(hot: boolean, query: Q, name: string): Q | ReturnType<Q['prepare']> {
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
