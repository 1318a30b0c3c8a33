// Organizations' time zones (docs/notifications.md): IANA names, checked against the runtime's own zone database.

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** True for an IANA zone name this runtime knows (`Europe/Paris`, `UTC`); false for anything else. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value) || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) it is at `at` in `timeZone`: "today" for an organization. */
export function localDate(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
