// A person's dashboard choices in one organization (docs/dashboard.md#remembered-choices). Only a member's are kept:
// a former member's save changes nothing. A view choice, not the organization's data: no audit record.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { dashboardPreferences, memberships, type GRANTS_VIEW_SCOPES } from '~/db/schema';

export interface DashboardPreferences {
  grantsScope: (typeof GRANTS_VIEW_SCOPES)[number];
}

export const DEFAULT_DASHBOARD_PREFERENCES: DashboardPreferences = { grantsScope: 'matched' };

export async function getDashboardPreferences(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<DashboardPreferences> {
  const [row] = await db
    .select({ grantsScope: dashboardPreferences.grantsScope })
    .from(dashboardPreferences)
    .where(and(eq(dashboardPreferences.userId, userId), eq(dashboardPreferences.organizationId, organizationId)));
  return row ?? { ...DEFAULT_DASHBOARD_PREFERENCES };
}

export async function updateDashboardPreferences(
  db: Db,
  userId: string,
  organizationId: string,
  changes: Partial<DashboardPreferences>,
): Promise<DashboardPreferences> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  // One statement: the row is written only while the person is a member of the organization.
  const [row] = await db
    .insert(dashboardPreferences)
    .select(
      db
        .select({
          userId: memberships.userId,
          organizationId: memberships.organizationId,
          grantsScope: sql<string>`${changes.grantsScope ?? DEFAULT_DASHBOARD_PREFERENCES.grantsScope}`.as(
            'grants_scope',
          ),
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId))),
    )
    .onConflictDoUpdate({
      target: [dashboardPreferences.userId, dashboardPreferences.organizationId],
      set: { ...set, updatedAt: sql`now()` },
    })
    .returning({ grantsScope: dashboardPreferences.grantsScope });
  return row ?? { ...DEFAULT_DASHBOARD_PREFERENCES, ...set };
}
