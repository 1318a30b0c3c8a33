'use client';
// Answering a pending invitation, by who is looking: a newcomer creates an account (their own name and password)
// and is signed in; someone with an account signs in first (the page never says which one the email has); the invited user accepts or declines; anyone else is
// told whom the invitation is for. Only acceptance makes a membership (the server decides; this only asks).
import { useMutation } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { signIn, signOut } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { AppRouter } from '~/server/api/root';
import { Button } from '../../../_components/ui/Button';
import { DataForm } from '../../../_components/ui/DataForm';
import { ConfirmDialog } from '../../../_components/ui/Dialog';
import { Field, Input } from '../../../_components/ui/Input';
import { date } from '../../../_components/format';
import { writeOrganizationCookie } from '../../../_trpc/organization';
import { useTRPC } from '../../../_trpc/react';
import { AuthCard } from '../../login/AuthCard';

export type InvitePreview = inferRouterOutputs<AppRouter>['invitations']['preview'];
type PendingPreview = Extract<InvitePreview, { status: 'pending' }>;
type Invitation = PendingPreview['invitation'];

/** The server's per-field reasons (VALIDATION_FAILED carries `issues[{ path, message }]`). */
function issueFor(error: unknown, path: string): string | null {
  const issues = (error as { data?: { issues?: { path: string; message: string }[] } } | null)?.data?.issues;
  return issues?.find((i) => i.path === path)?.message ?? null;
}

function Alert({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  );
}

function Summary({ invitation }: { invitation: Invitation }) {
  return (
    <p className="mb-6 text-sm text-slate-700">
      {invitation.invitedBy ? <>{invitation.invitedBy} invited </> : <>You are invited: </>}
      <strong className="font-semibold text-slate-900">{invitation.email}</strong> to join{' '}
      <strong className="font-semibold text-slate-900">{invitation.organizationName}</strong> with the role{' '}
      <strong className="font-semibold text-slate-900">{invitation.role}</strong>. The invitation expires on{' '}
      {date(invitation.expiresAt)}.
    </p>
  );
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function InviteResponse({ token, preview }: { token: string; preview: PendingPreview }) {
  const { invitation, signedInEmail } = preview;
  const joinTitle = `Join ${invitation.organizationName} as ${invitation.role}`;

  if (signedInEmail && !sameEmail(signedInEmail, invitation.email)) {
    return (
      <AuthCard wide title={`This invitation is for ${invitation.email}`}>
        <WrongAccount invitation={invitation} signedInEmail={signedInEmail} />
      </AuthCard>
    );
  }
  if (signedInEmail) {
    return (
      <AuthCard wide title={joinTitle}>
        <Summary invitation={invitation} />
        <AcceptOrDecline token={token} invitation={invitation} signedInEmail={signedInEmail} />
      </AuthCard>
    );
  }
  // Whether the email already has an account is not shown (docs/members.md): both paths are offered, and the server
  // says "sign in" if a new password cannot be set.
  return (
    <AuthCard wide title={joinTitle}>
      <Summary invitation={invitation} />
      <p className="mb-4 text-sm text-slate-700">
        Already have an account with <strong className="font-semibold text-slate-900">{invitation.email}</strong>?{' '}
        <a href={signInHref(token)} className="font-medium text-emerald-800 underline underline-offset-2">
          Sign in to accept
        </a>
        . New here? Choose your name and password below.
      </p>
      <CreateAccountForm token={token} invitation={invitation} />
    </AuthCard>
  );
}

const signInHref = (token: string) => `/login?callbackUrl=${encodeURIComponent(`/invite/${token}`)}`;

function CreateAccountForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [mismatch, setMismatch] = useState(false);
  const [signInFailed, setSignInFailed] = useState(false);
  const acceptNew = useMutation(
    trpc.invitations.acceptNew.mutationOptions({
      onSuccess: async ({ email }, { password }) => {
        const result = await signIn('password', { email, password, redirect: false });
        if (!result || result.error) {
          setSignInFailed(true);
          return;
        }
        router.push('/');
        router.refresh();
      },
    }),
  );
  const passwordIssue = mismatch ? null : issueFor(acceptNew.error, 'password');
  const nameIssue = issueFor(acceptNew.error, 'name');
  const otherError = acceptNew.error && !passwordIssue && !nameIssue ? acceptNew.error.message : null;

  if (signInFailed) {
    return (
      <p role="status" className="text-sm text-slate-700">
        Your account was created and you joined {invitation.organizationName}, but signing you in failed.{' '}
        <a href="/login" className="font-medium text-emerald-800 underline underline-offset-2">
          Sign in
        </a>{' '}
        with {invitation.email} and your new password.
      </p>
    );
  }
  return (
    <DataForm
      aria-label="Create your account"
      onData={(f) => {
        const password = String(f.get('password') ?? '');
        if (password !== String(f.get('confirm') ?? '')) {
          setMismatch(true);
          return;
        }
        setMismatch(false);
        acceptNew.mutate({ token, name: String(f.get('name') ?? '').trim(), password });
      }}
    >
      <Field label="Email" htmlFor="invite-email">
        <Input
          id="invite-email"
          type="email"
          value={invitation.email}
          readOnly
          autoComplete="username"
          className="bg-slate-50"
        />
      </Field>
      <Field label="Your name" htmlFor="invite-name">
        <Input
          id="invite-name"
          name="name"
          required
          maxLength={200}
          autoComplete="name"
          aria-invalid={nameIssue ? true : undefined}
          aria-describedby={nameIssue ? 'invite-name-error' : undefined}
        />
        {nameIssue && (
          <p id="invite-name-error" className="text-sm text-red-800">
            {nameIssue}
          </p>
        )}
      </Field>
      <Field
        label="Password"
        htmlFor="invite-password"
        hint="At least 12 characters and hard to guess: a few unrelated words work well."
      >
        <Input
          id="invite-password"
          name="password"
          type="password"
          required
          minLength={12}
          maxLength={200}
          autoComplete="new-password"
          aria-invalid={passwordIssue ? true : undefined}
          aria-describedby={passwordIssue ? 'invite-password-error invite-password-hint' : 'invite-password-hint'}
        />
        {passwordIssue && (
          <p id="invite-password-error" className="text-sm text-red-800">
            {passwordIssue}
          </p>
        )}
      </Field>
      <Field label="Confirm password" htmlFor="invite-confirm">
        <Input
          id="invite-confirm"
          name="confirm"
          type="password"
          required
          minLength={12}
          maxLength={200}
          autoComplete="new-password"
          aria-invalid={mismatch ? true : undefined}
          aria-describedby={mismatch ? 'invite-confirm-error' : undefined}
        />
        {mismatch && (
          <p id="invite-confirm-error" className="text-sm text-red-800">
            The passwords do not match.
          </p>
        )}
      </Field>
      {otherError && (
        <Alert>
          {otherError}
          {/* CONFLICT: the email has an account that a new password cannot replace; its owner signs in instead. */}
          {acceptNew.error?.data?.code === 'CONFLICT' && (
            <>
              {' '}
              <a href={signInHref(token)} className="font-medium underline underline-offset-2">
                Sign in
              </a>
            </>
          )}
        </Alert>
      )}
      <Button type="submit" disabled={acceptNew.isPending} className="w-full">
        {acceptNew.isPending ? 'Creating your account…' : 'Create account and join'}
      </Button>
    </DataForm>
  );
}

