// The job workers (docs/webhooks.md, docs/operations.md, docs/notifications.md): the outbox relay loop, the webhook
// delivery and email workers, inside the app (WORKER_MODE=inline) or in `cli worker` processes — as many as you like,
// on any number of machines. stop() drains: no new work is taken, attempts in flight finish (up to a timeout), then the
// queue closes.
import type PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, DbOrTx } from '~/db';
import { flushAuthEventTallies, hasClosedAuthEventTallies } from '../audit/auth-tallies';
import { pruneAuditRecords } from '../audit/prune';
import { pruneDashboardSessions } from '../auth/dashboard-sessions';
import { runInAuditScope, SYSTEM_SCOPE } from '../audit/scope';
import { documentStore, spoolDirectory } from '../documents/store';
import { sweepDocuments } from '../documents/sweeper';
import { pruneIdempotencyKeys } from '../http/idempotency';
import { enqueueDueEmails, EMAIL_RELAY_BATCH, requeueStrandedEmails } from '../email/outbox';
import { sendQueuedEmails } from '../email/send';
import { createEmailTransport, emailEnabled, emailSendConcurrency } from '../email/transport';
import { runCatalogSync } from '../catalog/sync';
import { env, publicBaseUrl } from '../env';
import { logger } from '../logger';
import { runNotifications } from '../notifications/run';
import { runBudgetAlerts } from '../post-award/alerts';
import {
  claimPasswordResetRequests,
  handlePasswordResetRequest,
  requeueStrandedPasswordResetRequests,
} from '../users/password-reset';
import { attemptDeliveries, deliveryIdsOf, deliveryJobs, type DeliveryJob } from '../webhooks/deliver';
import { pruneSsoSignIns } from '../sso/prune';
import { pruneDeliveries } from '../webhooks/deliveries';
import { DISPATCH_BATCH, dispatchEvents, enqueueDueDeliveries, requeueStrandedDeliveries } from '../webhooks/dispatch';
import { QUEUES, startBoss } from './boss';
import { drizzleExecutor } from './sql-executors';

export interface Workers {
  stop(): Promise<void>;
}

export interface WorkerOptions {
  /** Delivery workers in this process, and deliveries each job carries (a worker attempts them concurrently). */
  workers?: number;
  batchSize?: number;
  /** How often the relay looks for new events and due retries when idle. */
  pollMs?: number;
  /** Seconds before each email retry (tests shorten it); default EMAIL_RETRY_SCHEDULE_SECONDS. */
  emailRetryScheduleSeconds?: readonly number[];
}

