// The organization's applicant profile (docs/applications.md#organization-profile): reading it, changing it (formats
// checked, every change in the audit trail) and whether it is "ready to apply" — what a federal application needs of
// the applicant, with what is missing. REST (/api/v1/organization/profile), the dashboard and the seed share these.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { organizationProfiles } from '~/db/schema';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { AppError, type ErrorIssue } from '../errors';
import { ELIGIBLE_APPLICANTS } from '../grants-gov-codes';
import { localDate } from '../time-zones';
import { lockOrganization } from './organizations';
import { organizationTimeZone } from './settings';

/** Employer Identification Number as the IRS writes it. */
export const EIN_PATTERN = /^\d{2}-\d{7}$/;
export const EIN_MESSAGE = 'must be an EIN written NN-NNNNNNN (9 digits, a hyphen after the first two)';
/** SAM.gov Unique Entity ID: 12 characters, upper-case letters and digits, not starting with 0, never I or O. */
export const UEI_PATTERN = /^[1-9A-HJ-NP-Z][0-9A-HJ-NP-Z]{11}$/;
export const UEI_MESSAGE =
  'must be a UEI: 12 characters, upper-case letters and digits, not starting with 0, without the letters I and O';

/**
 * The Grants.gov eligible-applicant codes an applicant may be: every code of the opportunity tables but 99
 * ("Unrestricted"), which describes an opportunity, never an applicant.
 */
export const APPLICANT_TYPES = Object.fromEntries(
  Object.entries(ELIGIBLE_APPLICANTS).filter(([code]) => code !== '99'),
) as Record<string, string>;
export const APPLICANT_TYPE_CODES = Object.keys(APPLICANT_TYPES) as [string, ...string[]];
export const APPLICANT_TYPE_MESSAGE = `must be a Grants.gov applicant type code (${APPLICANT_TYPE_CODES.join(', ')})`;

/** The SAM.gov registration (or the rate agreement) expiring within this many days warns, never blocks: renewal takes weeks. */
export const EXPIRY_WARNING_DAYS = 30;

export interface AuthorizedRepresentative {
  name: string | null;
  title: string | null;
  email: string | null;
}

export interface ReadinessItem {
  /** The profile field, as a PATCH names it (`authorizedRepresentative.email`). */
  field: string;
  message: string;
}

/** Whether the organization can apply: `ready` when nothing is missing; warnings never block. */
export interface Readiness {
  ready: boolean;
  missing: ReadinessItem[];
  warnings: ReadinessItem[];
}

export interface OrganizationProfile {
  organizationId: string;
  legalName: string | null;
  ein: string | null;
  uei: string | null;
  samRegistrationExpiresOn: string | null;
  applicantType: string | null;
  /** The applicant type as Grants.gov words it. */
  applicantTypeLabel: string | null;
  authorizedRepresentative: AuthorizedRepresentative;
  fiscalYearStartMonth: number | null;
  indirectCostRate: number | null;
  indirectCostRateExpiresOn: string | null;
  readiness: Readiness;
  /** Null until the profile is first changed. */
  updatedAt: string | null;
}

/** A partial change: a field left out stays as it is; `null` clears it. */
export interface ProfileChanges {
  legalName?: string | null;
  ein?: string | null;
  uei?: string | null;
  samRegistrationExpiresOn?: string | null;
  applicantType?: string | null;
  /** `null` clears all three parts. */
  authorizedRepresentative?: Partial<AuthorizedRepresentative> | null;
  fiscalYearStartMonth?: number | null;
  indirectCostRate?: number | null;
  indirectCostRateExpiresOn?: string | null;
}

type ProfileRow = typeof organizationProfiles.$inferSelect;
type StoredFields = Omit<ProfileRow, 'organizationId' | 'updatedAt'>;

/** The fields the trail records (all of them: nothing in a profile is a secret). */
const AUDITED_PROFILE_FIELDS = [
  'legalName',
  'ein',
  'uei',
  'samRegistrationExpiresOn',
  'applicantType',
  'authorizedRepName',
  'authorizedRepTitle',
  'authorizedRepEmail',
  'fiscalYearStartMonth',
  'indirectCostRate',
  'indirectCostRateExpiresOn',
] as const satisfies readonly (keyof StoredFields)[];

