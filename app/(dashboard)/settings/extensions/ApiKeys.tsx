'use client';
// API keys: create (name, mode, a preset or custom permissions, expiry, IP allow-list) — the key is shown once —
// list, revoke.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { API_KEY_ALLOWED, API_KEY_PRESETS, type ApiKeyPreset, type Permission } from '~/server/auth/permissions';
import { CopyField } from '../../../_components/CopyField';
import { Badge } from '../../../_components/ui/Badge';
import { Button } from '../../../_components/ui/Button';
import { DataForm } from '../../../_components/ui/DataForm';
import { ConfirmDialog, Dialog, DialogContent } from '../../../_components/ui/Dialog';
import { Checkbox, Field, Input, Select, Textarea } from '../../../_components/ui/Input';
import { Empty, ErrorState, Loading } from '../../../_components/ui/States';
import { Table, TBody, TD, TH, THead, TR } from '../../../_components/ui/Table';
import { useToast } from '../../../_components/ui/Toast';
import { date, dateTime, humanize } from '../../../_components/format';
import { useTRPC } from '../../../_trpc/react';
import { CreatedBy, CredentialStatus, EXPIRY_CHOICES, isUsable } from './shared';

/** The presets (defined once, server/auth/permissions.ts) and "custom": any checkbox changed. */
const PRESET_CHOICES = Object.entries(API_KEY_PRESETS) as [ApiKeyPreset, (typeof API_KEY_PRESETS)[ApiKeyPreset]][];
const DEFAULT_PRESET: ApiKeyPreset = 'read-only';
const presetOf = (permissions: ReadonlySet<Permission>): ApiKeyPreset | 'custom' =>
  PRESET_CHOICES.find(
    ([, p]) => p.permissions.length === permissions.size && p.permissions.every((x) => permissions.has(x)),
  )?.[0] ?? 'custom';

function CreateKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (key: string, name: string) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Test mode manages test keys only (nothing there touches live data).
  const live = useQuery(trpc.members.me.queryOptions()).data?.livemode !== false;
  const create = useMutation(
    trpc.extensions.apiKeys.create.mutationOptions({
      onSuccess: async () => queryClient.invalidateQueries({ queryKey: trpc.extensions.apiKeys.list.queryKey() }),
    }),
  );
  const [permissions, setPermissions] = useState<ReadonlySet<Permission>>(
    () => new Set(API_KEY_PRESETS[DEFAULT_PRESET].permissions),
  );
  const preset = presetOf(permissions);
  return (
    <DataForm
      onData={(f) => {
        const name = String(f.get('name') ?? '').trim();
        const ips = String(f.get('allowedIps') ?? '')
          .split(/[\s,]+/)
          .filter(Boolean);
        const days = String(f.get('expiresInDays') ?? '');
        create.mutate(
          {
            name,
            mode: f.get('mode') === 'test' ? 'test' : 'live',
            ...(preset === 'custom' ? { permissions: API_KEY_ALLOWED.filter((p) => permissions.has(p)) } : { preset }),
            ...(days ? { expiresInDays: Number(days) } : {}),
            ...(ips.length ? { allowedIps: ips } : {}),
          },
          { onSuccess: (res) => onCreated(res.key, name) },
        );
      }}
    >
      <Field label="Name" htmlFor="key-name" hint="Who uses it, e.g. “ERP sync”.">
        <Input id="key-name" name="name" required maxLength={100} aria-describedby="key-name-hint" />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Mode" htmlFor="key-mode">
          <Select id="key-mode" name="mode" key={String(live)} defaultValue={live ? 'live' : 'test'}>
            {live && <option value="live">Live</option>}
            <option value="test">Test (sandbox)</option>
          </Select>
        </Field>
        <Field label="Expires" htmlFor="key-expiry">
          <Select id="key-expiry" name="expiresInDays" defaultValue="">
            {EXPIRY_CHOICES.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Access</legend>
        <div className="flex flex-col gap-1.5">
          {PRESET_CHOICES.map(([name, p]) => (
            <label key={name} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="preset"
                value={name}
                checked={preset === name}
                onChange={() => setPermissions(new Set(p.permissions))}
                className="mt-0.5 size-4 accent-emerald-700"
              />
              <span>
                <span className="font-medium">{p.label}</span>
                <span className="block text-xs text-slate-600">{p.description}</span>
              </span>
            </label>
          ))}
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="preset"
              value="custom"
              checked={preset === 'custom'}
              readOnly
              disabled={preset !== 'custom'}
              className="mt-0.5 size-4 accent-emerald-700"
            />
            <span>
              <span className="font-medium">Custom</span>
              <span className="block text-xs text-slate-600">Change any permission below.</span>
            </span>
          </label>
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Permissions</legend>
        <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
          {API_KEY_ALLOWED.map((p) => (
            <Checkbox
              key={p}
              name={`perm-${p}`}
              label={humanize(p.toLowerCase())}
              checked={permissions.has(p)}
              onChange={(e) => {
                const next = new Set(permissions);
                if (e.target.checked) next.add(p);
                else next.delete(p);
                setPermissions(next);
              }}
            />
          ))}
        </div>
      </fieldset>
      <Field
        label="Allowed IP addresses"
        htmlFor="key-ips"
        hint="Optional. CIDRs or addresses, one per line or comma-separated; empty allows any."
      >
        <Textarea
          id="key-ips"
          name="allowedIps"
          rows={2}
          placeholder="203.0.113.0/24"
          aria-describedby="key-ips-hint"
        />
      </Field>
      {create.error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {create.error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending || permissions.size === 0}>
          {create.isPending ? 'Creating…' : 'Create key'}
        </Button>
      </div>
    </DataForm>
  );
}

export function ApiKeys() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const keys = useQuery(trpc.extensions.apiKeys.list.queryOptions());
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const revoke = useMutation(
    trpc.extensions.apiKeys.revoke.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.extensions.apiKeys.list.queryKey() });
        toast({ title: 'API key revoked', description: 'Requests with it are refused from now on.' });
        setRevoking(null);
      },
    }),
  );

  return (
    <section aria-labelledby="api-keys-title">
      <div className="mb-3 flex items-center justify-between gap-3">
        <div>
          <h2 id="api-keys-title" className="text-lg font-semibold">
            API keys
          </h2>
          <p className="text-sm text-slate-600">
            Send as <code className="rounded bg-slate-100 px-1">X-API-Key</code> to{' '}
            <code className="rounded bg-slate-100 px-1">/api/v1</code>.{' '}
            <a href="/docs" className="underline">
              API reference
            </a>
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus /> Create API key
        </Button>
      </div>
      {keys.isError ? (
        <ErrorState error={keys.error} title="Could not load API keys" />
      ) : keys.isPending ? (
        <Loading />
      ) : keys.data.length === 0 ? (
        <Empty title="No API keys yet">Create one for each integration, with only the permissions it needs.</Empty>
      ) : (
        <Table caption="API keys">
          <THead>
            <tr>
              <TH>Name</TH>
              <TH>Key</TH>
              <TH className="hidden md:table-cell">Permissions</TH>
              <TH>Last used</TH>
              <TH className="hidden sm:table-cell">Expires</TH>
              <TH>Status</TH>
              <TH>
                <span className="sr-only">Actions</span>
              </TH>
            </tr>
          </THead>
          <TBody>
            {keys.data.map((k) => (
              <TR key={k.id}>
                <TD className="font-medium">
                  {k.name}
                  {k.mode === 'test' && (
                    <Badge tone="amber" className="ml-2">
                      test
                    </Badge>
                  )}
                  {k.allowedIps.length > 0 && (
                    <p className="text-xs font-normal text-slate-600">IPs: {k.allowedIps.join(', ')}</p>
                  )}
                  <CreatedBy credential={k} />
                </TD>
                <TD className="font-mono text-xs">
                  {k.prefix}…{k.lastFour}
                </TD>
                <TD className="hidden max-w-xs text-xs text-slate-700 md:table-cell">
                  {k.permissions.map((p) => humanize(p.toLowerCase())).join(', ')}
                </TD>
                <TD className="whitespace-nowrap text-xs">{k.lastUsedAt ? dateTime(k.lastUsedAt) : 'Never'}</TD>
                <TD className="hidden whitespace-nowrap text-xs sm:table-cell">
                  {k.expiresAt ? date(k.expiresAt) : 'Never'}
                </TD>
                <TD>
                  <CredentialStatus revokedAt={k.revokedAt} expiresAt={k.expiresAt} />
                </TD>
                <TD className="text-right">
                  {!k.revokedAt && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700"
                      onClick={() => setRevoking({ id: k.id, name: k.name })}
                      aria-label={`Revoke ${k.name}`}
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
      {keys.data && keys.data.some((k) => !isUsable(k)) && (
        <p className="mt-2 text-xs text-slate-600">Revoked and expired keys stay listed for your records.</p>
      )}

      <Dialog
        open={creating || created !== null}
        onOpenChange={(o) => {
          if (!o) {
            setCreating(false);
            setCreated(null);
          }
        }}
      >
        <DialogContent title={created ? 'Your new API key' : 'Create API key'} className="max-w-xl">
          {created ? (
            <div className="flex flex-col gap-4">
              <div
                role="status"
                className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
              >
                <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden />
                <p>
                  <strong>Copy it now: you won&apos;t see it again.</strong> Only a hash is stored; if you lose it,
                  revoke it and create another.
                </p>
              </div>
              <CopyField label="API key" value={created.key} />
              <div className="flex justify-end">
                <Button
                  onClick={() => {
                    setCreated(null);
                    setCreating(false);
                  }}
                >
                  Done
                </Button>
              </div>
            </div>
          ) : (
            <CreateKeyForm
              onCancel={() => setCreating(false)}
              onCreated={(key, name) => {
                setCreating(false);
                setCreated({ key, name });
              }}
            />
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
        title="Revoke this API key?"
        description={`Integrations using “${revoking?.name ?? ''}” stop working at once. This cannot be undone.`}
        confirmLabel="Revoke key"
        tone="danger"
        pending={revoke.isPending}
        error={revoke.error?.message}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
      />
    </section>
  );
}
