'use client';
// Reports → Share this report: a portal link (a read-only portal token) and its <iframe> snippet, for members who
// manage portal tokens. A token is shown once, at creation: the links already made are listed, but only a new one
// can be copied here.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { IssuedPortalLink } from '../../_components/PortalLink';
import { Button } from '../../_components/ui/Button';
import { DataForm } from '../../_components/ui/DataForm';
import { Dialog, DialogContent } from '../../_components/ui/Dialog';
import { Checkbox, Field, Input, Select } from '../../_components/ui/Input';
import { ErrorState, Loading } from '../../_components/ui/States';
import { date, dateTime } from '../../_components/format';
import { useTRPC } from '../../_trpc/react';
import { EXPIRY_CHOICES, isUsable } from '../settings/extensions/shared';

function ShareForm({ onCreated }: { onCreated: (token: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const tokens = useQuery(trpc.extensions.portalTokens.list.queryOptions());
  const create = useMutation(
    trpc.extensions.portalTokens.create.mutationOptions({
      onSuccess: async (res) => {
        await queryClient.invalidateQueries({ queryKey: trpc.extensions.portalTokens.list.queryKey() });
        onCreated(res.token);
      },
    }),
  );
  const shared = (tokens.data ?? []).filter((t) => isUsable(t) && t.permissions.includes('VIEW_REPORTS'));
  return (
    <div className="flex flex-col gap-5">
      {tokens.isError ? (
        <ErrorState error={tokens.error} title="Could not load the links already shared" />
      ) : tokens.isPending ? (
        <Loading label="Loading the links already shared…" />
      ) : (
        shared.length > 0 && (
          <section aria-labelledby="shared-title" className="flex flex-col gap-2">
            <h3 id="shared-title" className="text-sm font-semibold text-slate-900">
              Already shared ({shared.length})
            </h3>
            <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
              {shared.map((t) => (
                <li key={t.id} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2">
                  <span className="font-medium">{t.name}</span>
                  <span className="text-xs text-slate-600">
                    <span className="font-mono">
                      {t.prefix}…{t.lastFour}
                    </span>{' '}
                    · {t.lastUsedAt ? `last viewed ${dateTime(t.lastUsedAt)}` : 'not viewed yet'}
                    {t.expiresAt && ` · expires ${date(t.expiresAt)}`}
                  </span>
                </li>
              ))}
            </ul>
            <p className="text-xs text-slate-600">
              A link&apos;s token is shown once, when it is made, and is not stored in a form that can be shown again:
              pages that already embed these keep working, but to copy a link now, create a new one below. Revoke the
              ones you no longer need in{' '}
              <Link href="/settings/extensions?tab=portal-tokens" className="underline">
                Extensions → Portal tokens
              </Link>
              .
            </p>
          </section>
        )
      )}
      <DataForm
        aria-label="Create a link to this report"
        onData={(f) => {
          const days = String(f.get('expiresInDays') ?? '');
          create.mutate({
            name: String(f.get('name') ?? '').trim(),
            permissions: f.get('projects') === 'on' ? ['VIEW_REPORTS', 'VIEW_PROJECTS'] : ['VIEW_REPORTS'],
            ...(days ? { expiresInDays: Number(days) } : {}),
          });
        }}
      >
        <Field label="Name" htmlFor="share-name" hint="Who it is for, e.g. “Board page” or a funder’s name.">
          <Input
            id="share-name"
            name="name"
            required
            maxLength={100}
            defaultValue="Shared report"
            aria-describedby="share-name-hint"
          />
        </Field>
        <Checkbox name="projects" label="Also show funded projects and their deliverables" defaultChecked />
        <Field label="Expires" htmlFor="share-expiry">
          <Select id="share-expiry" name="expiresInDays" defaultValue="90">
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
        <div className="flex justify-end">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create link'}
          </Button>
        </div>
      </DataForm>
    </div>
  );
}

/** The button and its dialog; render it only for members who may manage portal tokens (MANAGE_EXTENSIONS). */
export function ShareReport() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Share2 /> Share this report
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) setCreated(null);
        }}
      >
        <DialogContent
          title={created ? 'Your report link' : 'Share this report'}
          description={
            created
              ? undefined
              : 'A read-only page with the live report (and, if you choose, project progress), to send as a link or embed on another site. No sign-in needed: anyone with the link can view it until it expires or is revoked.'
          }
          className="max-w-2xl"
        >
          {created ? (
            <IssuedPortalLink
              token={created}
              onDone={() => {
                setOpen(false);
                setCreated(null);
              }}
            />
          ) : (
            <ShareForm onCreated={setCreated} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
