'use client';
// Asks for a reset link; shows the server's one answer (it never says whether the email has an account).
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { Button } from '../../_components/ui/Button';
import { DataForm } from '../../_components/ui/DataForm';
import { Field, Input } from '../../_components/ui/Input';
import { useTRPC } from '../../_trpc/react';

export function ForgotPasswordForm() {
  const trpc = useTRPC();
  const request = useMutation(trpc.account.requestPasswordReset.mutationOptions());

  if (request.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {request.data.message}
        </p>
        <BackToSignIn />
      </div>
    );
  }
  return (
    <DataForm
      onData={(fields) => request.mutate({ email: String(fields.get('email') ?? '') })}
      aria-label="Request a password reset link"
    >
      <p className="text-sm text-slate-700">
        Enter the email address you sign in with. We will email you a link to choose a new password.
      </p>
      <Field label="Email" htmlFor="forgot-email">
        <Input id="forgot-email" name="email" type="email" autoComplete="username" required maxLength={320} autoFocus />
      </Field>
      {request.error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {request.error.message}
        </p>
      )}
      <Button type="submit" disabled={request.isPending} className="w-full">
        {request.isPending ? 'Sending…' : 'Email me a reset link'}
      </Button>
      <BackToSignIn />
    </DataForm>
  );
}

function BackToSignIn() {
  return (
    <Link
      href="/login"
      className="self-start text-sm font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
    >
      Back to sign in
    </Link>
  );
}
