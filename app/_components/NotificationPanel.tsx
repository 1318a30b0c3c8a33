'use client';
// The bell's panel (docs/notifications.md#the-bell), with Radix's popover code: `NotificationBell` imports this module
// on the first press of the bell and it opens at once. The member's latest notifications; opening one marks it read;
// "Mark all read" clears the count.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { CalendarClock, CalendarSync, PiggyBank, Search, UserCheck } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { AppRouter } from '~/server/api/root';
import { useTRPC } from '../_trpc/react';
import { BELL_CLASS, BellFace, bellLabel, useUnreadCount } from './NotificationBellFace';
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

export function NotificationPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  const count = useUnreadCount();
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
      <PopoverTrigger className={BELL_CLASS} aria-label={bellLabel(unread)}>
        <BellFace unread={unread} />
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
