// Who may read which events (docs/permissions.md#events-and-webhook-subscriptions-read-data): an event's `data`
// carries resources in their REST shape, so reading it, from GET /events or through a webhook, is a read of them.
import type { EventType } from '~/db/schema';
import type { Permission } from '../auth/permissions';

/** The permissions, beside VIEW_EVENTS, that reading an event of each type needs. */
export const EVENT_TYPE_PERMISSIONS: Record<EventType, Permission[]> = {
  'grant.found': ['VIEW_GRANTS'],
  'pursuit.won': ['VIEW_PURSUITS', 'VIEW_PROJECTS'],
  'task.completed': ['VIEW_PROJECTS'],
  'webhook.test': [],
};

/** What `held` lacks to read events of `type` (a type this version does not know needs nothing more). */
export function missingToRead(type: string, held: ReadonlySet<Permission>): Permission[] {
  const needed = EVENT_TYPE_PERMISSIONS[type as EventType] ?? [];
  return needed.filter((p) => !held.has(p));
}
