// How a program recurs, in words: the grant detail's line and the Plan ahead view say it the same way.
import type { Recurrence } from '~/server/grants/cycles';
import { date, monthYear } from '../../_components/format';

export const CADENCE_LABEL: Record<Recurrence['cadence'], string> = { annual: 'Yearly', irregular: 'Irregular' };

/** "Recurs yearly — last closed Dec 31, 2023, next expected around January 2027" (the parts that are known). */
export function recurrenceText(r: Recurrence): string {
  const parts = [
    r.lastCloseDate ? `last closed ${date(r.lastCloseDate)}` : null,
    r.cadence === 'annual' && r.expectedNextPostDate
      ? `next expected around ${monthYear(r.expectedNextPostDate)}`
      : null,
  ].filter((p) => p !== null);
  const cadence = r.cadence === 'annual' ? 'Recurs yearly' : 'Recurs irregularly';
  return parts.length ? `${cadence} — ${parts.join(', ')}` : cadence;
}
