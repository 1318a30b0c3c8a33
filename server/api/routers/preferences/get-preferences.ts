import { getDashboardPreferences } from '~/server/users/dashboard-preferences';
import { preferencesProcedure } from './preferences-procedure';
import { ZDashboardPreferences } from './preferences.schema';

export const getDashboardPreferencesProcedure = preferencesProcedure
  .output(ZDashboardPreferences)
  .query(({ ctx }) => getDashboardPreferences(ctx.db, ctx.me.userId, ctx.me.organizationId));
