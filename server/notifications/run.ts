// One notifications run (docs/notifications.md): the digests and reminders due at an instant, for every live
// organization. The workers run it on a pg-boss schedule; `cli notifications run --at` runs it as if it were another
// time. Every notification commits under its unique key (a few to a transaction), so runs may overlap, crash and
// restart: each is sent once.
import { and, asc, eq, isNull } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { Db } from '~/db';
import { organizations } from '~/db/schema';
import { logger } from '../logger';
import { runDigests } from './digest';
import { recordLateFunderReports } from './funder-report-late';
import { recipientsOf } from './recipients';
import { runReminders } from './reminders';
import { localTime, SEND_FROM_HOUR } from './schedule';

export interface NotificationsRun {
  digests: number;
  reminders: number;
  /** `funder_report.late` events recorded (docs/post-award.md#funder-reports). */
  lateReports: number;
  /** Emails written to the outbox (with SMTP_URL set); the job workers send them, not the run. */
  queued: number;
  /** Organizations, people or reminders whose run failed (logged); the next run retries them. */
  failed: number;
}

export interface NotificationsRunOptions {
  /** One organization's notifications only (the operator's `--org`); every live organization without it. */
  organizationId?: string;
}

/**
 * Organizations worked on at once. Each notification commits under its unique key, and no two
 * organizations share a notification, so their order never mattered; a few in flight overlap one organization's
 * queries with another's email rendering (a run is mostly both: docs/benchmarks.md#notifications). Few enough to
 * leave the pool's other connections to requests when the workers run inside the app.
 */
export const ORGANIZATIONS_IN_FLIGHT = 4;

export async function runNotifications(
  db: Db,
  at: Date = new Date(),
  opts: NotificationsRunOptions = {},
): Promise<NotificationsRun> {
  const total: NotificationsRun = { digests: 0, reminders: 0, lateReports: 0, queued: 0, failed: 0 };
  // Live organizations only: a sandbox has no members, and its practice data reminds nobody.
  const orgs = await db
    .select({ id: organizations.id, name: organizations.name, timeZone: organizations.timeZone })
    .from(organizations)
    .where(
      and(
        isNull(organizations.liveOrganizationId),
        opts.organizationId ? eq(organizations.id, opts.organizationId) : undefined,
      ),
    )
    .orderBy(asc(organizations.id));
  const limit = pLimit(ORGANIZATIONS_IN_FLIGHT);
  await Promise.all(orgs.map((org) => limit(() => runOrganization(db, org, at, total))));
  logger.info({ at: at.toISOString(), ...total }, 'notifications run');
  return total;
}

/** One organization's part of a run, added to `total`; it never throws (its failures are counted and logged). */
async function runOrganization(
  db: Db,
  org: { id: string; name: string; timeZone: string },
  at: Date,
  total: NotificationsRun,
): Promise<void> {
  // Nothing is due anywhere before 07:00 local: most organizations are skipped without a query.
  const local = localTime(at, org.timeZone);
  if (local.hour < SEND_FROM_HOUR) return;
  // Events go out whoever is reminded (an integration may be the only one listening), and on their own.
  try {
    // Awaited before adding: `total.x += await …` would read the total before the wait and lose the others' counts.
    const recorded = await recordLateFunderReports(db, org.id, local.date);
    total.lateReports += recorded;
  } catch (err) {
    total.failed++;
    logger.error({ organizationId: org.id, err }, 'funder_report.late events failed; the next run retries them');
  }
  try {
    const recipients = await recipientsOf(db, org.id);
    if (recipients.length === 0) return;
    // Each part, each person and each reminder fails on its own: the rest still go out.
    const digests = await runDigests(db, org, at, recipients);
    const reminders = await runReminders(db, org, at, recipients);
    total.digests += digests.digests;
    total.reminders += reminders.reminders;
    total.queued += digests.emails + reminders.emails;
    total.failed += digests.failed + reminders.failed;
  } catch (err) {
    total.failed++;
    logger.error(
      { organizationId: org.id, err },
      'notifications run failed for an organization; the next run retries it',
    );
  }
}
