// Display formats: money in whole units, dates as the user's locale reads them, relative days.
//
// Each Intl formatter is built once and reused: `toLocaleDateString(locale, options)` and `new Intl.NumberFormat`
// build a fresh one per call, which is slow (ICU loads the locale's patterns each time), and a page of 100 rows
// formats hundreds of dates and amounts while the server renders it.

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The whole-units currency formatter of `currency`, built on first use. */
function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
    moneyFormats.set(currency, format);
  }
  return format;
}

export function money(amount: number | null | undefined, currency = 'USD'): string {
  if (amount === null || amount === undefined) return '—';
  return moneyFormat(currency).format(amount);
}

/** $1.2M, $350K — by hand, because server and browser ICU builds disagree on compact notation (hydration). */
export function compactMoney(amount: number | null | undefined, currency = 'USD'): string {
  if (amount === null || amount === undefined) return '—';
  const abs = Math.abs(amount);
  const [div, suffix] = abs >= 1e9 ? [1e9, 'B'] : abs >= 1e6 ? [1e6, 'M'] : abs >= 1e3 ? [1e3, 'K'] : [1, ''];
  const symbol = currency === 'USD' ? '$' : `${currency} `;
  return `${amount < 0 ? '-' : ''}${symbol}${String(Math.round((abs / div) * 10) / 10)}${suffix}`;
}

const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A formatter's text for `d`; "Invalid Date" for an unparsable value, as `toLocaleDateString` says (format throws). */
const formatted = (format: Intl.DateTimeFormat, d: Date) =>
  Number.isNaN(d.getTime()) ? 'Invalid Date' : format.format(d);

/** `YYYY-MM-DD` or an ISO timestamp → "Mar 4, 2026". Dates are calendar dates: never shifted by time zone. */
export function date(value: string | null | undefined): string {
  if (!value) return '—';
  return formatted(DAY, value.length === 10 ? new Date(`${value}T00:00:00Z`) : new Date(value));
}

/** `YYYY-MM-DD` → "March 2027": for dates that are only an estimate (a program's expected next posting). */
export function monthYear(value: string | null | undefined): string {
  if (!value) return '—';
  return formatted(MONTH_YEAR, new Date(`${value.slice(0, 10)}T00:00:00Z`));
}

/** Timestamps in UTC, so the server's first render and the browser agree. */
export function dateTime(value: string | null | undefined): string {
  if (!value) return '—';
  return `${formatted(DATE_TIME, new Date(value))} UTC`;
}

export const today = () => new Date().toISOString().slice(0, 10);

/** 1 January of this year (UTC), `YYYY-MM-DD`: where year-to-date periods start. */
export const startOfYear = () => `${new Date().getUTCFullYear()}-01-01`;

/** Whole days from today to a `YYYY-MM-DD` date (negative when past). */
export function daysUntil(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(`${value.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today()}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

export function relativeDays(value: string | null | undefined): string {
  const d = daysUntil(value);
  if (d === null) return '';
  if (d === 0) return 'today';
  if (d === 1) return 'tomorrow';
  if (d === -1) return 'yesterday';
  return d > 0 ? `in ${d} days` : `${-d} days ago`;
}

export const percent = (ratio: number | null | undefined) =>
  ratio === null || ratio === undefined ? '—' : `${Math.round(ratio * 100)}%`;

export const humanize = (s: string) => s.replace(/[_.]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** "just now", "5 min ago", "3 h ago", "2 days ago", then the date: how long ago a timestamp was (browser only). */
export function timeAgo(value: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(value)) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  const days = Math.floor(seconds / 86_400);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return date(value);
}

/** A file's size as people read it: 512 B, 12.4 KB, 3.1 MB (binary multiples, one decimal below 100). */
export function fileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}
