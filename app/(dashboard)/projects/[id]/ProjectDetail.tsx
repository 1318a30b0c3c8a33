'use client';
// A funded project: its deliverables (add, edit, complete, reopen; overdue ones flagged), its budget, expenses and
// funder reports (for those who may see them), its documents and closing it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { AlertTriangle, ArrowLeft, CheckCircle2, Circle, Pencil, Plus } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import type { AppRouter } from '~/server/api/root';
import { AuditTrail } from '../../../_components/AuditTrail';
import { BudgetSection } from '../../../_components/budget/BudgetSection';
import { ExpensesSection } from '../../../_components/budget/ExpensesSection';
import { DocumentsSection } from '../../../_components/documents/DocumentsSection';
import { FunderReportsSection } from '../../../_components/funder-reports/FunderReportsSection';
import { MemberSelect, useMemberNames } from '../../../_components/MemberSelect';
import { Badge } from '../../../_components/ui/Badge';
import { Button } from '../../../_components/ui/Button';
import { DataForm } from '../../../_components/ui/DataForm';
import { Card, CardTitle } from '../../../_components/ui/Card';
import { ConfirmDialog, Dialog, DialogContent } from '../../../_components/ui/Dialog';
import { Field, Input, Select, Textarea } from '../../../_components/ui/Input';
import { Empty, ErrorState, Loading } from '../../../_components/ui/States';
import { useToast } from '../../../_components/ui/Toast';
import { cn } from '../../../_components/ui/cn';
import { date, dateTime, money, relativeDays } from '../../../_components/format';
import { isTaskOverdue, PROJECT_STATUS_TONE } from '../../../_components/status';
import { useTRPC } from '../../../_trpc/react';
import { Progress } from '../Progress';
import { tasksInput } from './tasks-input';

type Task = inferRouterOutputs<AppRouter>['tasks']['list']['data'][number];

