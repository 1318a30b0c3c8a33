// The council's applicant profile in the example story (server/api/openapi/example-story.ts): complete, its SAM.gov
// registration renewed through 2027.
import type { z } from 'zod';
import { ORGANIZATION_ID } from '../../openapi/example-story';
import type { Body } from '../../openapi/operation';
import type { ZOrganizationProfile, ZUpdateOrganizationProfileRequest } from './organization-profile.schema';

type Profile = z.output<typeof ZOrganizationProfile>;

export const organizationProfile: Profile = {
  organizationId: ORGANIZATION_ID,
  legalName: 'Prairie Reads Literacy Council, Inc.',
  ein: '61-1234567',
  uei: 'J7MZK3LQ8RX4',
  samRegistrationExpiresOn: '2027-03-31',
  applicantType: '12',
  applicantTypeLabel: 'Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education',
  authorizedRepresentative: {
    name: 'Maria Alvarez',
    title: 'Executive Director',
    email: 'maria.alvarez@prairiereads.example.org',
  },
  fiscalYearStartMonth: 7,
  indirectCostRate: 10,
  indirectCostRateExpiresOn: '2027-06-30',
  readiness: { ready: true, missing: [], warnings: [] },
  updatedAt: '2026-09-21T13:02:44.120Z',
};

export const profileRenewRequest = {
  samRegistrationExpiresOn: '2027-03-31',
  authorizedRepresentative: { title: 'Executive Director' },
} satisfies Body<typeof ZUpdateOrganizationProfileRequest>;
