import { getOrganizationProfile } from '~/server/organizations/profile';
import { withPermission } from '../../trpc';
import { getOrganizationProfileOperation as operation } from './get-organization-profile.schema';

export const getOrganizationProfileProcedure = withPermission('VIEW_GRANTS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(({ ctx }) => getOrganizationProfile(ctx.db, ctx.principal.organizationId));
