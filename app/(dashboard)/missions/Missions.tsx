'use client';
// Missions drive matching: create, edit, pause or delete them, and see how many open grants each one matches.
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { Badge } from '../../_components/ui/Badge';
import { Button } from '../../_components/ui/Button';
import { DataForm } from '../../_components/ui/DataForm';
import { Card, PageHeader } from '../../_components/ui/Card';
import { ConfirmDialog, Dialog, DialogContent } from '../../_components/ui/Dialog';
import { Checkbox, Field, Input, Textarea } from '../../_components/ui/Input';
import { Empty, ErrorState, Loading } from '../../_components/ui/States';
import { useToast } from '../../_components/ui/Toast';
import { money } from '../../_components/format';
import { useTRPC } from '../../_trpc/react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '~/server/api/root';

type Mission = inferRouterOutputs<AppRouter>['missions']['list']['data'][number];

const splitList = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
const amountOrNull = (s: string) => (s.trim() === '' ? null : Math.round(Number(s)));

function MissionForm({ mission, onDone }: { mission: Mission | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const after = async (verb: string, name: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.missions.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.grants.pathKey() }),
    ]);
    toast({ title: `Mission ${verb}`, description: `Matches for “${name}” are up to date.` });
    onDone();
  };
  const create = useMutation(trpc.missions.create.mutationOptions({ onSuccess: (m) => after('created', m.name) }));
  const update = useMutation(trpc.missions.update.mutationOptions({ onSuccess: (m) => after('saved', m.name) }));
  const pending = create.isPending || update.isPending;
  const error = create.error ?? update.error;

  function onSubmit(f: FormData) {
    const fields = {
      name: String(f.get('name') ?? '').trim(),
      description: String(f.get('description') ?? ''),
      keywords: splitList(String(f.get('keywords') ?? '')),
      categories: splitList(String(f.get('categories') ?? '')),
      eligibleApplicantTypes: splitList(String(f.get('eligibleApplicantTypes') ?? '')),
      amountMin: amountOrNull(String(f.get('amountMin') ?? '')),
      amountMax: amountOrNull(String(f.get('amountMax') ?? '')),
      active: f.get('active') === 'on',
    };
    if (mission) update.mutate({ id: mission.id, ...fields });
    else create.mutate(fields);
  }

  return (
    <DataForm onData={onSubmit}>
      <Field label="Name" htmlFor="m-name">
        <Input id="m-name" name="name" required maxLength={200} defaultValue={mission?.name} />
      </Field>
      <Field
        label="Description"
        htmlFor="m-desc"
        hint="What the mission is about, in your words: its terms count toward text relevance."
      >
        <Textarea
          id="m-desc"
          name="description"
          maxLength={5000}
          defaultValue={mission?.description}
          aria-describedby="m-desc-hint"
        />
      </Field>
      <Field label="Keywords" htmlFor="m-kw" hint="Comma-separated, e.g. literacy, after-school, tutoring">
        <Input id="m-kw" name="keywords" defaultValue={mission?.keywords.join(', ')} aria-describedby="m-kw-hint" />
      </Field>
      <Field
        label="Funding categories"
        htmlFor="m-cat"
        hint="Comma-separated, as Grants.gov names them, e.g. Education"
      >
        <Input
          id="m-cat"
          name="categories"
          defaultValue={mission?.categories.join(', ')}
          aria-describedby="m-cat-hint"
        />
      </Field>
      <Field
        label="Eligible applicant types"
        htmlFor="m-elig"
        hint="Comma-separated, e.g. Nonprofits having a 501(c)(3) status"
      >
        <Input
          id="m-elig"
          name="eligibleApplicantTypes"
          defaultValue={mission?.eligibleApplicantTypes.join(', ')}
          aria-describedby="m-elig-hint"
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Smallest award (USD)" htmlFor="m-min">
          <Input id="m-min" name="amountMin" type="number" min={0} step={1} defaultValue={mission?.amountMin ?? ''} />
        </Field>
        <Field label="Largest award (USD)" htmlFor="m-max">
          <Input id="m-max" name="amountMax" type="number" min={0} step={1} defaultValue={mission?.amountMax ?? ''} />
        </Field>
      </div>
      <Checkbox name="active" label="Active (used for matching)" defaultChecked={mission?.active ?? true} />
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Matching grants…' : mission ? 'Save mission' : 'Create mission'}
        </Button>
      </div>
    </DataForm>
  );
}

