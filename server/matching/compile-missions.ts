// Missions compiled into text-search queries (keyword phrases + salient description terms), memoized by content.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { queryRows } from '../db-rows';
import { DESCRIPTION_TERMS, GENERIC_WORDS, lit } from './rules';

/** One query of a mission: a keyword (phrase query) or a description term (one lexeme). */
export interface CompiledQuery {
  missionId: string;
  /** Keywords keep their position (1…); description terms come after (101…) by salience. */
  ord: number;
  /** The keyword as written, or the description word the term was stemmed from. */
  label: string;
  /** tsquery text, e.g. `'read' <-> 'profici'`. */
  qText: string;
  kind: 'keyword' | 'term';
  /** Keywords, and the terms of a mission without keywords, score as keywords; other terms are small extras. */
  strong: boolean;
}

type Compiled = Omit<CompiledQuery, 'missionId'>;

const TOKEN_TYPES = sql.raw('1, 2, 3, 9, 10, 11'); // ts_parse word tokens: (ascii)word, numword, hyphenated-word parts
const MAX_CACHED = 50_000;

/** The compilation is a function of the keywords and description only, so the cache is keyed by (a hash of) them. */
const cache = new Map<string, Compiled[]>();
const contentKey = sql`md5(array_to_string(m.keywords, E'\\x1f') || E'\\x1e' || m.description)`;

function compileStatement(missionIds: readonly string[]): SQL {
  return sql`
  with
  generic as materialized (select unnest(tsvector_to_array(to_tsvector('english', ${GENERIC_WORDS}))) as lexeme),
  scope_missions as materialized (
    select m.id, m.keywords, m.description from missions m
    where m.id = any(${`{${missionIds.join(',')}}`}::uuid[])
  ),
  keyword_queries as (
    select m.id as mission_id, k.ord::int as ord, k.keyword as label, phraseto_tsquery('english', k.keyword) as q,
           'keyword'::text as kind
    from scope_missions m cross join lateral unnest(m.keywords) with ordinality as k(keyword, ord)
  ),
  keyword_missions as materialized (select distinct mission_id from keyword_queries where numnode(q) > 0),
  ranked_terms as (
    select d.*, row_number() over (partition by d.mission_id order by d.mentions desc, d.first_position, d.lexeme) as rank
    from (
      select m.id as mission_id, m.description, u.lexeme, cardinality(u.positions) as mentions,
             u.positions[1] as first_position
      from scope_missions m
      cross join lateral (select tsvector_to_array(to_tsvector('english', array_to_string(m.keywords, ' '))) as lexemes) k
      cross join lateral unnest(to_tsvector('english', m.description)) as u
      where u.lexeme ~ '^[[:alpha:]][[:alnum:]]{2,}$'
        and u.lexeme not in (select lexeme from generic)
        and u.lexeme <> all (k.lexemes)
    ) d
  ),
  description_terms as (
    select t.mission_id, (100 + t.rank)::int as ord, coalesce(w.token, t.lexeme) as label,
           quote_literal(t.lexeme)::tsquery as q, 'term'::text as kind
    from ranked_terms t
    left join lateral (
      select lower(p.token) as token
      from ts_parse('default', t.description) with ordinality as p(tokid, token, n)
      where p.tokid in (${TOKEN_TYPES}) and lower(left(p.token, 3)) = left(t.lexeme, 3)
        and to_tsvector('english', p.token) @@ quote_literal(t.lexeme)::tsquery
      order by p.n
      limit 1
    ) w on true
    where t.rank <= ${lit(DESCRIPTION_TERMS)}
  )
  select distinct on (x.mission_id, x.q_text) x.mission_id, x.ord, x.label, x.q_text, x.kind,
         (x.kind = 'keyword' or km.mission_id is null) as strong
  from (
    select *, q::text as q_text from keyword_queries where numnode(q) > 0
    union all
    select *, q::text as q_text from description_terms
  ) x
  left join keyword_missions km on km.mission_id = x.mission_id
  order by x.mission_id, x.q_text, x.ord`;
}

async function compile(db: DbOrTx, missionIds: string[]): Promise<Map<string, Compiled[]>> {
  const byMission = new Map<string, Compiled[]>(missionIds.map((id) => [id, []]));
  if (missionIds.length === 0) return byMission;
  const rows = await queryRows<{
    mission_id: string;
    ord: number;
    label: string;
    q_text: string;
    kind: 'keyword' | 'term';
    strong: boolean;
  }>(db, compileStatement(missionIds));
  for (const r of rows)
    byMission.get(r.mission_id)?.push({ ord: r.ord, label: r.label, qText: r.q_text, kind: r.kind, strong: r.strong });
  return byMission;
}

/**
 * The compiled queries of the active missions matching `where` (a condition on `missions m`), in mission then
 * query order. Missions whose keywords and description were compiled before are not compiled again.
 */
export async function compiledQueries(db: DbOrTx, where: SQL): Promise<CompiledQuery[]> {
  const missions = await queryRows<{ id: string; key: string }>(
    db,
    sql`select m.id, ${contentKey} as key from missions m where m.active and (${where}) order by m.id`,
  );
  if (cache.size + missions.length > MAX_CACHED) cache.clear();
  const missing = missions.filter((m) => !cache.has(m.key));
  if (missing.length > 0) {
    const compiled = await compile(
      db,
      missing.map((m) => m.id),
    );
    for (const m of missing)
      cache.set(
        m.key,
        (compiled.get(m.id) ?? []).sort((a, b) => a.ord - b.ord),
      );
  }
  return missions.flatMap((m) => (cache.get(m.key) ?? []).map((q) => ({ missionId: m.id, ...q })));
}
