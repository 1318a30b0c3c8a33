'use client';
// A timestamp in the reader's own time zone, with the UTC instant in its tooltip. The server (and the first render in
// the browser) show UTC, so hydration agrees; the local time replaces it once the page is live.
import { useSyncExternalStore } from 'react';
import { dateTime } from './format';

const subscribe = () => () => {};

export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export function LocalTime({ value, className }: { value: string; className?: string }) {
  const hydrated = useHydrated();
  const text = hydrated
    ? new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' })
    : dateTime(value);
  return (
    <time dateTime={value} title={`${value} (UTC)`} className={className}>
      {text}
    </time>
  );
}