export function Missions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const me = useQuery(trpc.members.me.queryOptions());
  const canManage = me.data?.permissions.includes('MANAGE_MISSIONS') ?? false;
  const missions = useQuery(trpc.missions.list.queryOptions({ limit: 100 }));
  const counts = useQueries({
    queries: (missions.data?.data ?? []).map((m) => trpc.grants.list.queryOptions({ missionId: m.id, limit: 1 })),
  });
  const [editing, setEditing] = useState<Mission | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Mission | null>(null);
  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.missions.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.grants.pathKey() }),
    ]);
  const toggle = useMutation(
    trpc.missions.update.mutationOptions({
      onSuccess: async (m) => {
        await invalidate();
        toast({ title: m.active ? 'Mission activated' : 'Mission deactivated', description: m.name });
      },
      onError: (e) => toast({ title: 'Could not change the mission', description: e.message, tone: 'error' }),
    }),
  );
  const remove = useMutation(
    trpc.missions.delete.mutationOptions({
      onSuccess: async () => {
        await invalidate();
        toast({ title: 'Mission deleted' });
        setDeleting(null);
      },
    }),
  );

  return (
    <>
      <PageHeader
        title="Missions"
        description="What your organization sets out to do. Each active mission scores every grant, 0–100 (closed ones too: past cycles to plan from)."
        actions={
          canManage && (
            <Button onClick={() => setEditing('new')}>
              <Plus /> New mission
            </Button>
          )
        }
      />
      {missions.isError ? (
        <ErrorState error={missions.error} title="Could not load missions" />
      ) : missions.isPending ? (
        <Loading label="Loading missions…" />
      ) : missions.data.data.length === 0 ? (
        <Empty title="No missions yet">Create one and matched grants appear at once.</Empty>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {missions.data.data.map((m, i) => {
            const count = counts[i]?.data?.pagination.total;
            return (
              <li key={m.id}>
                <Card className={m.active ? '' : 'opacity-75'}>
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h2 className="text-base font-semibold">{m.name}</h2>
                      <div className="mt-1 flex flex-wrap gap-1.5">
                        <Badge tone={m.active ? 'green' : 'neutral'}>{m.active ? 'active' : 'inactive'}</Badge>
                        {(m.amountMin !== null || m.amountMax !== null) && (
                          <Badge>
                            {money(m.amountMin)} – {money(m.amountMax)}
                          </Badge>
                        )}
                      </div>
                    </div>
                    {canManage && (
                      <div className="flex shrink-0 gap-1">
                        <Button variant="ghost" size="icon" aria-label={`Edit ${m.name}`} onClick={() => setEditing(m)}>
                          <Pencil />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Delete ${m.name}`}
                          onClick={() => setDeleting(m)}
                        >
                          <Trash2 />
                        </Button>
                      </div>
                    )}
                  </div>
                  {m.description && <p className="mt-3 line-clamp-3 text-sm text-slate-700">{m.description}</p>}
                  {m.keywords.length > 0 && (
                    <p className="mt-2 text-xs text-slate-600">Keywords: {m.keywords.join(', ')}</p>
                  )}
                  <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
                    <Link
                      href={`/grants?missionId=${m.id}`}
                      className="text-sm font-medium text-emerald-800 hover:underline"
                    >
                      {count === undefined
                        ? 'Counting matches…'
                        : `${count.toLocaleString()} matched grant${count === 1 ? '' : 's'}`}{' '}
                      →
                    </Link>
                    {canManage && (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={toggle.isPending && toggle.variables?.id === m.id}
                        onClick={() => toggle.mutate({ id: m.id, active: !m.active })}
                      >
                        {m.active ? 'Deactivate' : 'Activate'}
                      </Button>
                    )}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}

      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        <DialogContent title={editing === 'new' ? 'New mission' : 'Edit mission'} className="max-w-xl">
          {editing !== null && (
            <MissionForm mission={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => {
          if (!o) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title="Delete this mission?"
        description={`“${deleting?.name ?? ''}” and its match scores are removed. Pursuits stay. To pause matching instead, deactivate it.`}
        confirmLabel="Delete mission"
        tone="danger"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </>
  );
}
