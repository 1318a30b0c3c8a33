// One set-based SQL statement that scores (mission, grant) pairs, writes the matches and claims new discoveries.
import { sql, type SQL } from 'drizzle-orm';
import type { MatchReason } from '~/db/schema';
import {
  amountRule, categoryRule, deadlineRule, DESCRIPTION_TERMS, eligibilityRule, GENERIC_WORDS, KEYWORD_CAP,
  KEYWORD_POINTS_PER_TITLE_MENTION, lit, MATCH_FLOOR, RANK_WEIGHTS, TERM_POINTS, textCapRule,
} from './rules';

/** Which pairs to score. Both filters are SQL conditions: on `missions m` (active ones only) and on `grants g`. */
export interface MatchScope {
  missions: SQL;
  grants: SQL;
  /**
   * How grants meet queries: `lexemes` joins each grant's lexemes to the queries' probe lexemes (many queries, a
   * batch of grants); `direct` tests every query on every grant (few queries on grants the GIN index already chose).
   */
  hits: 'lexemes' | 'direct';
  today: string;
}

/** A grant that just reached its organization's high-match threshold (grant_discoveries row inserted). */
export interface Discovery {
  organizationId: string;
  grantId: string;
  missionId: string;
  missionName: string;
  score: number;
  reasons: MatchReason[];
  livemode: boolean;
}

const TOKEN_TYPES = '1, 2, 3, 9, 10, 11'; // ts_parse word tokens: (ascii)word, numword and hyphenated-word parts
const LEXEME = sql.raw(`'(''(?:[^'']|'''')*'')'`); // a regular expression for one quoted lexeme in tsquery text
const WEIGHTS = sql.raw(`'${RANK_WEIGHTS}'::float4[]`);

/** Active missions in scope and their compiled queries: keywords (phrases) plus salient description terms. */
export function missionQueriesCtes(scope: Pick<MatchScope, 'missions'>): SQL {
  return sql`
  generic as materialized (select unnest(tsvector_to_array(to_tsvector('english', ${GENERIC_WORDS}))) as lexeme),
  scope_missions as materialized (
    select m.id, m.organization_id, m.name, m.keywords, m.description, m.categories, m.eligible_applicant_types,
           m.amount_min, m.amount_max
    from missions m
    where m.active and (${scope.missions})
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
      from scope_missions m cross join lateral unnest(to_tsvector('english', m.description)) as u
      where u.lexeme ~ '^[[:alpha:]][[:alnum:]]{2,}$'
        and u.lexeme not in (select lexeme from generic)
        and u.lexeme <> all (tsvector_to_array(to_tsvector('english', array_to_string(m.keywords, ' '))))
    ) d
  ),
  description_terms as (
    select t.mission_id, (100 + t.rank)::int as ord, coalesce(w.token, t.lexeme) as label,
           quote_literal(t.lexeme)::tsquery as q, 'term'::text as kind
    from ranked_terms t
    left join lateral (
      select lower(p.token) as token
      from ts_parse('default', t.description) with ordinality as p(tokid, token, n)
      where p.tokid in (${sql.raw(TOKEN_TYPES)}) and to_tsvector('english', p.token) @@ quote_literal(t.lexeme)::tsquery
      order by p.n
      limit 1
    ) w on true
    where t.rank <= ${lit(DESCRIPTION_TERMS)}
  ),
  mission_queries as materialized (
    select distinct on (x.mission_id, x.q_text) x.mission_id, x.ord, x.label, x.q, x.q_text, x.kind,
           (x.kind = 'keyword' or km.mission_id is null) as strong
    from (
      select *, q::text as q_text from keyword_queries where numnode(q) > 0
      union all
      select *, q::text as q_text from description_terms
    ) x
    left join keyword_missions km on km.mission_id = x.mission_id
    order by x.mission_id, x.q_text, x.ord
  )`;
}

/** Each distinct query once: its title-only and agency/category-only variants, probe lexeme and unit rank. */
function queriesCte(): SQL {
  return sql`
  queries as materialized (
    select row_number() over (order by d.q_text)::int as qid, d.q_text, d.q,
           regexp_replace(d.q_text, ${LEXEME}, '\\1:A', 'g')::tsquery as title_q,
           regexp_replace(d.q_text, ${LEXEME}, '\\1:B', 'g')::tsquery as meta_q,
           coalesce(nullif(ts_rank_cd(${WEIGHTS}, setweight(to_tsvector('english', d.label), 'A'), d.q), 0), 1) as unit,
           p.probe
    from (select distinct on (q_text) q_text, q, label from mission_queries order by q_text, label) d
    cross join lateral (
      select replace(x[1], '''''', '''') as probe
      from regexp_matches(d.q_text, '''((?:[^'']|'''')*)''', 'g') as x
      order by length(x[1]) desc, x[1]
      limit 1
    ) p
  )`;
}

