'use client';
// The email + password form both ways of signing in share: fields, the error, and a submit button that says it is
// working.
import { DataForm } from '../../_components/ui/DataForm';

export function EmailPasswordForm({
  onData,
  pending,
  error,
  submitLabel,
  autoFocus = false,
  label,
}: {
  onData: (fields: FormData) => void;
  pending: boolean;
  error: string | null;
  submitLabel: string;
  autoFocus?: boolean;
  /** The form's accessible name, when the page has more than one way to sign in. */
  label?: string;
}) {
  return (
    <DataForm onData={onData} noValidate aria-label={label}>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Email
        <input
          name="email"
          type="email"
          autoComplete="username"
          required
          autoFocus={autoFocus}
          className="rounded-md border border-slate-300 px-3 py-2 font-normal"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Password
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="rounded-md border border-slate-300 px-3 py-2 font-normal"
        />
      </label>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-emerald-700 px-4 py-2 font-medium text-white hover:bg-emerald-800 disabled:opacity-60"
      >
        {pending ? 'Signing in…' : submitLabel}
      </button>
    </DataForm>
  );
}
