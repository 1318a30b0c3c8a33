'use client';
// The end of a single sign-on (docs/sso.md#signing-in-with-sso): reads the one-time ticket from the URL fragment,
// removes it from the address bar and history, exchanges it for a session (next-auth's `sso` provider) and goes to the
// dashboard — or back to /login with a message when the ticket is refused.
import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

export function SsoTicketSignIn() {
  const router = useRouter();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const ticket = new URLSearchParams(window.location.hash.slice(1)).get('ticket');
    window.history.replaceState(null, '', window.location.pathname);
    if (!ticket) {
      router.replace('/login?error=sso_ticket');
      return;
    }
    void signIn('sso', { ticket, redirect: false }).then((result) => {
      if (!result || result.error) {
        setFailed(true);
        router.replace('/login?error=sso_ticket');
        return;
      }
      router.replace('/');
      router.refresh();
    });
  }, [router]);

  return (
    <p role="status" className="text-sm text-slate-700">
      {failed ? 'Single sign-on did not finish. Taking you back to the sign-in page…' : 'Finishing single sign-on…'}
    </p>
  );
}
