'use client';
// Settings → Single sign-on → Identity provider: the organization's OpenID Connect connection
// (docs/sso.md#connecting-your-identity-provider). The client secret is write-only: the page knows one is stored,
// never what it is; left blank on save, the stored one stays.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useState, type FormEvent } from 'react';
import { CopyField } from '../../../_components/CopyField';
import { Button } from '../../../_components/ui/Button';
import { ConfirmDialog } from '../../../_components/ui/Dialog';
import { Checkbox, Field, Input, Select } from '../../../_components/ui/Input';
import { ErrorState, Loading } from '../../../_components/ui/States';
import { useToast } from '../../../_components/ui/Toast';
import { dateTime } from '../../../_components/format';
import { useTRPC } from '../../../_trpc/react';
import type { AppRouter } from '~/server/api/root';
import { SsoTestConnection } from './SsoTestConnection';

interface FormState {
  issuer: string;
  clientId: string;
  clientSecret: string;
  requireSso: boolean;
  jitEnabled: boolean;
  jitRoleId: string;
}

export function SsoConnection() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.sso.get.queryOptions());
  // The roles just-in-time provisioning may give; the server refuses any other (server/sso/connections.ts).
  const roles = useQuery(trpc.members.roles.list.queryOptions());
  const jitRoles = (roles.data ?? []).filter(
    (r) => !(r.builtIn && r.name === 'owner') && !r.permissions.includes('MANAGE_ORGANIZATION'),
  );

  return (
    <section aria-labelledby="sso-connection-title" className="flex flex-col gap-3">
      <div>
        <h2 id="sso-connection-title" className="text-lg font-semibold">
          Identity provider (OpenID Connect)
        </h2>
        <p className="text-sm text-slate-600">
          Members whose email is in one of your verified domains sign in through Okta, Microsoft Entra ID, Google
          Workspace or any OpenID Connect provider.
        </p>
      </div>
      {settings.isError ? (
        <ErrorState error={settings.error} title="Could not load single sign-on" />
      ) : settings.isPending ? (
        <Loading />
      ) : !settings.data.enterprise ? (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
          Single sign-on is part of the enterprise plan.
        </p>
      ) : (
        <>
          <ConnectionForm
            // A new form when the saved connection changes: its fields start from what is stored.
            key={settings.data.connection?.updatedAt ?? 'new'}
            redirectUri={settings.data.redirectUri}
            connection={settings.data.connection}
            roles={jitRoles}
          />
          {/* Tests the saved connection: offered once there is one. */}
          {settings.data.connection && <SsoTestConnection />}
        </>
      )}
    </section>
  );
}

type Settings = inferRouterOutputs<AppRouter>['sso']['get'];

