/**
 * Whether an organization may apply to a grant, from its profile's applicant type against the grant's eligible
 * applicant types (docs/matching.md#eligibility): one SQL expression, read by the list's `eligible` filter and by the
 * status every grant response explains, and its TypeScript twin (eligibility.test.ts holds them equal).
 *
 * Grants store the readable labels of the Grants.gov codes (server/grants/codes.ts), so the organization's code is
 * compared as its label. Code 99 ("Unrestricted…") opens a grant to anyone; code 25 ("Others (see text…)") leaves it
 * to the eligibility text, so a grant listing it is never a no.
 */
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { organizationProfiles } from '~/db/schema';
import { ELIGIBLE_APPLICANTS } from './codes';

export const ELIGIBILITY_STATUSES = ['eligible', 'not_eligible', 'unknown'] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

/** Label prefixes of code 99 and code 25, as the catalog stores them (and as a private grant may write them). */
const UNRESTRICTED_PREFIX = 'Unrestricted';
const OTHERS_PREFIX = 'Others';

/** The label the catalog stores for an applicant type code, or null (no type, or not a Grants.gov code). */
export function applicantTypeLabel(code: string | null | undefined): string | null {
  if (!code || !Object.hasOwn(ELIGIBLE_APPLICANTS, code)) return null;
  return ELIGIBLE_APPLICANTS[code as keyof typeof ELIGIBLE_APPLICANTS];
}

/** The organization's applicant type code (organization profile), or null. */
export async function organizationApplicantType(db: DbOrTx, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ applicantType: organizationProfiles.applicantType })
    .from(organizationProfiles)
    .where(eq(organizationProfiles.organizationId, organizationId));
  return row?.applicantType ?? null;
}

/** The applicant type of an organization as a column expression, for a statement that already reads one row. */
export const applicantTypeSql = (organizationId: string): SQL<string | null> =>
  sql<
    string | null
  >`(select ${organizationProfiles.applicantType} from ${organizationProfiles} where ${organizationProfiles.organizationId} = ${organizationId})`;

/**
 * The status, per grant row, of an organization whose applicant type has the label `label` (null: no type). Reads
 * only the row's array: no join, so a filter over the whole catalog stays one pass.
 */
export function eligibilityStatusSql(label: string | null, types: AnyColumn | SQL): SQL<EligibilityStatus> {
  if (label === null) return sql<EligibilityStatus>`'unknown'::text`;
  const anyLike = (prefix: string) =>
    sql`exists (select 1 from unnest(${types}) as t where t like ${sql.raw(`'${prefix}%'`)})`;
  return sql<EligibilityStatus>`(case
    when cardinality(${types}) = 0 then 'unknown'
    when ${label}::text = any(${types}) or ${anyLike(UNRESTRICTED_PREFIX)} then 'eligible'
    when ${anyLike(OTHERS_PREFIX)} then 'unknown'
    else 'not_eligible' end)`;
}

/** The TypeScript twin of eligibilityStatusSql. */
export function eligibilityStatus(label: string | null, types: readonly string[]): EligibilityStatus {
  if (label === null || types.length === 0) return 'unknown';
  if (types.includes(label) || types.some((t) => t.startsWith(UNRESTRICTED_PREFIX))) return 'eligible';
  if (types.some((t) => t.startsWith(OTHERS_PREFIX))) return 'unknown';
  return 'not_eligible';
}

/**
 * `eligible=true` keeps every grant that is not a no (eligible, and unknown: code 25 is never a no), `false` only the
 * grants the organization may not apply to.
 */
export function eligibilityFilter(label: string, eligible: boolean, types: AnyColumn | SQL): SQL {
  const status = eligibilityStatusSql(label, types);
  return eligible ? sql`${status} <> 'not_eligible'` : sql`${status} = 'not_eligible'`;
}

/** A match reason's shape (docs/matching.md): eligibility only explains, it is worth 0 points. */
export interface EligibilityReason {
  kind: 'applicant_type';
  detail: string;
  points: 0;
}

/** A label as it reads inside a sentence: "Nonprofits having…" → "nonprofits having…" (proper nouns kept). */
function inSentence(label: string): string {
  return label.startsWith('Native ') ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** The grant's listed types a "not eligible" reason names at most (Grants.gov lists up to 17). */
const NAMED_TYPES = 4;

/** Why the status is what it is, in one line. */
export function eligibilityReason(
  status: EligibilityStatus,
  label: string | null,
  types: readonly string[],
): EligibilityReason {
  const reason = (detail: string): EligibilityReason => ({ kind: 'applicant_type', detail, points: 0 });
  if (status === 'eligible') {
    if (label !== null && types.includes(label)) return reason(`eligible: ${inSentence(label)}`);
    return reason('eligible: open to any type of applicant (unrestricted)');
  }
  if (status === 'not_eligible') {
    const named = types.slice(0, NAMED_TYPES).map(inSentence).join(', ');
    const more = types.length > NAMED_TYPES ? ` and ${types.length - NAMED_TYPES} more` : '';
    return reason(`not eligible: open to ${named}${more}`);
  }
  if (label === null)
    return reason("eligibility unknown: set the organization's applicant type (Settings → Organization)");
  if (types.length === 0) return reason('eligibility unknown: the grant lists no applicant types');
  return reason('eligibility unknown: the grant accepts "Others": see the eligibility text');
}

/** What a grant response carries: the status, and its reason in the shape of a match reason. */
export interface GrantEligibility extends EligibilityReason {
  status: EligibilityStatus;
}

export function grantEligibility(
  status: EligibilityStatus,
  label: string | null,
  types: readonly string[],
): GrantEligibility {
  return { status, ...eligibilityReason(status, label, types) };
}
