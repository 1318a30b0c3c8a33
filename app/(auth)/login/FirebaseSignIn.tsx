'use client';
// Firebase sign-in (docs/authentication.md): email + password against Firebase Auth in the browser (the firebase web
// SDK), then the ID token is exchanged for a dashboard session by the server's `firebase` next-auth provider, which
// verifies it and finds the user by Firebase uid (a first sign-in links by verified email).
import { signIn } from 'next-auth/react';
import { useState } from 'react';
import { EmailPasswordForm } from './EmailPasswordForm';

export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  authDomain: string;
  /** "host:port" of the Auth emulator: only in tests (the server refuses it in production). */
  emulatorHost?: string;
}

const APP_NAME = 'gms-login';

/** Firebase's error codes, in words a person can act on. */
function describeFirebaseError(code: string | undefined): string {
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/wrong-password':
      return 'That email and password do not match a Firebase account.';
    case 'auth/user-not-found':
      return 'No Firebase account has that email.';
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return 'Enter a valid email address.';
    case 'auth/missing-password':
      return 'Enter your password.';
    case 'auth/user-disabled':
      return 'That Firebase account is disabled.';
    case 'auth/too-many-requests':
      return 'Too many attempts. Wait a moment and try again.';
    case 'auth/network-request-failed':
      return 'Could not reach Firebase Auth. Check your connection and try again.';
    case 'auth/invalid-api-key':
    case 'auth/api-key-not-valid.-please-pass-a-valid-api-key.':
      return 'Firebase sign-in is misconfigured on this server (the web API key is not valid).';
    default:
      return 'Firebase sign-in failed. Try again, or sign in with your password.';
  }
}

async function firebaseSignIn(config: FirebaseWebConfig, email: string, password: string) {
  const [{ getApp, getApps, initializeApp }, { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut }] =
    await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = getApps().some((a) => a.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, APP_NAME);
  const auth = getAuth(app);
  if (config.emulatorHost && !auth.emulatorConfig) {
    connectAuthEmulator(auth, `http://${config.emulatorHost}`, { disableWarnings: true });
  }
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  try {
    return { idToken: await user.getIdToken(), emailVerified: user.emailVerified };
  } finally {
    // The dashboard session is the server's cookie from here on; keep no Firebase session in this browser.
    await signOut(auth).catch(() => {});
  }
}

export function FirebaseSignInForm({ config, onSignedIn }: { config: FirebaseWebConfig; onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(form: FormData) {
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    setPending(true);
    setError(null);
    let token: { idToken: string; emailVerified: boolean };
    try {
      token = await firebaseSignIn(config, email, password);
    } catch (err) {
      setPending(false);
      setError(describeFirebaseError((err as { code?: string }).code));
      return;
    }
    const result = await signIn('firebase', { idToken: token.idToken, redirect: false });
    if (!result || result.error) {
      setPending(false);
      setError(
        token.emailVerified
          ? 'Firebase signed you in, but no account of this service is linked to that email. Ask an administrator to add you.'
          : 'Verify your email address with Firebase first: this service links a Firebase account to its user only by a verified email.',
      );
      return;
    }
    onSignedIn();
  }

  return (
    <EmailPasswordForm
      onData={onSubmit}
      pending={pending}
      error={error}
      submitLabel="Sign in with Firebase"
      autoFocus
      label="Sign in with Firebase"
    />
  );
}
