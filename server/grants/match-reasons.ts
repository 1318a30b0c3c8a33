// A match's reasons as readers see them ({kind, detail, points}), from the compact form grant_matches stores
// (docs/matching.md, "Stored reasons"). Each sentence here is the one the matching statement used to write in SQL.
import type { MatchReason, StoredReason } from '~/db/schema';

const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** "$200,000". */
const money = (value: number) => `$${dollars.format(value)}`;

/** "$10,000–$200,000", "up to $200,000" or "from $10,000". */
function range(low: number | null, high: number | null): string {
  if (low !== null && high !== null) return `${money(low)}–${money(high)}`;
  return high !== null ? `up to ${money(high)}` : `from ${money(low ?? 0)}`;
}

/** "and 2 more of your types" after the first type named, when there are more. */
const more = (joiner: 'and' | 'or', types: number) => (types > 1 ? ` ${joiner} ${types - 1} more of your types` : '');

function hitDetail(label: string, inTitle: boolean, inMeta: boolean, mentions: number): string {
  const counted = `${mentions} mention${mentions === 1 ? '' : 's'}`;
  if (inTitle && mentions > 0) return `matched "${label}" in the title and the text (${counted})`;
  if (inTitle) return `matched "${label}" in the title`;
  if (inMeta) return `matched "${label}" in the agency, opportunity number or categories`;
  return `matched "${label}" in the description (${counted})`;
}

function eligibilityDetail(status: string, firstType: string | undefined, types: number | undefined): string {
  switch (status) {
    case 'unlisted':
      return 'the grant lists no applicant restriction';
    case 'unrestricted':
      return 'open to any type of applicant (unrestricted)';
    case 'open':
      return `open to ${firstType}${more('and', types ?? 1)}`;
    case 'others':
      return 'your applicant types are not listed, but the grant accepts "Others": check its eligibility notes';
    default:
      return `not open to ${firstType}${more('or', types ?? 1)}`;
  }
}

function amountDetail(
  fit: string,
  floor: number | null,
  ceiling: number | null,
  min: number | null,
  max: number | null,
): string {
  if (fit === 'below') return `award ceiling ${money(ceiling ?? 0)} is below your minimum ${money(min ?? 0)}`;
  if (fit === 'above') return `award floor ${money(floor ?? 0)} is above your maximum ${money(max ?? 0)}`;
  return `award ${range(floor, ceiling)} fits your range ${range(min, max)}`;
}

function deadlineDetail(daysLeft: number, closeDate: string): string {
  const when = daysLeft === 0 ? 'closes today' : daysLeft === 1 ? 'closes tomorrow' : `closes in ${daysLeft} days`;
  return `${when} (${closeDate})`;
}

/** One stored reason as a reader sees it. */
export function renderReason(stored: StoredReason): MatchReason {
  if (!Array.isArray(stored)) return stored; // written before the compact form: its sentence is stored
  const [code, points] = stored;
  switch (stored[0]) {
    case 'keyword':
    case 'term': {
      const [kind, , label, inTitle, inMeta, mentions] = stored;
      const detail = hitDetail(label, inTitle, inMeta, mentions);
      return { kind, detail: kind === 'term' ? `${detail} (a term of the mission description)` : detail, points };
    }
    case 'scale': {
      const [, , n, hasKeywords, scaledTo, cap] = stored;
      const what = `${hasKeywords ? 'keyword' : 'description term'}${n === 1 ? '' : 's'}`;
      return {
        kind: 'scale',
        detail: `the mission has ${n} ${what}: keyword points × ${scaledTo}/${n}, up to ${cap}`,
        points,
      };
    }
    case 'title': {
      const [, , phrase, raisedTo] = stored;
      const detail = `"${phrase}" is in the title: a keyword phrase there is strong evidence on its own (keyword points raised to ${raisedTo})`;
      return { kind: 'title', detail, points };
    }
    case 'terms':
      return { kind: 'term', detail: `mission description terms found: ${stored[2]}`, points };
    case 'cap':
      return { kind: 'cap', detail: `text relevance is capped at ${stored[2]} points`, points };
    case 'category': {
      const [, , shared, hasText] = stored;
      const detail =
        shared.length === 0
          ? 'any category (the mission names none)'
          : shared.join(', ') + (hasText ? '' : ' (the mission has no keywords or description: categories decide)');
      return { kind: 'category', detail, points };
    }
    case 'eligibility':
      return { kind: 'eligibility', detail: eligibilityDetail(stored[2], stored[3], stored[4]), points };
    case 'amount': {
      const [, , fit, floor, ceiling, min, max] = stored;
      return { kind: 'amount', detail: amountDetail(fit, floor, ceiling, min, max), points };
    }
    case 'deadline':
      return { kind: 'deadline', detail: deadlineDetail(stored[2], stored[3]), points };
    case 'clamp':
      return { kind: 'clamp', detail: 'score is capped at 100', points };
    default:
      // Not a form this version writes (a newer release's?): its points still explain the score.
      return { kind: String(code), detail: '', points: Number(points) || 0 };
  }
}

/** A match's stored reasons as readers see them, in their stored order. */
export const renderReasons = (stored: readonly StoredReason[] | null): MatchReason[] =>
  (stored ?? []).map(renderReason);
