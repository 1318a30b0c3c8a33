// The one-time ticket a successful single sign-on callback leaves (server/sso/sign-in.ts, docs/sso.md#signing-in-with-sso):
// the login page hands it to next-auth's `sso` provider, which exchanges it here, once, within two minutes, for the
// user it names. Stored only as SHA-256.
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { memberships, ssoSignIns, users } from '~/db/schema';
import { sha256Hex } from './credential-format';

/** The httpOnly cookie, set by the callback, that a ticket must come back with (the request's state). */
export const SSO_TICKET_BINDING_COOKIE = 'gms-sso-binding';

/** A ticket is 32 random bytes in base64url: anything else is refused before the database is asked. */
export const isWellFormedSsoTicket = (ticket: string) => /^[A-Za-z0-9_-]{43}$/.test(ticket);

export interface SsoTicketUser {
  id: string;
  email: string;
  name: string | null;
  sessionVersion: number;
  organizationId: string;
}

/** Uses the ticket (atomically: unused, unexpired) and returns its user, or null — unknown, used, expired, disabled. */
export async function consumeSsoTicket(db: Db, ticket: string, binding: string | null): Promise<SsoTicketUser | null> {
  if (!isWellFormedSsoTicket(ticket) || !binding || binding.length > 512) return null;
  const [used] = await db
    .update(ssoSignIns)
    .set({ ticketUsedAt: sql`now()` })
    .where(
      and(
        eq(ssoSignIns.ticketHash, sha256Hex(ticket)),
        // The browser the provider sent back holds the request's state as a cookie; another browser does not.
        eq(ssoSignIns.stateHash, sha256Hex(binding)),
        isNull(ssoSignIns.ticketUsedAt),
        isNotNull(ssoSignIns.completedAt),
        gt(ssoSignIns.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: ssoSignIns.userId, organizationId: ssoSignIns.organizationId });
  if (!used?.userId) return null;
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      disabledAt: users.disabledAt,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.id, used.userId))
    .limit(1);
  if (!user || user.disabledAt) return null;
  // Deactivated (or removed) since the callback: no session.
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.organizationId, used.organizationId),
        eq(memberships.userId, user.id),
        isNull(memberships.disabledAt),
      ),
    )
    .limit(1);
  if (!member) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    sessionVersion: user.sessionVersion,
    organizationId: used.organizationId,
  };
}
