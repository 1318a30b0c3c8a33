// REST shapes of grants (docs/api.md#resources): explicit mapping from rows, never a spread of a row.
import { getTableColumns, sql } from 'drizzle-orm';
import { grants } from '~/db/schema';
import { deriveGrantStatus } from './status';

type GrantRow = typeof grants.$inferSelect;

// Lists read only what a summary shows (not the description, contact or search vector).
const {
  description,
  eligibilityNotes,
  contact,
  searchVector,
  createdAt,
  ownerOrganizationId,
  sourceVersion,
  ...summary
} = getTableColumns(grants);
/**
 * The text[] columns are read as JSON arrays (to_json): the driver parses them with JSON.parse, where postgres.js's
 * array parser builds each quoted element a character at a time, which cost a page of 20 grants 90 µs and about 170 KB
 * of garbage against 18 µs (docs/benchmarks-history.md, "Run of 2026-11-27 04:42"). Same values, same column order.
 */
export const grantSummaryColumns = {
  ...summary,
  categories: sql<string[]>`to_json(${grants.categories})`,
  fundingInstruments: sql<string[]>`to_json(${grants.fundingInstruments})`,
  eligibleApplicantTypes: sql<string[]>`to_json(${grants.eligibleApplicantTypes})`,
};
export type GrantSummaryRow = Omit<
  GrantRow,
  | 'description'
  | 'eligibilityNotes'
  | 'contact'
  | 'searchVector'
  | 'createdAt'
  | 'ownerOrganizationId'
  | 'sourceVersion'
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
