// Who may be told what in an organization: its members whose account is enabled, with their role's permissions
// and their notification preferences (the defaults where they never chose).
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { memberships, notificationPreferences, roles, users, type DigestFrequency } from '~/db/schema';
import { isPermission, type Permission } from '../auth/permissions';

export interface Preferences {
  digest: DigestFrequency;
  reminders: boolean;
  assignments: boolean;
  budgetAlerts: boolean;
  grantChanges: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  digest: 'daily',
  reminders: true,
  assignments: true,
  budgetAlerts: true,
  grantChanges: true,
};

export interface Recipient {
  userId: string;
  email: string;
  name: string | null;
  permissions: ReadonlySet<Permission>;
  preferences: Preferences;
  /** The digest never reaches back before this: joining the organization, or turning the digest back on. */
  digestFrom: Date;
}

/** The members of a live organization (or the one member asked for) who can be notified. */
export async function recipientsOf(db: DbOrTx, organizationId: string, userId?: string): Promise<Recipient[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      permissions: roles.permissions,
      memberSince: memberships.createdAt,
      digest: notificationPreferences.digest,
      reminders: notificationPreferences.reminders,
      assignments: notificationPreferences.assignments,
      budgetAlerts: notificationPreferences.budgetAlerts,
      grantChanges: notificationPreferences.grantChanges,
      digestFrom: notificationPreferences.digestFrom,
    })
    .from(memberships)
    .innerJoin(users, and(eq(users.id, memberships.userId), isNull(users.disabledAt)))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, memberships.userId),
        eq(notificationPreferences.organizationId, memberships.organizationId),
      ),
    )
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        isNull(memberships.disabledAt), // a deactivated member hears nothing of the organization (docs/sso.md)
        userId ? eq(memberships.userId, userId) : undefined,
      ),
    )
    .orderBy(users.id);
  return rows.map((r) => ({
    userId: r.userId,
    email: r.email,
    name: r.name,
    permissions: new Set(r.permissions.filter(isPermission)),
    preferences: {
      digest: r.digest ?? DEFAULT_PREFERENCES.digest,
      reminders: r.reminders ?? DEFAULT_PREFERENCES.reminders,
      assignments: r.assignments ?? DEFAULT_PREFERENCES.assignments,
      budgetAlerts: r.budgetAlerts ?? DEFAULT_PREFERENCES.budgetAlerts,
      grantChanges: r.grantChanges ?? DEFAULT_PREFERENCES.grantChanges,
    },
    digestFrom: r.digestFrom && r.digestFrom > r.memberSince ? r.digestFrom : r.memberSince,
  }));
}
