'use client';
// The grants page's saved searches (docs/notifications.md#saved-searches): save the filters on screen under a name,
// reopen one (its grantsQuery is the page's own URL), delete one. Shared searches belong to the organization's
// integrations: people only open them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkPlus, ChevronDown, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { Badge } from '../../_components/ui/Badge';
import { Button } from '../../_components/ui/Button';
import { ConfirmDialog, Dialog, DialogContent } from '../../_components/ui/Dialog';
import { DataForm } from '../../_components/ui/DataForm';
import { Field, Input } from '../../_components/ui/Input';
import { Popover, PopoverContent, PopoverTrigger } from '../../_components/ui/Popover';
import { ErrorState, Loading } from '../../_components/ui/States';
import { useToast } from '../../_components/ui/Toast';
import { useTRPC } from '../../_trpc/react';
import { describeFilters, filtersQuery, grantsHref, type SearchFilters } from './search-filters';

export function SavedSearches({
  filters,
  missionName,
}: {
  filters: SearchFilters;
  missionName: (id: string) => string | undefined;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const searches = useQuery(trpc.savedSearches.list.queryOptions({ limit: 100 }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.savedSearches.list.queryKey() });
  const create = useMutation(
    trpc.savedSearches.create.mutationOptions({
      onSuccess: async (s) => {
        await refresh();
        setSaving(false);
        toast({
          title: 'Search saved',
          description: `“${s.name}”: include it in your digest under Settings → Notifications.`,
        });
      },
    }),
  );
  const remove = useMutation(
    trpc.savedSearches.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast({ title: 'Saved search deleted', description: deleting?.name });
        setDeleting(null);
      },
    }),
  );
  const current = filtersQuery(filters);

  return (
    <>
      <Button variant="secondary" onClick={() => setSaving(true)}>
        <BookmarkPlus /> Save search
      </Button>
      <Popover open={listOpen} onOpenChange={setListOpen}>
        <PopoverTrigger asChild>
          <Button variant="secondary">
            <Bookmark /> Saved searches <ChevronDown aria-hidden />
          </Button>
        </PopoverTrigger>
        <PopoverContent aria-labelledby="saved-searches-title">
          <h2 id="saved-searches-title" className="border-b border-slate-200 px-4 py-2.5 text-sm font-semibold">
            Saved searches
          </h2>
          <div className="max-h-96 overflow-y-auto">
            {searches.isError ? (
              <div className="p-3">
                <ErrorState error={searches.error} title="Could not load your saved searches" />
              </div>
            ) : searches.isPending ? (
              <Loading className="px-4 py-6" />
            ) : searches.data.data.length === 0 ? (
              <p className="px-4 py-6 text-sm text-slate-600">None yet. Filter the list, then choose Save search.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {searches.data.data.map((s) => (
                  <li key={s.id} className="flex items-start gap-2 px-4 py-2.5">
                    <div className="min-w-0 flex-1">
                      <Link
                        href={grantsHref(s.grantsQuery)}
                        onClick={() => setListOpen(false)}
                        aria-current={s.grantsQuery === current ? 'page' : undefined}
                        className="font-medium text-emerald-800 hover:underline aria-[current=page]:text-slate-900"
                      >
                        {s.name}
                      </Link>
                      {s.shared && (
                        <Badge tone="violet" className="ml-2">
                          shared
                        </Badge>
                      )}
                      <p className="truncate text-xs text-slate-600">{describeFilters(s.filters, missionName)}</p>
                    </div>
                    {!s.shared && (
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-8 shrink-0"
                        aria-label={`Delete saved search ${s.name}`}
                        onClick={() => {
                          setListOpen(false);
                          setDeleting({ id: s.id, name: s.name });
                        }}
                      >
                        <Trash2 />
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </PopoverContent>
      </Popover>

      <Dialog
        open={saving}
        onOpenChange={(o) => {
          setSaving(o);
          if (!o) create.reset();
        }}
      >
        <DialogContent title="Save this search" description={<>Filters: {describeFilters(filters, missionName)}</>}>
          <DataForm onData={(f) => create.mutate({ name: String(f.get('name') ?? '').trim(), filters })}>
            <Field label="Name" htmlFor="saved-search-name">
              <Input
                id="saved-search-name"
                name="name"
                required
                maxLength={200}
                autoComplete="off"
                placeholder="e.g. Water projects, high match"
              />
            </Field>
            {create.error && (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                {create.error.message}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setSaving(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Saving…' : 'Save'}
              </Button>
            </div>
          </DataForm>
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
        title="Delete this saved search?"
        description={deleting ? `“${deleting.name}” is deleted, and leaves your digest.` : undefined}
        confirmLabel="Delete"
        tone="danger"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </>
  );
}
