import { createTRPCRouter } from '../../trpc';
import { addSsoDomainProcedure } from './add-sso-domain';
import { deleteSsoConnectionProcedure } from './delete-sso-connection';
import { getSsoSettingsProcedure } from './get-sso-settings';
import { removeSsoDomainProcedure } from './remove-sso-domain';
import { saveSsoConnectionProcedure } from './save-sso-connection';
import { verifySsoDomainProcedure } from './verify-sso-domain';

/** Dashboard-only (no OpenAPI metadata): the organization's OpenID Connect connection and verified domains. */
export const ssoRouter = createTRPCRouter({
  get: getSsoSettingsProcedure,
  save: saveSsoConnectionProcedure,
  delete: deleteSsoConnectionProcedure,
  addDomain: addSsoDomainProcedure,
  verifyDomain: verifySsoDomainProcedure,
  removeDomain: removeSsoDomainProcedure,
});
