// PATCH /organization/profile: the operation as the API reference shows it (schemas: organization-profile.schema.ts).
import { restOperation } from '../../openapi/operation';
import { organizationProfile, profileRenewRequest } from './organization-profile.examples';
import { ZOrganizationProfile, ZUpdateOrganizationProfileRequest } from './organization-profile.schema';

export const updateOrganizationProfileOperation = restOperation({
  method: 'PATCH',
  path: '/organization/profile',
  tags: ['Organization'],
  summary: 'Change the applicant profile',
  description:
    'Send only the fields that change; `null` clears one. A malformed value (an EIN not written `NN-NNNNNNN`, a UEI ' +
    'that is not 12 upper-case letters and digits without I or O and not starting with 0, an unknown applicant ' +
    'type, a month outside 1–12, a rate outside 0–100) answers 400 naming the field, and nothing changes. Needs ' +
    'MANAGE_ORGANIZATION, which people hold and API keys never do: an API key is answered 403.',
  protect: true,
  input: ZUpdateOrganizationProfileRequest,
  output: ZOrganizationProfile,
  errors: [],
  bodyRule: { minProperties: 1 },
  example: {
    summary: 'Record a renewed SAM.gov registration',
    request: profileRenewRequest,
    response: organizationProfile,
  },
});
