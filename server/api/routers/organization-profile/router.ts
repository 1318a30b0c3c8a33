import { createTRPCRouter } from '../../trpc';
import { getOrganizationProfileProcedure } from './get-organization-profile';
import { updateOrganizationProfileProcedure } from './update-organization-profile';

/** /api/v1/organization/profile: the applicant profile and its readiness (the dashboard uses the same procedures). */
export const organizationProfileRouter = createTRPCRouter({
  get: getOrganizationProfileProcedure,
  update: updateOrganizationProfileProcedure,
});
