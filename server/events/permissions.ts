// Who may read which events (docs/permissions.md#events-and-webhook-subscriptions-read-data): an event's `data`
// carries resources in their REST shape, so reading it, from GET /events or through a webhook, is a read of them.
import type { EventType } from '~/db/schema';
import type { Permission } from '../auth/permissions';

/** The permissions, beside VIEW_EVENTS, that reading an event of each type needs. */
export const EVENT_TYPE_PERMISSIONS: Record<EventType, Permission[]> = {
  'grant.found': ['VIEW_GRANTS'],
  'grant.updated': ['VIEW_GRANTS'],
  'pursuit.won': ['VIEW_PURSUITS', 'VIEW_PROJECTS'],
  'task.completed': ['VIEW_PROJECTS'],
  // It carries the project in its REST shape, as GET /projects/{id} answers it.
  'budget.threshold_crossed': ['VIEW_BUDGETS', 'VIEW_PROJECTS'],
  // These name their project ({id, name}) only.
  'funder_report.submitted': ['VIEW_BUDGETS'],
  'funder_report.late': ['VIEW_BUDGETS'],
  'webhook.test': [],
};

/** What `held` lacks to read events of `type` (a type this version does not know needs nothing more). */
export function missingToRead(type: string, held: ReadonlySet<Permission>): Permission[] {
  const needed = EVENT_TYPE_PERMISSIONS[type as EventType] ?? [];
  return needed.filter((p) => !held.has(p));
}
