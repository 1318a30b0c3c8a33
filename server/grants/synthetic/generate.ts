// Deterministic generator of realistic synthetic federal grants (demos, benchmarks, tests).
import type { AssistanceListing, GrantContact } from '~/db/schema';
import {
  CATEGORY_OF_FUNDING_ACTIVITY,
  ELIGIBLE_APPLICANTS,
  FUNDING_INSTRUMENT_TYPE,
  type CategoryCode,
  type EligibleApplicantCode,
} from '../codes';
import type { GrantInput } from '../types';
import {
  AGENCIES,
  AREA_CODES,
  CONTACT_ROLES,
  ELIGIBILITY_NOTES,
  FIRST_NAMES,
  GENERAL_FOCUSES,
  LAST_NAMES,
  NIH_MECHANISMS,
  OFFICE_NAMES,
  pad,
  PRIORITIES,
  RESEARCH_AIMS,
  THEMES,
  type Agency,
  type Theme,
} from './data';
import { recordState, Rng } from './rng';

export interface SyntheticGrantOptions {
  count: number;
  seed?: number;
  /** YYYY-MM-DD; defaults to the current UTC date. */
  today?: string;
}

// ---------------------------------------------------------------------------------------------
// Dates as UTC day numbers.

const DAY_MS = 86_400_000;

function parseDay(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) {
    throw new RangeError(`today must be a valid YYYY-MM-DD date, got "${value}"`);
  }
  return ms / DAY_MS;
}

type DayFormatter = (day: number) => string;

/** Memoized day → YYYY-MM-DD (a run only touches a few thousand distinct days). */
function dayFormatter(): DayFormatter {
  const cache = new Map<number, string>();
  return (day) => {
    let s = cache.get(day);
    if (s === undefined) {
      s = new Date(day * DAY_MS).toISOString().slice(0, 10);
      cache.set(day, s);
    }
    return s;
  };
}

const AGENCY_CUMULATIVE_WEIGHTS = (() => {
  let total = 0;
  return AGENCIES.map((a) => (total += a.weight));
})();
const AGENCY_TOTAL_WEIGHT = AGENCY_CUMULATIVE_WEIGHTS[AGENCY_CUMULATIVE_WEIGHTS.length - 1] ?? 0;

function pickAgency(r: Rng): Agency {
  const x = r.next() * AGENCY_TOTAL_WEIGHT;
  let i = 0;
  while (i < AGENCIES.length - 1 && (AGENCY_CUMULATIVE_WEIGHTS[i] as number) <= x) i++;
  return AGENCIES[i] as Agency;
}

const GRANT = FUNDING_INSTRUMENT_TYPE.G;
const COOPERATIVE_AGREEMENT = FUNDING_INSTRUMENT_TYPE.CA;
const NONPROFIT: EligibleApplicantCode = '12';

// ---------------------------------------------------------------------------------------------
// Record builders.

function niceRound(value: number): number {
  const step = value < 10_000 ? 500 : value < 100_000 ? 5_000 : value < 1_000_000 ? 25_000 : 100_000;
  return Math.max(step, Math.round(value / step) * step);
}

interface Schedule {
  isForecast: boolean;
  posted: number;
  close: number;
  archive: number | null;
}

/** ~60% posted, ~15% forecasted, ~15% closed, ~10% archived relative to `today`. */
function schedule(r: Rng, today: number): Schedule {
  const u = r.next();
  if (u < 0.6) {
    const close = today + r.range(5, 180);
    return {
      isForecast: false,
      posted: today - r.range(0, 120),
      close,
      archive: r.chance(0.8) ? close + r.range(14, 90) : null,
    };
  }
  if (u < 0.75) {
    const posted = today + r.range(-14, 120);
    const close = Math.max(posted, today) + r.range(30, 180);
    return { isForecast: true, posted, close, archive: r.chance(0.5) ? close + 30 : null };
  }
  if (u < 0.9) {
    const close = today - r.range(1, 90);
    return {
      isForecast: false,
      posted: close - r.range(30, 150),
      close,
      archive: r.chance(0.7) ? today + r.range(1, 90) : null,
    };
  }
  const close = today - r.range(31, 730);
  const archive = close + r.range(0, Math.min(90, today - close - 1));
  return { isForecast: false, posted: close - r.range(30, 150), close, archive };
}

