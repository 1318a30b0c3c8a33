// Who is acting, and from where, for every audit record written during one request, CLI command or job: an
// AsyncLocalStorage the transport enters once the caller is known, so domain functions never take it as a parameter.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditActorKind } from '~/db/schema';
import { processSingleton } from '../process-singleton';

export interface AuditActor {
  kind: AuditActorKind;
  /** The user, API key or portal token id; null for system and operator, and for a caller not yet identified. */
  id: string | null;
  /** A name a person recognizes (email, key name); looked up when the record is written if left undefined. */
  label?: string | null;
}

export interface AuditScope {
  actor: AuditActor;
  requestId: string | null;
  ip: string | null;
  userAgent: string | null;
}

// One per process: Next.js may load this module in several bundles, and every copy must see the same scope.
const storage = processSingleton('auditScope', () => new AsyncLocalStorage<AuditScope>());

/** Longer is not a user agent anyone sends: the record keeps a bounded prefix, so nobody can bloat the trail with it. */
export const MAX_USER_AGENT = 256;

export function runInAuditScope<T>(scope: AuditScope, fn: () => T): T {
  return storage.run({ ...scope, userAgent: scope.userAgent?.slice(0, MAX_USER_AGENT) ?? null }, fn);
}

/** The same request, acting as someone else: a sign-in or an invitee proves who they are during the call. */
export function runAsActor<T>(actor: AuditActor, fn: () => T): T {
  return runInAuditScope({ ...currentAuditScope(), actor }, fn);
}

export const SYSTEM_SCOPE: AuditScope = {
  actor: { kind: 'system', id: null, label: null },
  requestId: null,
  ip: null,
  userAgent: null,
};
export const OPERATOR_SCOPE: AuditScope = {
  actor: { kind: 'operator', id: null, label: null },
  requestId: null,
  ip: null,
  userAgent: null,
};

/** Outside any scope (a script, a test calling a domain function directly) the actor is the system. */
export function currentAuditScope(): AuditScope {
  return storage.getStore() ?? SYSTEM_SCOPE;
}
