'use client';
// Settings → Single sign-on → Domains: the email domains the organization proves with a DNS TXT record
// (docs/sso.md#verified-domains). Add a domain, publish the record shown, then Verify; each row says pending or
// verified, and a failed check says why beside the domain.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CopyField } from '../../../_components/CopyField';
import { Badge } from '../../../_components/ui/Badge';
import { Button } from '../../../_components/ui/Button';
import { ConfirmDialog } from '../../../_components/ui/Dialog';
import { Field, Input } from '../../../_components/ui/Input';
import { ErrorState, Loading } from '../../../_components/ui/States';
import { useToast } from '../../../_components/ui/Toast';
import { dateTime } from '../../../_components/format';
import { useTRPC } from '../../../_trpc/react';

export function SsoDomains() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const settings = useQuery(trpc.sso.get.queryOptions());
  const settingsKey = trpc.sso.get.queryKey();
  const [domain, setDomain] = useState('');
  /** The last failed check of each domain, shown beside it until the next check. */
  const [checkErrors, setCheckErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<{ id: string; domain: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKey });

  const add = useMutation(
    trpc.sso.addDomain.mutationOptions({
      onSuccess: async () => {
        setDomain('');
        await refresh();
      },
    }),
  );
  const verify = useMutation(
    trpc.sso.verifyDomain.mutationOptions({
      onMutate: ({ id }) => setCheckErrors(({ [id]: _, ...rest }) => rest),
      onSuccess: async (res) => {
        await refresh();
        toast({ title: `${res.domain} is verified` });
      },
      onError: async (error, { id }) => {
        setCheckErrors((e) => ({ ...e, [id]: error.message }));
        await refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.sso.removeDomain.mutationOptions({
      onSuccess: async () => {
        setRemoving(null);
        await refresh();
      },
    }),
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    add.mutate({ domain });
  }

  if (settings.isError) return <ErrorState error={settings.error} title="Could not load domains" />;
  if (settings.isPending) return <Loading />;
  if (!settings.data.enterprise) return null; // the section above says single sign-on is an enterprise feature

  return (
    <section aria-labelledby="sso-domains-title" className="flex flex-col gap-3">
      <div>
        <h2 id="sso-domains-title" className="text-lg font-semibold">
          Domains
        </h2>
        <p className="text-sm text-slate-600">
          Prove your organization controls an email domain by publishing a DNS TXT record on it. Sign-in through your
          identity provider, required single sign-on and just-in-time provisioning apply to verified domains only.
        </p>
      </div>
      <form onSubmit={submit} className="flex max-w-2xl items-end gap-2" noValidate>
        <Field label="Domain" htmlFor="sso-domain" className="flex-1">
          <Input
            id="sso-domain"
            name="domain"
            placeholder="example.org"
            autoComplete="off"
            value={domain}
            onChange={(e) => setDomain(e.target.value)}
            aria-invalid={add.error ? true : undefined}
            aria-describedby={add.error ? 'sso-domain-error' : undefined}
          />
        </Field>
        <Button type="submit" disabled={add.isPending || domain.trim() === ''}>
          Add domain
        </Button>
      </form>
      {add.error && (
        <p id="sso-domain-error" role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {add.error.message}
        </p>
      )}
      {settings.data.domains.length === 0 ? (
        <p className="text-sm text-slate-700">No domains yet.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Domains">
          {settings.data.domains.map((d) => (
            <li key={d.id} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-sm font-medium">{d.domain}</span>
                {d.status === 'verified' ? <Badge tone="green">verified</Badge> : <Badge tone="amber">pending</Badge>}
                <span className="text-xs text-slate-600">
                  {d.verifiedAt
                    ? `verified ${dateTime(d.verifiedAt)}`
                    : d.lastCheckedAt
                      ? `last checked ${dateTime(d.lastCheckedAt)}`
                      : 'not checked yet'}
                </span>
                <span className="ml-auto flex gap-2">
                  {d.status === 'pending' && (
                    <Button
                      size="sm"
                      onClick={() => verify.mutate({ id: d.id })}
                      disabled={verify.isPending && verify.variables?.id === d.id}
                      aria-label={`Verify ${d.domain}`}
                    >
                      Verify
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="secondary"
                    className="text-red-700"
                    onClick={() => setRemoving({ id: d.id, domain: d.domain })}
                    aria-label={`Remove ${d.domain}`}
                  >
                    Remove
                  </Button>
                </span>
              </div>
              {d.status === 'pending' && (
                <>
                  <p className="text-xs text-slate-600">
                    Add a <strong>TXT</strong> record on <span className="font-mono">{d.txtRecord.name}</span> (the
                    domain itself, host &quot;@&quot; in most DNS consoles) with this value, then Verify:
                  </p>
                  <CopyField label={`TXT record value for ${d.domain}`} value={d.txtRecord.value} />
                </>
              )}
              {checkErrors[d.id] && (
                <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                  {checkErrors[d.id]}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => {
          if (!o) {
            setRemoving(null);
            remove.reset();
          }
        }}
        title={`Remove ${removing?.domain ?? 'the domain'}?`}
        description="Members with an address in this domain no longer sign in through your identity provider. To use it again, add it and verify it anew."
        confirmLabel="Remove domain"
        tone="danger"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
      />
    </section>
  );
}
