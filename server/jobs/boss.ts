// pg-boss on the process's database: its own small pool on PostgreSQL, the PGlite client through an adapter.
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '~/db';
import { logger } from '../logger';
import { pgliteExecutor } from './sql-executors';

export const QUEUES = {
  /** Webhook delivery attempts, several per job; data {deliveryIds} (server/webhooks/deliver.ts DeliveryJob). */
  webhookDeliver: 'webhooks.deliver',
  /** Daily: deletes webhook deliveries older than 30 days. */
  webhookPrune: 'webhooks.prune',
  /** One job per outbox email (docs/operations.md#email); data {emailId}. */
  emailSend: 'email.send',
  /** Daily: deletes Idempotency-Key records past their 24 hours. */
  idempotencyPrune: 'idempotency.prune',
  /** On NOTIFICATIONS_CRON: the digests and reminders due (docs/notifications.md). */
  notificationsRun: 'notifications.run',
  /** Daily: deletes audit records past AUDIT_RETENTION_DAYS, behind a checkpoint (docs/audit.md). */
  auditPrune: 'audit.prune',
  /** One job per password reset request (docs/authentication.md#password-reset); data {requestId}. */
  passwordReset: 'auth.password-reset',
  /** Daily: deletes dashboard session records that ended or expired (docs/authentication.md#dashboard-sessions). */
  sessionsPrune: 'sessions.prune',
  /** Daily: purges deleted documents past 30 days, and stored bytes no row names (docs/documents.md#consistency). */
  documentsSweep: 'documents.sweep',
  /** On CATALOG_SYNC_CRON: the Grants.gov catalog sync (docs/catalog.md#schedule). */
  catalogSync: 'catalog.sync',
} as const;

export async function startBoss(handle: DatabaseHandle, databaseUrl: string | undefined): Promise<PgBoss> {
  const common = {
    schema: 'pgboss',
    // Jobs of a worker that died are failed (then retried) after their expiry; maintenance checks every 30 s.
    maintenanceIntervalSeconds: 30,
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 2,
  };
  const boss =
    handle.kind === 'postgres'
      ? new PgBoss({ connectionString: databaseUrl!, max: 4, application_name: 'gms-worker', ...common })
      : new PgBoss({ db: pgliteExecutor((handle.db as unknown as { $client: PGlite }).$client), ...common });
  boss.on('error', (err) => logger.error({ error: (err as Error).message?.slice(0, 500) }, 'job queue error'));
  await boss.start();
  await ensureQueue(boss, QUEUES.webhookDeliver, {
    name: QUEUES.webhookDeliver,
    // The handler never throws for a failed HTTP attempt (the delivery keeps its own schedule); a job fails only
    // when the database did, and is then retried.
    retryLimit: 20,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 60,
  });
  await ensureQueue(boss, QUEUES.emailSend, {
    name: QUEUES.emailSend,
    // As for webhooks, an SMTP failure is recorded on the row (its own backoff); a job fails only when the
    // database did. Expiry outlasts the row's claim lease, so the retry of a crashed job can send at once.
    retryLimit: 20,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 180,
  });
  await ensureQueue(boss, QUEUES.webhookPrune, { name: QUEUES.webhookPrune, retryLimit: 3, expireInSeconds: 900 });
  // One run at a time across every worker (the singleton policy); a tick while one runs is dropped, and the next
  // tick picks up whatever it left, since every notification has its own unique key.
  await ensureQueue(boss, QUEUES.notificationsRun, {
    name: QUEUES.notificationsRun,
    policy: 'singleton',
    retryLimit: 2,
    expireInSeconds: 3600,
  });
  await ensureQueue(boss, QUEUES.idempotencyPrune, {
    name: QUEUES.idempotencyPrune,
    retryLimit: 3,
    expireInSeconds: 900,
  });
  await ensureQueue(boss, QUEUES.auditPrune, {
    name: QUEUES.auditPrune,
    policy: 'singleton',
    retryLimit: 3,
    expireInSeconds: 3600,
  });
  await ensureQueue(boss, QUEUES.passwordReset, {
    name: QUEUES.passwordReset,
    // The handler deletes its request first: a retry after a failure finds nothing and does nothing twice.
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 120,
  });
  await ensureQueue(boss, QUEUES.sessionsPrune, { name: QUEUES.sessionsPrune, retryLimit: 3, expireInSeconds: 900 });
  await ensureQueue(boss, QUEUES.documentsSweep, {
    name: QUEUES.documentsSweep,
    policy: 'singleton',
    retryLimit: 3,
    expireInSeconds: 3600,
  });
  // One sync at a time across every worker; a failed sync is recorded as such and not retried: the next tick tries.
  await ensureQueue(boss, QUEUES.catalogSync, {
    name: QUEUES.catalogSync,
    policy: 'singleton',
    retryLimit: 0,
    expireInSeconds: 4 * 3600,
  });
  return boss;
}

/** PostgreSQL's code for a transaction chosen as a deadlock victim. */
const DEADLOCK_DETECTED = '40P01';

/**
 * Creates a queue unless it exists. pg-boss creates a queue's partition table (DDL) in the same statement as its
 * row, so workers that start together on a new database can deadlock there; the victim tries again, and then
 * finds the queue made. Options of an existing queue are left as they are, as createQueue itself does.
 */
async function ensureQueue(boss: PgBoss, name: string, options: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(name)) return;
      await boss.createQueue(name, options);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= 5) throw err;
      logger.warn({ queue: name, attempt }, 'job queue creation deadlocked with another worker; retrying');
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}