const EMPTY: StoredFields = {
  legalName: null,
  ein: null,
  uei: null,
  samRegistrationExpiresOn: null,
  applicantType: null,
  authorizedRepName: null,
  authorizedRepTitle: null,
  authorizedRepEmail: null,
  fiscalYearStartMonth: null,
  indirectCostRate: null,
  indirectCostRateExpiresOn: null,
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A long date for messages: "2026-03-01" → "March 1, 2026". */
const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const inDays = (n: number) => (n === 0 ? 'today' : n === 1 ? 'tomorrow' : `in ${n} days`);

/** What the organization still lacks to apply, as of `today` (YYYY-MM-DD, in its time zone). Pure. */
export function profileReadiness(p: StoredFields, today: string): Readiness {
  const missing: ReadinessItem[] = [];
  const warnings: ReadinessItem[] = [];
  const need = (field: string, message: string) => missing.push({ field, message });
  if (!p.legalName) need('legalName', 'Legal name is missing');
  if (!p.ein) need('ein', 'EIN is missing');
  else if (!EIN_PATTERN.test(p.ein)) need('ein', `EIN ${EIN_MESSAGE}`);
  if (!p.uei) need('uei', 'UEI (SAM.gov Unique Entity ID) is missing');
  else if (!UEI_PATTERN.test(p.uei)) need('uei', `UEI ${UEI_MESSAGE}`);
  const sam = p.samRegistrationExpiresOn;
  if (!sam) need('samRegistrationExpiresOn', 'SAM.gov registration expiry is missing');
  else if (sam < today) {
    need('samRegistrationExpiresOn', `SAM.gov registration expired on ${longDate(sam)}: renew it to apply`);
  } else if (daysFrom(today, sam) <= EXPIRY_WARNING_DAYS) {
    warnings.push({
      field: 'samRegistrationExpiresOn',
      message: `SAM.gov registration expires ${inDays(daysFrom(today, sam))} (${longDate(sam)}): renew it now`,
    });
  }
  if (!p.applicantType) need('applicantType', 'Applicant type is missing');
  else if (!Object.hasOwn(APPLICANT_TYPES, p.applicantType)) need('applicantType', 'Applicant type is not known');
  if (!p.authorizedRepName) need('authorizedRepresentative.name', 'Authorized representative’s name is missing');
  if (!p.authorizedRepTitle) need('authorizedRepresentative.title', 'Authorized representative’s title is missing');
  if (!p.authorizedRepEmail) need('authorizedRepresentative.email', 'Authorized representative’s email is missing');
  const rate = p.indirectCostRateExpiresOn;
  if (rate && rate < today) {
    warnings.push({
      field: 'indirectCostRateExpiresOn',
      message: `Indirect cost rate agreement expired on ${longDate(rate)}`,
    });
  } else if (rate && daysFrom(today, rate) <= EXPIRY_WARNING_DAYS) {
    warnings.push({
      field: 'indirectCostRateExpiresOn',
      message: `Indirect cost rate agreement expires ${inDays(daysFrom(today, rate))} (${longDate(rate)})`,
    });
  }
  return { ready: missing.length === 0, missing, warnings };
}

function toProfile(organizationId: string, row: ProfileRow | undefined, today: string): OrganizationProfile {
  const p: StoredFields = row ?? EMPTY;
  return {
    organizationId,
    legalName: p.legalName,
    ein: p.ein,
    uei: p.uei,
    samRegistrationExpiresOn: p.samRegistrationExpiresOn,
    applicantType: p.applicantType,
    applicantTypeLabel: p.applicantType ? (APPLICANT_TYPES[p.applicantType] ?? null) : null,
    authorizedRepresentative: { name: p.authorizedRepName, title: p.authorizedRepTitle, email: p.authorizedRepEmail },
    fiscalYearStartMonth: p.fiscalYearStartMonth,
    indirectCostRate: p.indirectCostRate,
    indirectCostRateExpiresOn: p.indirectCostRateExpiresOn,
    readiness: profileReadiness(p, today),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Today in the organization's time zone: readiness turns on the same local day as its reminders. */
async function organizationToday(db: DbOrTx, organizationId: string, now: Date): Promise<string> {
  return localDate(now, await organizationTimeZone(db, organizationId));
}

/** The organization's profile with its readiness; the empty profile while it was never changed. */
export async function getOrganizationProfile(
  db: DbOrTx,
  organizationId: string,
  now = new Date(),
): Promise<OrganizationProfile> {
  const [row] = await db
    .select()
    .from(organizationProfiles)
    .where(eq(organizationProfiles.organizationId, organizationId));
  return toProfile(organizationId, row, await organizationToday(db, organizationId, now));
}

/**
 * Checks a change against the formats (docs/applications.md#organization-profile), whoever makes it: the REST schema
 * refuses the same values first, this keeps the CLI, the seed and any other caller to them. 400 naming each field.
 */
export function checkProfileChanges(c: ProfileChanges): void {
  const issues: ErrorIssue[] = [];
  const bad = (path: string, message: string) => issues.push({ path, message });
  const text = (path: string, v: string | null | undefined, max: number) => {
    if (v != null && (!v.trim() || v.length > max)) bad(path, `must be 1 to ${max} characters, not blank`);
  };
  text('legalName', c.legalName, 200);
  if (c.ein != null && !EIN_PATTERN.test(c.ein)) bad('ein', EIN_MESSAGE);
  if (c.uei != null && !UEI_PATTERN.test(c.uei)) bad('uei', UEI_MESSAGE);
  for (const f of ['samRegistrationExpiresOn', 'indirectCostRateExpiresOn'] as const) {
    const v = c[f];
    if (v != null && (!DATE.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))))
      bad(f, 'must be a date (YYYY-MM-DD)');
  }
  if (c.applicantType != null && !Object.hasOwn(APPLICANT_TYPES, c.applicantType)) {
    bad('applicantType', APPLICANT_TYPE_MESSAGE);
  }
  const rep = c.authorizedRepresentative;
  if (rep) {
    text('authorizedRepresentative.name', rep.name, 200);
    text('authorizedRepresentative.title', rep.title, 200);
    if (rep.email != null && (rep.email.length > 254 || !EMAIL.test(rep.email))) {
      bad('authorizedRepresentative.email', 'must be an email address');
    }
  }
  const month = c.fiscalYearStartMonth;
  if (month != null && !(Number.isInteger(month) && month >= 1 && month <= 12)) {
    bad('fiscalYearStartMonth', 'must be a month number from 1 (January) to 12 (December)');
  }
  const rate = c.indirectCostRate;
  if (rate != null && !(Number.isFinite(rate) && rate >= 0 && rate <= 100)) {
    bad('indirectCostRate', 'must be a percentage from 0 to 100');
  }
  if (issues.length) {
    const message = `Validation failed: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`;
    throw new AppError('VALIDATION_FAILED', message, { issues });
  }
}

/** The columns a change sets: only what it names. */
function columnsOf(c: ProfileChanges): Partial<StoredFields> {
  const set: Partial<StoredFields> = {};
  const trimmed = (v: string | null | undefined) => (v == null ? null : v.trim());
  if (c.legalName !== undefined) set.legalName = trimmed(c.legalName);
  if (c.ein !== undefined) set.ein = c.ein;
  if (c.uei !== undefined) set.uei = c.uei;
  if (c.samRegistrationExpiresOn !== undefined) set.samRegistrationExpiresOn = c.samRegistrationExpiresOn;
  if (c.applicantType !== undefined) set.applicantType = c.applicantType;
  if (c.authorizedRepresentative === null) {
    Object.assign(set, { authorizedRepName: null, authorizedRepTitle: null, authorizedRepEmail: null });
  } else if (c.authorizedRepresentative) {
    const rep = c.authorizedRepresentative;
    if (rep.name !== undefined) set.authorizedRepName = trimmed(rep.name);
    if (rep.title !== undefined) set.authorizedRepTitle = trimmed(rep.title);
    if (rep.email !== undefined) set.authorizedRepEmail = rep.email;
  }
  if (c.fiscalYearStartMonth !== undefined) set.fiscalYearStartMonth = c.fiscalYearStartMonth;
  if (c.indirectCostRate !== undefined) set.indirectCostRate = c.indirectCostRate;
  if (c.indirectCostRateExpiresOn !== undefined) set.indirectCostRateExpiresOn = c.indirectCostRateExpiresOn;
  return set;
}

/**
 * Changes the profile (made on its first change) and records `organization.profile_updated` with the fields that
 * changed; a change that changes nothing records nothing. Returns the profile as GET answers it.
 */
export async function updateOrganizationProfile(
  db: DbOrTx,
  organizationId: string,
  changes: ProfileChanges,
  now = new Date(),
): Promise<OrganizationProfile> {
  checkProfileChanges(changes);
  const set = columnsOf(changes);
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const [before] = await tx
      .select()
      .from(organizationProfiles)
      .where(eq(organizationProfiles.organizationId, organizationId));
    const after: StoredFields = { ...EMPTY, ...before, ...set };
    const changed = diff(before ?? EMPTY, after, AUDITED_PROFILE_FIELDS);
    let row = before;
    if (Object.keys(changed).length) {
      [row] = await tx
        .insert(organizationProfiles)
        .values({ organizationId, ...after })
        .onConflictDoUpdate({ target: organizationProfiles.organizationId, set: { ...set, updatedAt: sql`now()` } })
        .returning();
      await recordAudit(tx, {
        organizationId,
        action: 'organization.profile_updated',
        target: { type: 'organization', id: organizationId },
        changes: changed,
      });
    }
    return toProfile(organizationId, row, await organizationToday(tx, organizationId, now));
  });
}
