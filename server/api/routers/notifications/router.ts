import { createTRPCRouter } from '../../trpc';
import { getPreferencesProcedure } from './get-preferences';
import { listNotificationsProcedure } from './list-notifications';
import { markReadProcedure } from './mark-read';
import { subscribeSavedSearchProcedure } from './subscribe-saved-search';
import { unreadCountProcedure } from './unread-count';
import { updatePreferencesProcedure } from './update-preferences';

/**
 * The signed-in member's own notifications (dashboard only, docs/notifications.md): the bell, Settings → Notifications, and
 * which saved searches feed their digest.
 */
export const notificationsRouter = createTRPCRouter({
  list: listNotificationsProcedure,
  unreadCount: unreadCountProcedure,
  markRead: markReadProcedure,
  preferences: getPreferencesProcedure,
  updatePreferences: updatePreferencesProcedure,
  subscribe: subscribeSavedSearchProcedure,
});
