// One batch of delivery attempts: claim the deliveries, POST each signed event to its endpoint, record every
// attempt, schedule retries, and keep each endpoint's health (410 or 20 consecutive failures disable it).
import { sql } from 'drizzle-orm';
import { queryRows } from '../db-rows';
import type { Db } from '~/db';
import { toEventEnvelope } from '../events/record-event';
import { logger } from '../logger';
import { postWebhook, type AttemptResult } from './http-post';
import { DISABLE_AFTER_CONSECUTIVE_FAILURES, nextRetryDelayMs } from './retry-schedule';
import { decryptSecret } from '../crypto/secret-box';
import { ConfigurationError } from '../env';
import { signWebhookPayload } from './signing';

/** A claimed delivery is held this long by its worker (longer than one attempt can take). */
export const DELIVERY_LEASE_SECONDS = 60;

/**
 * The data of one `webhooks.deliver` job: the deliveries it wakes a worker for. `deliveryId` is the shape of jobs
 * queued before jobs carried several (one delivery each); a worker still takes them.
 */
export type DeliveryJob = { deliveryIds: string[] } | { deliveryId: string };

export const deliveryIdsOf = (job: DeliveryJob): string[] =>
  'deliveryIds' in job ? job.deliveryIds : [job.deliveryId];

/** The jobs that carry these deliveries, at most `perJob` each. */
export function deliveryJobs(deliveryIds: string[], perJob: number): DeliveryJob[] {
  const jobs: DeliveryJob[] = [];
  for (let i = 0; i < deliveryIds.length; i += perJob) jobs.push({ deliveryIds: deliveryIds.slice(i, i + perJob) });
  return jobs;
}

export interface DeliveryOptions {
  allowPrivate: boolean;
  retryScheduleSeconds: readonly number[];
  timeoutMs?: number;
}

interface Claimed {
  id: string;
  retry_count: number;
  endpoint_id: string;
  url: string;
  enabled: boolean;
  secret_ciphertext: string;
  event_id: string;
  organization_id: string;
  type: string;
  livemode: boolean;
  data: Record<string, unknown> | string;
  created_at: string | Date;
}

/** The exact bytes sent (and signed) for an event: the event envelope of the stored row, the same on every retry. */
export function eventBody(
  row: Pick<Claimed, 'event_id' | 'organization_id' | 'type' | 'livemode' | 'data' | 'created_at'>,
): string {
  return JSON.stringify(
    toEventEnvelope({
      id: row.event_id,
      organizationId: row.organization_id,
      type: row.type,
      livemode: row.livemode,
      data: typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data,
      createdAt: new Date(row.created_at),
      dispatchedAt: null,
    }),
  );
}

const secrets = new Map<string, { ciphertext: string; secret: string }>();
function secretOf(endpointId: string, ciphertext: string): string {
  const cached = secrets.get(endpointId);
  if (cached?.ciphertext === ciphertext) return cached.secret;
  const secret = decryptSecret(ciphertext);
  secrets.set(endpointId, { ciphertext, secret });
  return secret;
}

interface Outcome {
  deliveryId: string;
  endpointId: string;
  result: AttemptResult;
  attemptedAt: Date;
  finishedAt: number;
  status: 'delivered' | 'pending' | 'failed';
  nextAttemptAt: Date | null;
}

/** Attempts each delivery that is due and not held by another worker; the rest are left alone (no-op). */
export async function attemptDeliveries(db: Db, deliveryIds: string[], opts: DeliveryOptions): Promise<Outcome[]> {
  if (deliveryIds.length === 0) return [];
  const claimed = await queryRows<Claimed>(
    db,
    sql`
      with claimed as (
        update webhook_deliveries d set locked_until = now() + make_interval(secs => ${DELIVERY_LEASE_SECONDS})
        where d.id in (select unnest(${`{${deliveryIds.join(',')}}`}::uuid[]))
          and d.status = 'pending'
          and d.next_attempt_at <= now() + interval '1 second'
          and (d.locked_until is null or d.locked_until < now())
        returning d.id, d.retry_count, d.endpoint_id, d.event_id
      )
      select c.id::text as id, c.retry_count, ep.id::text as endpoint_id, ep.url, ep.enabled, ep.secret_ciphertext,
             e.id as event_id, e.organization_id::text as organization_id, e.type, e.livemode, e.data,
             to_json(e.created_at) #>> '{}' as created_at
      from claimed c
      join webhook_endpoints ep on ep.id = c.endpoint_id
      join events e on e.id = c.event_id`,
  );
  if (claimed.length === 0) return [];

  // An endpoint disabled since the delivery was queued gets nothing more: its pending deliveries fail.
  const disabled = claimed.filter((c) => !c.enabled).map((c) => c.id);
  if (disabled.length) {
    await db.execute(sql`
      update webhook_deliveries set status = 'failed', next_attempt_at = null, queued_at = null, locked_until = null
      where id in (select unnest(${`{${disabled.join(',')}}`}::uuid[]))`);
  }

  const outcomes = await Promise.all(
    claimed
      .filter((c) => c.enabled)
      .map(async (c): Promise<Outcome> => {
        const body = eventBody(c);
        const attemptedAt = new Date();
        let result: AttemptResult;
        try {
          const headers = signWebhookPayload({
            secret: secretOf(c.endpoint_id, c.secret_ciphertext),
            eventId: c.event_id,
            eventType: c.type,
            body,
          });
          result = await postWebhook({
            url: c.url,
            headers,
            body,
            allowPrivate: opts.allowPrivate,
            timeoutMs: opts.timeoutMs,
          });
        } catch (err) {
          // A delivery that cannot even be signed (the encryption key is missing or wrong) is an operator's problem.
          if (err instanceof ConfigurationError)
            logger.error({ deliveryId: c.id, error: err.message }, 'webhook delivery cannot run: configuration');
          result = { statusCode: null, latencyMs: 0, responseSnippet: null, error: (err as Error).message };
        }
        const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
        const delay =
          ok || result.statusCode === 410 ? null : nextRetryDelayMs(c.retry_count + 1, opts.retryScheduleSeconds);
        return {
          deliveryId: c.id,
          endpointId: c.endpoint_id,
          result,
          attemptedAt,
          finishedAt: performance.now(),
          status: ok ? 'delivered' : delay === null ? 'failed' : 'pending',
          nextAttemptAt: delay === null ? null : new Date(Date.now() + delay),
        };
      }),
  );
  if (outcomes.length) await recordOutcomes(db, outcomes);
  for (const o of outcomes) {
    const line = {
      deliveryId: o.deliveryId,
      endpointId: o.endpointId,
      statusCode: o.result.statusCode,
      latencyMs: o.result.latencyMs,
    };
    if (o.status === 'delivered') logger.debug(line, 'webhook delivered');
    else logger.info({ ...line, error: o.result.error, outcome: o.status }, 'webhook attempt failed');
  }
  return outcomes;
}

