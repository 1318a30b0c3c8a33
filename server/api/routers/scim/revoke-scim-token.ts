import { revokeScimToken } from '~/server/scim/tokens';
import { scimProcedure } from './scim-procedure';

/** The identity provider's next request with the token is 401. */
export const revokeScimTokenProcedure = scimProcedure.mutation(({ ctx }) =>
  revokeScimToken(ctx.db, ctx.organizationId),
);
