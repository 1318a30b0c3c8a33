import { markRead, unreadCount } from '~/server/notifications/inbox';
import { notificationsProcedure } from './notifications-procedure';
import { ZMarkReadRequest } from './notifications.schema';

export const markReadProcedure = notificationsProcedure.input(ZMarkReadRequest).mutation(async ({ ctx, input }) => ({
  marked: await markRead(ctx.db, ctx.me.userId, ctx.me.organizationId, input.ids),
  unread: await unreadCount(ctx.db, ctx.me.userId, ctx.me.organizationId),
}));
