import { unreadCount } from '~/server/notifications/inbox';
import { notificationsProcedure } from './notifications-procedure';

export const unreadCountProcedure = notificationsProcedure.query(async ({ ctx }) => ({
  unread: await unreadCount(ctx.db, ctx.me.userId, ctx.me.organizationId),
}));
