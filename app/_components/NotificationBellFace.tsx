'use client';
// The bell's button face and the unread count it shows (polled every 30 s and on window focus), shared by the bell's
// placeholder (`NotificationBell`) and its panel (`NotificationPanel`).
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useTRPC } from '../_trpc/react';

/** How often the count is polled; a window regaining focus asks at once too. */
const POLL_MS = 30_000;

export const BELL_CLASS =
  'relative rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-700';

export function useUnreadCount() {
  const trpc = useTRPC();
  return useQuery(
    trpc.notifications.unreadCount.queryOptions(undefined, {
      refetchInterval: POLL_MS,
      refetchOnWindowFocus: 'always',
    }),
  );
}

export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

export function BellFace({ unread }: { unread: number }) {
  return (
    <>
      <Bell className="size-5" aria-hidden />
      {unread > 0 && (
        <span
          data-testid="notification-count"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] font-semibold leading-5 text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </>
  );
}
