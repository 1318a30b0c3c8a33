// The signed-in member's own notifications (dashboard only, SPEC §15): the bell, Settings → Notifications, and
// which saved searches feed their digest. Everything here is the member's own in their live organization (in test
// mode too: a sandbox has no members, and notifies nobody).
import { and, eq, isNull, or } from 'drizzle-orm';
import { organizations, savedSearches, savedSearchSubscriptions } from '~/db/schema';
import { DEFAULT_TIME_ZONE } from '~/server/time-zones';
import { AppError, notFound } from '~/server/errors';
import { listNotifications, markRead, unreadCount } from '~/server/notifications/inbox';
import { getPreferences, updatePreferences } from '~/server/notifications/preferences';
import { emailEnabled } from '~/server/email/transport';
import { authedProcedure, createTRPCRouter } from '../../trpc';
import { ZListNotificationsRequest, ZMarkReadRequest, ZSubscribeRequest, ZUpdatePreferencesRequest } from './notifications.schema';

const member = authedProcedure.use(({ ctx, next }) => {
  if (ctx.principal.kind !== 'user') throw new AppError('FORBIDDEN', 'Notifications belong to a signed-in member');
  return next({ ctx: { ...ctx, me: { organizationId: ctx.principal.liveOrganizationId, userId: ctx.principal.id } } });
});

export const notificationsRouter = createTRPCRouter({
  list: member.input(ZListNotificationsRequest).query(async ({ ctx, input }) => ({
    data: await listNotifications(ctx.db, ctx.me.userId, ctx.me.organizationId, input),
    unread: await unreadCount(ctx.db, ctx.me.userId, ctx.me.organizationId),
  })),
  unreadCount: member.query(async ({ ctx }) => ({ unread: await unreadCount(ctx.db, ctx.me.userId, ctx.me.organizationId) })),
  markRead: member.input(ZMarkReadRequest).mutation(async ({ ctx, input }) => ({
    marked: await markRead(ctx.db, ctx.me.userId, ctx.me.organizationId, input.ids),
    unread: await unreadCount(ctx.db, ctx.me.userId, ctx.me.organizationId),
  })),
  preferences: member.query(async ({ ctx }) => ({
    ...(await getPreferences(ctx.db, ctx.me.userId, ctx.me.organizationId)),
    emailEnabled: emailEnabled(),
    /** When "07:00" is (every member may read it; changing it needs MANAGE_ORGANIZATION: organization.update). */
    timeZone: (await ctx.db.select({ tz: organizations.timeZone }).from(organizations).where(eq(organizations.id, ctx.me.organizationId)))[0]?.tz ?? DEFAULT_TIME_ZONE,
    subscribedSearchIds: (
      await ctx.db
        .select({ id: savedSearchSubscriptions.savedSearchId })
        .from(savedSearchSubscriptions)
        .where(and(eq(savedSearchSubscriptions.userId, ctx.me.userId), eq(savedSearchSubscriptions.organizationId, ctx.me.organizationId)))
    ).map((r) => r.id),
  })),
  updatePreferences: member
    .input(ZUpdatePreferencesRequest)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, ctx.me.userId, ctx.me.organizationId, input)),
  /** Subscribes one of the member's saved searches (their own, or a shared one) to their digest, or not. */
  subscribe: member.input(ZSubscribeRequest).mutation(async ({ ctx, input }) => {
    const [search] = await ctx.db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.id, input.savedSearchId),
          eq(savedSearches.organizationId, ctx.me.organizationId),
          or(eq(savedSearches.userId, ctx.me.userId), isNull(savedSearches.userId)),
        ),
      );
    if (!search) throw notFound('Saved search');
    if (input.subscribed) {
      await ctx.db
        .insert(savedSearchSubscriptions)
        .values({ savedSearchId: search.id, userId: ctx.me.userId, organizationId: ctx.me.organizationId })
        .onConflictDoNothing();
    } else {
      await ctx.db
        .delete(savedSearchSubscriptions)
        .where(and(eq(savedSearchSubscriptions.savedSearchId, search.id), eq(savedSearchSubscriptions.userId, ctx.me.userId)));
    }
    return { savedSearchId: search.id, subscribed: input.subscribed };
  }),
});
