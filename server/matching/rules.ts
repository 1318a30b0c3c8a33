// The scoring formula of docs/matching.md: every constant, and one SQL fragment per rule producing its points and reason.
import { sql, type SQL } from 'drizzle-orm';

/** ts_rank_cd weight of one mention in the description or eligibility text (C)… */
export const DESCRIPTION_WEIGHT = 0.25;
/** …and the weights {D, C, B, A}: A title, B agency + opportunity number + categories, C description + eligibility. */
export const RANK_WEIGHTS = `{0.1,${DESCRIPTION_WEIGHT},0.4,1.0}`;
/** A keyword in the title… */
export const KEYWORD_TITLE_POINTS = 20;
/**
 * …and a keyword phrase (two words or more) in the title is strong evidence on its own: the keyword points are raised
 * to at least this, the storage floor, so that such a grant is a match whatever its description repeats (with a fitting
 * category, 45 + 15 = 60). Not a high match on that alone: a title can repeat a phrase without being about it.
 */
export const TITLE_PHRASE_POINTS = 45;
/** …its first mention in the rest of the text (description, eligibility, agency, categories)… */
export const KEYWORD_FIRST_MENTION_POINTS = 6;
/** …and each further mention… */
export const KEYWORD_FURTHER_MENTION_POINTS = 3;
/** …or, for a keyword phrase (two words or more, more specific than one word), 8 and 4… */
export const PHRASE_FIRST_MENTION_POINTS = 8;
export const PHRASE_FURTHER_MENTION_POINTS = 4;
/** …capped per keyword: many keywords found beat one keyword repeated. */
export const KEYWORD_CAP = 35;
/** A mission with n < 3 keywords has its keyword points scaled × 3/n: one keyword found can weigh as much as three… */
export const KEYWORDS_SCALED_TO = 3;
/** …but the scaling never lifts keyword points above this (it helps few-keyword missions reach the floor, not 100). */
export const SCALED_KEYWORDS_CAP = 40;
/** Salient description terms: at most this many per mission, … */
export const DESCRIPTION_TERMS = 5;
/** …each worth this much when found anywhere in the grant (when the mission also has keywords). */
export const TERM_POINTS = 2;
/** Keyword and description-term points together never exceed this. */
export const TEXT_CAP = 85;
/** Mission and grant share a funding category, or the mission names none. */
export const CATEGORY_POINTS = 15;
/** A mission with neither keywords nor description terms has only its categories to go on. */
export const CATEGORY_ONLY_POINTS = 50;
/** Eligibility, amount and deadline only take points away: a fit is explained by a reason worth 0. */
export const ELIGIBLE_POINTS = 0;
export const INELIGIBLE_POINTS = -30;
export const AMOUNT_FIT_POINTS = 0;
export const AMOUNT_MISFIT_POINTS = -15;
/** A posted grant closing in fewer than this many days… */
export const CLOSING_SOON_DAYS = 7;
/** …loses this much. */
export const CLOSING_SOON_POINTS = -15;
/** Only matches scoring at least this much are stored. */
export const MATCH_FLOOR = 45;

/** English words too common in grant notices to say anything about a mission (stemmed in SQL). */
export const GENERIC_WORDS = [
  'program',
  'project',
  'fund',
  'funding',
  'grant',
  'award',
  'support',
  'provide',
  'service',
  'organization',
  'organizations',
  'community',
  'communities',
  'application',
  'apply',
  'applicant',
  'activity',
  'develop',
  'development',
  'include',
  'effort',
  'initiative',
  'local',
  'national',
  'federal',
  'state',
  'year',
  'new',
  'use',
  'help',
  'work',
  'need',
  'improve',
  'increase',
  'expand',
  'area',
  'base',
  'plan',
  'focus',
  'serve',
  'aim',
  'goal',
  'also',
  'our',
  'mission',
  'seek',
  'opportunity',
  'partner',
  'partnership',
  'across',
  'within',
  'region',
  'people',
  'public',
  'access',
  'build',
  'strengthen',
  'capacity',
  'high',
  'quality',
  'research',
  'institution',
  'institutional',
  'eligible',
  'proposal',
].join(' ');

