import { createTRPCRouter } from '../../trpc';
import { getDashboardPreferencesProcedure } from './get-preferences';
import { updateDashboardPreferencesProcedure } from './update-preferences';

/** Dashboard only: how each person left a view, to open it the same way (docs/dashboard.md#remembered-choices). */
export const preferencesRouter = createTRPCRouter({
  get: getDashboardPreferencesProcedure,
  update: updateDashboardPreferencesProcedure,
});
