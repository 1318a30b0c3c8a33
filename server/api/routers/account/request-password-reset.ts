import { enforcePasswordResetLimit } from '~/server/auth/sign-in-limits';
import { publicBaseUrl } from '~/server/env';
import { RESET_REQUESTED_MESSAGE, requestPasswordReset } from '~/server/users/password-reset';
import { publicProcedure } from '../../trpc';
import { ZAccountMessage, ZRequestPasswordResetRequest } from './account.schema';

/** Same answer for every email (docs/members.md); limited per address and per email so nobody is email-bombed. */
export const requestPasswordResetProcedure = publicProcedure
  .input(ZRequestPasswordResetRequest)
  .output(ZAccountMessage)
  .mutation(async ({ ctx, input }) => {
    await enforcePasswordResetLimit(ctx.clientIp, input.email);
    // The configured base URL, never the request's Host: a forged Host would send the token to someone else.
    await requestPasswordReset(ctx.db, { email: input.email, baseUrl: publicBaseUrl() });
    return { message: RESET_REQUESTED_MESSAGE };
  });
