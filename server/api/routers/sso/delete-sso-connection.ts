import { deleteSsoConnection } from '~/server/sso/connections';
import { ssoProcedure } from './sso-procedure';

/** Nobody signs in through the provider from the next request on; the verified domains stay. */
export const deleteSsoConnectionProcedure = ssoProcedure.mutation(({ ctx }) =>
  deleteSsoConnection(ctx.db, ctx.organizationId),
);
