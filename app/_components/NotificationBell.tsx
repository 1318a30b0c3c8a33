'use client';
// The header's bell (docs/notifications.md#the-bell): the member's unread count, polled every 30 s and on window focus,
// and a panel of their latest notifications. Opening one marks it read; "Mark all read" clears the count.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { Bell, CalendarClock, CalendarSync, PiggyBank, Search, UserCheck } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { AppRouter } from '~/server/api/root';
import { useTRPC } from '../_trpc/react';
import { timeAgo } from './format';
import { Button } from './ui/Button';
import { cn } from './ui/cn';
import { Popover, PopoverContent, PopoverTrigger } from './ui/Popover';
import { ErrorState, Loading } from './ui/States';

type Notification = inferRouterOutputs<AppRouter>['notifications']['list']['data'][number];

const KIND_ICON = {
  digest: Search,
  reminder: CalendarClock,
  assignment: UserCheck,
  budget_alert: PiggyBank,
  grant_change: CalendarSync,
} as const;

/** How often the count is polled; a window regaining focus asks at once too. */
const POLL_MS = 30_000;

export function NotificationBell() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const count = useQuery(
    trpc.notifications.unreadCount.queryOptions(undefined, {
      refetchInterval: POLL_MS,
      refetchOnWindowFocus: 'always',
    }),
  );
  const list = useQuery(trpc.notifications.list.queryOptions({ limit: 20 }, { enabled: open, staleTime: 0 }));
  const countKey = trpc.notifications.unreadCount.queryKey();
  const setUnread = (unread: number) => queryClient.setQueryData(countKey, { unread });
  // The list carries its own unread count, newer than the last poll.
  const listedUnread = list.data?.unread;
  useEffect(() => {
    if (listedUnread !== undefined)
      queryClient.setQueryData(trpc.notifications.unreadCount.queryKey(), { unread: listedUnread });
  }, [listedUnread, queryClient, trpc]);
  const markRead = useMutation(
    trpc.notifications.markRead.mutationOptions({
      onSuccess: async (res) => {
        setUnread(res.unread);
        await queryClient.invalidateQueries({ queryKey: trpc.notifications.list.queryKey() });
      },
    }),
  );

  const unread = count.data?.unread ?? 0;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-700"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 && (
          <span
            data-testid="notification-count"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] font-semibold leading-5 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </PopoverTrigger>
      <PopoverContent aria-labelledby="notifications-title">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2.5">
          <h2 id="notifications-title" className="text-sm font-semibold">
            Notifications
          </h2>
          <Button
            size="sm"
            variant="ghost"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({})}
          >
            Mark all read
          </Button>
        </div>
        <div className="max-h-[26rem] overflow-y-auto">
          {list.isError ? (
            <div className="p-3">
              <ErrorState error={list.error} title="Could not load your notifications" />
            </div>
          ) : list.isPending ? (
            <Loading className="px-4 py-6" label="Loading notifications…" />
          ) : list.data.data.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-slate-600">
              Nothing yet. Deadline reminders, assignments, budget alerts and new-match digests show up here.
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {list.data.data.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  onOpen={() => {
                    if (!n.readAt) markRead.mutate({ ids: [n.id] });
                    setOpen(false);
                  }}
                />
              ))}
            </ul>
          )}
        </div>
        {markRead.isError && (
          <p role="alert" className="border-t border-slate-200 px-4 py-2 text-sm text-red-800">
            {markRead.error.message}
          </p>
        )}
        <div className="border-t border-slate-200 px-4 py-2 text-right">
          <Link
            href="/settings/notifications"
            onClick={() => setOpen(false)}
            className="text-sm font-medium text-emerald-800 hover:underline"
          >
            Notification settings
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}

function NotificationItem({ notification: n, onOpen }: { notification: Notification; onOpen: () => void }) {
  const Icon = KIND_ICON[n.kind];
  const unread = n.readAt === null;
  return (
    <li>
      <Link
        href={n.link}
        onClick={onOpen}
        data-unread={unread || undefined}
        className={cn('flex gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50', unread && 'bg-emerald-50/60')}
      >
        <Icon className={cn('mt-0.5 size-4 shrink-0', unread ? 'text-emerald-700' : 'text-slate-500')} aria-hidden />
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm', unread ? 'font-semibold text-slate-900' : 'text-slate-800')}>
            {unread && <span className="sr-only">Unread: </span>}
            {n.title}
          </span>
          <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600">{n.body}</span>
          <time dateTime={n.createdAt} className="mt-0.5 block text-xs text-slate-600">
            {timeAgo(n.createdAt)}
          </time>
        </span>
        {unread && <span className="mt-1.5 size-2 shrink-0 rounded-full bg-emerald-600" aria-hidden />}
      </Link>
    </li>
  );
}
