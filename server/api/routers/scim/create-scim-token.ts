import { createScimToken } from '~/server/scim/tokens';
import { scimProcedure } from './scim-procedure';

/** The token is shown once, here; the organization's previous token stops working in the same transaction. */
export const createScimTokenProcedure = scimProcedure.mutation(({ ctx }) =>
  createScimToken(ctx.db, ctx.organizationId, ctx.userId),
);
