import { ssoTestResult } from '~/server/sso/test-connection';
import { ZSsoTestResultRequest, ZSsoTestResultResponse } from './sso-test.schema';
import { ssoTestProcedure } from './sso-test-procedure';

/** Pending until the provider sends the owner back; then the claims it returned, or why the test failed. */
export const getSsoTestResultProcedure = ssoTestProcedure
  .input(ZSsoTestResultRequest)
  .output(ZSsoTestResultResponse)
  .query(({ ctx, input }) => ssoTestResult(ctx.db, ctx.organizationId, ctx.userId, input.id));