/** (grant, query) hits with the mentions (1 per title mention, 0.4 agency/category, 0.2 description) and places. */
function hitsCte(strategy: MatchScope['hits']): SQL {
  const measures = sql`g.id as grant_id, g.owner_organization_id, q.qid,
           ts_rank_cd(${WEIGHTS}, g.v, q.q) / q.unit as mentions,
           g.v @@ q.title_q as in_title, g.v @@ q.meta_q as in_meta`;
  if (strategy === 'direct') {
    return sql`hits as materialized (select ${measures} from scope_grants g join queries q on g.v @@ q.q)`;
  }
  return sql`
  grant_lexemes as (
    select g.id, l.lexeme from scope_grants g cross join lateral unnest(tsvector_to_array(g.v)) as l(lexeme)
  ),
  hits as materialized (
    select ${measures}
    from grant_lexemes gl
    join queries q on q.probe = gl.lexeme
    join scope_grants g on g.id = gl.id
    where g.v @@ q.q
  )`;
}

/** Hits per mission (private grants only for their owner) with points, then text points per pair. */
function pairsCtes(): SQL {
  const keywordPoints = sql`least(${lit(KEYWORD_CAP)}, round(${lit(KEYWORD_POINTS_PER_TITLE_MENTION)} * h.mentions)::int)`;
  return sql`
  keyword_hits as materialized (
    select mq.mission_id, h.grant_id, mq.ord, mq.label, mq.kind, mq.strong, h.mentions, h.in_title, h.in_meta,
           case when mq.strong then ${keywordPoints} else ${lit(TERM_POINTS)} end as points
    from hits h
    join queries q on q.qid = h.qid
    join mission_queries mq on mq.q_text = q.q_text
    join scope_missions m on m.id = mq.mission_id
    where h.owner_organization_id is null or h.owner_organization_id = m.organization_id
  ),
  pairs as (
    select mission_id, grant_id,
           coalesce(sum(points) filter (where strong), 0)::int as keyword_points,
           coalesce(sum(points) filter (where not strong), 0)::int as term_points
    from keyword_hits
    group by mission_id, grant_id
    having bool_or(strong)
    union all
    select m.id, g.id, 0, 0
    from scope_missions m
    join scope_grants g on m.categories && g.categories
      and (g.owner_organization_id is null or g.owner_organization_id = m.organization_id)
    where not exists (select 1 from mission_queries mq where mq.mission_id = m.id)
  )`;
}

const RULES = () => [textCapRule(), categoryRule(), eligibilityRule(), amountRule(), deadlineRule()];

/** Scores every pair, keeps those at or above the floor, and builds their reasons (text first, then each rule). */
function matchesCtes(): SQL {
  const rules = RULES();
  const rulePoints = sql.join(rules.map((rule) => rule.points), sql` + `);
  const ruleReasons = sql.join(rules.map((rule) => rule.reasons), sql` || `);
  const mentionCount = sql`round(kh.mentions * 5)::int`;
  const keywordDetail = sql`case
      when kh.in_title then format('matched "%s" in the title', kh.label)
      when kh.in_meta then format('matched "%s" in the agency, opportunity number or categories', kh.label)
      else format('matched "%s" in the description (%s mention%s)', kh.label, ${mentionCount},
                  case when ${mentionCount} = 1 then '' else 's' end)
    end || case when kh.kind = 'term' then ' (a term of the mission description)' else '' end`;
  return sql`
  scored as (
    select p.mission_id, p.grant_id, p.keyword_points, p.term_points, m.organization_id,
           m.categories as m_categories, m.eligible_applicant_types as m_applicant_types,
           m.amount_min as m_amount_min, m.amount_max as m_amount_max,
           g.categories as g_categories, g.eligible_applicant_types as g_applicant_types,
           g.award_floor as g_award_floor, g.award_ceiling as g_award_ceiling,
           g.close_date as g_close_date, g.is_forecast as g_is_forecast, params.today
    from pairs p
    join scope_missions m on m.id = p.mission_id
    join scope_grants g on g.id = p.grant_id
    cross join params
  ),
  survivors as materialized (
    select * from (select r.*, r.keyword_points + r.term_points + ${rulePoints} as raw_score from scored r) s
    where s.raw_score >= ${lit(MATCH_FLOOR)}
  ),
  text_reasons as (
    select kh.mission_id, kh.grant_id,
           coalesce(jsonb_agg(jsonb_build_object('kind', kh.kind, 'detail', ${keywordDetail}, 'points', kh.points)
                              order by kh.ord) filter (where kh.strong), '[]'::jsonb)
           || case when bool_or(not kh.strong) then jsonb_build_array(jsonb_build_object(
                'kind', 'term',
                'detail', 'mission description terms found: ' || string_agg(kh.label, ', ' order by kh.ord) filter (where not kh.strong),
                'points', sum(kh.points) filter (where not kh.strong)))
              else '[]'::jsonb end as reasons
    from keyword_hits kh
    join survivors s on s.mission_id = kh.mission_id and s.grant_id = kh.grant_id
    group by kh.mission_id, kh.grant_id
  ),
  matches as materialized (
    select r.organization_id, r.mission_id, r.grant_id, least(r.raw_score, 100)::int as score,
           coalesce(t.reasons, '[]'::jsonb) || ${ruleReasons}
             || case when r.raw_score > 100 then jsonb_build_array(jsonb_build_object(
                  'kind', 'clamp', 'detail', 'score is capped at 100', 'points', 100 - r.raw_score)) else '[]'::jsonb end
             as reasons
    from survivors r
    left join text_reasons t on t.mission_id = r.mission_id and t.grant_id = r.grant_id
  )`;
}

