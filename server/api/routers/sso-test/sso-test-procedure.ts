// The procedure builder of Settings → Single sign-on → Test connection (docs/sso.md#test-connection):
// MANAGE_ORGANIZATION (owners), a signed-in person (the test's result is theirs alone), the live organization.
import { AppError } from '~/server/errors';
import { withPermission } from '../../trpc';

export const ssoTestProcedure = withPermission('MANAGE_ORGANIZATION').use(({ ctx, next }) => {
  if (ctx.principal.kind !== 'user') throw new AppError('FORBIDDEN', 'Only a signed-in owner can test the connection');
  return next({ ctx: { ...ctx, organizationId: ctx.principal.liveOrganizationId, userId: ctx.principal.id } });
});
