'use client';
// The boilerplate library (docs/applications.md#boilerplate-library): reusable answers to paste into applications.
// Search, filter by tag or staleness, copy an answer; with MANAGE_PURSUITS add, edit, mark reviewed or delete one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '~/server/api/root';
import { Badge } from '../../_components/ui/Badge';
import { Button } from '../../_components/ui/Button';
import { Card, PageHeader } from '../../_components/ui/Card';
import { DataForm } from '../../_components/ui/DataForm';
import { ConfirmDialog, Dialog, DialogContent } from '../../_components/ui/Dialog';
import { Field, Input, Select, Textarea } from '../../_components/ui/Input';
import { Pager } from '../../_components/ui/Pager';
import { Empty, ErrorState, Loading } from '../../_components/ui/States';
import { useToast } from '../../_components/ui/Toast';
import { useTRPC } from '../../_trpc/react';

type Entry = inferRouterOutputs<AppRouter>['boilerplate']['get'];
type Item = inferRouterOutputs<AppRouter>['boilerplate']['list']['data'][number];

const PAGE = 20;
const splitTags = (s: string) =>
  s
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : 'never';

function StaleBadge({ stale }: { stale: boolean }) {
  return stale ? <Badge tone="amber">stale: review due</Badge> : null;
}

function EntryForm({ entry, onDone }: { entry: Entry | null; onDone: (id: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const after = async (verb: string, e: { id: string; title: string }) => {
    await queryClient.invalidateQueries({ queryKey: trpc.boilerplate.pathKey() });
    toast({ title: `Answer ${verb}`, description: e.title });
    onDone(e.id);
  };
  const create = useMutation(trpc.boilerplate.create.mutationOptions({ onSuccess: (e) => after('added', e) }));
  const update = useMutation(trpc.boilerplate.update.mutationOptions({ onSuccess: (e) => after('saved', e) }));
  const error = create.error ?? update.error;

  function onSubmit(f: FormData) {
    const fields = {
      title: String(f.get('title') ?? '').trim(),
      body: String(f.get('body') ?? ''),
      tags: splitTags(String(f.get('tags') ?? '')),
    };
    if (entry) update.mutate({ id: entry.id, ...fields });
    else create.mutate(fields);
  }

  return (
    <DataForm onData={onSubmit}>
      <Field label="Title" htmlFor="bp-title">
        <Input id="bp-title" name="title" required maxLength={200} defaultValue={entry?.title} />
      </Field>
      <Field label="Answer" htmlFor="bp-body" hint="Up to 20,000 characters. Every saved change keeps a version.">
        <Textarea
          id="bp-body"
          name="body"
          required
          maxLength={20000}
          rows={10}
          defaultValue={entry?.body}
          aria-describedby="bp-body-hint"
        />
      </Field>
      <Field label="Tags" htmlFor="bp-tags" hint="Comma-separated, e.g. evaluation, dei (at most 20)">
        <Input id="bp-tags" name="tags" defaultValue={entry?.tags.join(', ')} aria-describedby="bp-tags-hint" />
      </Field>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onDone(entry?.id ?? '')}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {entry ? 'Save answer' : 'Add answer'}
        </Button>
      </div>
    </DataForm>
  );
}

function EntryDetail({
  id,
  canManage,
  onEdit,
  onDelete,
}: {
  id: string;
  canManage: boolean;
  onEdit: (e: Entry) => void;
  onDelete: (e: Entry) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const entry = useQuery(trpc.boilerplate.get.queryOptions({ id }));
  const review = useMutation(
    trpc.boilerplate.update.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.boilerplate.pathKey() });
        toast({ title: 'Marked reviewed' });
      },
      onError: (e) => toast({ title: 'Could not mark it reviewed', description: e.message, tone: 'error' }),
    }),
  );
  async function copy(body: string) {
    try {
      await navigator.clipboard.writeText(body);
      toast({ title: 'Copied to the clipboard' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the text and copy it by hand.', tone: 'error' });
    }
  }
  if (entry.isError) return <ErrorState error={entry.error} title="Could not load the answer" />;
  if (entry.isPending) return <Loading label="Loading the answer…" />;
  const e = entry.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-1.5">
        <StaleBadge stale={e.stale} />
        <Badge>version {e.version}</Badge>
        {e.tags.map((t) => (
          <Badge key={t} tone="blue">
            {t}
          </Badge>
        ))}
      </div>
      <p className="text-xs text-slate-600">
        Last reviewed: {day(e.lastReviewedAt)} · updated {day(e.updatedAt)}
        {e.updatedBy ? ` by ${e.updatedBy}` : ''}
      </p>
      <div
        className="max-h-80 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900"
        data-testid="boilerplate-body"
      >
        {e.body}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => copy(e.body)}>
          <Copy /> Copy
        </Button>
        {canManage && (
          <>
            <Button
              variant="secondary"
              disabled={review.isPending}
              onClick={() => review.mutate({ id: e.id, markReviewed: true })}
            >
              Mark reviewed
            </Button>
            <Button variant="secondary" onClick={() => onEdit(e)}>
              <Pencil /> Edit
            </Button>
            <Button variant="secondary" onClick={() => onDelete(e)}>
              <Trash2 /> Delete
            </Button>
          </>
        )}
      </div>
      <section aria-labelledby="bp-history">
        <h3 id="bp-history" className="text-sm font-semibold text-slate-900">
          Version history
        </h3>
        <ol className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
          {e.versions.map((v) => (
            <li key={v.version} className="break-words">
              <span className="font-medium">Version {v.version}</span> · {day(v.createdAt)}
              {v.createdBy ? ` · ${v.createdBy}` : ''} · {v.title}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export function Boilerplate() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const me = useQuery(trpc.members.me.queryOptions());
  const canManage = me.data?.permissions.includes('MANAGE_PURSUITS') ?? false;
  const [filters, setFilters] = useState<{ q?: string; tag?: string; stale?: 'true' | 'false' }>({});
  const [offset, setOffset] = useState(0);
  const list = useQuery(trpc.boilerplate.list.queryOptions({ ...filters, limit: PAGE, offset }));
  const [open, setOpen] = useState<string | null>(null);
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const remove = useMutation(
    trpc.boilerplate.delete.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.boilerplate.pathKey() });
        toast({ title: 'Answer deleted' });
        setDeleting(null);
        setOpen(null);
      },
    }),
  );

  function onSearch(f: FormData) {
    const q = String(f.get('q') ?? '').trim();
    const tag = String(f.get('tag') ?? '').trim();
    const stale = String(f.get('stale') ?? '');
    setOffset(0);
    setFilters({
      ...(q ? { q } : {}),
      ...(tag ? { tag } : {}),
      ...(stale === 'true' || stale === 'false' ? { stale } : {}),
    });
  }
  const openItem = (item: Item) => setOpen(item.id);
  const filtered = Object.keys(filters).length > 0;

  return (
    <>
      <PageHeader
        title="Boilerplate"
        description="Reusable answers for applications: your mission, history, evaluation plan. An answer not reviewed in 12 months is marked stale."
        actions={
          canManage && (
            <Button onClick={() => setEditing('new')}>
              <Plus /> New answer
            </Button>
          )
        }
      />
      <DataForm onData={onSearch} role="search" aria-label="Search answers">
        <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem_10rem_auto] sm:items-end">
          <Field label="Search" htmlFor="bp-q">
            <Input id="bp-q" name="q" type="search" maxLength={200} placeholder="Words of the title or answer" />
          </Field>
          <Field label="Tag" htmlFor="bp-tag">
            <Input id="bp-tag" name="tag" maxLength={200} placeholder="e.g. evaluation" />
          </Field>
          <Field label="Review" htmlFor="bp-stale">
            <Select id="bp-stale" name="stale" defaultValue="">
              <option value="">All answers</option>
              <option value="true">Stale only</option>
              <option value="false">Reviewed this year</option>
            </Select>
          </Field>
          <Button type="submit" variant="secondary">
            <Search /> Search
          </Button>
        </div>
      </DataForm>
      {list.isError ? (
        <ErrorState error={list.error} title="Could not load the answers" />
      ) : list.isPending ? (
        <Loading label="Loading answers…" />
      ) : list.data.data.length === 0 ? (
        <Empty title={filtered ? 'No answer matches' : 'No answers yet'}>
          {filtered
            ? 'Try other words, or clear the tag.'
            : 'Add the answers you paste into every application: mission, history, evaluation plan.'}
        </Empty>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2">
            {list.data.data.map((item) => (
              <li key={item.id}>
                <Card>
                  <h2 className="text-base font-semibold break-words">
                    <button
                      type="button"
                      className="text-left hover:underline focus-visible:underline"
                      onClick={() => openItem(item)}
                    >
                      {item.title}
                    </button>
                  </h2>
                  <div className="mt-1 flex flex-wrap gap-1.5">
                    <StaleBadge stale={item.stale} />
                    {item.tags.map((t) => (
                      <Badge key={t} tone="blue">
                        {t}
                      </Badge>
                    ))}
                  </div>
                  <p className="mt-2 text-sm break-words text-slate-700">{item.excerpt}</p>
                  <p className="mt-2 text-xs text-slate-600">
                    Version {item.version} · reviewed {day(item.lastReviewedAt)}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
          <Pager
            summary={`${list.data.pagination.total.toLocaleString()} answer${list.data.pagination.total === 1 ? '' : 's'}`}
            hasPrevious={offset > 0}
            hasMore={list.data.pagination.hasMore}
            onPage={(step) => setOffset(Math.max(0, offset + step * PAGE))}
          />
        </>
      )}

      <Dialog open={open !== null && editing === null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent title={list.data?.data.find((i) => i.id === open)?.title ?? 'Answer'} className="max-w-2xl">
          {open !== null && (
            <EntryDetail id={open} canManage={canManage} onEdit={(e) => setEditing(e)} onDelete={setDeleting} />
          )}
        </DialogContent>
      </Dialog>
      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        <DialogContent title={editing === 'new' ? 'New answer' : 'Edit answer'} className="max-w-2xl">
          {editing !== null && (
            <EntryForm
              entry={editing === 'new' ? null : editing}
              onDone={(id) => {
                setEditing(null);
                if (id) setOpen(id);
              }}
            />
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
        title="Delete this answer?"
        description={`“${deleting?.title ?? ''}” and its version history are removed.`}
        confirmLabel="Delete answer"
        tone="danger"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </>
  );
}
