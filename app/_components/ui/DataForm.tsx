'use client';
// A form that hands its fields to `onData` once the browser's own validation has passed: no page load, no event
// plumbing in every dialog.
import * as React from 'react';
import { cn } from './cn';

export function DataForm({
  onData,
  className,
  ...props
}: Omit<React.FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & { onData: (fields: FormData) => void }) {
  return (
    <form
      {...props}
      className={cn('flex flex-col gap-4', className)}
      onSubmit={(e) => {
        e.preventDefault();
        onData(new FormData(e.currentTarget));
      }}
    />
  );
}
