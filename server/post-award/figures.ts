// What a budget's numbers say (docs/post-award.md#the-figures): totals, remaining, percentages, burn and projection,
// from integer cents and calendar days only, so the same inputs give the same figures everywhere.
import { daysBetween } from '../dates';
import { divideHalfEven, percentOf } from '../money';

export interface LineAmounts {
  budgetedCents: bigint;
  spentCents: bigint;
}

export interface LineFigures extends LineAmounts {
  remainingCents: bigint;
  percentSpent: number | null;
}

export interface Period {
  startDate: string | null;
  endDate: string | null;
}

export interface BudgetFigures {
  lines: LineFigures[];
  totals: { budgetedCents: bigint; spentCents: bigint; remainingCents: bigint };
  elapsedPercent: number | null;
  burnRate: bigint | null;
  projectedSpendCents: bigint | null;
  projectedVarianceCents: bigint | null;
}

/** A line's remaining amount and the share of it spent. */
export function lineFigures({ budgetedCents, spentCents }: LineAmounts): LineFigures {
  return {
    budgetedCents,
    spentCents,
    remainingCents: budgetedCents - spentCents,
    percentSpent: percentOf(spentCents, budgetedCents),
  };
}

/**
 * The project period's days, both ends included, and how many of them have begun by `today` (0 before the start,
 * all of them after the end). Null without both dates, or with an end before the start.
 */
export function periodDays({ startDate, endDate }: Period, today: string): { total: number; elapsed: number } | null {
  if (!startDate || !endDate) return null;
  const total = daysBetween(startDate, endDate) + 1;
  if (total < 1) return null;
  const elapsed = Math.min(total, Math.max(0, daysBetween(startDate, today) + 1));
  return { total, elapsed };
}

/**
 * The budget's figures. Burn rate is the cents spent per elapsed day, rounded half to even; the projection spends it
 * on every day of the period. Without a period, or before it starts, there is no rate and no projection.
 */
export function budgetFigures(lines: LineAmounts[], period: Period, today: string): BudgetFigures {
  const budgetedCents = lines.reduce((sum, l) => sum + l.budgetedCents, 0n);
  const spentCents = lines.reduce((sum, l) => sum + l.spentCents, 0n);
  const days = periodDays(period, today);
  const burnRate = days && days.elapsed > 0 ? divideHalfEven(spentCents, BigInt(days.elapsed)) : null;
  const projectedSpendCents = burnRate === null ? null : burnRate * BigInt(days!.total);
  return {
    lines: lines.map(lineFigures),
    totals: { budgetedCents, spentCents, remainingCents: budgetedCents - spentCents },
    elapsedPercent: days ? percentOf(BigInt(days.elapsed), BigInt(days.total)) : null,
    burnRate,
    projectedSpendCents,
    projectedVarianceCents: projectedSpendCents === null ? null : projectedSpendCents - budgetedCents,
  };
}