interface TitleParts {
  title: string;
  program: string;
  research: boolean;
  /** The focus actually used in the title (NIH-style titles drop it). */
  focus: string | null;
}

function buildTitle(
  r: Rng,
  agency: Agency,
  theme: Theme,
  titles: readonly string[],
  fy: number,
  focus: string | null,
): TitleParts {
  const topics = theme.research;
  if (topics && r.chance(agency.research)) {
    const topic = r.pick(topics);
    if (agency.nihMechanism)
      return { title: `${topic} (${r.pick(NIH_MECHANISMS)})`, program: topic, research: true, focus: null };
    return { title: focus ? `${topic}: ${focus}` : topic, program: topic, research: true, focus };
  }
  const program = r.pick(titles);
  const prefix = r.chance(0.2) ? `FY ${fy} ` : '';
  return { title: focus ? `${prefix}${program}: ${focus}` : `${prefix}${program}`, program, research: false, focus };
}

function buildDescription(
  r: Rng,
  agency: Agency,
  theme: Theme,
  program: string,
  research: boolean,
  focus: string | null,
): string {
  const A = agency.short;
  const Acap = A.charAt(0).toUpperCase() + A.slice(1);
  const t = r.sample(theme.terms, 5) as [string, string, string, string, string];
  const act = r.sample(theme.activities, 4) as [string, string, string, string];
  const out = r.sample(theme.outcomes, 3) as [string, string, string];
  const pop = r.pick(theme.populations);
  const plural = program.endsWith('s');

  let purpose: string;
  if (research) {
    purpose = r.chance(0.5)
      ? `This Notice of Funding Opportunity (NOFO) invites applications proposing innovative research on ${t[0]} and ${t[1]}. ${Acap} seeks studies that ${r.pick(RESEARCH_AIMS)}, with particular relevance to ${pop}.`
      : `The goal of this program is to support rigorous, hypothesis-driven research that will ${r.pick(RESEARCH_AIMS)}. Applications should address ${t[0]} and may include studies of ${t[1]} among ${pop}.`;
  } else {
    switch (r.int(4)) {
      case 0:
        purpose = `The ${program} ${plural ? 'support' : 'supports'} ${pop} through projects that ${act[0]}. Through this funding opportunity, ${A} seeks applications that address ${t[0]} and ${t[1]}.`;
        break;
      case 1:
        purpose = `${Acap} is soliciting applications for the ${program}, which ${plural ? 'fund' : 'funds'} efforts to ${act[0]}. Projects should focus on ${t[0]}, with an emphasis on ${pop}.`;
        break;
      case 2:
        purpose = `This Notice of Funding Opportunity (NOFO) announces the availability of funds for the ${program}. The purpose of the program is to ${act[0]}, with a focus on ${t[0]} among ${pop}.`;
        break;
      default:
        purpose = `The purpose of this program is to ${act[0]}. Awards will support projects addressing ${t[0]} and ${t[1]} that respond to locally identified needs among ${pop}.`;
    }
  }
  if (focus) purpose += ` This competition includes a dedicated funding track: ${focus}.`;

  const paragraphs = [purpose];
  // 1–3 of the remaining paragraph kinds, always in document order.
  const mask = 1 + r.int(7);
  if (mask & 1) {
    switch (r.int(3)) {
      case 0:
        paragraphs.push(
          `Priority will be given to applications that ${r.pick(PRIORITIES)}. ${Acap} is particularly interested in projects addressing ${t[2]}.`,
        );
        break;
      case 1:
        paragraphs.push(
          `Competitive applications will describe a clear theory of change, a realistic work plan, and measurable objectives related to ${t[2]}. Applicants are encouraged to ${r.pick(PRIORITIES)}.`,
        );
        break;
      default: {
        const [p1, p2] = r.sample(PRIORITIES, 2) as [string, string];
        paragraphs.push(
          `This competition includes priorities for projects that ${p1} and for projects that ${p2}. Applicants proposing work on ${t[2]} should describe how they will coordinate with existing efforts.`,
        );
      }
    }
  }
  if (mask & 2) {
    switch (r.int(3)) {
      case 0:
        paragraphs.push(
          `Recipients may use funds to ${act[1]}, ${act[2]}, and ${act[3]}. Funds may also support planning, evaluation, and technical assistance directly related to ${t[3]}.`,
        );
        break;
      case 1:
        paragraphs.push(
          `Applicants may propose projects that ${act[1]} or ${act[2]}. Costs for staff training, data collection, and partnership coordination related to ${t[3]} are allowable; construction and the purchase of real property are not.`,
        );
        break;
      default:
        paragraphs.push(
          `Successful projects typically ${act[1]} and ${act[2]}. ${Acap} anticipates supporting a range of project sizes, from planning and pilot efforts to full implementation of proven models addressing ${t[3]}.`,
        );
    }
  }
  if (mask & 4) {
    switch (r.int(3)) {
      case 0:
        paragraphs.push(
          `Expected outcomes include ${out[0]} and ${out[1]}. Recipients will report on performance measures and participate in a national evaluation of program efforts related to ${t[4]}.`,
        );
        break;
      case 1:
        paragraphs.push(
          `By the end of the period of performance, projects should demonstrate ${out[0]}, ${out[1]}, and ${out[2]}. ${Acap} will share lessons learned about ${t[4]} with practitioners nationwide.`,
        );
        break;
      default:
        paragraphs.push(
          `${Acap} expects funded projects to achieve ${out[0]}. Applicants must include a logic model and a plan for collecting outcome data related to ${t[4]}.`,
        );
    }
  }
  return paragraphs.join('\n\n');
}

