import { createTRPCRouter } from '../../trpc';
import { requestPasswordResetProcedure } from './request-password-reset';
import { resetPasswordProcedure } from './reset-password';

/** Dashboard-only, before sign-in: password reset (SPEC §14). */
export const accountRouter = createTRPCRouter({
  requestPasswordReset: requestPasswordResetProcedure,
  resetPassword: resetPasswordProcedure,
});
