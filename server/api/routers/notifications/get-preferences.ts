import { emailEnabled } from '~/server/email/transport';
import { getPreferences } from '~/server/notifications/preferences';
import { subscribedSearchIds } from '~/server/notifications/subscriptions';
import { organizationTimeZone } from '~/server/organizations/settings';
import { notificationsProcedure } from './notifications-procedure';

export const getPreferencesProcedure = notificationsProcedure.query(async ({ ctx }) => ({
  ...(await getPreferences(ctx.db, ctx.me.userId, ctx.me.organizationId)),
  emailEnabled: emailEnabled(),
  /** When "07:00" is (every member may read it; changing it needs MANAGE_ORGANIZATION: organization.update). */
  timeZone: await organizationTimeZone(ctx.db, ctx.me.organizationId),
  subscribedSearchIds: await subscribedSearchIds(ctx.db, ctx.me.userId, ctx.me.organizationId),
}));
