'use client';
// Tabs (Radix): arrow keys move between tabs, each panel labelled by its tab.
import { Tabs as T } from 'radix-ui';
import { cn } from './cn';

export const Tabs = T.Root;
export function TabsList({ className, ...p }: React.ComponentProps<typeof T.List>) {
  return <T.List className={cn('mb-4 inline-flex gap-1 rounded-lg bg-slate-100 p-1', className)} {...p} />;
}
export function TabsTrigger({ className, ...p }: React.ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...p}
    />
  );
}
export const TabsContent = T.Content;
