// The invitee's side of an invitation (docs/members.md): what the link is for, then create an account and join, sign in
// to accept, accept or decline — or why the link no longer works. No dashboard shell: the invitee may belong to no
// organization yet. The token is in the path, so the page sends no Referer and loads nothing from other origins.
import type { Metadata } from 'next';
import { getQueryClient, trpc } from '../../../_trpc/server';
import { TRPCReactProvider } from '../../../_trpc/react';
import { InviteResponse, type InvitePreview } from './InviteResponse';
import { AuthCard } from '../../login/AuthCard';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Invitation',
  referrer: 'no-referrer',
  robots: { index: false, follow: false },
};

/** The link's state, in-process with the request's session; a malformed token is simply not a valid invitation. */
async function preview(token: string): Promise<InvitePreview> {
  try {
    return await getQueryClient().fetchQuery({ ...trpc.invitations.preview.queryOptions({ token }), staleTime: 0 });
  } catch (err) {
    const code =
      (err as { data?: { appCode?: string } } | null)?.data?.appCode ?? (err as { code?: string } | null)?.code;
    if (code === 'VALIDATION_FAILED' || code === 'NOT_FOUND' || code === 'BAD_REQUEST') {
      return { status: 'invalid', message: 'This invitation link is not valid', signedInEmail: null };
    }
    throw err;
  }
}

const CLOSED: Record<Exclude<InvitePreview['status'], 'pending'>, { title: string; body: string }> = {
  invalid: {
    title: 'This invitation link is not valid',
    body: 'Check that you opened the whole link from the email. If it still does not work, ask whoever invited you to send a new invitation.',
  },
  expired: {
    title: 'This invitation has expired',
    body: 'Invitation links work for a limited time. Ask whoever invited you to send a new one.',
  },
  accepted: {
    title: 'This invitation has already been used',
    body: 'Each invitation link works once. If you accepted it, sign in to continue.',
  },
  declined: {
    title: 'This invitation was declined',
    body: 'It can no longer be accepted. Ask whoever invited you to send a new invitation if you change your mind.',
  },
  revoked: {
    title: 'This invitation has been revoked',
    body: 'The organization withdrew it. Ask whoever invited you if you think this is a mistake.',
  },
};

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const state = await preview(token);
  if (state.status !== 'pending') {
    const closed = CLOSED[state.status];
    return (
      <AuthCard wide title={closed.title}>
        <p className="text-sm text-slate-700">{closed.body}</p>
        <p className="mt-6 text-sm">
          <a href="/login" className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900">
            Go to sign in
          </a>
        </p>
      </AuthCard>
    );
  }
  return (
    <TRPCReactProvider>
      <InviteResponse token={token} preview={state} />
    </TRPCReactProvider>
  );
}
