import { getOrganizationSettings } from '~/server/organizations/settings';
import { withPermission } from '../../trpc';

export const getOrganizationProcedure = withPermission('MANAGE_ORGANIZATION').query(({ ctx }) =>
  getOrganizationSettings(ctx.db, ctx.principal.organizationId),
);
