// A saved search's filters are the grants page's URL filters as JSON (docs/notifications.md#saved-searches): this maps
// one to the other, and words them for people. The server's `grantsQuery` is the way back: /grants?{grantsQuery}
// reopens a search.
import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '~/server/api/root';
import { DISMISSED, grantsInput, SORTS, type Scope } from './input';

export type SearchFilters = NonNullable<inferRouterInputs<AppRouter>['savedSearches']['create']['filters']>;
type Status = NonNullable<SearchFilters['status']>[number];

/** The filters the page shows now (only those set; never the page number). */
export function searchFilters(params: URLSearchParams, remembered?: Scope): SearchFilters {
  const { limit: _limit, offset: _offset, status, recurring, eligible, ...rest } = grantsInput(params, remembered);
  const statuses = status
    ? (status
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean) as Status[])
    : [];
  return {
    ...rest,
    ...(statuses.length ? { status: statuses } : {}),
    ...(recurring ? { recurring: recurring === 'true' } : {}),
    ...(eligible ? { eligible: eligible === 'true' } : {}),
  };
}

/** The order the server writes a saved search's `grantsQuery` in, so the two compare equal. */
const FILTER_ORDER = [
  'q',
  'missionId',
  'minScore',
  'status',
  'closesAfter',
  'closesBefore',
  'agency',
  'sort',
  'dismissed',
  'recurring',
  'eligible',
  'scope',
] as const;

export function filtersQuery(filters: SearchFilters): string {
  const query = new URLSearchParams();
  for (const name of FILTER_ORDER) {
    const value = filters[name];
    if (value !== undefined) query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query.toString();
}

export const grantsHref = (grantsQuery: string) => (grantsQuery ? `/grants?${grantsQuery}` : '/grants');

/** "“water” · score 50+ · posted, closed · closes after Mar 4, 2026": a search in a line. */
export function describeFilters(filters: SearchFilters, missionName?: (id: string) => string | undefined): string {
  const parts: string[] = [];
  if (filters.scope === 'all') parts.push('whole catalog');
  if (filters.q) parts.push(`“${filters.q}”`);
  if (filters.missionId) parts.push(`mission ${missionName?.(filters.missionId) ?? '(another)'}`);
  if (filters.minScore !== undefined) parts.push(`score ${filters.minScore}+`);
  if (filters.status?.length) parts.push(filters.status.join(', '));
  if (filters.agency) parts.push(`agency ${filters.agency}`);
  if (filters.closesAfter) parts.push(`closes after ${filters.closesAfter}`);
  if (filters.closesBefore) parts.push(`closes before ${filters.closesBefore}`);
  if (filters.sort)
    parts.push(`sorted by ${(SORTS.find(([s]) => s === filters.sort)?.[1] ?? filters.sort).toLowerCase()}`);
  if (filters.dismissed && filters.dismissed !== 'exclude') {
    parts.push(
      `not relevant: ${(DISMISSED.find(([d]) => d === filters.dismissed)?.[1] ?? filters.dismissed).toLowerCase()}`,
    );
  }
  if (filters.recurring !== undefined) parts.push(filters.recurring ? 'recurring programs' : 'one-time');
  if (filters.eligible !== undefined) parts.push(filters.eligible ? 'eligible or unclear' : 'not eligible');
  return parts.length ? parts.join(' · ') : 'All open grants';
}
