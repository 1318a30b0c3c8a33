// The scoring formula of docs/matching.md: every constant, and one SQL fragment per rule producing its points and reason.
import { sql, type SQL } from 'drizzle-orm';

/** ts_rank_cd weights {D, C, B, A}: A title, B agency + opportunity number + categories, C description + eligibility. */
export const RANK_WEIGHTS = '{0.1,0.2,0.4,1.0}';
/** Points of one keyword: 25 per title mention, 10 per agency/category mention, 5 per description mention… */
export const KEYWORD_POINTS_PER_TITLE_MENTION = 25;
/** …capped per keyword. */
export const KEYWORD_CAP = 25;
/** Salient description terms: at most this many per mission, … */
export const DESCRIPTION_TERMS = 5;
/** …each worth this much when found anywhere in the grant (when the mission also has keywords). */
export const TERM_POINTS = 2;
/** Keyword and description-term points together never exceed this. */
export const TEXT_CAP = 70;
export const CATEGORY_POINTS = 15;
export const ELIGIBLE_POINTS = 10;
export const INELIGIBLE_POINTS = -30;
export const AMOUNT_FIT_POINTS = 5;
export const AMOUNT_MISFIT_POINTS = -15;
/** A posted grant closing in fewer than this many days… */
export const CLOSING_SOON_DAYS = 7;
/** …loses this much. */
export const CLOSING_SOON_POINTS = -15;
/** Only matches scoring at least this much are stored. */
export const MATCH_FLOOR = 35;

/** English words too common in grant notices to say anything about a mission (stemmed in SQL). */
export const GENERIC_WORDS = [
  'program', 'project', 'fund', 'funding', 'grant', 'award', 'support', 'provide', 'service', 'organization',
  'organizations', 'community', 'communities', 'application', 'apply', 'applicant', 'activity', 'develop',
  'development', 'include', 'effort', 'initiative', 'local', 'national', 'federal', 'state', 'year', 'new', 'use',
  'help', 'work', 'need', 'improve', 'increase', 'expand', 'area', 'base', 'plan', 'focus', 'serve', 'aim', 'goal',
  'also', 'our', 'mission', 'seek', 'opportunity', 'partner', 'partnership', 'across', 'within', 'region', 'people',
  'public', 'access', 'build', 'strengthen', 'capacity', 'high', 'quality',
].join(' ');

/** Constants go into the SQL text, not parameters: they must be typed where they appear (e.g. in jsonb_build_object). */
export const lit = (n: number): SQL => sql.raw(String(Math.trunc(n)));

const money = (value: SQL) => sql`to_char(${value}, 'FM$999,999,999,999,990')`;

/** "$10,000–$200,000", "up to $200,000" or "from $10,000". */
function rangeText(low: SQL, high: SQL): SQL {
  return sql`case when ${low} is not null and ${high} is not null then ${money(low)} || '–' || ${money(high)}
    when ${high} is not null then 'up to ' || ${money(high)} else 'from ' || ${money(low)} end`;
}

const reason = (kind: string, detail: SQL, points: SQL) =>
  sql`jsonb_build_array(jsonb_build_object('kind', ${sql.raw(`'${kind}'`)}, 'detail', ${detail}, 'points', ${points}))`;

export interface Rule {
  /** Integer points (0 when the rule does not apply). */
  points: SQL;
  /** A jsonb array holding the rule's reason, or an empty array. */
  reasons: SQL;
}

/**
 * Rules read a row `r` of the scored pairs: mission columns m_*, grant columns g_*, and `today`.
 * Each one returns its points and, evaluated only for stored matches, its reason.
 */
export function categoryRule(): Rule {
  const overlaps = sql`r.m_categories && r.g_categories`;
  const labels = sql`array_to_string(array(select c from unnest(r.m_categories) as c where c = any(r.g_categories)), ', ')`;
  return {
    points: sql`(case when ${overlaps} then ${lit(CATEGORY_POINTS)} else 0 end)`,
    reasons: sql`(case when ${overlaps} then ${reason('category', labels, lit(CATEGORY_POINTS))} else '[]'::jsonb end)`,
  };
}

