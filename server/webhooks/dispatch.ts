// The outbox relay (docs/webhooks.md): events → one delivery per subscribed, enabled endpoint of their organization,
// each enqueued as a job in the same transaction. Run in a loop by every worker; rows are claimed with SKIP LOCKED, so
// any number of workers on any number of machines share the work, and an event committed while no worker ran is picked
// up by the next one.
import { sql } from 'drizzle-orm';
import { claimDueOutboxRows, queryRows } from '../db-rows';
import type { Db, DbOrTx } from '~/db';

/** Enqueues one delivery job per id, in the given transaction (the jobs exist if and only if it commits). */
export type EnqueueDeliveries = (tx: DbOrTx, deliveryIds: string[]) => Promise<void>;

export const DISPATCH_BATCH = 500;
/** A queued delivery whose job vanished (it failed for good inside the queue) is re-queued after this long. */
export const REQUEUE_AFTER_SECONDS = 300;

/** Fans out up to `limit` undispatched events. Returns how many events and new deliveries it handled. */
export async function dispatchEvents(db: Db, enqueue: EnqueueDeliveries, limit = DISPATCH_BATCH) {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ events: number | null; id: string | null }>(
      tx,
      sql`
        with batch as (
          select id, organization_id, type, created_at from events
          where dispatched_at is null
          order by created_at
          limit ${limit}
          for update skip locked
        ), marked as (
          update events e set dispatched_at = now() from batch b where e.id = b.id returning e.id
        ), inserted as (
          insert into webhook_deliveries (organization_id, event_id, endpoint_id, next_attempt_at, queued_at)
          select b.organization_id, b.id, ep.id, now(), now()
          from batch b
          join webhook_endpoints ep on ep.organization_id = b.organization_id
          where ep.enabled
            and b.type <> 'webhook.test'
            and ep.created_at <= b.created_at
            and (cardinality(ep.event_types) = 0 or b.type = any(ep.event_types))
          on conflict (event_id, endpoint_id) do nothing
          returning id
        )
        select (select count(*) from marked)::int as events, null::text as id
        union all
        select null, id::text from inserted`,
    );
    const ids = rows.flatMap((r) => (r.id ? [r.id] : []));
    if (ids.length) await enqueue(tx, ids);
    return { events: Number(rows.find((r) => r.events !== null)?.events ?? 0), deliveries: ids.length };
  });
}

/** Enqueues deliveries whose next attempt is due and that have no job: retries, resends and test events. */
export async function enqueueDueDeliveries(db: Db, enqueue: EnqueueDeliveries, limit = DISPATCH_BATCH) {
  return db.transaction(async (tx) => {
    const ids = await claimDueOutboxRows(tx, 'webhook_deliveries', limit);
    if (ids.length) await enqueue(tx, ids);
    return ids.length;
  });
}

/** Safety net: a pending delivery queued long ago and not being attempted lost its job; let it be enqueued again. */
export async function requeueStrandedDeliveries(db: Db): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
      update webhook_deliveries set queued_at = null
      where status = 'pending'
        and queued_at < now() - make_interval(secs => ${REQUEUE_AFTER_SECONDS})
        and (locked_until is null or locked_until < now())
      returning id::text as id`,
  );
  return rows.length;
}
