'use client';
// DropdownMenu (Radix): a menu button with keyboard navigation.
import { DropdownMenu as M } from 'radix-ui';
import { cn } from './cn';

export const DropdownMenu = M.Root;
export const DropdownMenuTrigger = M.Trigger;
export function DropdownMenuContent({ className, ...p }: React.ComponentProps<typeof M.Content>) {
  return (
    <M.Portal>
      <M.Content
        sideOffset={6}
        align="end"
        className={cn('z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg', className)}
        {...p}
      />
    </M.Portal>
  );
}
export function DropdownMenuItem({ className, ...p }: React.ComponentProps<typeof M.Item>) {
  return (
    <M.Item
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100',
        className,
      )}
      {...p}
    />
  );
}
export const DropdownMenuLabel = ({ className, ...p }: React.ComponentProps<typeof M.Label>) => (
  <M.Label className={cn('px-2 py-1 text-xs font-semibold uppercase tracking-wide text-slate-600', className)} {...p} />
);
export const DropdownMenuSeparator = () => <M.Separator className="my-1 h-px bg-slate-200" />;
export const DropdownMenuRadioGroup = M.RadioGroup;
export function DropdownMenuRadioItem({ className, children, ...p }: React.ComponentProps<typeof M.RadioItem>) {
  return (
    <M.RadioItem
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100',
        className,
      )}
      {...p}
    >
      <span className="inline-flex size-3 items-center justify-center" aria-hidden>
        <M.ItemIndicator>●</M.ItemIndicator>
      </span>
      {children}
    </M.RadioItem>
  );
}
