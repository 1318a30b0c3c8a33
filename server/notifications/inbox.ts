// The in-app notifications (the dashboard's bell): the same notifications as the emails, so a person without email
// sees them too. Each person reads and marks only their own, in the organization they act on.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { notifications } from '~/db/schema';
import { recordAudit } from '../audit/record';

const mine = (userId: string, organizationId: string) =>
  and(eq(notifications.userId, userId), eq(notifications.organizationId, organizationId));

export async function listNotifications(
  db: Db,
  userId: string,
  organizationId: string,
  page: { limit: number; unreadOnly?: boolean },
) {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(and(mine(userId, organizationId), page.unreadOnly ? isNull(notifications.readAt) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit);
  return rows.map((r) => ({ ...r, readAt: r.readAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() }));
}

export async function unreadCount(db: Db, userId: string, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(userId, organizationId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the given notifications (or all, without ids) read; ids of someone else's are ignored. Returns how many. */
export async function markRead(db: Db, userId: string, organizationId: string, ids?: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          mine(userId, organizationId),
          isNull(notifications.readAt),
          ids ? inArray(notifications.id, ids) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    // One record per call, naming the notification when there was one: the bell's "mark all read" is one act.
    if (rows.length) {
      await recordAudit(tx, {
        organizationId,
        action: 'notification.marked_read',
        target: { type: 'notification', id: rows.length === 1 ? rows[0]!.id : null },
        changes: { unread: [rows.length, 0] },
      });
    }
    return rows.length;
  });
}