function TaskForm({ projectId, task, onDone }: { projectId: string; task: Task | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const after = async (title: string) => {
    await queryClient.invalidateQueries({ queryKey: trpc.tasks.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
    toast({ title: task ? 'Deliverable saved' : 'Deliverable added', description: title });
    onDone();
  };
  const create = useMutation(trpc.tasks.create.mutationOptions({ onSuccess: (t) => after(t.title) }));
  const update = useMutation(trpc.tasks.update.mutationOptions({ onSuccess: (t) => after(t.title) }));
  const error = create.error ?? update.error;
  return (
    <DataForm
      onData={(f) => {
        const fields = {
          title: String(f.get('title') ?? '').trim(),
          description: String(f.get('description') ?? '').trim() || null,
          dueDate: String(f.get('dueDate') ?? '') || null,
        };
        if (task)
          update.mutate({
            id: projectId,
            taskId: task.id,
            ...fields,
            status: String(f.get('status')) as Task['status'],
          });
        else create.mutate({ id: projectId, ...fields });
      }}
    >
      <Field label="Title" htmlFor="task-title">
        <Input id="task-title" name="title" required maxLength={300} defaultValue={task?.title} />
      </Field>
      <Field label="Description" htmlFor="task-desc">
        <Textarea id="task-desc" name="description" defaultValue={task?.description ?? ''} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Due date" htmlFor="task-due">
          <Input id="task-due" name="dueDate" type="date" defaultValue={task?.dueDate ?? ''} />
        </Field>
        {task && (
          <Field label="Status" htmlFor="task-status">
            <Select id="task-status" name="status" defaultValue={task.status}>
              <option value="todo">To do</option>
              <option value="in_progress">In progress</option>
              <option value="completed">Completed</option>
            </Select>
          </Field>
        )}
      </div>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {task ? 'Save deliverable' : 'Add deliverable'}
        </Button>
      </div>
    </DataForm>
  );
}

export function ProjectDetail({ id }: { id: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const project = useQuery(trpc.projects.get.queryOptions({ id }));
  const tasks = useQuery(trpc.tasks.list.queryOptions(tasksInput(id)));
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const me = useQuery(trpc.members.me.queryOptions());
  const canAssign = me.data?.permissions.includes('MANAGE_TASKS') ?? false;
  const canViewBudget = me.data?.permissions.includes('VIEW_BUDGETS') ?? false;
  const canManageBudget = me.data?.permissions.includes('MANAGE_BUDGETS') ?? false;
  const { nameOf } = useMemberNames();
  const [closing, setClosing] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.tasks.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.reports.pathKey() }),
    ]);
  const setStatus = useMutation(
    trpc.tasks.update.mutationOptions({
      onSuccess: async (t) => {
        await refresh();
        toast({
          title: t.status === 'completed' ? 'Deliverable completed' : 'Deliverable reopened',
          description: t.title,
        });
      },
      onError: (e) => toast({ title: 'Not changed', description: e.message, tone: 'error' }),
    }),
  );
  const assign = useMutation(
    trpc.tasks.update.mutationOptions({
      onSuccess: async (t) => {
        await refresh();
        toast({
          title: t.assigneeUserId ? 'Deliverable assigned' : 'Deliverable unassigned',
          description: `${t.title}: ${nameOf(t.assigneeUserId)}`,
        });
      },
      onError: (e) => toast({ title: 'Not changed', description: e.message, tone: 'error' }),
    }),
  );
  const close = useMutation(
    trpc.projects.close.mutationOptions({
      onSuccess: async () => {
        await refresh();
        setClosing(false);
        toast({ title: 'Project closed' });
      },
    }),
  );

  if (project.isPending) return <Loading label="Loading project…" />;
  if (project.isError)
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold">Project</h1>
        <ErrorState error={project.error} title="Could not load this project" />
      </>
    );
  const p = project.data;
  const active = p.status === 'active';

  return (
    <>
      <Link href="/projects" className="mb-3 inline-flex items-center gap-1 text-sm text-slate-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> Projects
      </Link>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <div className="mb-1 flex gap-2">
            <Badge tone={PROJECT_STATUS_TONE[p.status]}>{p.status}</Badge>
            {p.taskCounts.overdue > 0 && <Badge tone="red">{p.taskCounts.overdue} overdue</Badge>}
          </div>
          <h1 className="text-2xl font-bold tracking-tight">{p.name}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {money(p.awardAmount, p.currency)} awarded · {date(p.startDate)} – {date(p.endDate)}
            {p.closedAt && ` · closed ${dateTime(p.closedAt)}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {p.grantId && (
            <Button variant="secondary" asChild>
              <Link href={`/grants/${p.grantId}`}>Grant</Link>
            </Button>
          )}
          {p.pursuitId && (
            <Button variant="secondary" asChild>
              <Link href={`/pursuits?open=${p.pursuitId}`}>Pursuit</Link>
            </Button>
          )}
          {active && (
            <Button variant="secondary" onClick={() => setClosing(true)}>
              Close project
            </Button>
          )}
        </div>
      </div>

      <Card aria-labelledby="deliverables-title">
        <div className="mb-3 flex items-center justify-between gap-3">
          <CardTitle id="deliverables-title" className="mb-0">
            Deliverables
          </CardTitle>
          {active && (
            <Button size="sm" onClick={() => setEditing('new')}>
              <Plus /> Add deliverable
            </Button>
          )}
        </div>
        <div className="mb-4">
          <Progress done={p.taskCounts.completed} total={p.taskCounts.total} label="Deliverables completed" />
        </div>
        {tasks.isError ? (
          <ErrorState error={tasks.error} />
        ) : tasks.isPending ? (
          <Loading />
        ) : tasks.data.data.length === 0 ? (
          <Empty title="No deliverables yet">Add the reports and milestones this award requires.</Empty>
        ) : (
          <ul className="divide-y divide-slate-100">
            {tasks.data.data.map((t) => {
              const overdue = isTaskOverdue(t);
              const done = t.status === 'completed';
              return (
                <li
                  key={t.id}
                  className={cn('flex items-start gap-3 py-3', overdue && '-mx-2 rounded-md bg-red-50 px-2')}
                  data-testid="deliverable"
                >
                  <span className="mt-0.5" aria-hidden>
                    {done ? (
                      <CheckCircle2 className="size-5 text-emerald-700" />
                    ) : overdue ? (
                      <AlertTriangle className="size-5 text-red-700" />
                    ) : (
                      <Circle className="size-5 text-slate-400" />
                    )}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className={cn('font-medium', done && 'text-slate-500 line-through')}>{t.title}</p>
                    {t.description && <p className="text-sm text-slate-600">{t.description}</p>}
                    <p className={cn('text-xs', overdue ? 'font-semibold text-red-800' : 'text-slate-600')}>
                      {t.dueDate ? `Due ${date(t.dueDate)} (${relativeDays(t.dueDate)})` : 'No due date'}
                      {overdue && ' · overdue'}
                      {t.status === 'in_progress' && ' · in progress'}
                      {done && t.completedAt && ` · completed ${dateTime(t.completedAt)}`}
                    </p>
                    {active && canAssign ? (
                      <div className="mt-1.5 flex items-center gap-2">
                        <label htmlFor={`assignee-${t.id}`} className="text-xs font-medium text-slate-700">
                          Assignee<span className="sr-only"> of {t.title}</span>
                        </label>
                        <MemberSelect
                          id={`assignee-${t.id}`}
                          className="h-8 w-auto max-w-56 py-0 text-xs"
                          value={
                            assign.isPending && assign.variables?.taskId === t.id
                              ? (assign.variables.assigneeUserId ?? null)
                              : t.assigneeUserId
                          }
                          disabled={assign.isPending && assign.variables?.taskId === t.id}
                          onChange={(assigneeUserId) => assign.mutate({ id, taskId: t.id, assigneeUserId })}
                        />
                      </div>
                    ) : (
                      t.assigneeUserId && (
                        <p className="text-xs text-slate-600">Assigned to {nameOf(t.assigneeUserId)}</p>
                      )
                    )}
                  </div>
                  {active && (
                    <div className="flex shrink-0 gap-1">
                      <Button
                        size="sm"
                        variant={done ? 'secondary' : 'primary'}
                        disabled={setStatus.isPending && setStatus.variables?.taskId === t.id}
                        onClick={() => setStatus.mutate({ id, taskId: t.id, status: done ? 'todo' : 'completed' })}
                        aria-label={`${done ? 'Reopen' : 'Complete'} ${t.title}`}
                      >
                        {done ? 'Reopen' : 'Complete'}
                      </Button>
                      <Button size="icon" variant="ghost" aria-label={`Edit ${t.title}`} onClick={() => setEditing(t)}>
                        <Pencil />
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>

      {canViewBudget && (
        <>
          <div className="mt-6">
            <BudgetSection project={p} canManage={canManageBudget} />
          </div>
          <div className="mt-6">
            <ExpensesSection project={p} canManage={canManageBudget} />
          </div>
          <div className="mt-6">
            <FunderReportsSection projectId={p.id} canManage={canManageBudget} />
          </div>
        </>
      )}

      <Card className="mt-6">
        <DocumentsSection owner={{ projectId: p.id }} headingLevel={2} />
      </Card>

      <Card className="mt-6" hidden={!me.data?.permissions.includes('VIEW_AUDIT_LOG')}>
        <AuditTrail targetType="project" targetId={p.id} />
      </Card>

      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        <DialogContent title={editing === 'new' ? 'Add deliverable' : 'Edit deliverable'}>
          {editing !== null && (
            <TaskForm projectId={id} task={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={closing}
        onOpenChange={(o) => {
          setClosing(o);
          if (!o) close.reset();
        }}
        title="Close this project?"
        description={
          p.taskCounts.completed < p.taskCounts.total
            ? `${p.taskCounts.total - p.taskCounts.completed} deliverables are still open.`
            : 'All deliverables are done: the project becomes completed.'
        }
        confirmLabel="Close project"
        pending={close.isPending}
        error={close.error?.message}
        onConfirm={() => close.mutate({ id })}
      />
    </>
  );
}
