// Reading an organization's events, newest first: lets integrations reconcile what webhooks missed.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '~/db';
import { events } from '~/db/schema';
import { toEventEnvelope } from './record-event';

export async function listEvents(
  db: Db,
  organizationId: string,
  query: { limit: number; offset: number; types?: string[] },
) {
  const where = and(
    eq(events.organizationId, organizationId),
    query.types?.length ? inArray(events.type, query.types) : undefined,
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
