// Pager: Previous / Next under a paginated table, with what the page holds on the left.
import type { ReactNode } from 'react';
import { Button } from './Button';

export function Pager({
  summary,
  hasPrevious,
  hasMore,
  onPage,
}: {
  /** e.g. "Page 2 of 9", or a count. */
  summary: ReactNode;
  hasPrevious: boolean;
  hasMore: boolean;
  /** -1 for Previous, +1 for Next. */
  onPage: (step: -1 | 1) => void;
}) {
  return (
    <nav aria-label="Pagination" className="mt-3 flex items-center justify-between text-sm">
      <span className="text-slate-600">{summary}</span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={!hasPrevious} onClick={() => onPage(-1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasMore} onClick={() => onPage(1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
