import type { Metadata } from 'next';
import { AuthCard } from '../AuthCard';
import { SsoTicketSignIn } from './SsoTicketSignIn';

export const metadata: Metadata = { title: 'Signing in', referrer: 'no-referrer' };

/** Where a single sign-on callback lands: the ticket is in the fragment, which only the browser reads. */
export default function SsoLandingPage() {
  return (
    <AuthCard title="Signing in">
      <SsoTicketSignIn />
    </AuthCard>
  );
}
