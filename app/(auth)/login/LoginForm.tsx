'use client';
// The sign-in form: email + password (through next-auth's credentials callback, which answers 429 with Retry-After
// when attempts are limited, and CodeRequired when the account asks this address for an emailed one-time code — the
// form's second step) and, when configured, Firebase. After sign-in it goes only to a path of this app.
import { getCsrfToken } from 'next-auth/react';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { DataForm } from '../../_components/ui/DataForm';
import { EmailPasswordForm } from './EmailPasswordForm';
import { FirebaseSignInForm, type FirebaseWebConfig } from './FirebaseSignIn';
import {
  CODE_INVALID_MESSAGE,
  CODE_SENT_NOTE,
  PASSWORD_CHANGED_NOTE,
  parseRetryAfter,
  rateLimitedMessage,
  safeCallbackPath,
} from './sign-in-messages';

/** Email + password (this service's accounts) and, when the server has Firebase configured, Firebase sign-in. */
export function LoginForm({ firebase = null }: { firebase?: FirebaseWebConfig | null }) {
  const router = useRouter();
  const params = useSearchParams();
  const [mode, setMode] = useState<'password' | 'firebase'>('password');

  function onSignedIn() {
    // `/\evil.example` starts with "/" but is another origin to a browser: compare origins, not prefixes.
    router.push(safeCallbackPath(params.get('callbackUrl'), window.location.origin));
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
  const retryAfter = params.get('error') === 'RateLimited' ? (parseRetryAfter(params.get('retryAfter')) ?? 60) : null;
  return (
    <div className="flex flex-col gap-4">
      {params.get('reset') === 'done' && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {PASSWORD_CHANGED_NOTE}
        </p>
      )}
      <PasswordForm
        onSignedIn={onSignedIn}
        initialError={retryAfter === null ? null : rateLimitedMessage(retryAfter)}
      />
      <Link
        href="/forgot-password"
        className="self-start text-sm font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
      >
        Forgot password?
      </Link>
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

type SignInOutcome = { ok: true } | { ok: false; retryAfter: number | null; step?: 'CodeRequired' | 'CodeInvalid' };

/**
 * next-auth's credentials callback, posted as its own client's signIn(…, {redirect: false}) does, but keeping the
 * response: a 429's Retry-After is what the message needs (signIn() returns only the error name).
 */
async function signInWithPassword(email: string, password: string, code?: string): Promise<SignInOutcome> {
  const csrfToken = (await getCsrfToken()) ?? '';
  const fields: Record<string, string> = {
    email,
    password,
    csrfToken,
    callbackUrl: window.location.href,
    json: 'true',
  };
  if (code !== undefined) fields.code = code;
  const res = await fetch('/api/auth/callback/password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  if (res.status === 429) return { ok: false, retryAfter: parseRetryAfter(res.headers.get('retry-after')) ?? 60 };
  const data = (await res.json().catch(() => ({}))) as { url?: string };
  const error = data.url ? new URL(data.url, window.location.href).searchParams.get('error') : 'SignInFailed';
  if (res.ok && !error) return { ok: true };
  return error === 'CodeRequired' || error === 'CodeInvalid'
    ? { ok: false, retryAfter: null, step: error }
    : { ok: false, retryAfter: null };
}

function PasswordForm({ onSignedIn, initialError }: { onSignedIn: () => void; initialError: string | null }) {
  const [error, setError] = useState<string | null>(initialError);
  const [pending, setPending] = useState(false);
  /** Set when the server asked for a one-time code: the second step resends these with the code. */
  const [pendingCredentials, setPendingCredentials] = useState<{ email: string; password: string } | null>(null);

  async function attempt(email: string, password: string, code?: string) {
    setPending(true);
    setError(null);
    let outcome: SignInOutcome;
    try {
      outcome = await signInWithPassword(email, password, code);
    } catch {
      setPending(false);
      setError('Could not reach the server. Check your connection and try again.');
      return;
    }
    setPending(false);
    if (outcome.ok) {
      onSignedIn();
      return;
    }
    if (outcome.step) {
      setPendingCredentials({ email, password });
      if (outcome.step === 'CodeInvalid') setError(CODE_INVALID_MESSAGE);
      return;
    }
    setPendingCredentials(null);
    setError(
      outcome.retryAfter === null
        ? 'That email and password do not match an account.'
        : rateLimitedMessage(outcome.retryAfter),
    );
  }

  if (pendingCredentials) {
    return (
      <DataForm
        onData={(form) =>
          attempt(pendingCredentials.email, pendingCredentials.password, String(form.get('code') ?? ''))
        }
        noValidate
        aria-label="One-time code"
      >
        <p role="status" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {CODE_SENT_NOTE}
        </p>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Code
          <input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            autoFocus
            className="rounded-md border border-slate-300 px-3 py-2 font-normal tracking-widest"
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
          {pending ? 'Checking…' : 'Verify and sign in'}
        </button>
        <button
          type="button"
          className="self-start text-sm font-medium text-emerald-800 underline underline-offset-2"
          onClick={() => {
            setPendingCredentials(null);
            setError(null);
          }}
        >
          Start over
        </button>
      </DataForm>
    );
  }

  return (
    <EmailPasswordForm
      onData={(form) => attempt(String(form.get('email') ?? ''), String(form.get('password') ?? ''))}
      pending={pending}
      error={error}
      submitLabel="Sign in"
    />
  );
}