function AcceptOrDecline({
  token,
  invitation,
  signedInEmail,
}: {
  token: string;
  invitation: Invitation;
  signedInEmail: string;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const [declining, setDeclining] = useState(false);
  const accept = useMutation(
    trpc.invitations.accept.mutationOptions({
      onSuccess: ({ organizationId }) => {
        // Open the dashboard on the organization just joined (the user's default organization is not changed).
        writeOrganizationCookie(organizationId);
        router.push('/');
        router.refresh();
      },
    }),
  );
  const decline = useMutation(
    trpc.invitations.decline.mutationOptions({
      // The server renders the link's new state ("declined").
      onSuccess: () => router.refresh(),
    }),
  );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        You are signed in as <strong className="font-semibold text-slate-900">{signedInEmail}</strong>.
      </p>
      {accept.error && <Alert>{accept.error.message}</Alert>}
      <div className="flex gap-2">
        <Button
          className="flex-1"
          disabled={accept.isPending || decline.isPending}
          onClick={() => accept.mutate({ token })}
        >
          {accept.isPending ? 'Joining…' : 'Accept invitation'}
        </Button>
        <Button
          variant="secondary"
          className="flex-1"
          disabled={accept.isPending || decline.isPending}
          onClick={() => setDeclining(true)}
        >
          Decline
        </Button>
      </div>
      <ConfirmDialog
        open={declining}
        onOpenChange={(o) => {
          setDeclining(o);
          if (!o) decline.reset();
        }}
        title="Decline this invitation?"
        description={`You will not join ${invitation.organizationName}, and this link stops working.`}
        confirmLabel="Decline invitation"
        tone="danger"
        pending={decline.isPending}
        error={decline.error?.message}
        onConfirm={() => decline.mutate({ token })}
      />
    </div>
  );
}

function WrongAccount({ invitation, signedInEmail }: { invitation: Invitation; signedInEmail: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
        You are signed in as <strong>{signedInEmail}</strong>, but this invitation to {invitation.organizationName} was
        sent to <strong>{invitation.email}</strong>. Only that account can accept it.
      </p>
      <p className="text-sm text-slate-700">Sign out, then open the link again as {invitation.email}.</p>
      <Button
        disabled={pending}
        onClick={async () => {
          setPending(true);
          await signOut({ redirect: false });
          // The server renders the page again for nobody signed in.
          router.refresh();
          setPending(false);
        }}
      >
        {pending ? 'Signing out…' : 'Sign out'}
      </Button>
    </div>
  );
}
