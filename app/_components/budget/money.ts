// Money on the budget pages: amounts arrive as integer cents and are shown, typed and summed without a float.
// Formatting hands Intl.NumberFormat an exact decimal string; typing parses the dollars as text into cents.
import type { BudgetCategory } from '~/db/schema';
import { divideHalfEven } from '~/server/money';

/** The SF-424A object class categories, as the form labels them (section B, lines 6a–6j). */
export const BUDGET_CATEGORY_LABEL: Record<BudgetCategory, string> = {
  personnel: 'Personnel',
  fringe_benefits: 'Fringe benefits',
  travel: 'Travel',
  equipment: 'Equipment',
  supplies: 'Supplies',
  contractual: 'Contractual',
  construction: 'Construction',
  other: 'Other',
  indirect_charges: 'Indirect charges',
};

export const BUDGET_CATEGORIES = Object.keys(BUDGET_CATEGORY_LABEL) as BudgetCategory[];

/** Integer cents → the exact decimal string of its units: -12345 → "-123.45". */
export function centsToDecimal(cents: number | bigint): string {
  const n = BigInt(cents);
  const abs = n < 0n ? -n : n;
  return `${n < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

// Built once per currency and reused: a fresh Intl.NumberFormat per amount is slow, and a budget page formats hundreds.
const centsFormats = new Map<string, Intl.NumberFormat>();
const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Integer cents → "$1,234.56" in the currency (always to the cent: these are accounts). */
export function formatCents(cents: number | bigint | null | undefined, currency = 'USD'): string {
  if (cents === null || cents === undefined) return '—';
  let format = centsFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    centsFormats.set(currency, format);
  }
  return format.format(centsToDecimal(cents) as `${number}`);
}

/** A percentage the server computed (two decimals at most) → "12.5%"; null → "—". */
export const formatPercent = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${PERCENT.format(value)}%`;

/** The largest amount the API takes, in cents (server/money.ts: 10^13). */
export const MAX_TYPED_CENTS = 10n ** 13n;

export type ParsedCents = { ok: true; cents: number } | { ok: false; error: string };

/**
 * Dollars as typed ("1,234.5", "$80", "-12.30") → integer cents, by reading the digits: "0.1" is exactly 10 cents,
 * never 0.1 × 100. A fraction of a cent, a stray character or an amount beyond ±10^13 cents is refused with a reason.
 */
export function parseDollars(text: string, { allowNegative = false, allowZero = false } = {}): ParsedCents {
  const s = text
    .trim()
    .replace(/^\$/, '')
    .replace(/^(-)\s*\$/, '$1');
  const m = /^(-)?\$?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/.exec(s);
  if (!s || !m || (m[2] === undefined && !m[3])) {
    return { ok: false, error: 'Enter an amount in dollars, such as 1250.00' };
  }
  const [, minus, whole = '0', fraction = ''] = m;
  if (fraction.length > 2) return { ok: false, error: 'An amount is in whole cents: at most two decimals' };
  let cents = BigInt(whole.replaceAll(',', '')) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  if (minus) cents = -cents;
  if (cents < 0n && !allowNegative) return { ok: false, error: 'An amount may not be negative' };
  if (cents === 0n && !allowZero) return { ok: false, error: 'An amount may not be zero' };
  if (cents > MAX_TYPED_CENTS || cents < -MAX_TYPED_CENTS) {
    return { ok: false, error: 'An amount is at most $100,000,000,000.00' };
  }
  return { ok: true, cents: Number(cents) };
}

/**
 * `part` as a percentage of `whole` (integer cents), to two decimals, half to even: the rounding the server gives each
 * line's `percentSpent` (server/money.ts), for the total row the page sums itself. Null when `whole` is zero.
 */
export function percentOfCents(part: number | bigint, whole: number | bigint): number | null {
  if (BigInt(whole) === 0n) return null;
  return Number(divideHalfEven(BigInt(part) * 10_000n, BigInt(whole))) / 100;
}
