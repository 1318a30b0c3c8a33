// REST shapes of grants (SPEC §6): explicit mapping from rows, never a spread of a row.
import { getTableColumns } from 'drizzle-orm';
import { grants } from '~/db/schema';
import { deriveGrantStatus } from './status';

type GrantRow = typeof grants.$inferSelect;

// Lists read only what a summary shows (not the description, contact or search vector).
const { description, eligibilityNotes, contact, searchVector, createdAt, ownerOrganizationId, sourceVersion, ...summary } =
  getTableColumns(grants);
export const grantSummaryColumns = summary;
export type GrantSummaryRow = Omit<
  GrantRow,
  'description' | 'eligibilityNotes' | 'contact' | 'searchVector' | 'createdAt' | 'ownerOrganizationId' | 'sourceVersion'
>;

export interface GrantMatchSummary {
  score: number;
  missionId: string;
  missionName: string;
}

export function toGrantSummary(row: GrantSummaryRow, today: string) {
  return {
    id: row.id,
    source: row.source,
    sourceId: row.sourceId,
    opportunityNumber: row.opportunityNumber,
    title: row.title,
    agency: row.agency,
    agencyCode: row.agencyCode,
    status: deriveGrantStatus(row, today),
    postedDate: row.postedDate,
    closeDate: row.closeDate,
    archiveDate: row.archiveDate,
    awardFloor: row.awardFloor,
    awardCeiling: row.awardCeiling,
    estimatedTotalFunding: row.estimatedTotalFunding,
    expectedAwards: row.expectedAwards,
    currency: row.currency,
    categories: row.categories,
    fundingInstruments: row.fundingInstruments,
    eligibleApplicantTypes: row.eligibleApplicantTypes,
    assistanceListings: row.assistanceListings,
    costSharing: row.costSharing,
    url: row.url,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toGrantDetail(row: GrantRow, today: string) {
  return {
    ...toGrantSummary(row, today),
    description: row.description,
    eligibilityNotes: row.eligibilityNotes,
    contact: row.contact ?? { name: null, email: null, phone: null, text: null },
  };
}
