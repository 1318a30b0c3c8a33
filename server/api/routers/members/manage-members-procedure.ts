// The procedure builder of Settings → Members: MANAGE_MEMBERS, scoped to the live organization of the pair,
// whichever side the caller is on. Members and roles belong to the live organization: called in test mode (a
// sandbox X-Organization-Id) these act on the live organization, with the caller's live role (docs/members.md).
import { withPermission } from '../../trpc';

export const manageMembersProcedure = withPermission('MANAGE_MEMBERS').use(({ ctx, next }) =>
  next({
    ctx: {
      ...ctx,
      organizationId: ctx.principal.liveOrganizationId,
      actor: {
        userId: ctx.principal.kind === 'user' ? ctx.principal.id : null,
        permissions: ctx.principal.permissions,
      },
    },
  }),
);
