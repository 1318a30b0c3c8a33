'use client';
// Dialog (Radix): focus trapped, Escape closes, titled for screen readers. ConfirmDialog asks before an action.
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import * as React from 'react';
import { Button } from './Button';
import { DataForm } from './DataForm';
import { cn } from './cn';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

export function DialogContent({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
      <D.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <D.Title className="text-lg font-semibold">{title}</D.Title>
          <D.Close className="rounded p-1 text-slate-600 hover:bg-slate-100" aria-label="Close">
            <X className="size-4" />
          </D.Close>
        </div>
        {description && <D.Description className="mb-4 text-sm text-slate-600">{description}</D.Description>}
        {children}
      </D.Content>
    </D.Portal>
  );
}

/** A yes/no question before an action; the action's own error shows inside the dialog. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  tone = 'primary',
  pending,
  error,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: React.ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  pending?: boolean;
  error?: string | null;
  onConfirm: (fields: FormData) => void;
  children?: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <DataForm onData={onConfirm}>
          {children}
          {error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} disabled={pending}>
              {pending ? 'Working…' : confirmLabel}
            </Button>
          </div>
        </DataForm>
      </DialogContent>
    </Dialog>
  );
}
