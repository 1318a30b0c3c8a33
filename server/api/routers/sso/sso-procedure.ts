// The procedure builder of Settings → Single sign-on (docs/sso.md#connecting-your-identity-provider): MANAGE_ORGANIZATION
// (owners), scoped to the live organization of the pair — sign-in concerns memberships, which only live organizations
// have. As the SCIM procedures (../scim/scim-procedure.ts), the permission is decided before any input is read.
import { withPermission } from '../../trpc';

export const ssoProcedure = withPermission('MANAGE_ORGANIZATION').use(({ ctx, next }) =>
  next({
    ctx: {
      ...ctx,
      organizationId: ctx.principal.liveOrganizationId,
      userId: ctx.principal.kind === 'user' ? ctx.principal.id : null,
    },
  }),
);
