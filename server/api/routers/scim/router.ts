import { createTRPCRouter } from '../../trpc';
import { createScimTokenProcedure } from './create-scim-token';
import { getScimStatusProcedure } from './get-scim-status';
import { revokeScimTokenProcedure } from './revoke-scim-token';

/** Dashboard-only (no OpenAPI metadata): the organization's SCIM token. SCIM itself is served at /scim/v2. */
export const scimRouter = createTRPCRouter({
  status: getScimStatusProcedure,
  createToken: createScimTokenProcedure,
  revokeToken: revokeScimTokenProcedure,
});
