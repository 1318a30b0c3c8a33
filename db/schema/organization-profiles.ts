// The organization's applicant profile (docs/applications.md#organization-profile): what every federal application
// asks of the applicant. One row per organization, made on its first change; no row reads as the empty profile.
import { date, doublePrecision, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

export const organizationProfiles = pgTable('organization_profiles', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  legalName: text('legal_name'),
  /** Employer Identification Number, `NN-NNNNNNN`. */
  ein: text('ein'),
  /** SAM.gov Unique Entity ID: 12 upper-case letters and digits, not starting with 0, no I or O. */
  uei: text('uei'),
  samRegistrationExpiresOn: date('sam_registration_expires_on', { mode: 'string' }),
  /** A Grants.gov eligible-applicant code (server/grants/codes.ts). */
  applicantType: text('applicant_type'),
  authorizedRepName: text('authorized_rep_name'),
  authorizedRepTitle: text('authorized_rep_title'),
  authorizedRepEmail: text('authorized_rep_email'),
  /** 1 (January) … 12. */
  fiscalYearStartMonth: integer('fiscal_year_start_month'),
  /** Percent, 0–100. */
  indirectCostRate: doublePrecision('indirect_cost_rate'),
  indirectCostRateExpiresOn: date('indirect_cost_rate_expires_on', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
