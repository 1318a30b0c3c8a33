'use client';
// Funded projects with their deliverables' progress, and the organization's default deliverables template.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Plus, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { Badge } from '../../_components/ui/Badge';
import { Button } from '../../_components/ui/Button';
import { Card, CardTitle, PageHeader } from '../../_components/ui/Card';
import { Input, Select } from '../../_components/ui/Input';
import { Empty, ErrorState, Loading } from '../../_components/ui/States';
import { useToast } from '../../_components/ui/Toast';
import { date, money } from '../../_components/format';
import { PROJECT_STATUS_TONE } from '../../_components/status';
import { useTRPC } from '../../_trpc/react';
import { Progress } from './Progress';

type TemplateItem = { title: string; anchor: 'start' | 'end'; offsetDays: number };

function TemplateEditor() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const template = useQuery(trpc.organization.deliverablesTemplate.queryOptions());
  const [items, setItems] = useState<TemplateItem[] | null>(null);
  // The editor starts from the saved template once it has loaded (set during render, not in an effect); later
  // refetches don't overwrite the edits.
  if (template.data && items === null) setItems(template.data.items);
  const save = useMutation(
    trpc.organization.updateDeliverablesTemplate.mutationOptions({
      onSuccess: async (res) => {
        setItems(res.items);
        await queryClient.invalidateQueries({ queryKey: trpc.organization.deliverablesTemplate.queryKey() });
        toast({ title: 'Default deliverables saved', description: 'New funded projects start with these.' });
      },
    }),
  );
  const set = (i: number, patch: Partial<TemplateItem>) =>
    setItems((xs) => xs && xs.map((x, j) => (j === i ? { ...x, ...patch } : x)));

  return (
    <Card aria-labelledby="template-title">
      <CardTitle id="template-title">Default deliverables</CardTitle>
      <p className="mb-3 text-sm text-slate-600">
        Every project created from a won pursuit starts with these, due relative to the project&apos;s start or end.
      </p>
      {template.isError ? (
        <ErrorState error={template.error} />
      ) : !items ? (
        <Loading />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ items });
          }}
          className="@container flex flex-col gap-2"
        >
          {items.length === 0 && (
            <p className="text-sm text-slate-600">No default deliverables: projects start empty.</p>
          )}
          {items.map((it, i) => (
            <fieldset
              key={i}
              className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 rounded-md border border-slate-200 p-2 @lg:grid-cols-[1fr_6rem_7rem_auto]"
            >
              <legend className="sr-only">Deliverable {i + 1}</legend>
              <label className="col-span-3 flex flex-col gap-1 text-xs font-medium @lg:col-span-1">
                Title
                <Input value={it.title} required maxLength={300} onChange={(e) => set(i, { title: e.target.value })} />
              </label>
              <label className="flex flex-col gap-1 text-xs font-medium">
                Days
                <Input
                  type="number"
                  value={it.offsetDays}
                  onChange={(e) => set(i, { offsetDays: Math.round(Number(e.target.value) || 0) })}
                />
              </label>
              <label className="flex flex-col gap-1 text-xs font-medium">
                After the
                <Select value={it.anchor} onChange={(e) => set(i, { anchor: e.target.value as 'start' | 'end' })}>
                  <option value="start">start</option>
                  <option value="end">end</option>
                </Select>
              </label>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${it.title || 'deliverable'}`}
                onClick={() => setItems(items.filter((_, j) => j !== i))}
              >
                <Trash2 />
              </Button>
            </fieldset>
          ))}
          <p className="text-xs text-slate-600">Use negative days for “before”, e.g. −30 days after the end.</p>
          {save.error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {save.error.message}
            </p>
          )}
          <div className="flex justify-between gap-2">
            <Button
              variant="secondary"
              onClick={() => setItems([...items, { title: '', anchor: 'start', offsetDays: 30 }])}
            >
              <Plus /> Add
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Save template
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

export function Projects() {
  const trpc = useTRPC();
  const [status, setStatus] = useState('');
  const projects = useQuery(trpc.projects.list.queryOptions(status ? { limit: 100, status } : { limit: 100 }));
  return (
    <>
      <PageHeader
        title="Projects"
        description="Funded work and its deliverables. A project appears when a pursuit is marked won."
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <div className="mb-3 flex items-center gap-2">
            <label htmlFor="project-status" className="text-sm font-medium">
              Show
            </label>
            <Select id="project-status" className="w-40" value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">All projects</option>
              <option value="active">Active</option>
              <option value="completed">Completed</option>
              <option value="closed">Closed</option>
            </Select>
          </div>
          {projects.isError ? (
            <ErrorState error={projects.error} title="Could not load projects" />
          ) : projects.isPending ? (
            <Loading />
          ) : projects.data.data.length === 0 ? (
            <Empty title="No projects yet">
              Win a pursuit and its project appears here with your default deliverables.
            </Empty>
          ) : (
            <ul className="flex flex-col gap-3">
              {projects.data.data.map((p) => (
                <li key={p.id}>
                  <Card className="p-4">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div className="min-w-0">
                        <h2 className="font-semibold">
                          <Link href={`/projects/${p.id}`} className="hover:underline">
                            {p.name}
                          </Link>
                        </h2>
                        <p className="text-xs text-slate-600">
                          {money(p.awardAmount, p.currency)} · {date(p.startDate)} – {date(p.endDate)}
                        </p>
                      </div>
                      <div className="flex gap-1.5">
                        {p.taskCounts.overdue > 0 && (
                          <Badge tone="red">
                            <AlertTriangle className="size-3" aria-hidden /> {p.taskCounts.overdue} overdue
                          </Badge>
                        )}
                        <Badge tone={PROJECT_STATUS_TONE[p.status]}>{p.status}</Badge>
                      </div>
                    </div>
                    <div className="mt-3">
                      <Progress
                        done={p.taskCounts.completed}
                        total={p.taskCounts.total}
                        label={`Deliverables of ${p.name}`}
                      />
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </div>
        <TemplateEditor />
      </div>
    </>
  );
}
