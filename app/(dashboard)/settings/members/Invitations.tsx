'use client';
// Settings → Members, invitations (docs/members.md): invite by email with a role, the link shown once (it is stored
// only as a hash), the pending invitations with resend (a new link) and revoke.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { CopyField } from '../../../_components/CopyField';
import { EmailNotConfigured } from '../../../_components/EmailNotConfigured';
import { Badge } from '../../../_components/ui/Badge';
import { Button } from '../../../_components/ui/Button';
import { DataForm } from '../../../_components/ui/DataForm';
import { ConfirmDialog, Dialog, DialogContent } from '../../../_components/ui/Dialog';
import { Field, Input, Select } from '../../../_components/ui/Input';
import { Empty, ErrorState, Loading } from '../../../_components/ui/States';
import { Table, TBody, TD, TH, THead, TR } from '../../../_components/ui/Table';
import { useToast } from '../../../_components/ui/Toast';
import { date } from '../../../_components/format';
import { useTRPC } from '../../../_trpc/react';

/** What `members.invite` and `members.invitations.resend` hand back: the only moment the link exists in clear. */
interface IssuedLink {
  email: string;
  link: string;
  emailed: boolean;
  expiresAt: string;
  resent: boolean;
}

/** The link, once, and whether it went out by email. */
function IssuedLinkPanel({ issued, onDone }: { issued: IssuedLink; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-slate-800">
        {issued.emailed ? (
          <>
            We emailed {issued.resent ? 'a new' : 'the'} invitation to <strong>{issued.email}</strong>. You can also
            share the link below yourself.
          </>
        ) : (
          <>
            The invitation was <strong>not emailed</strong> (email is not configured on this server): send this link to{' '}
            <strong>{issued.email}</strong> yourself.
          </>
        )}
        {issued.resent && ' The previous link no longer works.'}
      </p>
      <div className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        <Link2 className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          <strong>Copy it now: you won&apos;t see this link again.</strong> It works once, for {issued.email} only, and
          expires on {date(issued.expiresAt)}.
        </p>
      </div>
      <CopyField label="Invitation link" value={issued.link} />
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

/** Roles the inviter may hand out: only those whose permissions they hold themselves (the server checks the same). */
function useGrantableRoles(): string[] {
  const trpc = useTRPC();
  const me = useQuery(trpc.members.me.queryOptions());
  const roles = useQuery(trpc.members.roles.list.queryOptions());
  const mine = new Set<string>(me.data?.permissions ?? []);
  return (roles.data ?? []).filter((r) => r.permissions.every((p) => mine.has(p))).map((r) => r.name);
}

export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const roleNames = useGrantableRoles();
  const [issued, setIssued] = useState<IssuedLink | null>(null);
  const invite = useMutation(
    trpc.members.invite.mutationOptions({
      onSuccess: async (r) => {
        await queryClient.invalidateQueries({ queryKey: trpc.members.invitations.list.queryKey() });
        setIssued({
          email: r.invitation.email,
          link: r.link,
          emailed: r.emailed,
          expiresAt: r.invitation.expiresAt,
          resent: false,
        });
      },
    }),
  );
  const close = () => {
    onOpenChange(false);
    setIssued(null);
    invite.reset();
  };
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close())}>
      <DialogContent
        title={issued ? 'Invitation created' : 'Invite member'}
        description={
          issued
            ? undefined
            : 'They choose their own password, or sign in with the account they already have, and then join with this role.'
        }
        className="max-w-xl"
      >
        {issued ? (
          <IssuedLinkPanel issued={issued} onDone={close} />
        ) : (
          <DataForm
            onData={(f) =>
              invite.mutate({ email: String(f.get('email') ?? '').trim(), role: String(f.get('role') ?? '') })
            }
          >
            <Field label="Email" htmlFor="invite-email">
              <Input id="invite-email" name="email" type="email" required autoComplete="off" maxLength={320} />
            </Field>
            <Field label="Role" htmlFor="invite-role">
              <Select
                id="invite-role"
                name="role"
                required
                defaultValue={roleNames.includes('member') ? 'member' : undefined}
                key={roleNames.join('|')}
              >
                {roleNames.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </Select>
            </Field>
            {invite.error && (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                {invite.error.message}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={invite.isPending || roleNames.length === 0}>
                {invite.isPending ? 'Inviting…' : 'Send invitation'}
              </Button>
            </div>
          </DataForm>
        )}
      </DialogContent>
    </Dialog>
  );
}

export function PendingInvitations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const invitations = useQuery(trpc.members.invitations.list.queryOptions());
  const [issued, setIssued] = useState<IssuedLink | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; email: string } | null>(null);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.members.invitations.list.queryKey() });
  const resend = useMutation(
    trpc.members.invitations.resend.mutationOptions({
      onSuccess: async (r) => {
        await invalidate();
        setIssued({
          email: r.invitation.email,
          link: r.link,
          emailed: r.emailed,
          expiresAt: r.invitation.expiresAt,
          resent: true,
        });
      },
      onError: (e) => toast({ title: 'Could not resend the invitation', description: e.message, tone: 'error' }),
    }),
  );
  const revoke = useMutation(
    trpc.members.invitations.revoke.mutationOptions({
      onSuccess: async () => {
        await invalidate();
        toast({ title: 'Invitation revoked', description: 'Its link no longer works.' });
        setRevoking(null);
      },
    }),
  );

  return (
    <section aria-labelledby="invitations-title" className="mb-8">
      <h2 id="invitations-title" className="mb-3 text-lg font-semibold">
        Pending invitations
      </h2>
      {invitations.data && !invitations.data.emailEnabled && (
        <EmailNotConfigured>invitations are not emailed, so share each invitation link yourself.</EmailNotConfigured>
      )}
      {invitations.isError ? (
        <ErrorState error={invitations.error} title="Could not load invitations" />
      ) : invitations.isPending ? (
        <Loading />
      ) : invitations.data.data.length === 0 ? (
        <Empty title="No pending invitations">Invite someone by email: they join once they accept.</Empty>
      ) : (
        <Table caption="Pending invitations">
          <THead>
            <tr>
              <TH>Email</TH>
              <TH>Role</TH>
              <TH className="hidden md:table-cell">Invited by</TH>
              <TH>Expires</TH>
              <TH>
                <span className="sr-only">Actions</span>
              </TH>
            </tr>
          </THead>
          <TBody>
            {invitations.data.data.map((i) => (
              <TR key={i.id}>
                <TD className="font-medium">{i.email}</TD>
                <TD>{i.role}</TD>
                <TD className="hidden text-xs md:table-cell">
                  {i.invitedBy ? (i.invitedBy.name ?? i.invitedBy.email) : '—'}
                  <span className="sr-only">, {date(i.createdAt)}</span>
                </TD>
                <TD className="whitespace-nowrap text-xs">
                  {i.status === 'expired' ? <Badge tone="red">Expired</Badge> : date(i.expiresAt)}
                </TD>
                <TD className="whitespace-nowrap text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={resend.isPending}
                    onClick={() => resend.mutate({ id: i.id })}
                    aria-label={`Resend invitation to ${i.email}`}
                  >
                    Resend
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700"
                    onClick={() => setRevoking({ id: i.id, email: i.email })}
                    aria-label={`Revoke invitation to ${i.email}`}
                  >
                    Revoke
                  </Button>
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}

      <Dialog open={issued !== null} onOpenChange={(o) => !o && setIssued(null)}>
        <DialogContent title="New invitation link" className="max-w-xl">
          {issued && <IssuedLinkPanel issued={issued} onDone={() => setIssued(null)} />}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(o) => {
          if (!o) {
            setRevoking(null);
            revoke.reset();
          }
        }}
        title="Revoke this invitation?"
        description={`The link sent to ${revoking?.email ?? ''} stops working at once. You can invite them again later.`}
        confirmLabel="Revoke invitation"
        tone="danger"
        pending={revoke.isPending}
        error={revoke.error?.message}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
      />
    </section>
  );
}
