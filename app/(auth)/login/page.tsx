import type { Metadata } from 'next';
import { Suspense } from 'react';
import { env } from '~/server/env';
import type { FirebaseWebConfig } from './FirebaseSignIn';
import { LoginForm } from './LoginForm';

export const metadata: Metadata = { title: 'Sign in' };
// Firebase sign-in is offered from the server's configuration at request time (no build-time variables).
export const dynamic = 'force-dynamic';

/** What the browser SDK needs, when Firebase is configured: a project and its web API key. */
function firebaseWebConfig(): FirebaseWebConfig | null {
  const config = env();
  if (!config.FIREBASE_PROJECT_ID || !config.FIREBASE_WEB_API_KEY) return null;
  return {
    apiKey: config.FIREBASE_WEB_API_KEY,
    projectId: config.FIREBASE_PROJECT_ID,
    authDomain: config.FIREBASE_AUTH_DOMAIN ?? `${config.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    // Tests only: env.ts refuses the emulator in production.
    ...(config.FIREBASE_AUTH_EMULATOR_HOST ? { emulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST } : {}),
  };
}

export default function LoginPage() {
  const firebase = firebaseWebConfig();
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-emerald-700">Grant Management Service</p>
        <h1 className="mt-1 mb-6 text-2xl font-bold">Sign in</h1>
        <Suspense>
          <LoginForm firebase={firebase} />
        </Suspense>
      </div>
    </main>
  );
}
