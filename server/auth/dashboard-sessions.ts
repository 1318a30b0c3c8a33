// Server-side records of dashboard sessions (docs/authentication.md#dashboard-sessions): the JWT cookie carries its
// session's id, every request checks the row, and sign-out ends it — a copied cookie stops working at once instead of
// living out its 12 hours.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { dashboardSessions, users } from '~/db/schema';

/** Records a new session of `userId` lasting `maxAgeSeconds`; returns its id (carried in the cookie). */
export async function startDashboardSession(db: Db, userId: string, maxAgeSeconds: number): Promise<string> {
  const [row] = await db
    .insert(dashboardSessions)
    .values({ userId, expiresAt: sql`now() + make_interval(secs => ${maxAgeSeconds})` })
    .returning({ id: dashboardSessions.id });
  return row!.id;
}

/** Sign-out: the session's cookie is refused from now on. Ending an unknown or ended session does nothing. */
export async function endDashboardSession(db: Db, sessionId: string): Promise<void> {
  if (!UUID.test(sessionId)) return;
  await db
    .update(dashboardSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(dashboardSessions.id, sessionId), isNull(dashboardSessions.endedAt)));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user's current session version when `sessionId` is an open session of theirs and the user is active, else null
 * (one query: this runs on every dashboard request).
 */
export async function openSessionVersion(db: Db, userId: string, sessionId: string): Promise<number | null> {
  if (!UUID.test(sessionId)) return null;
  const [row] = await db
    .select({ sessionVersion: users.sessionVersion })
    .from(dashboardSessions)
    .innerJoin(users, eq(users.id, dashboardSessions.userId))
    .where(
      and(
        eq(dashboardSessions.id, sessionId),
        eq(dashboardSessions.userId, userId),
        isNull(dashboardSessions.endedAt),
        gt(dashboardSessions.expiresAt, sql`now()`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return row ? row.sessionVersion : null;
}

/** Deletes session records that ended or expired more than a day ago (the daily prune). */
export async function pruneDashboardSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(dashboardSessions)
    .where(
      or(
        lt(dashboardSessions.expiresAt, sql`now() - interval '1 day'`),
        lt(dashboardSessions.endedAt, sql`now() - interval '1 day'`),
      ),
    )
    .returning({ id: dashboardSessions.id });
  return gone.length;
}
