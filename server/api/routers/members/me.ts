import { organizationsOfUser } from '~/server/auth/user-principal';
import { authedProcedure } from '../../trpc';

/** Who am I, where: the dashboard's header and organization switcher. */
export const meProcedure = authedProcedure.query(async ({ ctx }) => ({
  userId: ctx.principal.kind === 'user' ? ctx.principal.id : null,
  organizationId: ctx.principal.organizationId,
  livemode: ctx.principal.livemode,
  permissions: [...ctx.principal.permissions],
  organizations: ctx.principal.kind === 'user' ? await organizationsOfUser(ctx.db, ctx.principal.id) : [],
}));
