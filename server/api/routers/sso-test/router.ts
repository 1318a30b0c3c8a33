import { createTRPCRouter } from '../../trpc';
import { getSsoTestResultProcedure } from './get-sso-test-result';
import { startSsoTestProcedure } from './start-sso-test';

/** Dashboard-only (no OpenAPI metadata): testing the organization's single sign-on connection. */
export const ssoTestRouter = createTRPCRouter({
  start: startSsoTestProcedure,
  result: getSsoTestResultProcedure,
});
