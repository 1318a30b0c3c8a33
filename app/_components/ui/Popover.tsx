'use client';
// Popover (Radix): a panel anchored to a button, for content richer than a menu (links, lists, forms). Escape and an
// outside click close it; focus moves into it and back to the trigger.
import { Popover as P } from 'radix-ui';
import { cn } from './cn';

export const Popover = P.Root;
export const PopoverTrigger = P.Trigger;
export const PopoverClose = P.Close;
export function PopoverContent({ className, ...p }: React.ComponentProps<typeof P.Content>) {
  return (
    <P.Portal>
      <P.Content
        sideOffset={6}
        align="end"
        collisionPadding={8}
        className={cn(
          'z-50 w-[min(24rem,calc(100vw-1rem))] rounded-lg border border-slate-200 bg-white shadow-lg focus:outline-none',
          className,
        )}
        {...p}
      />
    </P.Portal>
  );
}
