import { createTRPCRouter } from '../../trpc';
import { requestPasswordResetProcedure } from './request-password-reset';
import { resetPasswordProcedure } from './reset-password';

/** Dashboard-only, before sign-in: password reset (docs/members.md). */
export const accountRouter = createTRPCRouter({
  requestPasswordReset: requestPasswordResetProcedure,
  resetPassword: resetPasswordProcedure,
});
