// Who is calling: the resolved credential, its organization and what it may do.
import { isPermission, type Permission } from './permissions';

export type PrincipalKind = 'api_key' | 'portal_token' | 'user';

export interface Principal {
  kind: PrincipalKind;
  /** The API key, portal token or user id. */
  id: string;
  organizationId: string;
  /** The live organization of the pair: organizationId itself in live mode, its live organization in a sandbox. */
  liveOrganizationId: string;
  livemode: boolean;
  /** The organization's plan: sets its rate limit. */
  plan: 'basic' | 'enterprise';
  permissions: ReadonlySet<Permission>;
  /** Portal tokens may only read. */
  readOnly: boolean;
  /** Recorded in history rows: "api_key:<id>", "user:<id>", … */
  actor: string;
}

export const describePrincipal = (kind: PrincipalKind) =>
  kind === 'api_key' ? 'API key' : kind === 'portal_token' ? 'Portal token' : 'User';

/** What a stored credential's row (joined with its organization) says about its holder. */
export interface CredentialRow {
  id: string;
  organizationId: string;
  liveOrganizationId: string | null;
  livemode: boolean;
  plan: Principal['plan'];
  permissions: readonly string[];
}

/** The principal of an API key or a portal token (portal tokens only read). */
export function credentialPrincipal(kind: 'api_key' | 'portal_token', row: CredentialRow): Principal {
  return {
    kind,
    id: row.id,
    organizationId: row.organizationId,
    liveOrganizationId: row.liveOrganizationId ?? row.organizationId,
    livemode: row.livemode,
    plan: row.plan,
    permissions: new Set(row.permissions.filter(isPermission)),
    readOnly: kind === 'portal_token',
    actor: `${kind}:${row.id}`,
  };
}
