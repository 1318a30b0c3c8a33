import { updateOrganization } from '~/server/organizations/organizations';
import { withPermission } from '../../trpc';
import { ZUpdateOrganizationRequest } from './organization.schema';

export const updateOrganizationProcedure = withPermission('MANAGE_ORGANIZATION')
  .input(ZUpdateOrganizationRequest)
  .mutation(({ ctx, input }) => updateOrganization(ctx.db, ctx.principal.organizationId, input));
