// The job workers (SPEC §9, §12): the outbox relay loop and the webhook delivery workers, inside the app
// (WORKER_MODE=inline) or in `cli worker` processes — as many as you like, on any number of machines.
// stop() drains: no new work is taken, attempts in flight finish (up to a timeout), then the queue closes.
import type PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, DbOrTx } from '~/db';
import { env } from '../env';
import { logger } from '../logger';
import { attemptDeliveries } from '../webhooks/deliver';
import { pruneDeliveries } from '../webhooks/deliveries';
import { DISPATCH_BATCH, dispatchEvents, enqueueDueDeliveries, requeueStrandedDeliveries } from '../webhooks/dispatch';
import { QUEUES, startBoss } from './boss';
import { drizzleExecutor } from './sql-executors';

export interface Workers {
  stop(): Promise<void>;
}

export interface WorkerOptions {
  /** Delivery workers in this process, and jobs each takes at once (attempted concurrently). */
  workers?: number;
  batchSize?: number;
  /** How often the relay looks for new events and due retries when idle. */
  pollMs?: number;
}

const STRANDED_SWEEP_MS = 30_000;

/** The database's own message (drizzle wraps it in one that repeats the whole query). */
export const describeError = (err: unknown) => {
  const e = err as { message?: string; cause?: { message?: string } };
  return (e.cause?.message ?? e.message ?? String(err)).slice(0, 500);
};

export async function startWorkers(handle: DatabaseHandle, options: WorkerOptions = {}): Promise<Workers> {
  const config = env();
  const db = handle.db;
  const boss = await startBoss(handle, config.DATABASE_URL);
  const pollMs = options.pollMs ?? 200;
  const workerCount = options.workers ?? (handle.kind === 'postgres' ? 4 : 2);
  const batchSize = options.batchSize ?? (handle.kind === 'postgres' ? 25 : 10);
  const deliveryOptions = { allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_NETWORKS, retryScheduleSeconds: config.WEBHOOK_RETRY_SCHEDULE };

  const enqueue = async (tx: DbOrTx, deliveryIds: string[]) => {
    await boss.insert(
      deliveryIds.map((deliveryId) => ({ name: QUEUES.webhookDeliver, data: { deliveryId } })),
      { db: drizzleExecutor(tx) },
    );
  };

  const workerIds: string[] = [];
  for (let i = 0; i < workerCount; i++) {
    let workerId = '';
    workerId = await boss.work<{ deliveryId: string }>(QUEUES.webhookDeliver, { batchSize, pollingIntervalSeconds: 1 }, async (jobs) => {
      try {
        await attemptDeliveries(db, jobs.map((j) => j.data.deliveryId), deliveryOptions);
      } catch (err) {
        logger.error({ error: describeError(err) }, 'webhook delivery batch failed; its jobs will be retried');
        throw err;
      }
      // A full batch means a backlog: fetch the next one at once instead of waiting for the polling interval.
      if (jobs.length === batchSize && workerId) boss.notifyWorker(workerId);
    });
    workerIds.push(workerId);
  }
  await boss.work(QUEUES.webhookPrune, async () => {
    const deleted = await pruneDeliveries(db);
    logger.info({ deleted }, 'old webhook deliveries pruned');
  });
  await boss.schedule(QUEUES.webhookPrune, '17 3 * * *');
  const wakeWorkers = () => workerIds.forEach((id) => boss.notifyWorker(id));

  // The relay: fan out new events, queue due retries; back-to-back while there is a backlog, else every pollMs.
  let stopping = false;
  let wake: (() => void) | null = null;
  let lastSweep = Date.now();
  const relay = (async () => {
    while (!stopping) {
      let backlog = false;
      try {
        const rows = (await db.execute(sql`
          select exists (select 1 from events where dispatched_at is null) as events,
                 exists (select 1 from webhook_deliveries
                         where status = 'pending' and queued_at is null and next_attempt_at <= now()) as due`)) as unknown;
        const [work] = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { events: boolean; due: boolean }[];
        if (work?.events) {
          const dispatched = await dispatchEvents(db, enqueue);
          if (dispatched.deliveries) wakeWorkers();
          backlog ||= dispatched.events === DISPATCH_BATCH;
        }
        if (work?.due) {
          const queued = await enqueueDueDeliveries(db, enqueue);
          if (queued) wakeWorkers();
          backlog ||= queued === DISPATCH_BATCH;
        }
        if (Date.now() - lastSweep > STRANDED_SWEEP_MS) {
          lastSweep = Date.now();
          const requeued = await requeueStrandedDeliveries(db);
          if (requeued) logger.warn({ requeued }, 'webhook deliveries re-queued (their jobs were lost)');
        }
      } catch (err) {
        if (!stopping) logger.error({ error: describeError(err) }, 'webhook relay failed; retrying');
        backlog = false;
      }
      if (!backlog && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
  })();
  logger.info({ database: handle.kind, workers: workerCount, batchSize }, 'job workers started');

  let stopped: Promise<void> | null = null;
  return {
    stop() {
      stopped ??= (async () => {
        stopping = true;
        (wake as (() => void) | null)?.();
        await relay;
        await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
        logger.info('job workers stopped');
      })();
      return stopped;
    },
  };
}

export type { PgBoss };
