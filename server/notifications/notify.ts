// Writing one notification (docs/notifications.md): the row the bell shows and, when email is on, its email in the
// outbox, both in the caller's transaction and both once: the row's dedupe key is unique, and the email's idempotency
// key is derived from it. A second writer of the same notification (another worker, a re-run) writes nothing.
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import { notifications, type NotificationData, type NotificationKind } from '~/db/schema';
import { queryRows } from '../db-rows';
import { enqueueEmails, type EmailMessage } from '../email/outbox';
import { emailEnabled } from '../email/transport';

export interface NotificationInput {
  organizationId: string;
  userId: string;
  kind: NotificationKind;
  dedupeKey: string;
  title: string;
  body: string;
  /** A dashboard path. */
  link: string;
  data?: NotificationData;
  email: { to: string; render: () => Promise<EmailMessage> };
}

/** The keys among `dedupeKeys` that a notification exists for (one query for a batch's check before rendering). */
export async function notifiedKeys(db: DbOrTx, dedupeKeys: string[]): Promise<Set<string>> {
  if (dedupeKeys.length === 0) return new Set();
  const rows = await queryRows<{ dedupe_key: string }>(
    db,
    sql`select dedupe_key from notifications where dedupe_key in (${sql.join(
      dedupeKeys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((r) => r.dedupe_key));
}

export async function notify(tx: DbOrTx, input: NotificationInput): Promise<{ created: boolean; emailed: boolean }> {
  const [written] = await notifyMany(tx, [input]);
  return written!;
}

/**
 * Several notifications in the caller's transaction with two statements: the rows, then the emails of those this
 * call inserted. Each is still written once: a key that exists (or that a concurrent transaction inserts first)
 * inserts nothing and queues no email. One result per input, in order.
 */
export async function notifyMany(
  tx: DbOrTx,
  inputs: NotificationInput[],
): Promise<{ created: boolean; emailed: boolean }[]> {
  if (inputs.length === 0) return [];
  // The bell renders the link as an href: a path of this app, never a scheme or another host.
  for (const input of inputs) {
    if (!/^\/(?![\/\\])/.test(input.link)) throw new Error('notify: link must be a path of the dashboard');
  }
  const rows = await tx
    .insert(notifications)
    .values(
      inputs.map((input) => ({
        organizationId: input.organizationId,
        userId: input.userId,
        kind: input.kind,
        dedupeKey: input.dedupeKey,
        title: input.title.slice(0, 300),
        body: input.body.slice(0, 2000),
        link: input.link,
        data: input.data ?? {},
      })),
    )
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ dedupeKey: notifications.dedupeKey });
  const created = new Set(rows.map((r) => r.dedupeKey));
  // The bell alone when SMTP is unset (docs/notifications.md).
  // A key twice in one call is inserted once: only its first input is emailed.
  const first = new Set<string>();
  const emailed = emailEnabled()
    ? inputs.filter((i) => created.has(i.dedupeKey) && !first.has(i.dedupeKey) && first.add(i.dedupeKey))
    : [];
  const queued =
    (await enqueueEmails(
      tx,
      await Promise.all(
        emailed.map(async (input) => ({
          organizationId: input.organizationId,
          to: input.email.to,
          kind: input.kind,
          idempotencyKey: `notification:${input.dedupeKey}`,
          message: await input.email.render(),
        })),
      ),
    )) > 0;
  return inputs.map((i) => {
    const isCreated = created.has(i.dedupeKey);
    return { created: isCreated, emailed: isCreated && queued && emailed.includes(i) };
  });
}

/**
 * Notifications a run writes per transaction. A batch's few statements replace a transaction per notification (most of
 * a run's round trips and commits: docs/benchmarks.md#notifications); few enough that a run killed or blocked partway
 * has committed all but a few batches, and the restart writes only the rest.
 */
export const NOTIFICATIONS_PER_TRANSACTION = 10;

export type Written<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Writes `items` NOTIFICATIONS_PER_TRANSACTION at a time, each batch in one transaction of `write`. A batch that fails
 * is written again one item per transaction, so a bad item (an address the outbox refuses, a deadlock with a
 * concurrent run) fails alone and the others still go out. One result per item, in order.
 */
export async function writeInBatches<T, R>(
  db: Db,
  items: T[],
  write: (tx: DbOrTx, batch: T[]) => Promise<R[]>,
): Promise<Written<R>[]> {
  const results: Written<R>[] = [];
  for (let k = 0; k < items.length; k += NOTIFICATIONS_PER_TRANSACTION) {
    const batch = items.slice(k, k + NOTIFICATIONS_PER_TRANSACTION);
    try {
      const values = await db.transaction((tx) => write(tx, batch));
      results.push(...values.map((value) => ({ ok: true as const, value })));
      continue;
    } catch (err) {
      if (batch.length === 1) {
        results.push({ ok: false, error: err });
        continue;
      }
    }
    for (const item of batch) {
      try {
        const [value] = await db.transaction((tx) => write(tx, [item]));
        results.push({ ok: true, value: value! });
      } catch (error) {
        results.push({ ok: false, error });
      }
    }
  }
  return results;
}
