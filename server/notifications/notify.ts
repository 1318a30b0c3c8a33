// Writing one notification (docs/notifications.md): the row the bell shows and, when email is on, its email in the
// outbox, both in the caller's transaction and both once: the row's dedupe key is unique, and the email's idempotency
// key is derived from it. A second writer of the same notification (another worker, a re-run) writes nothing.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { notifications, type NotificationData, type NotificationKind } from '~/db/schema';
import { queryRows } from '../db-rows';
import { enqueueEmail, type EmailMessage } from '../email/outbox';
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

/** Whether a notification with this key exists already (a cheap check before rendering its email). */
export async function notified(db: DbOrTx, dedupeKey: string): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from notifications where dedupe_key = ${dedupeKey}`)).length > 0;
}

export async function notify(tx: DbOrTx, input: NotificationInput): Promise<{ created: boolean; emailed: boolean }> {
  // The bell renders the link as an href: a path of this app, never a scheme or another host.
  if (!/^\/(?![\/\\])/.test(input.link)) throw new Error('notify: link must be a path of the dashboard');
  const [row] = await tx
    .insert(notifications)
    .values({
      organizationId: input.organizationId,
      userId: input.userId,
      kind: input.kind,
      dedupeKey: input.dedupeKey,
      title: input.title.slice(0, 300),
      body: input.body.slice(0, 2000),
      link: input.link,
      data: input.data ?? {},
    })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  if (!row) return { created: false, emailed: false };
  if (!emailEnabled()) return { created: true, emailed: false }; // the bell alone (SMTP unset: docs/notifications.md)
  const { queued } = await enqueueEmail(tx, {
    organizationId: input.organizationId,
    to: input.email.to,
    kind: input.kind,
    idempotencyKey: `notification:${input.dedupeKey}`,
    message: await input.email.render(),
  });
  return { created: true, emailed: queued };
}
