// The bell (and its email) for a grant's new version (docs/notifications.md): when the close date of a grant moved,
// the owner of each pursuit on it is told, once per person, grant and version. Only the close date: the other changes
// are in the digest's "What changed" and in grant.updated. A sandbox (test mode) never notifies.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { organizations, pursuits } from '~/db/schema';
import { closeDateMovedTitle, renderGrantChangeEmail } from '../email/templates';
import { publicBaseUrl } from '../env';
import { unsubscribeHeaders, unsubscribeUrl } from './links';
import { notify } from './notify';
import { recipientsOf } from './recipients';

export interface CloseDateMove {
  organizationId: string;
  grantId: string;
  grantTitle: string;
  version: number;
  from: string | null;
  to: string | null;
}

/** Tells the owners of the organization's pursuits on the grant; returns how many notifications were written. */
export async function notifyCloseDateMoved(tx: DbOrTx, move: CloseDateMove): Promise<number> {
  const [org] = await tx
    .select({ name: organizations.name, sandboxOf: organizations.liveOrganizationId })
    .from(organizations)
    .where(eq(organizations.id, move.organizationId));
  if (!org || org.sandboxOf) return 0;
  const owners = await tx
    .selectDistinct({ userId: pursuits.ownerUserId })
    .from(pursuits)
    .where(
      and(
        eq(pursuits.organizationId, move.organizationId),
        eq(pursuits.grantId, move.grantId),
        isNotNull(pursuits.ownerUserId),
      ),
    );
  const base = publicBaseUrl();
  const link = `/grants/${move.grantId}`;
  const title = closeDateMovedTitle({ grantTitle: move.grantTitle, from: move.from, to: move.to });
  let created = 0;
  for (const { userId } of owners) {
    const [person] = await recipientsOf(tx, move.organizationId, userId!);
    if (!person || !person.preferences.grantChanges || !person.permissions.has('VIEW_PURSUITS')) continue;
    const written = await notify(tx, {
      organizationId: move.organizationId,
      userId: person.userId,
      kind: 'grant_change',
      // Once per person, grant and version: two pursuits of theirs on the grant (one lost, one open) tell them once.
      dedupeKey: `grant_change:${move.organizationId}:${person.userId}:${move.grantId}:${move.version}`,
      title,
      body: `The funder moved the close date of a grant you pursue. Check your pursuit's deadline.`,
      link,
      data: { grant: { id: move.grantId, version: move.version } },
      email: {
        to: person.email,
        render: async () => {
          const unsubscribe = unsubscribeUrl(person.userId, move.organizationId, 'grant_changes');
          const email = await renderGrantChangeEmail({
            organizationName: org.name,
            grantTitle: move.grantTitle,
            from: move.from,
            to: move.to,
            url: `${base}${link}`,
            unsubscribe: {
              url: unsubscribe,
              what: 'grant change emails',
              settingsUrl: `${base}/settings/notifications`,
            },
          });
          return { ...email, headers: unsubscribeHeaders(unsubscribe) };
        },
      },
    });
    if (written.created) created++;
  }
  return created;
}
