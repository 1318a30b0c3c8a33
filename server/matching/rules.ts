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

/**
 * A stored reason in its compact form (docs/matching.md, "Stored reasons"): a jsonb array of its code, its points and
 * the figures its sentence needs. The sentence is written where a reason is read (`renderReasons` in
 * server/grants/match-reasons.ts): most stored reasons are never read, and a sentence is most of a reason's bytes.
 */
const compact = (code: string, points: SQL, ...args: SQL[]) =>
  sql`jsonb_build_array(${sql.raw(`'${code}'`)}, ${points}${args.length ? sql`, ${sql.join(args, sql`, `)}` : sql``})`;

export interface Rule {
  /** Integer points (0 when the rule does not apply). */
  points: SQL;
  /**
   * The rule's reason in its compact stored form (a jsonb array), or null when it has none: the caller collects the
   * non-null ones into an array once (concatenating a jsonb array per rule copied the reasons so far at each rule).
   */
  reason: SQL;
}

/*
 * Rules read a row `r` of the scored pairs: mission columns m_*, grant columns g_* (with the flags g_unrestricted and
 * g_accepts_others precomputed per grant), and `today`. Each returns its points and, built only for stored matches,
 * its reason with the figures its sentence needs; the sentences themselves are in server/grants/match-reasons.ts.
 */

/**
 * The keyword scaling, explicit in the reasons: a mission with one keyword gets its keyword points × 3, one with two
 * × 3/2 (up to 40), so that naming few keywords does not keep a mission's matches under the floor.
 */
export function keywordScaleRule(): Rule {
  const points = sql`(r.keyword_scaled - r.keyword_raw)`;
  return {
    points,
    reason: sql`(case when ${points} <> 0 then ${compact(
      'scale',
      points,
      sql`r.m_strong_queries`,
      sql`r.m_has_keywords`,
      lit(KEYWORDS_SCALED_TO),
      lit(SCALED_KEYWORDS_CAP),
    )} end)`,
  };
}

/** A keyword phrase in the title lifts the keyword points (after scaling) to TITLE_PHRASE_POINTS. */
export function titlePhraseRule(): Rule {
  const points = sql`(r.keyword_points - r.keyword_scaled)`;
  return {
    points,
    reason: sql`(case when ${points} <> 0 then ${compact('title', points, sql`r.title_phrase`, lit(TITLE_PHRASE_POINTS))} end)`,
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
  // The shared categories, in the mission's order; none when the mission names none.
  const shared = sql`to_jsonb(array(select c from unnest(r.m_categories) as c where c = any(r.g_categories)))`;
  return {
    points,
    reason: sql`(case when ${overlaps} or ${unnamed} then ${compact('category', points, shared, sql`r.m_has_text`)} end)`,
  };
}

/**
 * The organization's applicant types against the grant's. The reason names one of five cases and, where its sentence
 * names a type, the first type it is about and how many there are: of those the grant shares with the mission
 * (open), or of the mission's own (closed).
 */
export function eligibilityRule(): Rule {
  const asked = sql`cardinality(r.m_applicant_types) > 0`;
  const unlisted = sql`cardinality(r.g_applicant_types) = 0`;
  const unrestricted = sql`r.g_unrestricted`;
  const others = sql`r.g_accepts_others`;
  const eligible = sql`(${unlisted} or ${unrestricted} or r.m_applicant_types && r.g_applicant_types)`;
  const points = sql`(case when not ${asked} then 0 when ${eligible} then ${lit(ELIGIBLE_POINTS)} when ${others} then 0 else ${lit(INELIGIBLE_POINTS)} end)`;
  const reason = sql`(case
    when ${unlisted} then ${compact('eligibility', points, sql`'unlisted'`)}
    when ${unrestricted} then ${compact('eligibility', points, sql`'unrestricted'`)}
    when r.m_applicant_types && r.g_applicant_types then (
      select ${compact('eligibility', points, sql`'open'`, sql`(array_agg(t.v order by t.o))[1]`, sql`count(*)::int`)}
      from unnest(r.m_applicant_types) with ordinality as t(v, o) where t.v = any(r.g_applicant_types))
    when ${others} then ${compact('eligibility', points, sql`'others'`)}
    else ${compact('eligibility', points, sql`'closed'`, sql`r.m_applicant_types[1]`, sql`cardinality(r.m_applicant_types)`)}
  end)`;
  return { points, reason: sql`(case when ${asked} then ${reason} end)` };
}

export function amountRule(): Rule {
  const asked = sql`(r.m_amount_min is not null or r.m_amount_max is not null)`;
  const known = sql`(r.g_award_floor is not null or r.g_award_ceiling is not null)`;
  const tooSmall = sql`(r.g_award_ceiling < r.m_amount_min)`;
  const tooLarge = sql`(r.g_award_floor > r.m_amount_max)`;
  const applies = sql`(${asked} and ${known})`;
  const points = sql`(case when not ${applies} then 0 when ${tooSmall} or ${tooLarge} then ${lit(AMOUNT_MISFIT_POINTS)} else ${lit(AMOUNT_FIT_POINTS)} end)`;
  const fit = sql`case when ${tooSmall} then 'below' when ${tooLarge} then 'above' else 'fits' end`;
  return {
    points,
    reason: sql`(case when ${applies} then ${compact(
      'amount',
      points,
      fit,
      sql`r.g_award_floor`,
      sql`r.g_award_ceiling`,
      sql`r.m_amount_min`,
      sql`r.m_amount_max`,
    )} end)`,
  };
}

export function deadlineRule(): Rule {
  const daysLeft = sql`(r.g_close_date - r.today)`;
  // Closed grants are scored too (a program's past cycle), without a deadline: only an open grant can close soon.
  const soon = sql`(not r.g_is_forecast and r.g_close_date is not null and ${daysLeft} between 0 and ${lit(CLOSING_SOON_DAYS - 1)})`;
  return {
    points: sql`(case when ${soon} then ${lit(CLOSING_SOON_POINTS)} else 0 end)`,
    reason: sql`(case when ${soon} then ${compact('deadline', lit(CLOSING_SOON_POINTS), daysLeft, sql`r.g_close_date`)} end)`,
  };
}

/** Keyword and term points arrive pre-summed (r.keyword_points, r.term_points); the cap is explicit in the reasons. */
export function textCapRule(): Rule {
  const excess = sql`greatest(r.keyword_points + r.term_points - ${lit(TEXT_CAP)}, 0)`;
  return {
    points: sql`(-${excess})`,
    reason: sql`(case when ${excess} > 0 then ${compact('cap', sql`-${excess}`, lit(TEXT_CAP))} end)`,
  };
}
