import { updateOrganizationProfile } from '~/server/organizations/profile';
import { withPermission } from '../../trpc';
import { updateOrganizationProfileOperation as operation } from './update-organization-profile.schema';

export const updateOrganizationProfileProcedure = withPermission('MANAGE_ORGANIZATION')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(({ ctx, input }) => updateOrganizationProfile(ctx.db, ctx.principal.organizationId, input));
