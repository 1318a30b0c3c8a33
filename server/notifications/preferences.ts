// Each person's notification choices per organization (Settings → Notifications), and the one-click unsubscribe
// that turns one of them off without a session (RFC 8058).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { memberships, notificationPreferences } from '~/db/schema';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { queryRows } from '../db-rows';
import type { UnsubscribeTopic } from './links';
import { DEFAULT_PREFERENCES, type Preferences } from './recipients';

export async function getPreferences(db: Db, userId: string, organizationId: string): Promise<Preferences> {
  const [row] = await db
    .select({
      digest: notificationPreferences.digest,
      reminders: notificationPreferences.reminders,
      assignments: notificationPreferences.assignments,
      budgetAlerts: notificationPreferences.budgetAlerts,
      grantChanges: notificationPreferences.grantChanges,
    })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.organizationId, organizationId)));
  return row ?? { ...DEFAULT_PREFERENCES };
}

/**
 * Saves the person's choices (only while they are a member: a former member's link changes nothing, and says the
 * same). Turning the digest back on starts it from now, not from the last one sent months ago.
 */
export async function updatePreferences(
  db: Db,
  userId: string,
  organizationId: string,
  changes: Partial<Preferences>,
): Promise<Preferences> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)));
    if (!member) return { ...DEFAULT_PREFERENCES, ...changes };
    const before = await queryRows<Preferences>(
      tx,
      sql`
        select digest, reminders, assignments, budget_alerts as "budgetAlerts",
          grant_changes as "grantChanges" from notification_preferences
        where user_id = ${userId} and organization_id = ${organizationId} for update`,
    );
    const current = before[0] ?? DEFAULT_PREFERENCES;
    const next = {
      ...current,
      ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
    } as Preferences;
    const restarted = current.digest === 'off' && next.digest !== 'off';
    await tx
      .insert(notificationPreferences)
      .values({ userId, organizationId, ...next, ...(restarted && { digestFrom: new Date() }) })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.organizationId],
        set: { ...next, ...(restarted && { digestFrom: sql`now()` }), updatedAt: sql`now()` },
      });
    const changed = diff(current, next, ['digest', 'reminders', 'assignments', 'budgetAlerts', 'grantChanges']);
    if (Object.keys(changed).length) {
      await recordAudit(tx, {
        organizationId,
        action: 'notification_preferences.updated',
        target: { type: 'user', id: userId },
        changes: changed,
      });
    }
    return next;
  });
}

export const TOPIC_OFF: Record<UnsubscribeTopic, Partial<Preferences>> = {
  digest: { digest: 'off' },
  reminders: { reminders: false },
  assignments: { assignments: false },
  budget_alerts: { budgetAlerts: false },
  grant_changes: { grantChanges: false },
};
