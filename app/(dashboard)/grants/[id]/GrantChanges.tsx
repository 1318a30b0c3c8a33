'use client';
// The grant's Changes timeline (docs/catalog.md#versions): each version the catalog kept, newest first, in sentences,
// CHANGES_PAGE at a time with "Show older" for the rest.
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../_components/ui/Button';
import { Card, CardTitle } from '../../../_components/ui/Card';
import { ErrorState, Loading } from '../../../_components/ui/States';
import { date } from '../../../_components/format';
import { useTRPC } from '../../../_trpc/react';
import { changesInput, describeChanges } from './grant-changes';

export function GrantChanges({ grantId, currency }: { grantId: string; currency: string }) {
  const trpc = useTRPC();
  const [pages, setPages] = useState(1);
  const results = useQueries({
    queries: Array.from({ length: pages }, (_, page) => trpc.grants.versions.queryOptions(changesInput(grantId, page))),
  });
  const first = results[0]!;
  const last = results.at(-1)!;
  // By version: a change taken while older pages load shifts the offsets, and would list a version twice.
  const versions = [...new Map(results.flatMap((r) => r.data?.data ?? []).map((v) => [v.version, v])).values()];
  const failed = results.find((r) => r.isError);

  return (
    <Card aria-labelledby="changes">
      <CardTitle id="changes">Changes</CardTitle>
      {first.isPending ? (
        <Loading label="Loading changes…" className="py-2" />
      ) : versions.length === 0 && !failed ? (
        <p className="text-sm text-slate-600">No changes since it was first imported.</p>
      ) : (
        <ol className="flex flex-col gap-4 border-l-2 border-slate-200 pl-4" data-testid="grant-changes">
          {versions.map((v) => (
            <li key={v.version} className="text-sm">
              <p className="text-xs text-slate-600">
                <time dateTime={v.changedAt}>{date(v.changedAt)}</time>
              </p>
              <ul className="mt-1 flex flex-col gap-1">
                {describeChanges(v.changes, currency).map((s) => (
                  <li key={s.field} className="text-slate-900">
                    {s.text}
                    {(s.added ?? []).length + (s.removed ?? []).length > 0 && (
                      <ul className="mt-0.5 pl-4 text-slate-700">
                        {s.added?.map((name) => (
                          <li key={`+${name}`}>Added: {name}</li>
                        ))}
                        {s.removed?.map((name) => (
                          <li key={`-${name}`}>Removed: {name}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {failed && (
        <div className="mt-3">
          <ErrorState error={failed.error} title="Could not load the changes" />
        </div>
      )}
      {last.isPending && pages > 1 && <Loading label="Loading older changes…" className="py-2" />}
      {last.data?.pagination.hasMore && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setPages((n) => n + 1)}>
          Show older
        </Button>
      )}
    </Card>
  );
}
