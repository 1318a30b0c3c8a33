// How the dashboard reads an audit record: its type (the procedure's output), who acted, where its target lives, and
// a changed value as text. Values render as React text only, never as HTML.
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '~/server/api/root';

export type AuditRecord = inferRouterOutputs<AppRouter>['auditLog']['list']['data'][number];

const ACTOR_KIND_LABEL: Record<AuditRecord['actor']['kind'], string> = {
  user: 'User',
  api_key: 'API key',
  portal_token: 'Portal token',
  scim: 'SCIM provisioning',
  operator: 'Operator (CLI)',
  system: 'System',
};

export const actorKindLabel = (kind: string) => ACTOR_KIND_LABEL[kind as AuditRecord['actor']['kind']] ?? kind;

/** "alex@example.org", "API key · CI export", "Operator (CLI)"; an unidentified user (a failed sign-in) says so. */
export function actorName(actor: AuditRecord['actor']): string {
  if (actor.kind === 'user') return actor.label ?? (actor.id ? actor.id : 'Unidentified');
  return actor.label ? `${actorKindLabel(actor.kind)} · ${actor.label}` : actorKindLabel(actor.kind);
}

/** The dashboard page of a record's target, where it has one. */
export function auditTargetHref(target: AuditRecord['target']): string | null {
  if (!target.id) return null;
  if (target.type === 'pursuit') return `/pursuits?open=${encodeURIComponent(target.id)}`;
  if (target.type === 'project') return `/projects/${encodeURIComponent(target.id)}`;
  return null;
}

/** A changed value as text: null as none, JSON pretty-printed. `multiline` tells the view to keep its line breaks. */
export function auditValue(value: unknown): { text: string; none: boolean; multiline: boolean } {
  if (value === null || value === undefined) return { text: '—', none: true, multiline: false };
  if (typeof value === 'string') return { text: value, none: false, multiline: value.includes('\n') };
  if (typeof value === 'number' || typeof value === 'boolean')
    return { text: String(value), none: false, multiline: false };
  return { text: JSON.stringify(value, null, 2), none: false, multiline: true };
}
