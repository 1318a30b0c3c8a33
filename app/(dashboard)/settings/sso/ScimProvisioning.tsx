'use client';
// Settings → Single sign-on → Provisioning: the organization's SCIM token (docs/sso.md#scim-provisioning). One active
// token; creating another revokes it. Shown once, at creation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CopyField } from '../../../_components/CopyField';
import { Button } from '../../../_components/ui/Button';
import { ConfirmDialog, Dialog, DialogContent } from '../../../_components/ui/Dialog';
import { ErrorState, Loading } from '../../../_components/ui/States';
import { useToast } from '../../../_components/ui/Toast';
import { dateTime } from '../../../_components/format';
import { useTRPC } from '../../../_trpc/react';

export function ScimProvisioning() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const status = useQuery(trpc.scim.status.queryOptions());
  const [confirm, setConfirm] = useState<'create' | 'revoke' | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const statusKey = trpc.scim.status.queryKey();
  const create = useMutation(
    trpc.scim.createToken.mutationOptions({
      onSuccess: async (res) => {
        await queryClient.invalidateQueries({ queryKey: statusKey });
        setConfirm(null);
        setCreated(res.token);
      },
    }),
  );
  const revoke = useMutation(
    trpc.scim.revokeToken.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: statusKey });
        setConfirm(null);
        toast({ title: 'SCIM token revoked', description: 'Your identity provider can no longer provision members.' });
      },
    }),
  );
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  return (
    <section aria-labelledby="scim-title" className="flex flex-col gap-3">
      <div>
        <h2 id="scim-title" className="text-lg font-semibold">
          Provisioning (SCIM)
        </h2>
        <p className="text-sm text-slate-600">
          Okta, Microsoft Entra ID and other identity providers create members, deactivate them (they lose access at
          once) and remove them through SCIM 2.0. New members get the built-in <strong>member</strong> role.
        </p>
      </div>
      {status.isError ? (
        <ErrorState error={status.error} title="Could not load provisioning" />
      ) : status.isPending ? (
        <Loading />
      ) : !status.data.enterprise ? (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
          SCIM provisioning is part of the enterprise plan.
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <CopyField label="SCIM base URL" value={`${origin}/scim/v2`} />
          {status.data.token ? (
            <p className="text-sm text-slate-700">
              Active token{' '}
              <span className="font-mono text-xs">
                {status.data.token.prefix}…{status.data.token.lastFour}
              </span>
              , created {dateTime(status.data.token.createdAt)}
              {status.data.token.createdBy ? ` by ${status.data.token.createdBy}` : ''}; last used{' '}
              {status.data.token.lastUsedAt ? dateTime(status.data.token.lastUsedAt) : 'never'}.
            </p>
          ) : (
            <p className="text-sm text-slate-700">No token yet.</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => (status.data.token ? setConfirm('create') : create.mutate())}
              disabled={create.isPending}
            >
              {status.data.token ? 'Replace token' : 'Create token'}
            </Button>
            {status.data.token && (
              <Button variant="secondary" className="text-red-700" onClick={() => setConfirm('revoke')}>
                Revoke token
              </Button>
            )}
          </div>
          {create.error && confirm === null && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {create.error.message}
            </p>
          )}
        </div>
      )}

      <Dialog open={created !== null} onOpenChange={(o) => !o && setCreated(null)}>
        <DialogContent title="Your SCIM token" className="max-w-2xl">
          <div className="flex flex-col gap-4">
            <p
              role="status"
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
            >
              <strong>Copy the token now: you won&apos;t see it again.</strong> Paste it into your identity
              provider&apos;s provisioning settings as the bearer token (API token / secret token).
            </p>
            <CopyField label="SCIM token" value={created ?? ''} />
            <div className="flex justify-end">
              <Button onClick={() => setCreated(null)}>Done</Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => {
          if (!o) {
            setConfirm(null);
            create.reset();
            revoke.reset();
          }
        }}
        title={confirm === 'revoke' ? 'Revoke the SCIM token?' : 'Replace the SCIM token?'}
        description={
          confirm === 'revoke'
            ? 'Your identity provider stops provisioning at once. Members already provisioned stay as they are.'
            : 'The current token stops working at once: paste the new one into your identity provider.'
        }
        confirmLabel={confirm === 'revoke' ? 'Revoke token' : 'Replace token'}
        tone="danger"
        pending={create.isPending || revoke.isPending}
        error={(confirm === 'revoke' ? revoke.error : create.error)?.message}
        onConfirm={() => (confirm === 'revoke' ? revoke.mutate() : create.mutate())}
      />
    </section>
  );
}
