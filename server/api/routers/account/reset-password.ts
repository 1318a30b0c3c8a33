import { resetPassword } from '~/server/users/password-reset';
import { publicProcedure } from '../../trpc';
import { ZAccountMessage, ZResetPasswordRequest } from './account.schema';

/** A new password from an emailed link; every existing session of the user ends. */
export const resetPasswordProcedure = publicProcedure
  .input(ZResetPasswordRequest)
  .output(ZAccountMessage)
  .mutation(async ({ ctx, input }) => {
    await resetPassword(ctx.db, input);
    return { message: 'Your password has been changed. Sign in with your new password.' };
  });
