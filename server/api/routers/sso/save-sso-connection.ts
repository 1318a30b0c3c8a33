import { saveSsoConnection } from '~/server/sso/connections';
import { ssoProcedure } from './sso-procedure';
import { ZSaveSsoConnectionRequest } from './sso.schema';

/** Creates or replaces the connection; the provider is not contacted (that is "test connection"). */
export const saveSsoConnectionProcedure = ssoProcedure
  .input(ZSaveSsoConnectionRequest)
  .mutation(({ ctx, input }) => saveSsoConnection(ctx.db, ctx.organizationId, input, ctx.userId));