export function eligibilityRule(): Rule {
  const asked = sql`cardinality(r.m_applicant_types) > 0`;
  const unlisted = sql`cardinality(r.g_applicant_types) = 0`;
  const unrestricted = sql`exists (select 1 from unnest(r.g_applicant_types) as t where t like 'Unrestricted%')`;
  const shared = sql`array(select t from unnest(r.m_applicant_types) as t where t = any(r.g_applicant_types))`;
  const others = sql`exists (select 1 from unnest(r.g_applicant_types) as t where t like 'Others%')`;
  const eligible = sql`(${unlisted} or ${unrestricted} or r.m_applicant_types && r.g_applicant_types)`;
  const points = sql`(case when not ${asked} then 0 when ${eligible} then ${lit(ELIGIBLE_POINTS)} when ${others} then 0 else ${lit(INELIGIBLE_POINTS)} end)`;
  const detail = sql`(case
    when ${unlisted} then 'the grant lists no applicant restriction'
    when ${unrestricted} then 'open to any type of applicant (unrestricted)'
    when r.m_applicant_types && r.g_applicant_types then
      'open to ' || (${shared})[1] || coalesce(' and ' || nullif(cardinality(${shared}) - 1, 0) || ' more of your types', '')
    when ${others} then 'your applicant types are not listed, but the grant accepts "Others": check its eligibility notes'
    else 'not open to ' || r.m_applicant_types[1] || coalesce(' or ' || nullif(cardinality(r.m_applicant_types) - 1, 0) || ' more of your types', '')
  end)`;
  return { points, reasons: sql`(case when ${asked} then ${reason('eligibility', detail, points)} else '[]'::jsonb end)` };
}

export function amountRule(): Rule {
  const asked = sql`(r.m_amount_min is not null or r.m_amount_max is not null)`;
  const known = sql`(r.g_award_floor is not null or r.g_award_ceiling is not null)`;
  const tooSmall = sql`(r.g_award_ceiling < r.m_amount_min)`;
  const tooLarge = sql`(r.g_award_floor > r.m_amount_max)`;
  const applies = sql`(${asked} and ${known})`;
  const points = sql`(case when not ${applies} then 0 when ${tooSmall} or ${tooLarge} then ${lit(AMOUNT_MISFIT_POINTS)} else ${lit(AMOUNT_FIT_POINTS)} end)`;
  const detail = sql`(case
    when ${tooSmall} then 'award ceiling ' || ${money(sql`r.g_award_ceiling`)} || ' is below your minimum ' || ${money(sql`r.m_amount_min`)}
    when ${tooLarge} then 'award floor ' || ${money(sql`r.g_award_floor`)} || ' is above your maximum ' || ${money(sql`r.m_amount_max`)}
    else 'award ' || ${rangeText(sql`r.g_award_floor`, sql`r.g_award_ceiling`)} || ' fits your range ' || ${rangeText(sql`r.m_amount_min`, sql`r.m_amount_max`)}
  end)`;
  return { points, reasons: sql`(case when ${applies} then ${reason('amount', detail, points)} else '[]'::jsonb end)` };
}

export function deadlineRule(): Rule {
  const daysLeft = sql`(r.g_close_date - r.today)`;
  const soon = sql`(not r.g_is_forecast and r.g_close_date is not null and ${daysLeft} < ${lit(CLOSING_SOON_DAYS)})`;
  const detail = sql`(case ${daysLeft} when 0 then 'closes today' when 1 then 'closes tomorrow'
    else 'closes in ' || ${daysLeft} || ' days' end || ' (' || r.g_close_date || ')')`;
  return {
    points: sql`(case when ${soon} then ${lit(CLOSING_SOON_POINTS)} else 0 end)`,
    reasons: sql`(case when ${soon} then ${reason('deadline', detail, lit(CLOSING_SOON_POINTS))} else '[]'::jsonb end)`,
  };
}

/** Keyword and term points arrive pre-summed (r.keyword_points, r.term_points); the cap is explicit in the reasons. */
export function textCapRule(): Rule {
  const excess = sql`greatest(r.keyword_points + r.term_points - ${lit(TEXT_CAP)}, 0)`;
  const detail = sql`'text relevance is capped at ' || ${lit(TEXT_CAP)} || ' points'`;
  return {
    points: sql`(-${excess})`,
    reasons: sql`(case when ${excess} > 0 then ${reason('cap', detail, sql`-${excess}`)} else '[]'::jsonb end)`,
  };
}
