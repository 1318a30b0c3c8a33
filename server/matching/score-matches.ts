// One set-based SQL statement that scores (mission, grant) pairs, writes the matches and claims new discoveries.
import { sql, type SQL } from 'drizzle-orm';
import type { StoredReason } from '~/db/schema';
import { bestFirst, grantColumnsOf, openOn, openUntil, visibleTo } from '../grants/rules';
import type { CompiledQuery } from './compile-missions';
import {
  amountRule,
  CATEGORY_ONLY_POINTS,
  CATEGORY_POINTS,
  categoryRule,
  deadlineRule,
  DESCRIPTION_TERMS,
  DESCRIPTION_WEIGHT,
  eligibilityRule,
  keywordPoints,
  keywordScaleRule,
  lit,
  MATCH_FLOOR,
  RANK_WEIGHTS,
  scaledKeywordPoints,
  TERM_POINTS,
  liftedKeywordPoints,
  textCapRule,
  titlePhraseRule,
} from './rules';

/** Which pairs to score. Both filters are SQL conditions: on `missions m` (active ones only) and on `grants g`. */
export interface MatchScope {
  missions: SQL;
  grants: SQL;
  /** The compiled queries of (at least) the missions in scope. */
  queries: CompiledQuery[];
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
  /** As stored (compact): `renderReasons` gives what readers see. */
  reasons: StoredReason[];
  livemode: boolean;
}

const WEIGHTS = sql.raw(`'${RANK_WEIGHTS}'::float4[]`);
const LEXEME = sql.raw(`'(''(?:[^'']|'''')*'')'`); // a regular expression for one quoted lexeme in tsquery text
/** What description terms can add: a pair whose keywords + this + category cannot reach the floor is dropped early. */
const TERMS_MAX = DESCRIPTION_TERMS * TERM_POINTS;

/** Active missions in scope, and their compiled queries (passed in as one jsonb parameter). */
function scopeMissionsCtes(scope: MatchScope): SQL {
  return sql`
  scope_missions as materialized (
    select m.id, m.organization_id, m.name, m.categories, m.eligible_applicant_types, m.amount_min, m.amount_max
    from missions m
    where m.active and (${scope.missions})
  ),
  mission_queries as materialized (
    select x.mission_id, x.ord, x.label, x.q_text::tsquery as q, x.q_text, x.kind, x.strong
    from jsonb_to_recordset(${JSON.stringify(scope.queries.map(toJsonRow))}::text::jsonb)
      as x(mission_id uuid, ord int, label text, q_text text, kind text, strong boolean)
    where x.mission_id in (select id from scope_missions)
  )`;
}

const toJsonRow = (q: CompiledQuery) => ({
  mission_id: q.missionId,
  ord: q.ord,
  label: q.label,
  q_text: q.qText,
  kind: q.kind,
  strong: q.strong,
});

/** Each distinct query once (title-only and agency/category-only variants, probe lexeme, unit rank), then per mission. */
function queriesCtes(): SQL {
  return sql`
  queries as materialized (
    select row_number() over (order by d.q_text)::int as qid, d.q_text, d.q,
           regexp_replace(d.q_text, ${LEXEME}, '\\1:A', 'g')::tsquery as title_q,
           regexp_replace(d.q_text, ${LEXEME}, '\\1:B', 'g')::tsquery as meta_q,
           coalesce(nullif(ts_rank_cd(${WEIGHTS}, setweight(to_tsvector('english', d.label), 'A'), d.q), 0), 1) as unit,
           d.q_text ~ '<[0-9-]+>' as phrase,
           p.probe
    from (select distinct on (q_text) q_text, q, label from mission_queries order by q_text, label) d
    cross join lateral (
      select replace(x[1], '''''', '''') as probe
      from regexp_matches(d.q_text, '''((?:[^'']|'''')*)''', 'g') as x
      order by length(x[1]) desc, x[1]
      limit 1
    ) p
  ),
  mission_query_ids as materialized (
    select mq.mission_id, mq.ord, mq.label, mq.kind, mq.strong, q.qid, m.organization_id
    from mission_queries mq
    join queries q on q.q_text = mq.q_text
    join scope_missions m on m.id = mq.mission_id
  )`;
}

/**
 * (grant, query) hits: whether the query matches the title, whether it matches the agency/number/categories, and
 * text_mentions: the mentions outside the title, read off the weighted ts_rank_cd rank (one title mention = 1) in
 * units of a description mention (an agency/category mention counts 1.6).
 */
