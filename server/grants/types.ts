// The shape every grant source (Grants.gov importer, synthetic generator, private grants) hands to upsertGrants.
import type { AssistanceListing, GrantContact } from '~/db/schema';

export interface GrantInput {
  source: 'grants.gov' | 'private' | 'synthetic';
  sourceId: string;
  sourceVersion: number;
  ownerOrganizationId?: string | null;
  opportunityNumber: string | null;
  title: string;
  agency: string | null;
  agencyCode: string | null;
  isForecast: boolean;
  /** YYYY-MM-DD */
  postedDate: string | null;
  closeDate: string | null;
  archiveDate: string | null;
  awardFloor: number | null;
  awardCeiling: number | null;
  estimatedTotalFunding: number | null;
  expectedAwards: number | null;
  currency: string;
  /** Readable labels, e.g. "Education", "Health". */
  categories: string[];
  /** Readable labels, e.g. "Grant", "Cooperative Agreement". */
  fundingInstruments: string[];
  /** Readable labels, e.g. "Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education". */
  eligibleApplicantTypes: string[];
  assistanceListings: AssistanceListing[];
  costSharing: boolean | null;
  /** Clean text (no HTML), paragraphs separated by blank lines. */
  description: string | null;
  eligibilityNotes: string | null;
  url: string | null;
  contact: GrantContact | null;
}