function ConnectionForm({
  redirectUri,
  connection,
  roles,
}: {
  redirectUri: string;
  connection: Settings['connection'];
  roles: { id: string; name: string; builtIn: boolean }[];
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [form, setForm] = useState<FormState>({
    issuer: connection?.issuer ?? '',
    clientId: connection?.clientId ?? '',
    clientSecret: '',
    requireSso: connection?.requireSso ?? false,
    jitEnabled: connection?.jitEnabled ?? false,
    jitRoleId: connection?.jitRoleId ?? '',
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const settingsKey = trpc.sso.get.queryKey();
  const save = useMutation(
    trpc.sso.save.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: settingsKey });
        toast({ title: connection ? 'Single sign-on updated' : 'Single sign-on connected' });
      },
    }),
  );
  const remove = useMutation(
    trpc.sso.delete.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: settingsKey });
        setConfirmDelete(false);
        toast({ title: 'Single sign-on connection removed' });
      },
    }),
  );
  const issues = new Map(
    ((save.error as { data?: { issues?: { path: string; message: string }[] } } | null)?.data?.issues ?? []).map(
      (i) => [i.path, i.message],
    ),
  );
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate({
      issuer: form.issuer,
      clientId: form.clientId,
      ...(form.clientSecret ? { clientSecret: form.clientSecret } : {}),
      requireSso: form.requireSso,
      jitEnabled: form.jitEnabled,
      jitRoleId: form.jitRoleId || null,
    });
  }

  const invalid = (path: string) =>
    issues.has(path) ? { 'aria-invalid': true, 'aria-describedby': `sso-${path}-error` } : {};
  const fieldError = (path: string) =>
    issues.has(path) ? (
      <p id={`sso-${path}-error`} className="text-xs text-red-700">
        {issues.get(path)}
      </p>
    ) : null;

  return (
    <div className="flex flex-col gap-4">
      <CopyField label="Redirect URI" value={redirectUri} />
      <p className="-mt-2 text-xs text-slate-600">
        Register this as the redirect (callback) URI of the application you create at your identity provider.
      </p>
      <form onSubmit={submit} className="flex max-w-2xl flex-col gap-3" noValidate>
        <Field
          label="Issuer URL"
          htmlFor="sso-issuer"
          hint="Your provider's issuer, e.g. https://example.okta.com or https://login.microsoftonline.com/<tenant>/v2.0"
        >
          <Input
            id="sso-issuer"
            name="issuer"
            type="url"
            inputMode="url"
            autoComplete="off"
            required
            value={form.issuer}
            onChange={(e) => set('issuer', e.target.value)}
            {...invalid('issuer')}
          />
          {fieldError('issuer')}
        </Field>
        <Field label="Client ID" htmlFor="sso-client-id">
          <Input
            id="sso-client-id"
            name="clientId"
            autoComplete="off"
            required
            value={form.clientId}
            onChange={(e) => set('clientId', e.target.value)}
            {...invalid('clientId')}
          />
          {fieldError('clientId')}
        </Field>
        <Field
          label="Client secret"
          htmlFor="sso-client-secret"
          hint={
            connection
              ? 'A secret is stored; leave blank to keep it. It is never shown again.'
              : 'Stored encrypted; it is never shown again.'
          }
        >
          <Input
            id="sso-client-secret"
            name="clientSecret"
            type="password"
            autoComplete="new-password"
            placeholder={connection ? '•••••••• (stored)' : ''}
            required={!connection}
            value={form.clientSecret}
            onChange={(e) => set('clientSecret', e.target.value)}
            aria-describedby="sso-client-secret-hint"
            {...invalid('clientSecret')}
          />
          {fieldError('clientSecret')}
        </Field>
        <Checkbox
          label="Require single sign-on for members in verified domains (owners keep their password)"
          checked={form.requireSso}
          onChange={(e) => set('requireSso', e.target.checked)}
        />
        <Checkbox
          label="Create the membership on a first sign-in from a verified domain (just-in-time provisioning)"
          checked={form.jitEnabled}
          onChange={(e) => set('jitEnabled', e.target.checked)}
        />
        <Field
          label="Role of members created on first sign-in"
          htmlFor="sso-jit-role"
          hint="The owner role is never given this way."
        >
          <Select
            id="sso-jit-role"
            name="jitRoleId"
            value={form.jitRoleId}
            disabled={!form.jitEnabled}
            onChange={(e) => set('jitRoleId', e.target.value)}
            {...invalid('jitRoleId')}
          >
            <option value="">member (default)</option>
            {roles
              .filter((r) => !(r.builtIn && r.name === 'member'))
              .map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
          </Select>
          {fieldError('jitRoleId')}
        </Field>
        {save.error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {save.error.message}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={save.isPending}>
            {connection ? 'Save changes' : 'Save connection'}
          </Button>
          {connection && (
            <Button type="button" variant="secondary" className="text-red-700" onClick={() => setConfirmDelete(true)}>
              Remove connection
            </Button>
          )}
          {connection && (
            <span className="text-xs text-slate-600">
              Last saved {dateTime(connection.updatedAt)}
              {connection.updatedBy ? ` by ${connection.updatedBy}` : ''}
            </span>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={(o) => {
          if (!o) {
            setConfirmDelete(false);
            remove.reset();
          }
        }}
        title="Remove the single sign-on connection?"
        description="Nobody can sign in through your identity provider any more; members sign in with a password or a link. Your verified domains stay."
        confirmLabel="Remove connection"
        tone="danger"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
