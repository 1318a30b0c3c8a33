// The one-time ticket a successful single sign-on callback leaves (server/sso/sign-in.ts, docs/sso.md#signing-in-with-sso):
// the login page hands it to next-auth's `sso` provider, which exchanges it here, once, within two minutes, for the
// user it names. Stored only as SHA-256.
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { ssoSignIns, users } from '~/db/schema';
import { sha256Hex } from './credential-format';

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
export async function consumeSsoTicket(db: Db, ticket: string): Promise<SsoTicketUser | null> {
  if (!isWellFormedSsoTicket(ticket)) return null;
  const [used] = await db
    .update(ssoSignIns)
    .set({ ticketUsedAt: sql`now()` })
    .where(
      and(
        eq(ssoSignIns.ticketHash, sha256Hex(ticket)),
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
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    sessionVersion: user.sessionVersion,
    organizationId: used.organizationId,
  };
}
