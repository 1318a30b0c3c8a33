// Reading an organization's events, newest first: lets integrations reconcile what webhooks missed.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '~/db';
import { EVENT_TYPES, events } from '~/db/schema';
import type { Permission } from '../auth/permissions';
import { AppError } from '../errors';
import { missingToRead } from './permissions';
import { toEventEnvelope } from './record-event';

/**
 * The organization's events that `reader` may read: an event's data is a read of the resources it carries
 * (docs/permissions.md#events-and-webhook-subscriptions-read-data). Asking for a type the reader may not read is a
 * 403 naming what it lacks; without a type filter, the list holds the types it may read.
 */
export async function listEvents(
  db: Db,
  organizationId: string,
  reader: ReadonlySet<Permission>,
  query: { limit: number; offset: number; types?: string[] },
) {
  for (const type of query.types ?? []) {
    const missing = missingToRead(type, reader);
    if (missing.length) {
      throw new AppError('FORBIDDEN', `Reading events of type ${type} needs permission ${missing.join(', ')}`);
    }
  }
  const readable = EVENT_TYPES.filter((type) => missingToRead(type, reader).length === 0);
  const where = and(
    eq(events.organizationId, organizationId),
    inArray(events.type, query.types?.length ? query.types : readable),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return { data: rows.map(toEventEnvelope), total: total?.n ?? 0 };
}