/** Raw keyword points, scaled up (to at most 40) for a mission with fewer than 3 keywords (or description terms). */
export function scaledKeywordPoints(raw: SQL, queries: SQL): SQL {
  return sql`(case when ${queries} between 1 and ${lit(KEYWORDS_SCALED_TO - 1)}
    then greatest(${raw}, least(${lit(SCALED_KEYWORDS_CAP)}, round(${raw} * ${lit(KEYWORDS_SCALED_TO)}.0 / ${queries})::int))
    else ${raw} end)`;
}

/** Constants go into the SQL text, not parameters: they must be typed where they appear (e.g. in jsonb_build_object). */
export const lit = (n: number): SQL => sql.raw(String(Math.trunc(n)));

/**
 * Points of a keyword hit `h`: h.in_title, and h.text_mentions = mentions outside the title, counted from the
 * ts_rank_cd rank in description-mention units (an agency/category mention weighs 0.4 / 0.25 = 1.6 of them); h.phrase
 * for a keyword of two words or more.
 */
export function keywordPoints(): SQL {
  const first = sql`case when h.phrase then ${lit(PHRASE_FIRST_MENTION_POINTS)} else ${lit(KEYWORD_FIRST_MENTION_POINTS)} end`;
  const further = sql`case when h.phrase then ${lit(PHRASE_FURTHER_MENTION_POINTS)} else ${lit(KEYWORD_FURTHER_MENTION_POINTS)} end`;
  return sql`least(${lit(KEYWORD_CAP)}, case when h.in_title then ${lit(KEYWORD_TITLE_POINTS)} else 0 end
    + case when h.text_mentions > 0 then ${first} + ${further} * (h.text_mentions - 1) else 0 end)`;
}

const money = (value: SQL) => sql`to_char(${value}, 'FM$999,999,999,999,990')`;

/** "$10,000–$200,000", "up to $200,000" or "from $10,000". */
function rangeText(low: SQL, high: SQL): SQL {
  return sql`case when ${low} is not null and ${high} is not null then ${money(low)} || '–' || ${money(high)}
    when ${high} is not null then 'up to ' || ${money(high)} else 'from ' || ${money(low)} end`;
}

const reason = (kind: string, detail: SQL, points: SQL) =>
  sql`jsonb_build_object('kind', ${sql.raw(`'${kind}'`)}, 'detail', ${detail}, 'points', ${points})`;

export interface Rule {
  /** Integer points (0 when the rule does not apply). */
  points: SQL;
  /**
   * The rule's reason as one jsonb object, or null when it has none: the caller collects the non-null ones into an
   * array once (concatenating a jsonb array per rule copied the reasons so far at each rule).
   */
  reason: SQL;
}

/**
 * Rules read a row `r` of the scored pairs: mission columns m_*, grant columns g_* (with the flags g_unrestricted and
 * g_accepts_others precomputed per grant), and `today`. Each returns its points and, built only for stored matches,
 * its reason.
 */
/**
 * The keyword scaling, explicit in the reasons: a mission with one keyword gets its keyword points × 3, one with two
 * × 3/2 (up to 40), so that naming few keywords does not keep a mission's matches under the floor.
 */
export function keywordScaleRule(): Rule {
  const points = sql`(r.keyword_scaled - r.keyword_raw)`;
  const what = sql`case when r.m_has_keywords then 'keyword' else 'description term' end
    || case when r.m_strong_queries = 1 then '' else 's' end`;
  const detail = sql`format('the mission has %s %s: keyword points × %s/%s, up to %s', r.m_strong_queries, ${what},
    ${lit(KEYWORDS_SCALED_TO)}, r.m_strong_queries, ${lit(SCALED_KEYWORDS_CAP)})`;
  return {
    points,
    reason: sql`(case when ${points} <> 0 then ${reason('scale', detail, points)} end)`,
  };
}

