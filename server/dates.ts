// Calendar days as `YYYY-MM-DD` strings in UTC: the one set of helpers for dates without a time.

/** Today's UTC date (or `now`'s). */
export const todayUtc = (now = new Date()) => isoDay(now);

/** A moment's UTC calendar day. */
export const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** `YYYY-MM-DD` plus n days (UTC calendar arithmetic; n may be negative). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

/** Whole days from one `YYYY-MM-DD` to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000);
