'use client';
// Settings → Single sign-on → Test connection (docs/sso.md#test-connection): opens the provider's sign-in page in a new
// tab, then asks every two seconds until the provider has sent the owner back, and shows what it returned — the ID
// token's claims, or why the test failed. Signs nobody in.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../_components/ui/Button';
import { ErrorState } from '../../../_components/ui/States';
import { useTRPC } from '../../../_trpc/react';

const POLL_MS = 2_000;

export function SsoTestConnection() {
  const trpc = useTRPC();
  const [testId, setTestId] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const start = useMutation(trpc.ssoTest.start.mutationOptions());
  function runTest() {
    // The tab is opened by the click itself (a pop-up blocker allows that), then sent to the provider.
    const tab = window.open('about:blank', '_blank');
    start.mutate(undefined, {
      onSuccess: (res) => {
        setTestId(res.id);
        if (tab) {
          tab.opener = null;
          tab.location.href = res.authorizationUrl;
          setBlocked(null);
        } else {
          setBlocked(res.authorizationUrl);
        }
      },
      onError: () => tab?.close(),
    });
  }
  const result = useQuery({
    ...trpc.ssoTest.result.queryOptions({ id: testId ?? '00000000-0000-4000-8000-000000000000' }),
    enabled: testId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  });

  return (
    <section aria-labelledby="sso-test-title" className="flex flex-col gap-3">
      <div>
        <h2 id="sso-test-title" className="text-lg font-semibold">
          Test connection
        </h2>
        <p className="text-sm text-slate-600">
          Sign in at your provider in a new tab: this checks the saved connection end to end (discovery, the client
          secret, the ID token) and shows what the provider sent. It signs nobody in.
        </p>
      </div>
      <div>
        <Button onClick={runTest} disabled={start.isPending || result.data?.status === 'pending'}>
          {start.isPending ? 'Starting…' : 'Test connection'}
        </Button>
      </div>
      {start.isError && <ErrorState error={start.error} title="Could not start the test" />}
      {blocked && (
        <p className="text-sm text-slate-700">
          Your browser blocked the new tab:{' '}
          <a href={blocked} target="_blank" rel="noopener noreferrer" className="text-emerald-800 underline">
            open the provider&apos;s sign-in page
          </a>
          .
        </p>
      )}
      {testId && result.data?.status === 'pending' && (
        <p role="status" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Waiting for you to sign in at the provider…
        </p>
      )}
      {result.isError && <ErrorState error={result.error} title="Could not read the test's result" />}
      {result.data?.status === 'error' && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          Test failed: {result.data.message}
        </p>
      )}
      {result.data?.status === 'ok' && (
        <div role="status" className="flex flex-col gap-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <p className="font-medium">Test succeeded: the provider signed you in and its ID token passed every check.</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {(
              [
                ['Issuer (iss)', result.data.claims.iss],
                ['Subject (sub)', result.data.claims.sub],
                ['Audience (aud)', [result.data.claims.aud].flat().join(', ')],
                ['Email', result.data.claims.email ?? '—'],
                [
                  'Email verified',
                  result.data.claims.email_verified === null ? 'not stated' : String(result.data.claims.email_verified),
                ],
                ['Name', result.data.claims.name ?? '—'],
                ['Expires', new Date(result.data.claims.exp * 1000).toLocaleString()],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-emerald-800">{label}</dt>
                <dd className="break-all font-mono text-xs">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </section>
  );
}
