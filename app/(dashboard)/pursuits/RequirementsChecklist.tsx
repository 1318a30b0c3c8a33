'use client';
// A pursuit's requirement checklist (docs/applications.md): progress, each item's status, owner, due date and files
// (attach by the button or by dropping a file on the item, replace, download), order by drag or by the Move up / Move
// down buttons (the keyboard's way), add an item, apply a template, and copy an answer of the boilerplate library.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { MemberSelect } from '../../_components/MemberSelect';
import { useCanManageDocuments, useDocumentUpload } from '../../_components/documents/hooks';
import { Badge } from '../../_components/ui/Badge';
import { Button } from '../../_components/ui/Button';
import { Field, Input, Select } from '../../_components/ui/Input';
import { ErrorState, Loading } from '../../_components/ui/States';
import { useToast } from '../../_components/ui/Toast';
import { cn } from '../../_components/ui/cn';
import { useTRPC } from '../../_trpc/react';
import { BoilerplatePicker } from './BoilerplatePicker';
import { carriesFiles, RequirementDocuments } from './RequirementDocuments';

const KINDS = ['form', 'narrative', 'budget', 'attachment', 'letter', 'registration', 'other'] as const;
const STATUSES = [
  ['todo', 'To do'],
  ['in_progress', 'In progress'],
  ['done', 'Done'],
  ['waived', 'Waived'],
] as const;
type Status = (typeof STATUSES)[number][0];
const kindLabel = (k: string) => k.charAt(0).toUpperCase() + k.slice(1);

