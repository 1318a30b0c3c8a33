// Funder report schedules: a reporting requirement's dated instances, where each instance stands on a given day,
// and which reminder (if any) a day calls for. Pure: dates are `YYYY-MM-DD` calendar days without a time zone.
import { AppError } from '../errors';
import { addDays } from '../dates';
import { daysInMonth, formatIsoDay, parseIsoDay, type CalendarDay } from './calendar';

export type ReportFrequency = 'once' | 'monthly' | 'quarterly' | 'semiannual' | 'annual';

export interface ReportingRequirement {
  frequency: ReportFrequency;
  /** `YYYY-MM-DD`: the first report's due date; every later one is whole months after it. */
  firstDueDate: string;
  /** `YYYY-MM-DD`, inclusive: no instance is due after it. */
  endDate?: string;
}

export interface DueDateBounds {
  /** `YYYY-MM-DD`, inclusive: stop after this day (e.g. the end of a calendar view). */
  until?: string;
  /** At most this many instances (default DEFAULT_MAX_INSTANCES). */
  max?: number;
}

/** Twenty years of monthly reports: enough for any award, and a series without an end date still stops. */
export const DEFAULT_MAX_INSTANCES = 240;

const MONTHS_BETWEEN: Record<Exclude<ReportFrequency, 'once'>, number> = {
  monthly: 1,
  quarterly: 3,
  semiannual: 6,
  annual: 12,
};

function requireDay(text: string, field: string): CalendarDay {
  const day = parseIsoDay(text);
  if (day === null) throw new AppError('VALIDATION_FAILED', `${field} must be a real day as YYYY-MM-DD`);
  return day;
}

/**
 * `day` plus whole months, on the same day of the month or the month's last day when it has fewer days (31 January
 * plus one month is 28 or 29 February). Null past the year 9999.
 */
export function addMonthsClamped(day: CalendarDay, months: number): CalendarDay | null {
  const monthIndex = day.year * 12 + (day.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  if (year < 1 || year > 9999) return null;
  return { year, month, day: Math.min(day.day, daysInMonth(year, month)) };
}

/**
 * The due dates of a requirement's instances, in order. The N-th instance is the first due date plus N periods,
 * always counted from the first date (never from the previous instance, so a 31st clamped to the 30th comes back to
 * the 31st). The series stops after `endDate`, after `until` and at `max` instances, whichever comes first; `max`
 * defaults to DEFAULT_MAX_INSTANCES so no series is unbounded.
 */
export function dueDates(requirement: ReportingRequirement, bounds: DueDateBounds = {}): string[] {
  const first = requireDay(requirement.firstDueDate, 'firstDueDate');
  if (requirement.endDate !== undefined) requireDay(requirement.endDate, 'endDate');
  if (bounds.until !== undefined) requireDay(bounds.until, 'until');
  const max = bounds.max ?? DEFAULT_MAX_INSTANCES;
  if (!Number.isSafeInteger(max) || max < 0) throw new AppError('VALIDATION_FAILED', 'max must be a whole number ≥ 0');
  const last = [requirement.endDate, bounds.until].filter((d): d is string => d !== undefined).sort()[0];

  const step = requirement.frequency === 'once' ? null : MONTHS_BETWEEN[requirement.frequency];
  const dates: string[] = [];
  for (let n = 0; dates.length < max; n++) {
    const next = n === 0 ? first : step === null ? null : addMonthsClamped(first, n * step);
    if (next === null) break;
    const iso = formatIsoDay(next);
    if (last !== undefined && iso > last) break;
    dates.push(iso);
  }
  return dates;
}

export type InstanceStatus = 'upcoming' | 'due' | 'submitted' | 'late';

/**
 * From this many days before its due date an instance is 'due': a funder report takes weeks to assemble, so it shows
 * as due a month ahead, before the first reminder (14 days) goes out.
 */
export const DUE_WINDOW_DAYS = 30;

/**
 * Where an instance stands on `today`: 'submitted' once submitted (however late: the submission is what counts
 * then); otherwise 'late' from the day after its due date, 'due' from DUE_WINDOW_DAYS before it through the due date
 * itself, 'upcoming' before that.
 */
export function instanceStatus(dueDate: string, submittedAt: string | null, today: string): InstanceStatus {
  if (submittedAt !== null) return 'submitted';
  if (today > dueDate) return 'late';
  return today >= addDays(dueDate, -DUE_WINDOW_DAYS) ? 'due' : 'upcoming';
}

export type ReminderStage = 14 | 7 | 1 | 'late';

const REMINDER_DAYS_BEFORE = [14, 7, 1] as const;

/**
 * The reminder `today` calls for on an unsubmitted instance: 14, 7 or 1 days before its due date, or 'late' on the
 * first day after it; null on every other day (one reminder per stage, whichever day a job runs it).
 */
export function reminderStage(dueDate: string, today: string): ReminderStage | null {
  if (today === addDays(dueDate, 1)) return 'late';
  return REMINDER_DAYS_BEFORE.find((days) => addDays(dueDate, -days) === today) ?? null;
}
