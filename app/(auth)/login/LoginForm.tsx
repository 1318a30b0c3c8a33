'use client';

import { signIn } from 'next-auth/react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { EmailPasswordForm } from './EmailPasswordForm';
import { FirebaseSignInForm, type FirebaseWebConfig } from './FirebaseSignIn';

/** Email + password (this service's accounts) and, when the server has Firebase configured, Firebase sign-in. */
export function LoginForm({ firebase = null }: { firebase?: FirebaseWebConfig | null }) {
  const router = useRouter();
  const params = useSearchParams();
  const [mode, setMode] = useState<'password' | 'firebase'>('password');

  function onSignedIn() {
    const next = params.get('callbackUrl');
    router.push(next && next.startsWith('/') && !next.startsWith('//') ? next : '/');
    router.refresh();
  }

  const switchButton = 'text-sm font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900';
  if (firebase && mode === 'firebase') {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">With your Firebase account:</p>
        <FirebaseSignInForm config={firebase} onSignedIn={onSignedIn} />
        <button type="button" className={switchButton} onClick={() => setMode('password')}>
          Use your email and password instead
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <PasswordForm onSignedIn={onSignedIn} />
      {firebase && (
        <>
          <p className="text-center text-xs uppercase tracking-wide text-slate-600">or</p>
          <button
            type="button"
            className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
            onClick={() => setMode('firebase')}
          >
            Sign in with Firebase
          </button>
        </>
      )}
    </div>
  );
}

function PasswordForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(form: FormData) {
    setPending(true);
    setError(null);
    const result = await signIn('password', {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      redirect: false,
    });
    setPending(false);
    if (!result || result.error) {
      setError('That email and password do not match an account.');
      return;
    }
    onSignedIn();
  }

  return <EmailPasswordForm onData={onSubmit} pending={pending} error={error} submitLabel="Sign in" />;
}
