// When notifications are due (docs/notifications.md), as pure functions of an instant and an organization's time zone:
// the digest's period (a local day, or an ISO week from Monday), and which reminder a deadline is at.
import type { DigestFrequency } from '~/db/schema';

export { DEFAULT_TIME_ZONE, isTimeZone } from '../time-zones';

/** Digests and reminders go out from this local hour on (07:00). */
export const SEND_FROM_HOUR = 7;

export interface LocalTime {
  /** YYYY-MM-DD in the zone. */
  date: string;
  hour: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

// A formatter per time zone, made once: building an Intl.DateTimeFormat costs far more than formatting with it, and a
// run asks for each organization's and each person's local time (docs/benchmarks.md#notifications).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function localTime(at: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: WEEKDAYS[parts.weekday!]!,
  };
}

/** Whole days from `from` to `to` (both YYYY-MM-DD): positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `2026-W48`: the ISO 8601 week a local date belongs to. */
export function isoWeek(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday); // the Thursday of the same week decides its year
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The digest period due at `at`, or null while none is: a daily digest's period is the local day from 07:00 on; a
 * weekly one's the ISO week, due on its Monday from 07:00 (runs every few minutes: Monday is plenty of time).
 */
export function digestPeriod(frequency: DigestFrequency, at: Date, timeZone: string): string | null {
  if (frequency === 'off') return null;
  const local = localTime(at, timeZone);
  if (local.hour < SEND_FROM_HOUR) return null;
  if (frequency === 'daily') return `day:${local.date}`;
  return local.weekday === 1 ? `week:${isoWeek(local.date)}` : null;
}

export type ReminderStage = '14d' | '7d' | '1d' | 'overdue';

/**
 * The reminder a deadline `daysLeft` away is at: the pursuit's owner at 14, 7 and 1 days, the deliverable's
 * assignee at 7 and 1 days and once overdue. A stage covers the days up to the next one, so a run missed on the
 * day itself still sends it the day after (each stage once: the caller keys it), and a deadline set 5 days
 * ahead is reminded of at once. An overdue deliverable is reminded of within its first week overdue only. A
 * requirement's owner (docs/applications.md) at 7 and 1 days, never once past it. A funder report's instance
 * (docs/post-award.md#funder-reports) to its project's owner at 14, 7 and 1 days and once late, like a deliverable.
 */
export function reminderStage(
  kind: 'pursuit' | 'deliverable' | 'requirement' | 'funder_report',
  daysLeft: number,
): ReminderStage | null {
  const lateToo = kind === 'deliverable' || kind === 'funder_report';
  if (daysLeft < 0) return lateToo && daysLeft >= -7 ? 'overdue' : null;
  if (daysLeft <= 1) return '1d';
  if (daysLeft <= 7) return '7d';
  if (daysLeft <= 14 && (kind === 'pursuit' || kind === 'funder_report')) return '14d';
  return null;
}

export type ExpiryStage = '60d' | '30d' | '7d';

/**
 * The reminder an expiry `daysLeft` away is at (the organization's SAM.gov registration or indirect cost rate
 * agreement, docs/applications.md#organization-profile): 60, 30 and 7 days before. As with deadlines, a stage covers
 * the days up to the next one, so a missed run or a date entered late still reminds; nothing once it has passed.
 */
export function expiryStage(daysLeft: number): ExpiryStage | null {
  if (daysLeft < 0) return null;
  if (daysLeft <= 7) return '7d';
  if (daysLeft <= 30) return '30d';
  if (daysLeft <= 60) return '60d';
  return null;
}