function hitsCte(strategy: MatchScope['hits']): SQL {
  const measures = sql`g.id as grant_id, g.owner_organization_id, q.qid, x.in_title, q.phrase, g.v @@ q.meta_q as in_meta,
           greatest(round((ts_rank_cd(${WEIGHTS}, g.v, q.q) / q.unit - case when x.in_title then 1 else 0 end)
                          / ${sql.raw(String(DESCRIPTION_WEIGHT))})::int, 0) as text_mentions`;
  const inTitle = sql`cross join lateral (select g.v @@ q.title_q as in_title) x`;
  if (strategy === 'direct') {
    // Grants outside, the few queries inside: each grant's vector is read once.
    return sql`hits as materialized (
      select h.* from scope_grants g0
      cross join lateral (select ${measures} from (select g0.*) g join queries q on g.v @@ q.q ${inTitle}) h
    )`;
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
    ${inTitle}
    where g.v @@ q.q
  )`;
}

/**
 * Keyword hits per mission (private grants only for their owner), then candidate pairs: those whose keyword points
 * plus the most that terms and category could add still reach the floor (penalties only subtract).
 */
function candidatesCtes(): SQL {
  return sql`
  keyword_hits as materialized (
    select mi.mission_id, h.grant_id, ${keywordPoints()} as points,
           case when h.in_title and h.phrase and mi.kind = 'keyword' then mi.label end as title_phrase,
           mi.ord, mi.label, mi.kind, h.text_mentions, h.in_title, h.in_meta
    from hits h
    join mission_query_ids mi on mi.qid = h.qid and mi.strong
    where ${visibleTo(sql`mi.organization_id`, grantColumnsOf('h'))}
  ),
  mission_sizes as materialized (
    select mission_id, count(*) filter (where strong)::int as strong_queries, bool_or(strong and kind = 'keyword') as has_keywords
    from mission_query_ids
    group by mission_id
  ),
  keyword_pairs as (
    select kh.mission_id, kh.grant_id, sum(kh.points)::int as keyword_raw, ms.strong_queries, ms.has_keywords, true as has_text,
           min(kh.title_phrase) as title_phrase
    from keyword_hits kh
    join mission_sizes ms on ms.mission_id = kh.mission_id
    group by kh.mission_id, kh.grant_id, ms.strong_queries, ms.has_keywords
    having ${liftedKeywordPoints(scaledKeywordPoints(sql`sum(kh.points)`, sql`ms.strong_queries`), sql`min(kh.title_phrase) is not null`)}
           + ${lit(TERMS_MAX + CATEGORY_POINTS)} >= ${lit(MATCH_FLOOR)}
    union all
    select m.id, g.id, 0, 0, false, false, null
    from (select * from scope_missions where id not in (select mission_id from mission_sizes)) m
    join scope_grants g on m.categories && g.categories
      and ${visibleTo(sql`m.organization_id`, grantColumnsOf('g'))}
  ),
  candidates as materialized (
    select p.mission_id, p.grant_id, p.keyword_raw, ${scaledKeywordPoints(sql`p.keyword_raw`, sql`p.strong_queries`)} as keyword_scaled,
           ${keywordPointsOf(sql`p`)} as keyword_points, p.title_phrase,
           p.strong_queries as m_strong_queries, p.has_keywords as m_has_keywords, p.has_text as m_has_text,
           m.organization_id, m.categories as m_categories, m.eligible_applicant_types as m_applicant_types,
           m.amount_min as m_amount_min, m.amount_max as m_amount_max,
           g.categories as g_categories, g.eligible_applicant_types as g_applicant_types,
           g.unrestricted as g_unrestricted, g.accepts_others as g_accepts_others,
           g.award_floor as g_award_floor, g.award_ceiling as g_award_ceiling,
           g.close_date as g_close_date, g.is_forecast as g_is_forecast, g.open_until as g_open_until, g.open as g_open
    from keyword_pairs p
    join scope_missions m on m.id = p.mission_id
    join scope_grants g on g.id = p.grant_id
    where ${keywordPointsOf(sql`p`)} + ${lit(TERMS_MAX)}
          + case when not (m.categories && g.categories or cardinality(m.categories) = 0) then 0
                 when p.has_text then ${lit(CATEGORY_POINTS)} else ${lit(CATEGORY_ONLY_POINTS)} end >= ${lit(MATCH_FLOOR)}
  ),
  term_hits as (
    select c.mission_id, c.grant_id, mi.ord, mi.label
    from candidates c
    join mission_query_ids mi on mi.mission_id = c.mission_id and not mi.strong
    join hits h on h.grant_id = c.grant_id and h.qid = mi.qid
  ),
  term_pairs as (
    select mission_id, grant_id, (count(*) * ${lit(TERM_POINTS)})::int as term_points,
           string_agg(label, ', ' order by ord) as term_labels
    from term_hits
    group by mission_id, grant_id
  )`;
}

/** A keyword pair's points: its raw keyword points scaled for a mission with few keywords, then lifted by a title phrase. */
const keywordPointsOf = (p: SQL) =>
  liftedKeywordPoints(
    scaledKeywordPoints(sql`${p}.keyword_raw`, sql`${p}.strong_queries`),
    sql`${p}.title_phrase is not null`,
  );

/** The rules after the text: the cap, then category, eligibility, amount, deadline. */
const RULES = () => [textCapRule(), categoryRule(), eligibilityRule(), amountRule(), deadlineRule()];

/**
 * Scores the candidates, keeps those at or above the floor, and builds their reasons in a fixed order: keywords,
 * keyword scaling, description terms, then the rules.
 */
function matchesCtes(): SQL {
  const scaleRule = keywordScaleRule();
  const titleRule = titlePhraseRule();
  const rules = RULES();
  const rulePoints = sql.join(
    [scaleRule, titleRule, ...rules].map((rule) => rule.points),
    sql` + `,
  );
  const ruleReasons = sql.join(
    rules.map((rule) => rule.reason),
    sql`, `,
  );
  return sql`
  survivors as materialized (
    select * from (
      select r.*, r.keyword_raw + r.term_points + ${rulePoints} as raw_score
      from (
        select c.*, coalesce(t.term_points, 0) as term_points, t.term_labels, params.today
        from candidates c
        left join term_pairs t on t.mission_id = c.mission_id and t.grant_id = c.grant_id
        cross join params
      ) r
    ) s
    where s.raw_score >= ${lit(MATCH_FLOOR)}
  ),
  keyword_reasons as (
    -- The survivors' keyword hits, as keyword_hits scored them: joining the pairs to their hits again (by grant, then
    -- query) went through every hit of the batch's grants, three times the rows kept.
    select kh.mission_id, kh.grant_id,
           array_agg(jsonb_build_array(kh.kind, kh.points, kh.label, kh.in_title, kh.in_meta, kh.text_mentions)
                     order by kh.ord) as reasons
    from survivors s
    join keyword_hits kh on kh.mission_id = s.mission_id and kh.grant_id = s.grant_id
    group by kh.mission_id, kh.grant_id
  ),
  matches as materialized (
    select r.organization_id, r.mission_id, r.grant_id, r.g_open_until, r.g_open, least(r.raw_score, 100)::int as score,
           -- One array built once, in the compact stored form (server/grants/match-reasons.ts): the keyword reasons, then each
           -- rule's reason where it has one.
           to_jsonb(coalesce(k.reasons, '{}'::jsonb[]) || array_remove(array[
             ${scaleRule.reason},
             ${titleRule.reason},
             case when r.term_points > 0 then jsonb_build_array('terms', r.term_points, r.term_labels) end,
             ${ruleReasons},
             case when r.raw_score > 100 then jsonb_build_array('clamp', 100 - r.raw_score) end
           ], null)) as reasons
    from survivors r
    left join keyword_reasons k on k.mission_id = r.mission_id and k.grant_id = r.grant_id
  )`;
}

/** Writes the matches (upsert) and claims grant_discoveries for the best new match per (organization, grant). */
function writeCtes(): SQL {
  return sql`
  written as (
    insert into grant_matches (organization_id, mission_id, grant_id, score, reasons, grant_open_until, computed_at)
    select organization_id, mission_id, grant_id, score, reasons, g_open_until, now() from matches
    order by mission_id, grant_id -- one lock order for all writers
    on conflict (mission_id, grant_id) do update
      set organization_id = excluded.organization_id, score = excluded.score, reasons = excluded.reasons,
          grant_open_until = excluded.grant_open_until, computed_at = excluded.computed_at
    returning 1
  ),
  best as (
    select distinct on (x.organization_id, x.grant_id) x.organization_id, x.grant_id, x.mission_id, m.name as mission_name,
           x.score, x.reasons, o.livemode
    from matches x
    join organizations o on o.id = x.organization_id
    join scope_missions m on m.id = x.mission_id
    where x.score >= o.high_match_threshold and x.g_open -- a closed grant is a past cycle, not news
    order by x.organization_id, x.grant_id, ${sql.join(bestFirst({ score: sql`x.score`, missionId: sql`x.mission_id` }), sql`, `)}
  ),
  discovered as (
    insert into grant_discoveries (organization_id, grant_id)
    select organization_id, grant_id from best
    on conflict do nothing
    returning organization_id, grant_id
  )`;
}

/**
 * Grants in scope, whatever their status (the list's status filter decides what is shown; a closed grant is a past
 * cycle of a program a grants office plans from), with what the rules read and whether the grant is open (posted or
 * forecasted: the predicate of grantStatusIn); each vector is detoasted once here instead of once per function call.
 */
function scopeGrantsCte(scope: MatchScope): SQL {
  return sql`
  scope_grants as materialized (
    select g.id, g.owner_organization_id, g.search_vector || ''::tsvector as v, g.categories, g.eligible_applicant_types,
           exists (select 1 from unnest(g.eligible_applicant_types) as t where t like 'Unrestricted%') as unrestricted,
           exists (select 1 from unnest(g.eligible_applicant_types) as t where t like 'Others%') as accepts_others,
           nullif(g.award_floor, 0) as award_floor, nullif(g.award_ceiling, 0) as award_ceiling,
           g.close_date, g.is_forecast, ${openUntil(grantColumnsOf('g'))} as open_until,
           ${openOn(sql`params.today`, grantColumnsOf('g'))} as open
    from grants g cross join params
    where (${scope.grants})
      and g.search_vector is not null
  )`;
}

/** The whole statement: one row with the number of matches written and the discoveries it claimed. */
export function scoreMatchesStatement(scope: MatchScope): SQL {
  return sql`
  with
  params as materialized (select ${scope.today}::date as today),
  ${scopeGrantsCte(scope)},
  ${scopeMissionsCtes(scope)},
  ${queriesCtes()},
  ${hitsCte(scope.hits)},
  ${candidatesCtes()},
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