async function recordOutcomes(db: Db, outcomes: Outcome[]) {
  const attempts = outcomes.map((o) => ({
    delivery_id: o.deliveryId,
    attempted_at: o.attemptedAt.toISOString(),
    status_code: o.result.statusCode,
    latency_ms: o.result.latencyMs,
    response_snippet: o.result.responseSnippet,
    error: o.result.error,
    status: o.status,
    next_attempt_at: o.nextAttemptAt?.toISOString() ?? null,
  }));
  // Per endpoint, in the order the attempts finished: did any succeed, how many failures followed the last
  // success (or all of them), and did it answer 410 Gone.
  const health = new Map<string, { success: boolean; fails: number; gone: boolean }>();
  for (const o of [...outcomes].sort((a, b) => a.finishedAt - b.finishedAt)) {
    const h = health.get(o.endpointId) ?? { success: false, fails: 0, gone: false };
    if (o.status === 'delivered') {
      h.success = true;
      h.fails = 0;
    } else h.fails++;
    if (o.result.statusCode === 410) h.gone = true;
    health.set(o.endpointId, h);
  }
  const endpoints = [...health].map(([endpoint_id, h]) => ({ endpoint_id, ...h }));
  // One statement, so one round trip: its three writes (the attempts, the deliveries, the endpoints' health) commit
  // together or not at all, as a transaction of three statements would, without the four extra round trips that
  // were a third of a delivery batch's time on a busy database (docs/benchmarks.md#webhooks). Every data-modifying
  // WITH runs once, to completion, whether or not the final select reads it.
  const failuresAfter = sql`case when x.success then x.fails else ep.consecutive_failures + x.fails end`;
  await db.execute(sql`
    with outcome as materialized (
      select * from jsonb_to_recordset(${JSON.stringify(attempts)}::text::jsonb)
        as x(delivery_id uuid, attempted_at timestamptz, status_code int, latency_ms int, response_snippet text,
             error text, status text, next_attempt_at timestamptz)
    ), logged as (
      insert into webhook_attempts (delivery_id, attempted_at, status_code, latency_ms, response_snippet, error)
      select delivery_id, attempted_at, status_code, latency_ms, response_snippet, error from outcome
    ), recorded as (
      update webhook_deliveries d set
        status = x.status,
        attempt_count = d.attempt_count + 1,
        retry_count = case when x.status = 'delivered' then d.retry_count else d.retry_count + 1 end,
        last_attempt_at = x.attempted_at,
        delivered_at = case when x.status = 'delivered' then now() else d.delivered_at end,
        next_attempt_at = x.next_attempt_at,
        queued_at = null,
        locked_until = null
      from outcome x
      where d.id = x.delivery_id
    ), health as (
      update webhook_endpoints ep set
        consecutive_failures = ${failuresAfter},
        enabled = ep.enabled and not (x.gone or ${failuresAfter} >= ${DISABLE_AFTER_CONSECUTIVE_FAILURES}),
        disabled_reason = case
          when not ep.enabled then ep.disabled_reason
          when x.gone then 'the endpoint answered 410 Gone'
          when ${failuresAfter} >= ${DISABLE_AFTER_CONSECUTIVE_FAILURES}
            then ${`${DISABLE_AFTER_CONSECUTIVE_FAILURES} consecutive failed attempts`}
          else ep.disabled_reason end,
        disabled_at = case
          when ep.enabled and (x.gone or ${failuresAfter} >= ${DISABLE_AFTER_CONSECUTIVE_FAILURES}) then now()
          else ep.disabled_at end
      from jsonb_to_recordset(${JSON.stringify(endpoints)}::text::jsonb)
        as x(endpoint_id uuid, success boolean, fails int, gone boolean)
      where ep.id = x.endpoint_id
        -- All delivered and no run of failures to end: nothing changes, so the endpoint's row is neither written nor
        -- locked (at 1,000/s every batch of every worker wrote the same row, one commit after another).
        and (x.gone or x.fails > 0 or ep.consecutive_failures <> 0)
    )
    select 1`);
}
