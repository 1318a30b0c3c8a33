// "Forgot password?" (docs/authentication.md#password-reset): ask for a reset link by email. The answer is the same
// whether or not the email has an account.
import type { Metadata } from 'next';
import { TRPCReactProvider } from '../../_trpc/react';
import { AuthCard } from '../login/AuthCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';

export const metadata: Metadata = { title: 'Forgot password' };

export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Reset your password">
      <TRPCReactProvider>
        <ForgotPasswordForm />
      </TRPCReactProvider>
    </AuthCard>
  );
}
