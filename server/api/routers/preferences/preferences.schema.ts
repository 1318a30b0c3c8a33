// Inputs and outputs of the dashboard's remembered choices (docs/dashboard.md#remembered-choices).
import { z } from 'zod';
import { GRANTS_VIEW_SCOPES } from '~/db/schema';

export const ZDashboardPreferences = z.object({ grantsScope: z.enum(GRANTS_VIEW_SCOPES) });

export const ZUpdateDashboardPreferencesRequest = ZDashboardPreferences.partial()
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'send at least one choice to change' });
