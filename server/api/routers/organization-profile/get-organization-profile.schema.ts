// GET /organization/profile: the operation as the API reference shows it (schemas: organization-profile.schema.ts).
import { restOperation } from '../../openapi/operation';
import { organizationProfile } from './organization-profile.examples';
import { ZGetOrganizationProfileRequest, ZOrganizationProfile } from './organization-profile.schema';

export const getOrganizationProfileOperation = restOperation({
  method: 'GET',
  path: '/organization/profile',
  tags: ['Organization'],
  summary: 'The applicant profile, and whether the organization is ready to apply',
  description:
    'What federal applications ask of the applicant (legal name, EIN, UEI, SAM.gov registration, applicant type, ' +
    'authorized representative, fiscal year, indirect cost rate) and `readiness`: ready, or what is missing ' +
    '(a SAM.gov registration that expired is missing: it makes the organization ineligible for federal awards). ' +
    'A profile never filled in answers with every field null. Needs VIEW_GRANTS.',
  protect: true,
  input: ZGetOrganizationProfileRequest,
  output: ZOrganizationProfile,
  errors: [],
  example: { summary: 'A complete profile', response: organizationProfile },
});
