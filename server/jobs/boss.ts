// pg-boss on the process's database: its own small pool on PostgreSQL, the PGlite client through an adapter.
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '~/db';
import { logger } from '../logger';
import { pgliteExecutor } from './sql-executors';

export const QUEUES = {
  /** One job per webhook delivery attempt; data {deliveryId}. */
  webhookDeliver: 'webhooks.deliver',
  /** Daily: deletes webhook deliveries older than 30 days. */
  webhookPrune: 'webhooks.prune',
  /** One job per outbox email (SPEC §15); data {emailId}. */
  emailSend: 'email.send',
  /** Daily: deletes Idempotency-Key records past their 24 hours. */
  idempotencyPrune: 'idempotency.prune',
  /** On NOTIFICATIONS_CRON: the digests and reminders due (SPEC §15). */
  notificationsRun: 'notifications.run',
  /** Daily: deletes audit records past AUDIT_RETENTION_DAYS, behind a checkpoint (docs/audit.md). */
  auditPrune: 'audit.prune',
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
  await boss.createQueue(QUEUES.webhookDeliver, {
    name: QUEUES.webhookDeliver,
    // The handler never throws for a failed HTTP attempt (the delivery keeps its own schedule); a job fails only
    // when the database did, and is then retried.
    retryLimit: 20,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 60,
  });
  await boss.createQueue(QUEUES.emailSend, {
    name: QUEUES.emailSend,
    // As for webhooks, an SMTP failure is recorded on the row (its own backoff); a job fails only when the
    // database did. Expiry outlasts the row's claim lease, so the retry of a crashed job can send at once.
    retryLimit: 20,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 180,
  });
  await boss.createQueue(QUEUES.webhookPrune, { name: QUEUES.webhookPrune, retryLimit: 3, expireInSeconds: 900 });
  // One run at a time across every worker (the singleton policy); a tick while one runs is dropped, and the next
  // tick picks up whatever it left, since every notification has its own unique key.
  await boss.createQueue(QUEUES.notificationsRun, { name: QUEUES.notificationsRun, policy: 'singleton', retryLimit: 2, expireInSeconds: 3600 });
  await boss.createQueue(QUEUES.idempotencyPrune, { name: QUEUES.idempotencyPrune, retryLimit: 3, expireInSeconds: 900 });
  await boss.createQueue(QUEUES.auditPrune, { name: QUEUES.auditPrune, policy: 'singleton', retryLimit: 3, expireInSeconds: 3600 });
  return boss;
}
