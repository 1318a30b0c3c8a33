// Unauthenticated events in the audit trail (docs/authentication.md#sign-in-limits): a failed sign-in or a password
// reset request proves nobody, and anyone can make many of them with any user agent. So they are counted per (action,
// user, address, window) — one upsert each — and each count becomes one audit record, in every organization of the
// user, once its window has closed. A flood of them is one record saying how many.
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import { queryRows } from '../db-rows';
import { MAX_USER_AGENT, runInAuditScope } from './scope';
import { recordAuditForUser } from './user-trail';

export type TalliedAction = 'session.sign_in_failed' | 'password_reset.requested';

/** A window's records are written this long after it closed: an event counted at its last instant has committed. */
const FLUSH_GRACE_SECONDS = 2;
const FLUSH_BATCH = 100;

/**
 * Counts one event against the user with this email (lower-cased) in the current window of `windowSeconds`. Nothing
 * is counted for an email that belongs to nobody: there is no organization to tell.
 */
export async function tallyAuthEvent(
  db: DbOrTx,
  event: { action: TalliedAction; email: string; ip: string; userAgent: string | null; windowSeconds: number },
): Promise<void> {
  const w = event.windowSeconds;
  const userAgent = event.userAgent?.slice(0, MAX_USER_AGENT) ?? null;
  await db.execute(sql`
    insert into auth_event_tallies (action, user_id, ip, window_start, window_end, user_agent)
    select ${event.action}, u.id, ${event.ip},
           to_timestamp(floor(extract(epoch from now()) / ${w}) * ${w}),
           to_timestamp(floor(extract(epoch from now()) / ${w}) * ${w} + ${w}),
           ${userAgent}
    from users u where lower(u.email) = ${event.email.trim().toLowerCase()}
    on conflict (action, user_id, ip, window_start) do update
      set count = auth_event_tallies.count + 1, last_at = now(), user_agent = excluded.user_agent`);
}

interface ClosedTally {
  action: TalliedAction;
  user_id: string;
  ip: string;
  user_agent: string | null;
  count: number;
  first_at: string | Date;
  last_at: string | Date;
}

const iso = (v: string | Date) => new Date(v).toISOString();

/** Writes the audit records of the windows that have closed and forgets their counts. Returns how many tallies. */
export async function flushAuthEventTallies(db: Db): Promise<number> {
  let flushed = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      // SKIP LOCKED: workers on other instances take other tallies; each is written once (it is deleted here).
      const rows = await queryRows<ClosedTally>(
        tx,
        sql`
          delete from auth_event_tallies t where t.id in (
            select id from auth_event_tallies
            where window_end < now() - make_interval(secs => ${FLUSH_GRACE_SECONDS})
            order by window_end limit ${FLUSH_BATCH}
            for update skip locked)
          returning t.action, t.user_id::text as user_id, t.ip, t.user_agent, t.count, t.first_at, t.last_at`,
      );
      for (const row of rows) {
        // Nobody proven: the actor is unidentified; the address and user agent are the window's.
        const scope = {
          actor: { kind: 'user' as const, id: null, label: null },
          requestId: null,
          ip: row.ip,
          userAgent: row.user_agent,
        };
        await runInAuditScope(scope, () =>
          recordAuditForUser(tx, row.user_id, {
            action: row.action,
            changes: {
              attempts: [null, Number(row.count)],
              firstAt: [null, iso(row.first_at)],
              lastAt: [null, iso(row.last_at)],
            },
          }),
        );
      }
      return rows.length;
    });
    flushed += n;
    if (n < FLUSH_BATCH) return flushed;
  }
}

/** Whether any window has closed with counts to write (the workers' relay asks before flushing). */
export async function hasClosedAuthEventTallies(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ due: boolean }>(
    db,
    sql`select exists (select 1 from auth_event_tallies
                       where window_end < now() - make_interval(secs => ${FLUSH_GRACE_SECONDS})) as due`,
  );
  return Boolean(row?.due);
}
