// The burn line of a project (docs/post-award.md#in-the-dashboard): spending summed by date against a straight line
// from nothing at the period's start to the whole budget at its end. Computed in the browser from the expense list,
// in BigInt cents; the chart gets numbers only to draw them.

export interface BurnPoint {
  /** `YYYY-MM-DD` */
  date: string;
  /** Days since 1970-01-01: the chart's time axis. */
  day: number;
  /** What the expenses dated up to this day add up to, in cents; null on the days after the last expense. */
  spentCents: number | null;
  /** Where a steady pace would be by this day, in cents (rounded down to the cent). */
  plannedCents: number;
}

const DAY_MS = 86_400_000;
export const epochDay = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/**
 * One point at the period's start, one for each date with expenses (their running sum, refunds included) and one at
 * the period's end; dates outside the period are plotted where they fall. Null without both period dates.
 */
export function burnLine(
  expenses: readonly { date: string; amountCents: number }[],
  period: { startDate: string | null; endDate: string | null },
  budgetedCents: number,
): BurnPoint[] | null {
  const { startDate, endDate } = period;
  if (!startDate || !endDate || endDate < startDate) return null;
  const start = epochDay(startDate);
  const days = BigInt(epochDay(endDate) - start);
  const budgeted = BigInt(budgetedCents);
  const planned = (date: string) => {
    if (days === 0n) return date < startDate ? 0 : Number(budgeted);
    const elapsed = BigInt(Math.min(Math.max(epochDay(date) - start, 0), Number(days)));
    return Number((budgeted * elapsed) / days);
  };
  const byDate = new Map<string, bigint>();
  for (const e of expenses) byDate.set(e.date, (byDate.get(e.date) ?? 0n) + BigInt(e.amountCents));
  const dates = [...new Set([startDate, ...byDate.keys(), endDate])].sort();
  const last = [...byDate.keys()].sort().at(-1) ?? startDate;
  let running = 0n;
  return dates.map((date) => {
    running += byDate.get(date) ?? 0n;
    return {
      date,
      day: epochDay(date),
      spentCents: date <= last ? Number(running) : null,
      plannedCents: planned(date),
    };
  });
}
