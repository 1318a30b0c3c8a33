'use client';
// The member's saved searches (their own and the organization's shared ones), each one ticked into their digest or
// not; the name reopens it on the Grants page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import Link from 'next/link';
import { useState } from 'react';
import type { AppRouter } from '~/server/api/root';
import { Badge } from '../../../_components/ui/Badge';
import { Card, CardTitle } from '../../../_components/ui/Card';
import { Empty, ErrorState, Loading } from '../../../_components/ui/States';
import { useTRPC } from '../../../_trpc/react';
import { describeFilters, grantsHref } from '../../grants/search-filters';
import { Saved } from './Saved';

type Preferences = inferRouterOutputs<AppRouter>['notifications']['preferences'];

export function DigestSearches({ prefs }: { prefs: Preferences }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const searches = useQuery(trpc.savedSearches.list.queryOptions({ limit: 100 }));
  const missions = useQuery(trpc.missions.list.queryOptions({ limit: 100 }));
  const missionName = (id: string) => missions.data?.data.find((m) => m.id === id)?.name;
  const [saved, setSaved] = useState<string | null>(null);
  // Ticks on their way to the server show at once; a refusal drops them (see PreferencesCard).
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const subscribed = (id: string) => pending[id] ?? prefs.subscribedSearchIds.includes(id);
  const nameOf = (id: string) => searches.data?.data.find((s) => s.id === id)?.name ?? 'The search';
  const subscribe = useMutation(
    trpc.notifications.subscribe.mutationOptions({
      onSuccess: (res) => {
        queryClient.setQueryData(trpc.notifications.preferences.queryKey(), (old) =>
          old
            ? {
                ...old,
                subscribedSearchIds: res.subscribed
                  ? [...new Set([...old.subscribedSearchIds, res.savedSearchId])]
                  : old.subscribedSearchIds.filter((id) => id !== res.savedSearchId),
              }
            : old,
        );
        setSaved(`“${nameOf(res.savedSearchId)}” ${res.subscribed ? 'is in' : 'left'} your digest`);
      },
      onSettled: (_res, _error, input) =>
        setPending((p) =>
          Object.fromEntries(
            Object.entries(p).filter(([id, on]) => id !== input.savedSearchId || on !== input.subscribed),
          ),
        ),
    }),
  );
  const toggle = (savedSearchId: string, on: boolean) => {
    setSaved(null);
    setPending((p) => ({ ...p, [savedSearchId]: on }));
    subscribe.mutate({ savedSearchId, subscribed: on });
  };

  return (
    <Card aria-labelledby="digest-searches-title">
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle id="digest-searches-title" className="mb-0">
          Saved searches in your digest
        </CardTitle>
        <Saved text={saved} />
      </div>
      <p className="mb-3 text-sm text-slate-600">
        A search you include adds its new grants to your digest, besides the matches of your missions.
        {prefs.digest === 'off' && ' Your digest is off: turn it on above to receive them.'}
      </p>
      {searches.isError ? (
        <ErrorState error={searches.error} title="Could not load your saved searches" />
      ) : searches.isPending ? (
        <Loading />
      ) : searches.data.data.length === 0 ? (
        <Empty title="No saved searches yet">
          Filter the{' '}
          <Link href="/grants" className="font-medium text-emerald-800 underline">
            Grants
          </Link>{' '}
          list, then choose Save search.
        </Empty>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Saved searches">
          {searches.data.data.map((s) => (
            <li key={s.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <Link href={grantsHref(s.grantsQuery)} className="font-medium text-emerald-800 hover:underline">
                  {s.name}
                </Link>
                {s.shared && (
                  <Badge tone="violet" className="ml-2">
                    shared
                  </Badge>
                )}
                <p className="text-xs text-slate-600">{describeFilters(s.filters, missionName)}</p>
              </div>
              <label className="flex shrink-0 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-emerald-700"
                  checked={subscribed(s.id)}
                  onChange={(e) => toggle(s.id, e.target.checked)}
                />
                Include in my digest<span className="sr-only">: {s.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {searches.data?.pagination.hasMore && (
        <p className="mt-2 text-xs text-slate-600">Showing the first 100 saved searches.</p>
      )}
      {subscribe.error && (
        <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          Not saved: {subscribe.error.message}
        </p>
      )}
    </Card>
  );
}
