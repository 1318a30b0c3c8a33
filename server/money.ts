// Money as an integer number of cents (docs/post-award.md#money): bigint in the database and in arithmetic, a JSON
// integer on the wire. The one home of the rounding rule (half to even) and of the bounds an amount may take.

/** The largest amount, in cents, one budget line or one expense may carry (a hundred billion dollars). */
export const MAX_AMOUNT_CENTS = 10_000_000_000_000;

/**
 * The most a project's expenses, or those of one of its lines, may add up to either way: ten trillion dollars, far
 * within what a JSON number carries exactly (2^53 cents), so every sum and remaining amount is answered exactly.
 */
export const MAX_SPENT_CENTS = 1_000_000_000_000_000n;

/** `n / d` rounded half to even (banker's rounding): exact for any integers, d ≠ 0. */
export function divideHalfEven(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('division by zero');
  if (d < 0n) return divideHalfEven(-n, -d);
  const quotient = n / d; // truncated toward zero
  const remainder = n % d; // the sign of n
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  if (twice < d || (twice === d && quotient % 2n === 0n)) return quotient;
  return quotient + (n < 0n ? -1n : 1n);
}

/**
 * The largest percentage answered, in hundredths (10^13 %): up to it, the two-decimal number JSON carries reads back as
 * exactly these hundredths; beyond it (a refund thousands of billions of times a line's amount) the percentage says
 * nothing a reader could use.
 */
export const MAX_PERCENT_HUNDREDTHS = 10n ** 15n;

/**
 * `part` as a percentage of `whole`, to two decimals (half to even); null when `whole` is zero, or when the percentage
 * is beyond ±MAX_PERCENT_HUNDREDTHS hundredths.
 */
export function percentOf(part: bigint, whole: bigint): number | null {
  if (whole === 0n) return null;
  const hundredths = divideHalfEven(part * 10_000n, whole);
  if (hundredths > MAX_PERCENT_HUNDREDTHS || hundredths < -MAX_PERCENT_HUNDREDTHS) return null;
  return Number(hundredths) / 100;
}

/** Whole dollars (how a project's award is stored) in cents, exactly. */
export const dollarsToCents = (dollars: number | bigint): bigint => BigInt(dollars) * 100n;

/** A bigint amount as the JSON integer the API answers: refused if JSON could not carry it exactly. */
export function centsToJson(cents: bigint): number {
  const n = Number(cents);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${cents} cents is beyond what JSON carries exactly`);
  return n;
}

/** A derived amount (a projection) as a JSON integer, or null when it is beyond what JSON carries exactly. */
export function projectedCentsToJson(cents: bigint | null): number | null {
  if (cents === null) return null;
  const n = Number(cents);
  return Number.isSafeInteger(n) ? n : null;
}
