'use client';
// The sign-in form, email first (docs/sso.md#signing-in-with-sso): the email's domain decides — single sign-on sends
// the browser to the organization's provider (/api/sso/start), anything else shows the password step (next-auth's
// credentials callback, which answers 429 with Retry-After when attempts are limited, CodeRequired when the account
// asks this address for an emailed one-time code, SsoRequired when the organization requires single sign-on) and,
// when configured, Firebase. After sign-in it goes only to a path of this app.
import { getCsrfToken } from 'next-auth/react';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { DataForm } from '../../_components/ui/DataForm';
import { FirebaseSignInForm, type FirebaseWebConfig } from './FirebaseSignIn';
import { SSO_REQUIRED_MESSAGE, ssoFailureMessage } from './sso-messages';
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
  const ssoError = ssoFailureMessage(params.get('error'));
  return (
    <div className="flex flex-col gap-4">
      {params.get('reset') === 'done' && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {PASSWORD_CHANGED_NOTE}
        </p>
      )}
      <PasswordForm
        onSignedIn={onSignedIn}
        initialError={retryAfter === null ? ssoError : rateLimitedMessage(retryAfter)}
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

type SignInOutcome =
  { ok: true } | { ok: false; retryAfter: number | null; step?: 'CodeRequired' | 'CodeInvalid'; ssoRequired?: boolean };

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
  if (error === 'SsoRequired') return { ok: false, retryAfter: null, ssoRequired: true };
  return error === 'CodeRequired' || error === 'CodeInvalid'
    ? { ok: false, retryAfter: null, step: error }
    : { ok: false, retryAfter: null };
}

type SignInMethod = 'sso' | 'password';

/** An address worth asking about: something@domain.tld (the answer depends on the domain alone). */
const completeEmail = (email: string) => /^[^@\s]+@[^@\s]+\.[^@\s.]{2,}$/.test(email.trim());
const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? '';

/** POST /api/sso/discover; a failure (limit, network) answers 'password', whose step still works. */
async function discoverMethod(email: string): Promise<SignInMethod> {
  try {
    const res = await fetch('/api/sso/discover', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: email.trim() }),
    });
    if (!res.ok) return 'password';
    return ((await res.json()) as { method?: string }).method === 'sso' ? 'sso' : 'password';
  } catch {
    return 'password';
  }
}

/**
 * The first step: the email. Its domain is asked about once it looks complete (and again on Continue), one request per
 * domain: single sign-on offers "Continue with single sign-on" (and a password for owners, whom Require SSO spares),
 * anything else shows the password field.
 */
function useSignInMethod(email: string) {
  const answers = useRef(new Map<string, Promise<SignInMethod>>());
  const [known, setKnown] = useState<{ domain: string; method: SignInMethod } | null>(null);
  const ask = (value: string) => {
    const domain = domainOf(value);
    let answer = answers.current.get(domain);
    if (!answer) {
      answer = discoverMethod(value);
      answers.current.set(domain, answer);
    }
    return answer.then((method) => {
      setKnown({ domain, method });
      return method;
    });
  };
  useEffect(() => {
    if (!completeEmail(email)) return;
    const timer = setTimeout(() => void ask(email), 300);
    return () => clearTimeout(timer);
  }, [email]);
  const method = known && completeEmail(email) && known.domain === domainOf(email) ? known.method : null;
  return { method, ask };
}

/** A form POST from this page (/api/sso/start takes nothing else: docs/sso.md#signing-in-with-sso). */
function startSso(email: string) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = '/api/sso/start';
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = 'email';
  field.value = email.trim();
  form.append(field);
  document.body.append(form);
  form.submit();
}

function PasswordForm({ onSignedIn, initialError }: { onSignedIn: () => void; initialError: string | null }) {
  const [error, setError] = useState<string | null>(initialError);
  const [pending, setPending] = useState(false);
  /** Set when the server asked for a one-time code: the second step resends these with the code. */
  const [pendingCredentials, setPendingCredentials] = useState<{ email: string; password: string } | null>(null);
  const [email, setEmail] = useState('');
  /** "Use a password instead" on a single sign-on domain: owners keep their password (docs/sso.md#require-sso). */
  const [passwordChosen, setPasswordChosen] = useState(false);
  const { method, ask } = useSignInMethod(email);

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
    if (outcome.ssoRequired) {
      setError(SSO_REQUIRED_MESSAGE);
      return;
    }
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

  const step = passwordChosen || method === 'password' ? 'password' : method === 'sso' ? 'sso' : 'email';
  const primary = 'rounded-md bg-emerald-700 px-4 py-2 font-medium text-white hover:bg-emerald-800 disabled:opacity-60';
  return (
    <DataForm
      noValidate
      aria-label="Sign in"
      onData={async (form) => {
        if (step === 'password') {
          await attempt(email, String(form.get('password') ?? ''));
          return;
        }
        if (!completeEmail(email)) {
          setError('Enter your email address.');
          return;
        }
        setError(null);
        setPending(true);
        const chosen = await ask(email);
        if (chosen === 'sso') {
          startSso(email);
          return; // the page is leaving: stays "working"
        }
        setPending(false);
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        Email
        <input
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setPasswordChosen(false);
          }}
          className="rounded-md border border-slate-300 px-3 py-2 font-normal"
        />
      </label>
      {step === 'password' && (
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
      )}
      {step === 'sso' && (
        <p role="status" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Your organization signs in with single sign-on: continue to its sign-in page.
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <button type="submit" disabled={pending} className={primary}>
        {step === 'password'
          ? pending
            ? 'Signing in…'
            : 'Sign in'
          : step === 'sso'
            ? pending
              ? 'Redirecting…'
              : 'Continue with single sign-on'
            : pending
              ? 'Checking…'
              : 'Continue'}
      </button>
      {step === 'sso' && (
        <button
          type="button"
          className="self-start text-sm font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
          onClick={() => {
            setPasswordChosen(true);
            setError(null);
          }}
        >
          Use a password instead
        </button>
      )}
    </DataForm>
  );
}
