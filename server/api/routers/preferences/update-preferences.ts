import { updateDashboardPreferences } from '~/server/users/dashboard-preferences';
import { preferencesProcedure } from './preferences-procedure';
import { ZDashboardPreferences, ZUpdateDashboardPreferencesRequest } from './preferences.schema';

export const updateDashboardPreferencesProcedure = preferencesProcedure
  .input(ZUpdateDashboardPreferencesRequest)
  .output(ZDashboardPreferences)
  .mutation(({ ctx, input }) => updateDashboardPreferences(ctx.db, ctx.me.userId, ctx.me.organizationId, input));
