'use client';
// Settings → Application templates (docs/applications.md): the organization's named requirement checklists, which a
// pursuit's checklist starts from. Each template's items are edited as one list and saved together.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../_components/ui/Button';
import { Card, CardTitle, PageHeader } from '../../../_components/ui/Card';
import { ConfirmDialog } from '../../../_components/ui/Dialog';
import { Checkbox, Field, Input, Select } from '../../../_components/ui/Input';
import { Empty, ErrorState, Loading } from '../../../_components/ui/States';
import { useToast } from '../../../_components/ui/Toast';
import { useTRPC } from '../../../_trpc/react';

const KINDS = ['form', 'narrative', 'budget', 'attachment', 'letter', 'registration', 'other'] as const;
type Kind = (typeof KINDS)[number];
interface Item {
  kind: Kind;
  title: string;
  required: boolean;
  dueDaysBeforeDeadline: number | null;
}
const kindLabel = (k: string) => k.charAt(0).toUpperCase() + k.slice(1);

function ItemsEditor({
  idPrefix,
  items,
  onChange,
}: {
  idPrefix: string;
  items: Item[];
  onChange: (i: Item[]) => void;
}) {
  const set = (i: number, patch: Partial<Item>) => onChange(items.map((it, j) => (j === i ? { ...it, ...patch } : it)));
  return (
    <div className="flex flex-col gap-2">
      <ol className="flex flex-col gap-2">
        {items.map((it, i) => (
          <li
            key={i}
            className="grid grid-cols-1 gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-[1fr_9rem_7rem_auto_auto]"
          >
            <Input
              aria-label={`Item ${i + 1} title`}
              value={it.title}
              required
              maxLength={300}
              onChange={(e) => set(i, { title: e.target.value })}
            />
            <Select
              aria-label={`Item ${i + 1} kind`}
              value={it.kind}
              onChange={(e) => set(i, { kind: e.target.value as Kind })}
            >
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {kindLabel(k)}
                </option>
              ))}
            </Select>
            <Input
              aria-label={`Item ${i + 1}: days before the deadline`}
              type="number"
              min={0}
              max={365}
              placeholder="Days before"
              value={it.dueDaysBeforeDeadline ?? ''}
              onChange={(e) =>
                set(i, {
                  dueDaysBeforeDeadline: e.target.value === '' ? null : Math.max(0, Math.round(Number(e.target.value))),
                })
              }
            />
            <Checkbox label="Required" checked={it.required} onChange={(e) => set(i, { required: e.target.checked })} />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove item ${i + 1}`}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              <Trash2 className="size-4 text-red-700" aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          size="sm"
          id={`${idPrefix}-add-item`}
          onClick={() => onChange([...items, { kind: 'form', title: '', required: true, dueDaysBeforeDeadline: null }])}
        >
          <Plus className="size-4" aria-hidden /> Add item
        </Button>
      </div>
    </div>
  );
}

function TemplateForm({
  idPrefix,
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  idPrefix: string;
  initial: { name: string; items: Item[] };
  submitLabel: string;
  pending: boolean;
  onSubmit: (v: { name: string; items: Item[] }) => void;
}) {
  const [name, setName] = useState(initial.name);
  const [items, setItems] = useState<Item[]>(initial.items);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ name: name.trim(), items: items.map((i) => ({ ...i, title: i.title.trim() })) });
      }}
    >
      <Field label="Name" htmlFor={`${idPrefix}-name`}>
        <Input
          id={`${idPrefix}-name`}
          value={name}
          required
          maxLength={200}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <ItemsEditor idPrefix={idPrefix} items={items} onChange={setItems} />
      <div>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

export function Templates() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const me = useQuery(trpc.members.me.queryOptions());
  const list = useQuery(trpc.requirementTemplates.list.queryOptions({ limit: 100 }));
  const canManage = me.data?.permissions.includes('MANAGE_PURSUITS') ?? false;
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.requirementTemplates.pathKey() });
  const onError = (e: { message: string }) => toast({ title: 'Not saved', description: e.message, tone: 'error' });
  const create = useMutation(
    trpc.requirementTemplates.create.mutationOptions({
      onSuccess: async (t) => {
        toast({ title: 'Template saved', description: t.name });
        setFormKey((k) => k + 1);
        await refresh();
      },
      onError,
    }),
  );
  const update = useMutation(
    trpc.requirementTemplates.update.mutationOptions({
      onSuccess: async (t) => {
        toast({ title: 'Template saved', description: t.name });
        setEditing(null);
        await refresh();
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.requirementTemplates.delete.mutationOptions({
      onSuccess: async () => {
        setDeleting(null);
        await refresh();
      },
    }),
  );

  return (
    <>
      <PageHeader
        title="Application templates"
        description="Named checklists of what an application needs. Apply one to a pursuit to start its checklist; the pursuit keeps its own copy."
      />
      <div className="flex flex-col gap-4">
        {list.isError ? (
          <ErrorState error={list.error} title="Could not load the templates" />
        ) : list.isPending ? (
          <Loading />
        ) : list.data.data.length === 0 ? (
          <Empty title="No templates yet" />
        ) : (
          list.data.data.map((t) => (
            <Card key={t.id} aria-labelledby={`template-${t.id}`} data-testid="template-card">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <CardTitle id={`template-${t.id}`} className="mb-1 break-words">
                  {t.name}
                </CardTitle>
                {canManage && editing !== t.id && (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Edit ${t.name}`}
                      onClick={() => setEditing(t.id)}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700"
                      aria-label={`Delete ${t.name}`}
                      onClick={() => setDeleting(t)}
                    >
                      Delete
                    </Button>
                  </div>
                )}
              </div>
              {editing === t.id ? (
                <TemplateForm
                  idPrefix={`edit-${t.id}`}
                  initial={{ name: t.name, items: t.items }}
                  submitLabel="Save template"
                  pending={update.isPending}
                  onSubmit={(v) => update.mutate({ id: t.id, ...v })}
                />
              ) : (
                <ol className="list-decimal pl-5 text-sm">
                  {t.items.map((i, n) => (
                    <li key={n} className="break-words">
                      {i.title}{' '}
                      <span className="text-xs text-slate-600">
                        ({kindLabel(i.kind)}
                        {i.required ? ', required' : ''}
                        {i.dueDaysBeforeDeadline !== null
                          ? `, ${i.dueDaysBeforeDeadline} days before the deadline`
                          : ''}
                        )
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </Card>
          ))
        )}
        {canManage && (
          <Card aria-labelledby="new-template-title">
            <CardTitle id="new-template-title">New template</CardTitle>
            <TemplateForm
              key={formKey}
              idPrefix="new-template"
              initial={{ name: '', items: [] }}
              submitLabel="Create template"
              pending={create.isPending}
              onSubmit={(v) => create.mutate(v)}
            />
          </Card>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this template'}?`}
        description="Pursuits it was applied to keep their checklists."
        confirmLabel="Delete"
        tone="danger"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </>
  );
}
