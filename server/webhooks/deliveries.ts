// The delivery log of an endpoint, resending an event, the dashboard's "send test", and pruning old deliveries.
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import { events, webhookAttempts, webhookDeliveries, webhookEndpoints } from '~/db/schema';
import { recordAudit } from '../audit/record';
import { AppError, notFound } from '../errors';
import { recordEvent } from '../events/record-event';
import { findWebhookEndpoint } from './endpoints';

export const DELIVERY_RETENTION_DAYS = 30;

export interface DeliveryDto {
  id: string;
  eventId: string;
  eventType: string;
  endpointId: string;
  status: 'pending' | 'delivered' | 'failed';
  attemptCount: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  attempts: {
    id: string;
    attemptedAt: string;
    statusCode: number | null;
    latencyMs: number | null;
    responseSnippet: string | null;
    error: string | null;
  }[];
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** An endpoint's deliveries, newest first, each with its attempts (oldest first). */
export async function listDeliveries(
  db: DbOrTx,
  organizationIds: string[],
  query: { endpointId: string; limit: number; offset: number },
): Promise<{ data: DeliveryDto[]; total: number }> {
  const endpoint = await findWebhookEndpoint(db, query.endpointId, organizationIds);
  const where = eq(webhookDeliveries.endpointId, endpoint.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, eventType: events.type })
      .from(webhookDeliveries)
      .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  const ids = rows.map((r) => r.delivery.id);
  const attempts = ids.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, ids))
        .orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id))
    : [];
  return {
    total: total?.n ?? 0,
    data: rows.map(({ delivery: d, eventType }) => ({
      id: d.id,
      eventId: d.eventId,
      eventType,
      endpointId: d.endpointId,
      status: d.status,
      attemptCount: d.attemptCount,
      nextAttemptAt: d.status === 'pending' ? iso(d.nextAttemptAt) : null,
      lastAttemptAt: iso(d.lastAttemptAt),
      deliveredAt: iso(d.deliveredAt),
      createdAt: d.createdAt.toISOString(),
      attempts: attempts
        .filter((a) => a.deliveryId === d.id)
        .map((a) => ({
          id: a.id,
          attemptedAt: a.attemptedAt.toISOString(),
          statusCode: a.statusCode,
          latencyMs: a.latencyMs,
          responseSnippet: a.responseSnippet,
          error: a.error,
        })),
    })),
  };
}

function assertEnabled(endpoint: typeof webhookEndpoints.$inferSelect) {
  if (!endpoint.enabled) throw new AppError('CONFLICT', 'The webhook endpoint is disabled: enable it first');
}

/** Fields that put a delivery back in the queue with a fresh retry schedule; a worker picks it up at once. */
const requeued = () => ({
  status: 'pending' as const,
  retryCount: 0,
  nextAttemptAt: sql`now()`,
  queuedAt: null,
  lockedUntil: null,
  deliveredAt: null,
});

/**
 * Sends an event to an endpoint again (same webhook-id, same body): by delivery, or by event and endpoint — which
 * also works for an event the endpoint never received (it must belong to the endpoint's organization).
 */
export async function resendDelivery(
  db: DbOrTx,
  organizationIds: string[],
  target: { deliveryId: string } | { eventId: string; endpointId: string },
) {
  return db.transaction(async (tx) => {
    const resent = await requeueDelivery(tx, organizationIds, target);
    await recordAudit(tx, {
      organizationId: resent.organizationId,
      action: 'webhook.delivery_resent',
      target: { type: 'webhook_delivery', id: resent.deliveryId },
      changes: { eventId: [null, resent.eventId], endpointId: [null, resent.endpointId] },
    });
    return { deliveryId: resent.deliveryId, eventId: resent.eventId, endpointId: resent.endpointId };
  });
}

async function requeueDelivery(
  tx: DbOrTx,
  organizationIds: string[],
  target: { deliveryId: string } | { eventId: string; endpointId: string },
) {
  if ('deliveryId' in target) {
    const [found] = await tx
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(eq(webhookDeliveries.id, target.deliveryId), inArray(webhookDeliveries.organizationId, organizationIds)),
      );
    if (!found) throw notFound('Delivery');
    assertEnabled(found.endpoint);
    await tx.update(webhookDeliveries).set(requeued()).where(eq(webhookDeliveries.id, found.delivery.id));
    return {
      organizationId: found.endpoint.organizationId,
      deliveryId: found.delivery.id,
      eventId: found.delivery.eventId,
      endpointId: found.endpoint.id,
    };
  }
  const endpoint = await findWebhookEndpoint(tx, target.endpointId, organizationIds);
  assertEnabled(endpoint);
  const [event] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, target.eventId), eq(events.organizationId, endpoint.organizationId)));
  if (!event) throw notFound('Event');
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      organizationId: endpoint.organizationId,
      eventId: event.id,
      endpointId: endpoint.id,
      nextAttemptAt: sql`now()`,
    })
    .onConflictDoUpdate({ target: [webhookDeliveries.eventId, webhookDeliveries.endpointId], set: requeued() })
    .returning({ id: webhookDeliveries.id });
  return { organizationId: endpoint.organizationId, deliveryId: row!.id, eventId: event.id, endpointId: endpoint.id };
}

/** Records a webhook.test event for one endpoint (never fanned out to the others) and queues its delivery. */
export async function sendTestEvent(db: Db, organizationIds: string[], endpointId: string) {
  const endpoint = await findWebhookEndpoint(db, endpointId, organizationIds);
  assertEnabled(endpoint);
  return db.transaction(async (tx) => {
    const event = await recordEvent(tx, { organizationId: endpoint.organizationId, type: 'webhook.test', data: {} });
    await tx
      .update(events)
      .set({ dispatchedAt: sql`now()` })
      .where(eq(events.id, event.id));
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        organizationId: endpoint.organizationId,
        eventId: event.id,
        endpointId: endpoint.id,
        nextAttemptAt: sql`now()`,
      })
      .returning({ id: webhookDeliveries.id });
    await recordAudit(tx, {
      organizationId: endpoint.organizationId,
      action: 'webhook.test_sent',
      target: { type: 'webhook_endpoint', id: endpoint.id },
      changes: { eventId: [null, event.id] },
    });
    return { eventId: event.id, deliveryId: delivery!.id, endpointId: endpoint.id };
  });
}

/** Deletes deliveries (with their attempts) older than the retention, in chunks. Returns how many. */
export async function pruneDeliveries(db: Db, retentionDays = DELIVERY_RETENTION_DAYS): Promise<number> {
  const cutoff = new Date(Date.now() - retentionDays * 86_400_000);
  let total = 0;
  for (;;) {
    const old = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(lt(webhookDeliveries.createdAt, cutoff))
      .limit(5000);
    const deleted = await db
      .delete(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, old))
      .returning({ id: webhookDeliveries.id });
    total += deleted.length;
    if (deleted.length < 5000) return total;
  }
}
