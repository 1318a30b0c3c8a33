import { scimTokenStatus } from '~/server/scim/tokens';
import { scimProcedure } from './scim-procedure';

/** Whether the plan allows provisioning, and the active token's display prefix (never the token or its hash). */
export const getScimStatusProcedure = scimProcedure.query(({ ctx }) => scimTokenStatus(ctx.db, ctx.organizationId));
