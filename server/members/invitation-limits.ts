// How many invitations an organization, and one inviter, may send in a day (docs/members.md): each invitation or
// resend emails someone outside the organization, so without a ceiling an organization could use the service to
// mail anyone anything its name says. Counted from the audit trail (every invitation and resend is recorded there),
// so the count is exact across instances and survives restarts; the caller's transaction holds the organization's
// chain lock while it counts and records, so concurrent invitations cannot both take the last slot.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '~/db';
import { auditRecords } from '~/db/schema';
import { lockChain } from '../audit/record';
import { rateLimitedError } from '../auth/sign-in-limits';
import { env } from '../env';

const DAY_MS = 86_400_000;
const SENDS = ['member.invited', 'invitation.resent'] as const;

/**
 * Throws 429 RATE_LIMITED (with Retry-After: when the oldest counted send leaves the 24-hour window) if the
 * organization or the inviter has used the day's invitations. Call inside the transaction that records the send.
 */
export async function assertInvitationAllowance(tx: Tx, organizationId: string, inviterUserId: string | null) {
  await lockChain(tx, organizationId);
  const since = sql`now() - interval '1 day'`;
  const scopes: { limit: number; actor?: string }[] = [{ limit: env().INVITATIONS_PER_ORGANIZATION_PER_DAY }];
  if (inviterUserId) scopes.push({ limit: env().INVITATIONS_PER_INVITER_PER_DAY, actor: inviterUserId });
  for (const { limit, actor } of scopes) {
    // The limit-th most recent send in the window: while it is inside, one more would be one too many.
    const [oldest] = await tx
      .select({ occurredAt: auditRecords.occurredAt })
      .from(auditRecords)
      .where(
        and(
          eq(auditRecords.organizationId, organizationId),
          inArray(auditRecords.action, [...SENDS]),
          gt(auditRecords.occurredAt, since),
          actor ? and(eq(auditRecords.actorKind, 'user'), eq(auditRecords.actorId, actor)) : undefined,
        ),
      )
      .orderBy(desc(auditRecords.occurredAt))
      .offset(limit - 1)
      .limit(1);
    if (oldest) {
      const retryAfter = Math.max(1, Math.ceil((oldest.occurredAt.getTime() + DAY_MS - Date.now()) / 1000));
      throw rateLimitedError(
        retryAfter,
        actor
          ? `invitations from you today (${limit} a day)`
          : `invitations from this organization today (${limit} a day)`,
      );
    }
  }
}
