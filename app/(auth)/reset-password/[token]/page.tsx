// The emailed reset link (docs/authentication.md#password-reset): choose a new password, or learn why the link no
// longer works. The token is in the path, so the page sends no Referer and is never indexed.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '~/server/db';
import { isResetTokenUsable } from '~/server/users/password-reset';
import { TRPCReactProvider } from '../../../_trpc/react';
import { AuthCard } from '../../login/AuthCard';
import { ResetPasswordForm } from './ResetPasswordForm';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Choose a new password',
  referrer: 'no-referrer',
  robots: { index: false, follow: false },
};

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!(await isResetTokenUsable(await getDb(), token))) {
    return (
      <AuthCard title="This link no longer works">
        <p className="text-sm text-slate-700">
          This password reset link is invalid, has expired or was already used. Each link works once, for 1 hour.
        </p>
        <p className="mt-6 flex flex-col gap-2 text-sm">
          <Link
            href="/forgot-password"
            className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
          >
            Ask for a new link
          </Link>
          <Link
            href="/login"
            className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
          >
            Go to sign in
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password">
      <TRPCReactProvider>
        <ResetPasswordForm token={token} />
      </TRPCReactProvider>
    </AuthCard>
  );
}
