'use client';
// Portal tokens: read-only links for board members and funders, embeddable as an <iframe>. Shown once, at creation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { IssuedPortalLink } from '../../../_components/PortalLink';
import { Button } from '../../../_components/ui/Button';
import { DataForm } from '../../../_components/ui/DataForm';
import { ConfirmDialog, Dialog, DialogContent } from '../../../_components/ui/Dialog';
import { Checkbox, Field, Input, Select } from '../../../_components/ui/Input';
import { Empty, ErrorState, Loading } from '../../../_components/ui/States';
import { Table, TBody, TD, TH, THead, TR } from '../../../_components/ui/Table';
import { useToast } from '../../../_components/ui/Toast';
import { date, dateTime } from '../../../_components/format';
import { useTRPC } from '../../../_trpc/react';
import { CreatedBy, CredentialStatus, EXPIRY_CHOICES } from './shared';

/** What a portal token may show (docs/dashboard.md#the-embeddable-portal), and whether the form offers it ticked. */
const PORTAL_CHOICES = [
  ['VIEW_REPORTS', 'Report summary', true],
  ['VIEW_PROJECTS', 'Projects and their deliverables', true],
  ['VIEW_DOCUMENTS', 'Documents marked for the portal', false],
  ['VIEW_BUDGETS', 'Budgets against spending, and expenses', false],
] as const;
const PORTAL_PERMISSION_NAMES: Record<string, string> = {
  VIEW_REPORTS: 'report',
  VIEW_PROJECTS: 'projects',
  VIEW_DOCUMENTS: 'documents',
  VIEW_BUDGETS: 'budgets',
};

export function PortalTokens() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const tokens = useQuery(trpc.extensions.portalTokens.list.queryOptions());
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const listKey = trpc.extensions.portalTokens.list.queryKey();
  const create = useMutation(
    trpc.extensions.portalTokens.create.mutationOptions({
      onSuccess: async (res) => {
        await queryClient.invalidateQueries({ queryKey: listKey });
        setCreating(false);
        setCreated(res.token);
      },
    }),
  );
  const revoke = useMutation(
    trpc.extensions.portalTokens.revoke.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: listKey });
        toast({ title: 'Portal token revoked', description: 'Pages embedding it now show “link no longer valid”.' });
        setRevoking(null);
      },
    }),
  );

  return (
    <section aria-labelledby="portal-title">
      <div className="mb-3 flex items-center justify-between gap-3">
        <div>
          <h2 id="portal-title" className="text-lg font-semibold">
            Portal tokens
          </h2>
          <p className="text-sm text-slate-600">
            Read-only access to your report and project progress, for a board page or a funder&apos;s site.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus /> Create portal token
        </Button>
      </div>
      {tokens.isError ? (
        <ErrorState error={tokens.error} title="Could not load portal tokens" />
      ) : tokens.isPending ? (
        <Loading />
      ) : tokens.data.length === 0 ? (
        <Empty title="No portal tokens yet">Create one to embed your report on another site.</Empty>
      ) : (
        <Table caption="Portal tokens">
          <THead>
            <tr>
              <TH>Name</TH>
              <TH>Token</TH>
              <TH className="hidden md:table-cell">Shows</TH>
              <TH>Last used</TH>
              <TH className="hidden sm:table-cell">Expires</TH>
              <TH>Status</TH>
              <TH>
                <span className="sr-only">Actions</span>
              </TH>
            </tr>
          </THead>
          <TBody>
            {tokens.data.map((t) => (
              <TR key={t.id}>
                <TD className="font-medium">
                  {t.name}
                  <CreatedBy credential={t} />
                </TD>
                <TD className="font-mono text-xs">
                  {t.prefix}…{t.lastFour}
                </TD>
                <TD className="hidden text-xs md:table-cell">
                  {t.permissions.map((p) => PORTAL_PERMISSION_NAMES[p] ?? p).join(', ')}
                </TD>
                <TD className="whitespace-nowrap text-xs">{t.lastUsedAt ? dateTime(t.lastUsedAt) : 'Never'}</TD>
                <TD className="hidden whitespace-nowrap text-xs sm:table-cell">
                  {t.expiresAt ? date(t.expiresAt) : 'Never'}
                </TD>
                <TD>
                  <CredentialStatus revokedAt={t.revokedAt} expiresAt={t.expiresAt} />
                </TD>
                <TD className="text-right">
                  {!t.revokedAt && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700"
                      onClick={() => setRevoking({ id: t.id, name: t.name })}
                      aria-label={`Revoke ${t.name}`}
                    >
                      Revoke
                    </Button>
                  )}
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}

      <Dialog
        open={creating || created !== null}
        onOpenChange={(o) => {
          if (!o) {
            setCreating(false);
            setCreated(null);
            create.reset();
          }
        }}
      >
        <DialogContent title={created ? 'Your portal token' : 'Create portal token'} className="max-w-2xl">
          {created ? (
            <IssuedPortalLink token={created} showToken onDone={() => setCreated(null)} />
          ) : (
            <DataForm
              onData={(f) => {
                const permissions = PORTAL_CHOICES.map(([p]) => p).filter((p) => f.get(p) === 'on');
                const days = String(f.get('expiresInDays') ?? '');
                create.mutate({
                  name: String(f.get('name') ?? '').trim(),
                  ...(permissions.length ? { permissions } : {}),
                  ...(days ? { expiresInDays: Number(days) } : {}),
                });
              }}
            >
              <Field label="Name" htmlFor="pt-name" hint="Where it is used, e.g. “Board page”.">
                <Input id="pt-name" name="name" required maxLength={100} aria-describedby="pt-name-hint" />
              </Field>
              <fieldset className="flex flex-col gap-1.5">
                <legend className="mb-1 text-sm font-medium text-slate-800">Shows</legend>
                {PORTAL_CHOICES.map(([p, label, checked]) => (
                  <Checkbox key={p} name={p} label={label} defaultChecked={checked} />
                ))}
              </fieldset>
              <Field label="Expires" htmlFor="pt-expiry">
                <Select id="pt-expiry" name="expiresInDays" defaultValue="">
                  {EXPIRY_CHOICES.map(([v, l]) => (
                    <option key={v} value={v}>
                      {l}
                    </option>
                  ))}
                </Select>
              </Field>
              {create.error && (
                <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                  {create.error.message}
                </p>
              )}
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => setCreating(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={create.isPending}>
                  {create.isPending ? 'Creating…' : 'Create token'}
                </Button>
              </div>
            </DataForm>
          )}
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
        title="Revoke this portal token?"
        description={`Pages embedding “${revoking?.name ?? ''}” stop showing your report at once.`}
        confirmLabel="Revoke token"
        tone="danger"
        pending={revoke.isPending}
        error={revoke.error?.message}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
      />
    </section>
  );
}
