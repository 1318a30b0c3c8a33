'use client';
// The new password (twice); the server checks its strength and the link. Success → sign in with the new password.
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '../../../_components/ui/Button';
import { DataForm } from '../../../_components/ui/DataForm';
import { Field, Input } from '../../../_components/ui/Input';
import { useTRPC } from '../../../_trpc/react';

/** The server's reason for one field (VALIDATION_FAILED carries `issues[{ path, message }]`). */
function issueFor(error: unknown, path: string): string | null {
  const issues = (error as { data?: { issues?: { path: string; message: string }[] } } | null)?.data?.issues;
  return issues?.find((i) => i.path === path)?.message ?? null;
}

export function ResetPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [mismatch, setMismatch] = useState(false);
  const reset = useMutation(
    trpc.account.resetPassword.mutationOptions({ onSuccess: () => router.push('/login?reset=done') }),
  );
  const passwordIssue = mismatch ? null : issueFor(reset.error, 'password');
  const tokenIssue = issueFor(reset.error, 'token');
  const otherError = reset.error && !passwordIssue && !tokenIssue ? reset.error.message : null;

  function onData(fields: FormData) {
    const password = String(fields.get('password') ?? '');
    const same = password === String(fields.get('confirm') ?? '');
    setMismatch(!same);
    if (same) reset.mutate({ token, password });
  }

  if (tokenIssue) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {tokenIssue}
        </p>
        <Link
          href="/forgot-password"
          className="self-start text-sm font-medium text-emerald-800 underline underline-offset-2"
        >
          Ask for a new link
        </Link>
      </div>
    );
  }
  return (
    <DataForm onData={onData} aria-label="Choose a new password">
      <Field
        label="New password"
        htmlFor="reset-password"
        hint="At least 12 characters; a few unrelated words make a strong one."
      >
        <Input
          id="reset-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={200}
          autoFocus
          aria-invalid={passwordIssue ? true : undefined}
          aria-describedby={passwordIssue ? 'reset-password-error reset-password-hint' : 'reset-password-hint'}
        />
      </Field>
      {passwordIssue && (
        <p id="reset-password-error" className="text-sm text-red-800">
          {passwordIssue}
        </p>
      )}
      <Field label="Confirm new password" htmlFor="reset-confirm">
        <Input
          id="reset-confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          maxLength={200}
          aria-invalid={mismatch ? true : undefined}
          aria-describedby={mismatch ? 'reset-confirm-error' : undefined}
        />
      </Field>
      {mismatch && (
        <p id="reset-confirm-error" className="text-sm text-red-800">
          The passwords do not match.
        </p>
      )}
      {otherError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {otherError}
        </p>
      )}
      <Button type="submit" disabled={reset.isPending} className="w-full">
        {reset.isPending ? 'Saving…' : 'Set new password'}
      </Button>
    </DataForm>
  );
}