const STRANDED_SWEEP_MS = 30_000;
/** `email.send` jobs one fetch takes; their emails are sent a few at a time (emailSendConcurrency). */
const EMAIL_JOBS_PER_FETCH = 50;
/** How often the relay looks for closed windows of unauthenticated events to write to the audit trail. */
const TALLY_CHECK_MS = 1_000;

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
  const deliveryOptions = {
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
    retryScheduleSeconds: config.WEBHOOK_RETRY_SCHEDULE,
  };

  // One job carries up to batchSize deliveries: a job costs pg-boss an insert, a fetch and a completion (three
  // writes to its job table), so one per delivery was most of the database's work per webhook at 1,000/s
  // (docs/benchmarks.md#webhooks). Each delivery keeps its own claim, lease and record, so a job is only a wake-up.
  const enqueue = async (tx: DbOrTx, deliveryIds: string[]) => {
    await boss.insert(
      deliveryJobs(deliveryIds, batchSize).map((data) => ({ name: QUEUES.webhookDeliver, data })),
      { db: drizzleExecutor(tx) },
    );
  };

  const sendEmails = emailEnabled();
  const enqueueEmails = async (tx: DbOrTx, emailIds: string[]) => {
    await boss.insert(
      emailIds.map((emailId) => ({ name: QUEUES.emailSend, data: { emailId } })),
      { db: drizzleExecutor(tx) },
    );
  };

  const workerIds: string[] = [];
  for (let i = 0; i < workerCount; i++) {
    let workerId = '';
    // One job (up to batchSize deliveries, attempted concurrently) at a time per worker.
    workerId = await boss.work<DeliveryJob>(
      QUEUES.webhookDeliver,
      { batchSize: 1, pollingIntervalSeconds: 1 },
      async (jobs) => {
        const deliveryIds = jobs.flatMap((j) => deliveryIdsOf(j.data));
        try {
          await attemptDeliveries(db, deliveryIds, deliveryOptions);
        } catch (err) {
          logger.error({ error: describeError(err) }, 'webhook delivery batch failed; its jobs will be retried');
          throw err;
        }
        // A full job means a backlog: fetch the next one at once instead of waiting for the polling interval.
        if (deliveryIds.length >= batchSize && workerId) boss.notifyWorker(workerId);
      },
    );
    workerIds.push(workerId);
  }
  const emailWorkerIds: string[] = [];
  // The workers' own SMTP transport, pooled (server/email/transport.ts), closed when they stop.
  const smtpUrl = sendEmails ? config.SMTP_URL : undefined;
  const transport = smtpUrl ? createEmailTransport(smtpUrl) : null;
  if (smtpUrl && transport) {
    // Few connections at a time (SMTP servers throttle bursts of them from one client), each kept busy: a fetch
    // takes many jobs, and their emails go out over the pool's connections as each comes free.
    const concurrency = emailSendConcurrency(smtpUrl);
    const emailBatch = EMAIL_JOBS_PER_FETCH;
    let emailWorkerId = '';
    emailWorkerId = await boss.work<{ emailId: string }>(
      QUEUES.emailSend,
      { batchSize: emailBatch, pollingIntervalSeconds: 1 },
      async (jobs) => {
        try {
          await sendQueuedEmails(
            db,
            jobs.map((j) => j.data.emailId),
            { transport, concurrency, retryScheduleSeconds: options.emailRetryScheduleSeconds },
          );
        } catch (err) {
          logger.error({ error: describeError(err) }, 'email batch failed; its jobs will be retried');
          throw err;
        }
        if (jobs.length === emailBatch && emailWorkerId) boss.notifyWorker(emailWorkerId);
      },
    );
    emailWorkerIds.push(emailWorkerId);
  }
  await boss.work(QUEUES.webhookPrune, async () => {
    const deleted = await pruneDeliveries(db);
    logger.info({ deleted }, 'old webhook deliveries pruned');
  });
  await boss.schedule(QUEUES.webhookPrune, '17 3 * * *');
  await boss.work(QUEUES.idempotencyPrune, async () => {
    const deleted = await pruneIdempotencyKeys(db);
    logger.info({ deleted }, 'expired idempotency keys pruned');
  });
  await boss.schedule(QUEUES.idempotencyPrune, '47 3 * * *');
  await boss.work(QUEUES.auditPrune, async () => {
    const result = await runInAuditScope(SYSTEM_SCOPE, () => pruneAuditRecords(db, config.AUDIT_RETENTION_DAYS));
    if (result.refused.length)
      logger.error(
        { organizations: result.refused },
        'audit chains that do not verify were not pruned: run `cli audit verify`',
      );
    logger.info(
      { pruned: result.pruned, organizations: result.organizations },
      'audit records past their retention pruned',
    );
  });
  await boss.schedule(QUEUES.auditPrune, '37 4 * * *');
  const enqueueResets = async (tx: DbOrTx, requestIds: string[]) => {
    await boss.insert(
      requestIds.map((requestId) => ({ name: QUEUES.passwordReset, data: { requestId } })),
      { db: drizzleExecutor(tx) },
    );
  };
  const resetOptions = {
    // The configured base URL, never a request's Host: a forged Host would send the link to someone else.
    baseUrl: publicBaseUrl(config),
    emailsPerWindow: config.PASSWORD_RESET_EMAILS_PER_WINDOW,
    windowSeconds: config.SIGN_IN_EMAIL_WINDOW_SECONDS,
    auditWindowSeconds: config.AUTH_AUDIT_WINDOW_SECONDS,
  };
  const resetWorkerId = await boss.work<{ requestId: string }>(
    QUEUES.passwordReset,
    { batchSize: 10, pollingIntervalSeconds: 1 },
    async (jobs) => {
      for (const job of jobs) {
        await runInAuditScope(SYSTEM_SCOPE, () => handlePasswordResetRequest(db, job.data.requestId, resetOptions));
      }
    },
  );
  await boss.work(QUEUES.sessionsPrune, async () => {
    const deleted = await pruneDashboardSessions(db);
    logger.info({ deleted }, 'ended dashboard sessions pruned');
    const ssoSignInsDeleted = await pruneSsoSignIns(db);
    logger.info({ deleted: ssoSignInsDeleted }, 'expired SSO sign-in records pruned');
  });
  await boss.schedule(QUEUES.sessionsPrune, '27 4 * * *');
  await boss.work(QUEUES.documentsSweep, async () => {
    const result = await sweepDocuments(db, documentStore(), spoolDirectory());
    logger.info(result, 'documents swept');
  });
  await boss.schedule(QUEUES.documentsSweep, '7 5 * * *');
  await boss.work(QUEUES.notificationsRun, async () => {
    const at = new Date();
    await runNotifications(db, at);
    // The projected variance moves with time alone: every project with a budget, evaluated as of the run.
    const alerts = await runBudgetAlerts(db, at);
    logger.info(alerts, 'budget alerts run');
  });
  await boss.schedule(QUEUES.notificationsRun, config.NOTIFICATIONS_CRON);
  await boss.work(QUEUES.catalogSync, async () => {
    // runCatalogSync records and logs its own failure; a run refused because another is running is logged too.
    await runCatalogSync(db, { source: 'extract' }).catch((err: unknown) =>
      logger.warn({ error: describeError(err) }, 'scheduled catalog sync not run'),
    );
  });
  if (config.CATALOG_SYNC_CRON) await boss.schedule(QUEUES.catalogSync, config.CATALOG_SYNC_CRON);
  else await boss.unschedule(QUEUES.catalogSync);
  const wakeWorkers = () => workerIds.forEach((id) => boss.notifyWorker(id));

  // The relay: fan out new events, queue due retries; back-to-back while there is a backlog, else every pollMs.
  let stopping = false;
  let wake: (() => void) | null = null;
  let lastSweep = Date.now();
  let lastTallyCheck = 0;
  const relay = (async () => {
    while (!stopping) {
      let backlog = false;
      try {
        const rows = (await db.execute(sql`
          select exists (select 1 from events where dispatched_at is null) as events,
                 exists (select 1 from webhook_deliveries
                         where status = 'pending' and queued_at is null and next_attempt_at <= now()) as due,
                 exists (select 1 from email_outbox
                         where status = 'pending' and queued_at is null and next_attempt_at <= now()) as emails,
                 exists (select 1 from password_reset_requests where queued_at is null) as resets`)) as unknown;
        const [work] = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
          events: boolean;
          due: boolean;
          emails: boolean;
          resets: boolean;
        }[];
        if (work?.resets) {
          if (await claimPasswordResetRequests(db, enqueueResets)) boss.notifyWorker(resetWorkerId);
        }
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
        if (work?.emails && sendEmails) {
          const queued = await enqueueDueEmails(db, enqueueEmails);
          if (queued) emailWorkerIds.forEach((id) => boss.notifyWorker(id));
          backlog ||= queued === EMAIL_RELAY_BATCH;
        }
        if (Date.now() - lastTallyCheck > TALLY_CHECK_MS) {
          lastTallyCheck = Date.now();
          // Unauthenticated events become audit records once their window has closed (docs/authentication.md).
          if (await hasClosedAuthEventTallies(db)) await flushAuthEventTallies(db);
        }
        if (Date.now() - lastSweep > STRANDED_SWEEP_MS) {
          lastSweep = Date.now();
          const requeuedResets = await requeueStrandedPasswordResetRequests(db);
          if (requeuedResets)
            logger.warn({ requeued: requeuedResets }, 'password reset requests re-queued (their jobs were lost)');
          const requeued = await requeueStrandedDeliveries(db);
          if (requeued) logger.warn({ requeued }, 'webhook deliveries re-queued (their jobs were lost)');
          const requeuedEmails = sendEmails ? await requeueStrandedEmails(db) : 0;
          if (requeuedEmails) logger.warn({ requeued: requeuedEmails }, 'emails re-queued (their jobs were lost)');
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
        try {
          await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
        } finally {
          // After the sends in flight: the pool's idle connections would otherwise hold the process open.
          transport?.close();
        }
        logger.info('job workers stopped');
      })();
      return stopped;
    },
  };
}

export type { PgBoss };
