import { startSsoTest } from '~/server/sso/test-connection';
import { ZSsoTestStartResponse } from './sso-test.schema';
import { ssoTestProcedure } from './sso-test-procedure';

/** The provider's sign-in URL for a test of the connection; Settings opens it in a new tab. */
export const startSsoTestProcedure = ssoTestProcedure
  .output(ZSsoTestStartResponse)
  .mutation(({ ctx }) => startSsoTest(ctx.db, ctx.organizationId, ctx.userId));