function buildApplicants(r: Rng, theme: Theme): string[] {
  const pool = theme.applicants;
  const k = r.range(2, Math.min(8, pool.length));
  const chosen = r.sample(pool, k);
  if (r.chance(0.8) && pool.includes(NONPROFIT) && !chosen.includes(NONPROFIT)) chosen[chosen.length - 1] = NONPROFIT;
  chosen.sort();
  return chosen.map((code) => ELIGIBLE_APPLICANTS[code]);
}

function buildContact(r: Rng, agency: Agency): GrantContact {
  const phone = `(${r.pick(AREA_CODES)}) 555-01${pad(r.int(100), 2)}`;
  if (r.chance(0.5)) {
    const first = r.pick(FIRST_NAMES);
    const last = r.pick(LAST_NAMES);
    const name = `${first} ${last}`;
    const email = `${first.toLowerCase()}.${last.toLowerCase()}@${agency.domain}`;
    return { name, email, phone, text: `${r.pick(CONTACT_ROLES)}: ${name}, ${email}, ${phone}` };
  }
  const name = `${agency.name} ${r.pick(OFFICE_NAMES)}`;
  const email = `${r.pick(agency.mailboxes)}@${agency.domain}`;
  return { name, email, phone, text: `${name}, ${email}, ${phone}` };
}

