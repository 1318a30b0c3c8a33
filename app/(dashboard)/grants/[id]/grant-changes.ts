// A grant's versions in words, for the grant page's Changes timeline (docs/catalog.md#versions): one sentence per
// field that moved. Pure, so that every field's wording is unit-tested without a page.
import type { GrantVersion } from '~/server/api/routers/grants/list-grant-versions.schema';
import { eligibleApplicantLabel } from '~/server/grants-gov-codes';
import type { GrantStatus } from '~/server/grants/status';
import { date, money } from '../../../_components/format';

/** Versions a page of the timeline ("Show older" asks for the next). */
export const CHANGES_PAGE = 20;

/** The versions query of one page: the grant page's server-side prefetch asks for the first with the same input. */
export const changesInput = (id: string, page = 0) => ({ id, limit: CHANGES_PAGE, offset: page * CHANGES_PAGE });

export type GrantVersionChanges = GrantVersion['changes'];
export type ChangedField = keyof GrantVersionChanges;

export interface ChangeSentence {
  field: ChangedField;
  text: string;
  /** Eligible applicant types only: the types a version added and removed, by name. */
  added?: string[];
  removed?: string[];
}

/** The order a version's sentences are told in: its status, then its dates and money, then what it says. */
export const CHANGE_ORDER = [
  'status',
  'closeDate',
  'awardCeiling',
  'awardFloor',
  'estimatedTotalFunding',
  'expectedAwards',
  'eligibleApplicantTypes',
  'title',
  'description',
] as const satisfies readonly ChangedField[];

const STATUS_LABEL: Record<GrantStatus, string> = {
  posted: 'Posted',
  forecasted: 'Forecasted',
  closed: 'Closed',
  archived: 'Archived',
};

/** "moved from A to B", "set to B", "removed (was A)": what became of a value that may be absent on either side. */
function moved<T>(
  label: string,
  [before, after]: [T | null, T | null],
  show: (v: T) => string,
  verb: (before: T, after: T) => string,
): string {
  if (before === null && after === null) return `${label} changed`;
  if (before === null) return `${label} set to ${show(after!)}`;
  if (after === null) return `${label} removed (was ${show(before)})`;
  return `${label} ${verb(before, after)} from ${show(before)} to ${show(after)}`;
}

const upOrDown = (before: number, after: number) => (after > before ? 'raised' : 'lowered');

function amount(label: string, change: [number | null, number | null], currency: string): string {
  return moved(label, change, (v) => money(v, currency), upOrDown);
}

/** The sentences of one version, in CHANGE_ORDER; amounts in the grant's currency. */
export function describeChanges(changes: GrantVersionChanges, currency = 'USD'): ChangeSentence[] {
  const out: ChangeSentence[] = [];
  for (const field of CHANGE_ORDER) {
    const sentence = describeField(changes, field, currency);
    if (sentence) out.push(sentence);
  }
  return out;
}

function describeField(c: GrantVersionChanges, field: ChangedField, currency: string): ChangeSentence | null {
  const say = (text: string): ChangeSentence => ({ field, text });
  switch (field) {
    case 'status': {
      if (!c.status) return null;
      const [before, after] = pair(c.status);
      return say(`Status changed from ${STATUS_LABEL[before]} to ${STATUS_LABEL[after]}`);
    }
    case 'closeDate':
      return c.closeDate ? say(moved('Close date', pair(c.closeDate), date, () => 'moved')) : null;
    case 'awardCeiling':
      return c.awardCeiling ? say(amount('Award ceiling', pair(c.awardCeiling), currency)) : null;
    case 'awardFloor':
      return c.awardFloor ? say(amount('Award floor', pair(c.awardFloor), currency)) : null;
    case 'estimatedTotalFunding':
      return c.estimatedTotalFunding
        ? say(amount('Estimated total funding', pair(c.estimatedTotalFunding), currency))
        : null;
    case 'expectedAwards':
      return c.expectedAwards
        ? say(moved('Expected awards', pair(c.expectedAwards), (n) => n.toLocaleString('en-US'), upOrDown))
        : null;
    case 'eligibleApplicantTypes': {
      if (!c.eligibleApplicantTypes) return null;
      const [before, after] = pair(c.eligibleApplicantTypes);
      // Stored as Grants.gov's labels (the parser names the codes); a code kept as is is named here.
      const named = (xs: string[]) => xs.map(eligibleApplicantLabel);
      return {
        field,
        text: 'Eligible applicant types changed',
        added: named(after.filter((x) => !before.includes(x))),
        removed: named(before.filter((x) => !after.includes(x))),
      };
    }
    case 'title':
      return c.title ? say('Title updated') : null;
    case 'description': {
      if (!c.description) return null;
      const [before, after] = pair(c.description);
      if (!before) return say('Description added');
      if (!after) return say('Description removed');
      return say('Description updated');
    }
  }
}

/** The schema's [before, after] is an array of two (OpenAPI's linters want `items`), read here as the pair it is. */
const pair = <T>(xs: T[]): [T, T] => [xs[0]!, xs[1]!];
