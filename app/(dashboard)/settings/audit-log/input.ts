// The audit log's filters live in the URL (shareable, back-button friendly); this turns them into auditLog.list input.
// Values pass through as written: the procedure validates them and its 400 is shown in its own words.
import type { AuditActorKind } from '~/db/schema';
import type { AuditAction } from '~/server/audit/actions';

export const PAGE_SIZE = 50;

/** The procedure's filters, in the order the form shows them. */
export const AUDIT_FILTERS = ['actorKind', 'actorId', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];

export function auditFilters(params: URLSearchParams) {
  const get = (k: AuditFilter) => params.get(k)?.trim() || undefined;
  const actorKind = get('actorKind') as AuditActorKind | undefined;
  const action = get('action') as AuditAction | undefined;
  return {
    ...(actorKind ? { actorKind } : {}),
    ...(get('actorId') ? { actorId: get('actorId') } : {}),
    ...(action ? { action } : {}),
    ...(get('targetType') ? { targetType: get('targetType') } : {}),
    ...(get('targetId') ? { targetId: get('targetId') } : {}),
    ...(get('from') ? { from: get('from') } : {}),
    ...(get('to') ? { to: get('to') } : {}),
  };
}

export function auditLogInput(params: URLSearchParams) {
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? 1)) || 1);
  return { ...auditFilters(params), limit: PAGE_SIZE, offset: Math.min(100_000, (page - 1) * PAGE_SIZE) };
}
