// Claiming an account nobody had proven (docs/members.md, "Why two links"). An account made from a copied invitation
// link may have been made by whoever held that link, not by the person who reads the mailbox. The first time the
// mailbox owner proves themselves — an emailed invitation, a password reset, a verified Firebase email or a single
// sign-on (docs/sso.md#what-is-checked) — the account becomes theirs: every session of the old password holder ends,
// and every membership that was accepted through a copied link goes, since the owner never accepted it. One function,
// so that each of those paths claims the same way.
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '~/db';
import { calendarFeeds, invitations, memberships, roles, users } from '~/db/schema';
import { recordAudit } from '../audit/record';
import { runAsActor } from '../audit/scope';

/** How the mailbox owner proved themselves (recorded with each membership the claim drops). */
export type ClaimProof = 'emailed_invitation' | 'password_reset' | 'firebase' | 'sso';

export interface ClaimResult {
  /** False when the account was already proven: nothing changed. */
  claimed: boolean;
  /** The organizations whose copied-link memberships were dropped. */
  droppedOrganizationIds: string[];
}

/**
 * In the caller's transaction: locks the user and, if its email was never proven, marks it proven now, bumps
 * `session_version` (every older session ends) and drops the memberships accepted through copied links (each in its
 * organization's audit trail as `member.removed`, by the claiming user). Leaves the password to the caller (a new
 * one, or none for Firebase).
 *
 * Which memberships go: while the account was unproven, every invitation it accepted was answered through a copied
 * link (answering an emailed one proves the mailbox), so those are exactly the organizations where an invitation
 * was accepted by this account. A membership that came another way (an operator's, or one from before invitations)
 * stays, and its owner can always leave it (members.leave).
 */
export async function claimUnprovenAccount(tx: Tx, userId: string, proof: ClaimProof): Promise<ClaimResult> {
  const [user] = await tx
    .select({ emailVerifiedAt: users.emailVerifiedAt, defaultOrganizationId: users.defaultOrganizationId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user || user.emailVerifiedAt) return { claimed: false, droppedOrganizationIds: [] };
  const accepted = tx
    .select({ organizationId: invitations.organizationId })
    .from(invitations)
    .where(and(eq(invitations.acceptedByUserId, userId), isNotNull(invitations.acceptedAt)));
  // In organization id order: audit chains are locked in the same order by every writer, so none deadlock.
  const candidates = await tx
    .select({ id: memberships.id, organizationId: memberships.organizationId, role: roles.name })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.userId, userId), inArray(memberships.organizationId, accepted)))
    .orderBy(asc(memberships.organizationId));
  // Never an organization's last owner: an organization nobody can administer is worse than a membership kept (its
  // other members can see who holds it in Settings → Members and remove it once there is another owner).
  const dropped: typeof candidates = [];
  for (const m of candidates) {
    if (m.role === 'owner') {
      const [other] = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .innerJoin(roles, eq(roles.id, memberships.roleId))
        .where(
          and(
            eq(memberships.organizationId, m.organizationId),
            eq(roles.name, 'owner'),
            ne(memberships.userId, userId),
          ),
        )
        .limit(1);
      if (!other) continue;
    }
    dropped.push(m);
  }
  const organizationIds = dropped.map((m) => m.organizationId);
  if (dropped.length > 0) {
    await tx.delete(memberships).where(
      inArray(
        memberships.id,
        dropped.map((m) => m.id),
      ),
    );
    // A calendar URL the old password holder copied must not outlive the membership (docs/calendar.md).
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(calendarFeeds.userId, userId),
          inArray(calendarFeeds.organizationId, organizationIds),
          isNull(calendarFeeds.revokedAt),
        ),
      );
    await runAsActor({ kind: 'user', id: userId }, async () => {
      for (const m of dropped) {
        await recordAudit(tx, {
          organizationId: m.organizationId,
          action: 'member.removed',
          target: { type: 'user', id: userId },
          changes: { role: [m.role, null], reason: [null, `account_claimed:${proof}`] },
        });
      }
    });
  }
  const keepsDefault = user.defaultOrganizationId && !organizationIds.includes(user.defaultOrganizationId);
  await tx
    .update(users)
    .set({
      emailVerifiedAt: sql`now()`,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      ...(!keepsDefault && { defaultOrganizationId: null }),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  return { claimed: true, droppedOrganizationIds: organizationIds };
}
