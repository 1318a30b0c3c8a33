// The procedure builder of Settings → Single sign-on → Provisioning: MANAGE_ORGANIZATION (owners), scoped to the live
// organization of the pair — SCIM provisions memberships, which only live organizations have (docs/sso.md).
import { withPermission } from '../../trpc';

export const scimProcedure = withPermission('MANAGE_ORGANIZATION').use(({ ctx, next }) =>
  next({
    ctx: {
      ...ctx,
      organizationId: ctx.principal.liveOrganizationId,
      userId: ctx.principal.kind === 'user' ? ctx.principal.id : null,
    },
  }),
);