/** A keyword phrase in the title lifts the keyword points (after scaling) to TITLE_PHRASE_POINTS. */
export function titlePhraseRule(): Rule {
  const points = sql`(r.keyword_points - r.keyword_scaled)`;
  const detail = sql`format('%s is in the title: a keyword phrase there is strong evidence on its own (keyword points raised to %s)',
    r.title_phrase_label, ${lit(TITLE_PHRASE_POINTS)})`;
  return {
    points,
    reason: sql`(case when ${points} <> 0 then ${reason('title', detail, points)} end)`,
  };
}

/** Keyword points after scaling and the title-phrase lift: what the text cap and the floor see. */
export function liftedKeywordPoints(scaled: SQL, titlePhrase: SQL): SQL {
  return sql`greatest(${scaled}, case when ${titlePhrase} then ${lit(TITLE_PHRASE_POINTS)} else 0 end)`;
}

export function categoryRule(): Rule {
  const overlaps = sql`r.m_categories && r.g_categories`;
  const unnamed = sql`cardinality(r.m_categories) = 0`;
  const points = sql`(case when not (${overlaps} or ${unnamed}) then 0 when r.m_has_text then ${lit(CATEGORY_POINTS)}
    else ${lit(CATEGORY_ONLY_POINTS)} end)`;
  const labels = sql`array_to_string(array(select c from unnest(r.m_categories) as c where c = any(r.g_categories)), ', ')`;
  const detail = sql`case when ${unnamed} then 'any category (the mission names none)'
    else ${labels} || case when r.m_has_text then '' else ' (the mission has no keywords or description: categories decide)' end end`;
  return {
    points,
    reason: sql`(case when ${overlaps} or ${unnamed} then ${reason('category', detail, points)} end)`,
  };
}

export function eligibilityRule(): Rule {
  const asked = sql`cardinality(r.m_applicant_types) > 0`;
  const unlisted = sql`cardinality(r.g_applicant_types) = 0`;
  const unrestricted = sql`r.g_unrestricted`;
  const shared = sql`array(select t from unnest(r.m_applicant_types) as t where t = any(r.g_applicant_types))`;
  const others = sql`r.g_accepts_others`;
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
  return {
    points,
    reason: sql`(case when ${asked} then ${reason('eligibility', detail, points)} end)`,
  };
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
  return { points, reason: sql`(case when ${applies} then ${reason('amount', detail, points)} end)` };
}

export function deadlineRule(): Rule {
  const daysLeft = sql`(r.g_close_date - r.today)`;
  // Closed grants are scored too (a program's past cycle), without a deadline: only an open grant can close soon.
  const soon = sql`(not r.g_is_forecast and r.g_close_date is not null and ${daysLeft} between 0 and ${lit(CLOSING_SOON_DAYS - 1)})`;
  const detail = sql`(case ${daysLeft} when 0 then 'closes today' when 1 then 'closes tomorrow'
    else 'closes in ' || ${daysLeft} || ' days' end || ' (' || r.g_close_date || ')')`;
  return {
    points: sql`(case when ${soon} then ${lit(CLOSING_SOON_POINTS)} else 0 end)`,
    reason: sql`(case when ${soon} then ${reason('deadline', detail, lit(CLOSING_SOON_POINTS))} end)`,
  };
}

/** Keyword and term points arrive pre-summed (r.keyword_points, r.term_points); the cap is explicit in the reasons. */
export function textCapRule(): Rule {
  const excess = sql`greatest(r.keyword_points + r.term_points - ${lit(TEXT_CAP)}, 0)`;
  const detail = sql`'text relevance is capped at ' || ${lit(TEXT_CAP)} || ' points'`;
  return {
    points: sql`(-${excess})`,
    reason: sql`(case when ${excess} > 0 then ${reason('cap', detail, sql`-${excess}`)} end)`,
  };
}
