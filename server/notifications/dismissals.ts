// "Not relevant" (docs/notifications.md): an organization hides a grant from its list's default view and from every
// later digest; `GET /grants?dismissed=include|only` shows it again, and restoring it undoes the choice.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { grantDismissals } from '~/db/schema';
import { recordAudit } from '../audit/record';
import { notFound } from '../errors';
import { visibleGrant } from '../grants/queries';

async function assertVisible(db: DbOrTx, organizationId: string, grantId: string) {
  if (!(await visibleGrant(db, organizationId, grantId))) throw notFound('Grant');
}

export async function dismissGrant(db: DbOrTx, organizationId: string, grantId: string, userId: string | null) {
  await assertVisible(db, organizationId, grantId);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(grantDismissals)
      .values({ organizationId, grantId, dismissedBy: userId })
      .onConflictDoNothing()
      .returning();
    // Dismissing a dismissed grant changes nothing, and records nothing.
    if (inserted.length) {
      await recordAudit(tx, {
        organizationId,
        action: 'grant.dismissed',
        target: { type: 'grant', id: grantId },
        changes: { dismissed: [false, true] },
      });
    }
  });
  return { grantId, dismissed: true as const };
}

export async function restoreGrant(db: DbOrTx, organizationId: string, grantId: string) {
  await assertVisible(db, organizationId, grantId);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(grantDismissals)
      .where(and(eq(grantDismissals.organizationId, organizationId), eq(grantDismissals.grantId, grantId)))
      .returning();
    if (deleted.length) {
      await recordAudit(tx, {
        organizationId,
        action: 'grant.restored',
        target: { type: 'grant', id: grantId },
        changes: { dismissed: [true, false] },
      });
    }
  });
  return { grantId, dismissed: false as const };
}

/** Whether the organization dismissed a grant it can see (NOT_FOUND for one it cannot). */
export async function grantDismissal(db: DbOrTx, organizationId: string, grantId: string) {
  await assertVisible(db, organizationId, grantId);
  return { grantId, dismissed: await isDismissed(db, organizationId, grantId) };
}

export async function isDismissed(db: DbOrTx, organizationId: string, grantId: string): Promise<boolean> {
  const [row] = await db
    .select({ grantId: grantDismissals.grantId })
    .from(grantDismissals)
    .where(and(eq(grantDismissals.organizationId, organizationId), eq(grantDismissals.grantId, grantId)));
  return Boolean(row);
}