function buildGrant(r: Rng, index: number, seed: number, today: number, formatDay: DayFormatter): GrantInput {
  const agency = pickAgency(r);
  const [themeId, listingNumber, listingTitle, titles] = r.pick(agency.programs);
  const theme: Theme = THEMES[themeId];

  const dates = schedule(r, today);
  const posted = formatDay(dates.posted);
  const fy = Number(posted.slice(0, 4)) + (Number(posted.slice(5, 7)) >= 10 ? 1 : 0);
  const opportunityNumber = agency.number(r, { fy, yy: pad(fy % 100, 2), posted, theme: themeId });

  const focusCandidate = r.chance(0.3) ? r.pick(r.chance(0.5) ? theme.focuses : GENERAL_FOCUSES) : null;
  const { title, program, research, focus } = buildTitle(r, agency, theme, titles, fy, focusCandidate);

  const [primary, ...others] = theme.categories as readonly [CategoryCode, ...CategoryCode[]];
  const categories: string[] = [CATEGORY_OF_FUNDING_ACTIVITY[primary]];
  if (others.length > 0 && r.chance(0.45)) categories.push(CATEGORY_OF_FUNDING_ACTIVITY[r.pick(others)]);

  const assistanceListings: AssistanceListing[] = [{ number: listingNumber, title: listingTitle }];
  if (r.chance(0.3)) {
    const [extraTheme, extraNumber, extraTitle] = r.pick(agency.programs);
    if (extraTheme === themeId && extraNumber !== listingNumber)
      assistanceListings.push({ number: extraNumber, title: extraTitle });
  }

  const u = r.next();
  const fundingInstruments: string[] =
    u < 0.72 ? [GRANT] : u < 0.94 ? [COOPERATIVE_AGREEMENT] : [GRANT, COOPERATIVE_AGREEMENT];

  const [lo, hi] = theme.ceiling;
  const awardCeiling = Math.min(hi, niceRound(lo * Math.pow(hi / lo, r.next())));
  const awardFloor = r.chance(0.25) ? null : Math.min(awardCeiling, niceRound(awardCeiling * (0.05 + 0.55 * r.next())));
  const maxAwards = awardCeiling >= 1_000_000 ? 25 : awardCeiling >= 250_000 ? 60 : 200;
  const expectedAwards = Math.max(1, Math.round(Math.pow(maxAwards, r.next())));
  const estimatedTotalFunding = Math.max(
    awardCeiling,
    niceRound(awardCeiling * expectedAwards * (0.55 + 0.45 * r.next())),
  );
  const costSharing = r.chance(0.25);

  const description = buildDescription(r, agency, theme, program, research, focus);
  const eligibleApplicantTypes = buildApplicants(r, theme);
  const eligibilityNotes = r.chance(0.55) ? r.pick(ELIGIBILITY_NOTES) : null;
  // No link: a made-up page on a real agency's site would be a dead link. The draws that chose one are still made,
  // so that every seed gives the catalog it always gave.
  if (r.chance(0.45)) r.range(340_000, 399_999);
  const url = null;
  const contact = buildContact(r, agency);

  return {
    source: 'synthetic',
    sourceId: `SYN-${seed}-${index}`,
    sourceVersion: 1,
    ownerOrganizationId: null,
    opportunityNumber,
    title,
    agency: agency.name,
    agencyCode: agency.code,
    isForecast: dates.isForecast,
    postedDate: posted,
    closeDate: formatDay(dates.close),
    archiveDate: dates.archive === null ? null : formatDay(dates.archive),
    awardFloor,
    awardCeiling,
    estimatedTotalFunding,
    expectedAwards,
    currency: 'USD',
    categories,
    fundingInstruments,
    eligibleApplicantTypes,
    assistanceListings,
    costSharing,
    description,
    eligibilityNotes,
    url,
    contact,
  };
}

/**
 * Yields `count` synthetic grants. Record i depends only on (seed, i, today), so any prefix of a
 * larger run equals a smaller run with the same options.
 */
export function* generateSyntheticGrants(opts: SyntheticGrantOptions): Generator<GrantInput> {
  const { count } = opts;
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  const seed = (opts.seed ?? 1) >>> 0;
  const today = parseDay(opts.today ?? new Date().toISOString().slice(0, 10));
  const rng = new Rng();
  const formatDay = dayFormatter();
  for (let i = 0; i < count; i++) {
    rng.reset(recordState(seed, i));
    yield buildGrant(rng, i, seed, today, formatDay);
  }
}
