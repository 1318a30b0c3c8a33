'use client';
// The header's bell (docs/notifications.md#the-bell): the member's unread count, polled every 30 s and on window focus.
// Its panel (`NotificationPanel`, with Radix's popover) is fetched on the first press, not with every page.
import { lazy } from 'react';
import { BELL_CLASS, BellFace, bellLabel, useUnreadCount } from './NotificationBellFace';
import { OnFirstPress } from './ui/OnFirstPress';

const NotificationPanel = lazy(() => import('./NotificationPanel').then((m) => ({ default: m.NotificationPanel })));

export function NotificationBell() {
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <OnFirstPress
      haspopup="dialog"
      className={BELL_CLASS}
      label={bellLabel(unread)}
      face={<BellFace unread={unread} />}
    >
      <NotificationPanel />
    </OnFirstPress>
  );
}
