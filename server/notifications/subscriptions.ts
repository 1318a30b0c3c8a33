// Which saved searches feed a member's digest: their own, or the organization's shared ones (docs/notifications.md).
import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { savedSearches, savedSearchSubscriptions } from '~/db/schema';
import { recordAudit } from '../audit/record';
import { notFound } from '../errors';

export async function subscribedSearchIds(db: DbOrTx, userId: string, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: savedSearchSubscriptions.savedSearchId })
    .from(savedSearchSubscriptions)
    .where(
      and(eq(savedSearchSubscriptions.userId, userId), eq(savedSearchSubscriptions.organizationId, organizationId)),
    );
  return rows.map((r) => r.id);
}

/** Subscribes one of the member's saved searches (their own, or a shared one) to their digest, or not. */
export async function setSearchSubscription(
  db: DbOrTx,
  input: { userId: string; organizationId: string; savedSearchId: string; subscribed: boolean },
): Promise<{ savedSearchId: string; subscribed: boolean }> {
  const [search] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.id, input.savedSearchId),
        eq(savedSearches.organizationId, input.organizationId),
        or(eq(savedSearches.userId, input.userId), isNull(savedSearches.userId)),
      ),
    );
  if (!search) throw notFound('Saved search');
  await db.transaction(async (tx) => {
    const changed = input.subscribed
      ? await tx
          .insert(savedSearchSubscriptions)
          .values({ savedSearchId: search.id, userId: input.userId, organizationId: input.organizationId })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(savedSearchSubscriptions)
          .where(
            and(
              eq(savedSearchSubscriptions.savedSearchId, search.id),
              eq(savedSearchSubscriptions.userId, input.userId),
            ),
          )
          .returning();
    if (changed.length) {
      await recordAudit(tx, {
        organizationId: input.organizationId,
        action: 'saved_search.subscription_changed',
        target: { type: 'saved_search', id: search.id },
        changes: { subscribed: [!input.subscribed, input.subscribed] },
      });
    }
  });
  return { savedSearchId: search.id, subscribed: input.subscribed };
}
