import { setSearchSubscription } from '~/server/notifications/subscriptions';
import { notificationsProcedure } from './notifications-procedure';
import { ZSubscribeRequest } from './notifications.schema';

/** Subscribes one of the member's saved searches (their own, or a shared one) to their digest, or not. */
export const subscribeSavedSearchProcedure = notificationsProcedure
  .input(ZSubscribeRequest)
  .mutation(({ ctx, input }) =>
    setSearchSubscription(ctx.db, { ...ctx.me, savedSearchId: input.savedSearchId, subscribed: input.subscribed }),
  );
