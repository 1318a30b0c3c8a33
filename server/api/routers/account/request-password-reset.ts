import { enforcePasswordResetLimit } from '~/server/auth/sign-in-limits';
import { queuePasswordResetRequest, RESET_REQUESTED_MESSAGE } from '~/server/users/password-reset';
import { publicProcedure } from '../../trpc';
import { ZAccountMessage, ZRequestPasswordResetRequest } from './account.schema';

/**
 * Same answer, in the same time, for every email (docs/authentication.md#password-reset): the request is stored and a
 * job does the work. Limited per address only; per account the emails are bounded, never the requests.
 */
export const requestPasswordResetProcedure = publicProcedure
  .input(ZRequestPasswordResetRequest)
  .output(ZAccountMessage)
  .mutation(async ({ ctx, input }) => {
    await enforcePasswordResetLimit(ctx.clientIp);
    await queuePasswordResetRequest(ctx.db, {
      email: input.email,
      ip: ctx.clientIp,
      userAgent: ctx.headers.get('user-agent'),
    });
    return { message: RESET_REQUESTED_MESSAGE };
  });
