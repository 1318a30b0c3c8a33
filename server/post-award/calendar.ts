// Calendar days as year, month and day integers: what post-award dates need beyond server/dates.ts — whether a day
// exists, and a month's length — with no Date object, so no time zone can move a day.

export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The number of days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The day, if it exists in the calendar (years 1–9999); null otherwise (30 February, month 13, year 0). */
export function calendarDay(year: number, month: number, day: number): CalendarDay | null {
  const valid =
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month);
  return valid ? { year, month, day } : null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A strict `YYYY-MM-DD` that names a real day; null for anything else. */
export function parseIsoDay(text: string): CalendarDay | null {
  const match = ISO_DAY.exec(text);
  return match ? calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** `YYYY-MM-DD`. */
export const formatIsoDay = ({ year, month, day }: CalendarDay) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