export function RequirementsChecklist({
  pursuitId,
  canManage,
  progress,
}: {
  pursuitId: string;
  canManage: boolean;
  progress: { total: number; done: number; requiredOpen: number };
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const list = useQuery(trpc.requirements.list.queryOptions({ id: pursuitId, limit: 100 }));
  const templates = useQuery(trpc.requirementTemplates.list.queryOptions({ limit: 100 }, { enabled: canManage }));
  const documents = useQuery(trpc.documents.list.queryOptions({ pursuitId, limit: 100 }));
  const documentsById = useMemo(() => new Map(documents.data?.data.map((d) => [d.id, d])), [documents.data]);
  const canManageDocuments = useCanManageDocuments();
  const upload = useDocumentUpload();
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [templateId, setTemplateId] = useState('');
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<(typeof KINDS)[number]>('form');

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.requirements.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.pursuits.pathKey() }),
    ]);
  const onError = (e: { message: string }) => toast({ title: 'Not changed', description: e.message, tone: 'error' });
  const update = useMutation(trpc.requirements.update.mutationOptions({ onSuccess: refresh, onError }));
  const remove = useMutation(trpc.requirements.delete.mutationOptions({ onSuccess: refresh, onError }));
  const create = useMutation(
    trpc.requirements.create.mutationOptions({
      onSuccess: async () => {
        setTitle('');
        await refresh();
      },
      onError,
    }),
  );
  const apply = useMutation(
    trpc.requirements.applyTemplate.mutationOptions({
      onSuccess: async (r) => {
        toast({ title: 'Template applied', description: `${r.data.length} items added to the checklist.` });
        setTemplateId('');
        await refresh();
      },
      onError,
    }),
  );

  if (list.isError) return <ErrorState error={list.error} title="Could not load the checklist" />;
  if (list.isPending) return <Loading label="Loading the checklist…" />;
  const items = list.data.data;
  const percent = progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  const move = (id: string, position: number) => update.mutate({ id: pursuitId, requirementId: id, position });

  return (
    <section aria-labelledby="checklist-title" className="flex flex-col gap-3" data-testid="requirements-checklist">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="checklist-title" className="text-sm font-semibold">
          Checklist
        </h3>
        <p className="text-xs text-slate-600" data-testid="checklist-summary">
          {progress.done} of {progress.total} done
          {progress.requiredOpen > 0 && ` · ${progress.requiredOpen} required open`}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Checklist progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${progress.done} of ${progress.total} done`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-emerald-600" style={{ width: `${percent}%` }} />
      </div>
      {items.length === 0 && <p className="text-sm text-slate-600">No items yet.</p>}
      <ol className="flex flex-col gap-2">
        {items.map((r, i) => (
          <li
            key={r.id}
            data-testid="requirement-item"
            draggable={canManage}
            onDragStart={(e) => {
              setDragging(r.id);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragEnter={(e) => {
              if (canManageDocuments && carriesFiles(e)) setDropTarget(r.id);
            }}
            onDragOver={(e) => {
              if (canManageDocuments && carriesFiles(e)) {
                e.preventDefault();
                e.dataTransfer.dropEffect = 'copy';
                setDropTarget(r.id);
              } else if (dragging && dragging !== r.id) e.preventDefault();
            }}
            onDragLeave={(e) => {
              // Leaving for one of the item's own children is not leaving the item.
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropTarget(null);
            }}
            onDrop={(e) => {
              e.preventDefault();
              setDropTarget(null);
              if (canManageDocuments && carriesFiles(e)) {
                for (const file of e.dataTransfer.files)
                  upload.mutate({ target: { owner: { requirementId: r.id } }, file });
              } else if (dragging && dragging !== r.id) move(dragging, r.position);
              setDragging(null);
            }}
            onDragEnd={() => setDragging(null)}
            className={cn(
              'flex flex-col gap-2 rounded-md border border-slate-200 p-2 text-sm',
              dragging === r.id && 'opacity-50',
              dropTarget === r.id && 'border-emerald-600 bg-emerald-50 ring-2 ring-emerald-600',
            )}
            data-drop-target={dropTarget === r.id || undefined}
          >
            <div className="flex min-w-0 items-start gap-2">
              {canManage && <GripVertical className="mt-0.5 size-4 shrink-0 cursor-grab text-slate-500" aria-hidden />}
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium" data-testid="requirement-title">
                  {r.title}
                </p>
                <p className="mt-0.5 flex flex-wrap gap-1 text-xs text-slate-600">
                  <Badge>{kindLabel(r.kind)}</Badge>
                  {r.required ? <Badge tone="amber">Required</Badge> : <Badge>Optional</Badge>}
                </p>
              </div>
              {canManage && (
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Move ${r.title} up`}
                    disabled={i === 0 || update.isPending}
                    onClick={() => move(r.id, r.position - 1)}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Move ${r.title} down`}
                    disabled={i === items.length - 1 || update.isPending}
                    onClick={() => move(r.id, r.position + 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${r.title}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ id: pursuitId, requirementId: r.id })}
                  >
                    <Trash2 className="size-4 text-red-700" aria-hidden />
                  </Button>
                </div>
              )}
            </div>
            {canManage ? (
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
                <Select
                  aria-label={`Status of ${r.title}`}
                  value={r.status}
                  onChange={(e) =>
                    update.mutate({ id: pursuitId, requirementId: r.id, status: e.target.value as Status })
                  }
                >
                  {STATUSES.map(([v, l]) => (
                    <option key={v} value={v}>
                      {l}
                    </option>
                  ))}
                </Select>
                <MemberSelect
                  aria-label={`Owner of ${r.title}`}
                  value={r.ownerUserId}
                  onChange={(ownerUserId) => update.mutate({ id: pursuitId, requirementId: r.id, ownerUserId })}
                />
                <Input
                  type="date"
                  aria-label={`Due date of ${r.title}`}
                  defaultValue={r.dueDate ?? ''}
                  onBlur={(e) => {
                    const dueDate = e.target.value || null;
                    if (dueDate !== r.dueDate) update.mutate({ id: pursuitId, requirementId: r.id, dueDate });
                  }}
                />
              </div>
            ) : (
              <p className="text-xs text-slate-600">
                {STATUSES.find(([v]) => v === r.status)?.[1]}
                {r.dueDate && ` · due ${r.dueDate}`}
              </p>
            )}
            <RequirementDocuments requirement={r} documents={documentsById} canManage={canManageDocuments} />
          </li>
        ))}
      </ol>
      {canManage && (
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-3">
          <form
            className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[1fr_10rem_auto]"
            onSubmit={(e) => {
              e.preventDefault();
              if (title.trim()) create.mutate({ id: pursuitId, kind, title: title.trim() });
            }}
          >
            <Field label="New item" htmlFor="requirement-title">
              <Input
                id="requirement-title"
                value={title}
                maxLength={300}
                required
                onChange={(e) => setTitle(e.target.value)}
              />
            </Field>
            <Field label="Kind" htmlFor="requirement-kind">
              <Select
                id="requirement-kind"
                value={kind}
                onChange={(e) => setKind(e.target.value as (typeof KINDS)[number])}
              >
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {kindLabel(k)}
                  </option>
                ))}
              </Select>
            </Field>
            <Button type="submit" disabled={create.isPending}>
              Add item
            </Button>
          </form>
          {(templates.data?.data.length ?? 0) > 0 && (
            <form
              className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[1fr_auto]"
              onSubmit={(e) => {
                e.preventDefault();
                if (templateId) apply.mutate({ id: pursuitId, templateId });
              }}
            >
              <Field label="Template" htmlFor="requirement-template">
                <Select id="requirement-template" value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
                  <option value="">Choose a template…</option>
                  {templates.data!.data.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name} ({t.items.length} items)
                    </option>
                  ))}
                </Select>
              </Field>
              <Button type="submit" variant="secondary" disabled={!templateId || apply.isPending}>
                Apply template
              </Button>
            </form>
          )}
        </div>
      )}
      <BoilerplatePicker />
    </section>
  );
}