/** Writes the matches (upsert) and claims grant_discoveries for the best new match per (organization, grant). */
function writeCtes(): SQL {
  return sql`
  written as (
    insert into grant_matches (organization_id, mission_id, grant_id, score, reasons, computed_at)
    select organization_id, mission_id, grant_id, score, reasons, now() from matches
    on conflict (mission_id, grant_id) do update
      set organization_id = excluded.organization_id, score = excluded.score, reasons = excluded.reasons,
          computed_at = excluded.computed_at
    returning 1
  ),
  best as (
    select distinct on (x.organization_id, x.grant_id) x.organization_id, x.grant_id, x.mission_id, m.name as mission_name,
           x.score, x.reasons, o.livemode
    from matches x
    join organizations o on o.id = x.organization_id
    join scope_missions m on m.id = x.mission_id
    where x.score >= o.high_match_threshold
    order by x.organization_id, x.grant_id, x.score desc, x.mission_id
  ),
  discovered as (
    insert into grant_discoveries (organization_id, grant_id)
    select organization_id, grant_id from best
    on conflict do nothing
    returning organization_id, grant_id
  )`;
}

/** Open (posted or forecasted) grants in scope, with what the rules read. */
function scopeGrantsCte(scope: MatchScope): SQL {
  return sql`
  scope_grants as materialized (
    select g.id, g.owner_organization_id, g.search_vector as v, g.categories, g.eligible_applicant_types,
           nullif(g.award_floor, 0) as award_floor, nullif(g.award_ceiling, 0) as award_ceiling,
           g.close_date, g.is_forecast
    from grants g cross join params
    where (${scope.grants})
      and (g.close_date is null or g.close_date >= params.today)
      and (g.archive_date is null or g.archive_date >= params.today)
      and g.search_vector is not null
  )`;
}

/** The whole statement: one row with the number of matches written and the discoveries it claimed. */
export function scoreMatchesStatement(scope: MatchScope): SQL {
  return sql`
  with
  params as materialized (select ${scope.today}::date as today),
  ${scopeGrantsCte(scope)},
  ${missionQueriesCtes(scope)},
  ${queriesCte()},
  ${hitsCte(scope.hits)},
  ${pairsCtes()},
  ${matchesCtes()},
  ${writeCtes()}
  select (select count(*) from written)::int as written,
         coalesce((select jsonb_agg(jsonb_build_object(
             'organizationId', b.organization_id, 'grantId', b.grant_id, 'missionId', b.mission_id,
             'missionName', b.mission_name, 'score', b.score, 'reasons', b.reasons, 'livemode', b.livemode)
           order by b.organization_id, b.grant_id)
           from best b join discovered d on d.organization_id = b.organization_id and d.grant_id = b.grant_id),
           '[]'::jsonb) as discoveries`;
}

/** The OR of a mission's strong queries as tsquery text (null when it has none), to pick candidates with the index. */
export function missionTextQueryStatement(missionId: string): SQL {
  return sql`
  with ${missionQueriesCtes({ missions: sql`m.id = ${missionId}::uuid` })}
  select (select string_agg('(' || q_text || ')', ' | ' order by ord) from mission_queries where strong) as text_query,
         (select categories from scope_missions) as categories,
         (select organization_id from scope_missions) as organization_id`;
}
