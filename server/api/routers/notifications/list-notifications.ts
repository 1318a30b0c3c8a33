import { listNotifications, unreadCount } from '~/server/notifications/inbox';
import { notificationsProcedure } from './notifications-procedure';
import { ZListNotificationsRequest } from './notifications.schema';

export const listNotificationsProcedure = notificationsProcedure
  .input(ZListNotificationsRequest)
  .query(async ({ ctx, input }) => ({
    data: await listNotifications(ctx.db, ctx.me.userId, ctx.me.organizationId, input),
    unread: await unreadCount(ctx.db, ctx.me.userId, ctx.me.organizationId),
  }));
