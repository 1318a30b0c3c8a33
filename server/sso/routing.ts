// Which sign-in an email gets (docs/sso.md#signing-in-with-sso): single sign-on when its domain is VERIFIED by an
// organization that has a connection and is on the enterprise plan (the same rule as SCIM, server/scim/tokens.ts).
// The answer depends on the domain alone, never on whether the address has an account.
import { domainToASCII } from 'node:url';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { memberships, organizations, roles, ssoConnections, ssoDomains, users } from '~/db/schema';

export interface SsoRoute {
  organizationId: string;
  requireSso: boolean;
}

/** The domain part of an email, lower-cased (after the last @), or null when there is none. */
export function emailDomain(email: string): string | null {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || at === trimmed.length - 1) return null;
  // Domains are stored in ASCII (punycode for an international name, server/sso/domains.ts): compare in that form.
  const domain = domainToASCII(trimmed.slice(at + 1).replace(/\.$/, ''));
  return domain && domain.length <= 253 ? domain : null;
}

/** The organization an email signs in through, or null: unverified domain, no connection, not enterprise. */
export async function ssoRouteForEmail(db: DbOrTx, email: string): Promise<SsoRoute | null> {
  const domain = emailDomain(email);
  if (!domain) return null;
  const [row] = await db
    .select({ organizationId: ssoConnections.organizationId, requireSso: ssoConnections.requireSso })
    .from(ssoDomains)
    .innerJoin(ssoConnections, eq(ssoConnections.organizationId, ssoDomains.organizationId))
    .innerJoin(organizations, eq(organizations.id, ssoDomains.organizationId))
    .where(
      and(
        eq(ssoDomains.domain, domain),
        isNotNull(ssoDomains.verifiedAt),
        eq(organizations.plan, 'enterprise'),
        isNull(organizations.liveOrganizationId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Require SSO (docs/sso.md#require-sso): a member of the organization that routes this email, when it requires single
 * sign-on, may not use a password — unless they hold the built-in owner role (the break-glass way in). Asked only once
 * the password matched, so the answer tells nothing to someone who does not know it.
 */
export async function passwordRefusedBySso(db: DbOrTx, userId: string): Promise<boolean> {
  // The account's own address (a Firebase ID token may carry none, or another spelling of it).
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return false;
  const route = await ssoRouteForEmail(db, user.email);
  if (!route?.requireSso) return false;
  const [member] = await db
    .select({ roleName: roles.name, builtIn: roles.builtIn })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.organizationId, route.organizationId), eq(memberships.userId, userId)))
    .limit(1);
  if (!member) return false;
  return !(member.builtIn && member.roleName === 'owner');
}
