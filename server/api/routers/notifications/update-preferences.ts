import { updatePreferences } from '~/server/notifications/preferences';
import { notificationsProcedure } from './notifications-procedure';
import { ZUpdatePreferencesRequest } from './notifications.schema';

export const updatePreferencesProcedure = notificationsProcedure
  .input(ZUpdatePreferencesRequest)
  .mutation(({ ctx, input }) => updatePreferences(ctx.db, ctx.me.userId, ctx.me.organizationId, input));
