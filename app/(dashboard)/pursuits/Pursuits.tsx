'use client';
// Pursuits: the pipeline as a kanban by stage (drag to move; optimistic, rolled back with the server's message on
// a refusal) and as a list; a pursuit opens in a panel with its status actions and history (?open=<id>).
import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { CalendarDays, GripVertical, Plus } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import type { AppRouter } from '~/server/api/root';
import { Badge } from '../../_components/ui/Badge';
import { Button } from '../../_components/ui/Button';
import { DataForm } from '../../_components/ui/DataForm';
import { PageHeader } from '../../_components/ui/Card';
import { Dialog, DialogContent } from '../../_components/ui/Dialog';
import { Field, Input, Select } from '../../_components/ui/Input';
import { Empty, ErrorState, Loading } from '../../_components/ui/States';
import { Table, TBody, TD, TH, THead, TR } from '../../_components/ui/Table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../_components/ui/Tabs';
import { useToast } from '../../_components/ui/Toast';
import { cn } from '../../_components/ui/cn';
import { compactMoney, date, money, relativeDays, STAGE_LABEL, STAGES, STATUS_LABEL, type Stage } from '../../_components/format';
import { useTRPC } from '../../_trpc/react';
import { BOARD_INPUT } from './board-input';
import { PursuitPanel } from './PursuitPanel';

type Outputs = inferRouterOutputs<AppRouter>;
export type PursuitItem = Outputs['pursuits']['list']['data'][number];

export const STATUS_TONE = { active: 'green', on_hold: 'amber', won: 'violet', lost: 'red', withdrawn: 'neutral' } as const;

function PursuitCard({ p, onOpen }: { p: PursuitItem; onOpen: () => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: p.id, data: { stage: p.stage } });
  const days = relativeDays(p.deadline);
  return (
    <li
      ref={setNodeRef}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn('rounded-lg border border-slate-200 bg-white p-3 shadow-sm', isDragging && 'z-10 shadow-lg ring-2 ring-emerald-600')}
      data-testid="pursuit-card"
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          className="mt-0.5 cursor-grab touch-none rounded text-slate-500 hover:text-slate-800 active:cursor-grabbing"
          aria-label={`Move ${p.title}`}
          {...listeners}
          {...attributes}
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        <button type="button" onClick={onOpen} className="min-w-0 flex-1 text-left">
          <span className="line-clamp-2 text-sm font-medium text-slate-900 hover:underline">{p.title}</span>
          <span className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
            <span className="font-semibold text-slate-800">{compactMoney(p.amountRequested, p.currency)}</span>
            <span>· {p.probability}%</span>
            {p.status === 'on_hold' && <Badge tone="amber">on hold</Badge>}
          </span>
          {p.deadline && (
            <span className={cn('mt-1 flex items-center gap-1 text-xs', (relativeDays(p.deadline).includes('ago') ? 'text-red-700' : 'text-slate-600'))}>
              <CalendarDays className="size-3" aria-hidden /> {date(p.deadline)} {days && `(${days})`}
            </span>
          )}
        </button>
      </div>
    </li>
  );
}

function Column({ stage, items, onOpen }: { stage: Stage; items: PursuitItem[]; onOpen: (id: string) => void }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const total = items.reduce((n, p) => n + (p.amountRequested ?? 0), 0);
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`col-${stage}`}
      data-stage={stage}
      className={cn('flex min-h-64 flex-col rounded-xl border border-slate-200 bg-slate-100/70 p-2', isOver && 'border-emerald-500 bg-emerald-50')}
    >
      <header className="mb-2 flex items-baseline justify-between px-1">
        <h2 id={`col-${stage}`} className="text-sm font-semibold text-slate-800">
          {STAGE_LABEL[stage]} <span className="font-normal text-slate-600">({items.length})</span>
        </h2>
        <span className="text-xs text-slate-600">{compactMoney(total)}</span>
      </header>
      <ul className="flex flex-1 flex-col gap-2" aria-label={`${STAGE_LABEL[stage]} pursuits`}>
        {items.map((p) => <PursuitCard key={p.id} p={p} onOpen={() => onOpen(p.id)} />)}
        {items.length === 0 && <li className="px-2 py-6 text-center text-xs text-slate-500">Drop a pursuit here</li>}
      </ul>
    </section>
  );
}

function Board({ onOpen }: { onOpen: (id: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const board = useQuery(trpc.pursuits.list.queryOptions(BOARD_INPUT));
  const boardKey = trpc.pursuits.list.queryKey(BOARD_INPUT);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));
  const move = useMutation(
    trpc.pursuits.update.mutationOptions({
      onMutate: async (vars) => {
        await queryClient.cancelQueries({ queryKey: boardKey });
        const previous = queryClient.getQueryData(boardKey);
        queryClient.setQueryData(boardKey, (old) =>
          old ? { ...old, data: old.data.map((p) => (p.id === vars.id && vars.stage ? { ...p, stage: vars.stage } : p)) } : old,
        );
        return { previous };
      },
      onError: (error, _vars, context) => {
        if (context?.previous) queryClient.setQueryData(boardKey, context.previous);
        toast({ title: 'The pursuit was not moved', description: error.message, tone: 'error' });
      },
      onSuccess: (p) => toast({ title: `Moved to ${STAGE_LABEL[p.stage]}`, description: `${p.title} · probability ${p.probability}%` }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.pursuits.pathKey() }),
    }),
  );

  function onDragEnd(e: DragEndEvent) {
    const to = e.over?.id as Stage | undefined;
    const from = (e.active.data.current as { stage?: Stage } | undefined)?.stage;
    if (!to || to === from) return;
    move.mutate({ id: String(e.active.id), stage: to });
  }

  if (board.isError) return <ErrorState error={board.error} title="Could not load the pipeline" />;
  if (board.isPending) return <Loading label="Loading the pipeline…" />;
  return (
    <DndContext
      id="pursuits-board"
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: 'To move a pursuit, press space or enter, use the arrow keys to choose a stage, then press space or enter again. Escape cancels.' },
      }}
    >
      {board.data.data.length === 0 && (
        <div className="mb-3"><Empty title="Your pipeline is empty">Find a grant on the <Link href="/grants" className="underline">Grants</Link> page and choose Pursue.</Empty></div>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {STAGES.map((s) => (
          <Column key={s} stage={s} items={board.data.data.filter((p) => p.stage === s)} onOpen={onOpen} />
        ))}
      </div>
      {board.data.pagination.hasMore && <p className="mt-2 text-xs text-slate-600">Showing the first 100 open pursuits.</p>}
    </DndContext>
  );
}

const LIST_PAGE = 50;

function List({ onOpen }: { onOpen: (id: string) => void }) {
  const trpc = useTRPC();
  const [status, setStatus] = useState('active,on_hold,won,lost,withdrawn');
  const [sort, setSort] = useState<'updatedAt' | 'deadline'>('updatedAt');
  const [page, setPage] = useState(0);
  const list = useQuery(trpc.pursuits.list.queryOptions({ status, sort, limit: LIST_PAGE, offset: page * LIST_PAGE }, { placeholderData: keepPreviousData }));
  return (
    <>
      <div className="mb-3 flex flex-wrap gap-3">
        <Field label="Status" htmlFor="list-status">
          <Select id="list-status" value={status} onChange={(e) => { setStatus(e.target.value); setPage(0); }} className="w-48">
            <option value="active,on_hold,won,lost,withdrawn">All</option>
            <option value="active,on_hold">Open</option>
            {Object.entries(STATUS_LABEL).map(([v, l]) => <option key={v} value={v}>{l}</option>)}
          </Select>
        </Field>
        <Field label="Sort by" htmlFor="list-sort">
          <Select id="list-sort" value={sort} onChange={(e) => setSort(e.target.value as 'updatedAt' | 'deadline')} className="w-48">
            <option value="updatedAt">Recently updated</option>
            <option value="deadline">Deadline</option>
          </Select>
        </Field>
      </div>
      {list.isError ? (
        <ErrorState error={list.error} />
      ) : list.isPending ? (
        <Loading />
      ) : list.data.data.length === 0 ? (
        <Empty title="No pursuits with this status" />
      ) : (
        <>
          <Table caption="Pursuits">
            <THead>
              <tr><TH>Pursuit</TH><TH>Stage</TH><TH>Status</TH><TH className="hidden sm:table-cell">Requested</TH><TH className="hidden md:table-cell">Awarded</TH><TH>Deadline</TH><TH className="hidden lg:table-cell">Updated</TH></tr>
            </THead>
            <TBody>
              {list.data.data.map((p) => (
                <TR key={p.id}>
                  <TD className="max-w-sm"><button type="button" className="text-left font-medium hover:underline" onClick={() => onOpen(p.id)}>{p.title}</button></TD>
                  <TD>{STAGE_LABEL[p.stage]}</TD>
                  <TD><Badge tone={STATUS_TONE[p.status]}>{STATUS_LABEL[p.status]}</Badge></TD>
                  <TD className="hidden tabular-nums sm:table-cell">{money(p.amountRequested, p.currency)}</TD>
                  <TD className="hidden tabular-nums md:table-cell">{money(p.amountAwarded, p.currency)}</TD>
                  <TD className="whitespace-nowrap">{date(p.deadline)}</TD>
                  <TD className="hidden whitespace-nowrap text-xs lg:table-cell">{date(p.updatedAt)}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
          <nav aria-label="Pagination" className="mt-3 flex items-center justify-between text-sm">
            <span className="text-slate-600">{list.data.pagination.total} pursuits</span>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>Previous</Button>
              <Button variant="secondary" size="sm" disabled={!list.data.pagination.hasMore} onClick={() => setPage(page + 1)}>Next</Button>
            </div>
          </nav>
        </>
      )}
    </>
  );
}

function NewPursuit({ onDone }: { onDone: (id: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.pursuits.create.mutationOptions({
      onSuccess: async (p) => {
        await queryClient.invalidateQueries({ queryKey: trpc.pursuits.pathKey() });
        onDone(p.id);
      },
    }),
  );
  return (
    <DataForm
      onData={(f) => {
        const amount = String(f.get('amountRequested') ?? '');
        const deadline = String(f.get('deadline') ?? '');
        create.mutate({
          title: String(f.get('title') ?? '').trim(),
          stage: String(f.get('stage')) as Stage,
          ...(amount ? { amountRequested: Math.round(Number(amount)) } : {}),
          ...(deadline ? { deadline } : {}),
        });
      }}
    >
      <Field label="Title" htmlFor="np-title"><Input id="np-title" name="title" required maxLength={300} /></Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Stage" htmlFor="np-stage">
          <Select id="np-stage" name="stage" defaultValue="prospect">{STAGES.map((s) => <option key={s} value={s}>{STAGE_LABEL[s]}</option>)}</Select>
        </Field>
        <Field label="Amount requested (USD)" htmlFor="np-amount"><Input id="np-amount" name="amountRequested" type="number" min={0} step={1} /></Field>
      </div>
      <Field label="Deadline" htmlFor="np-deadline"><Input id="np-deadline" name="deadline" type="date" /></Field>
      {create.error && <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{create.error.message}</p>}
      <div className="flex justify-end"><Button type="submit" disabled={create.isPending}>Create pursuit</Button></div>
    </DataForm>
  );
}

export function Pursuits() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const open = params.get('open');
  const view = params.get('view') === 'list' ? 'list' : 'board';
  const [creating, setCreating] = useState(false);
  const setParam = (k: string, v: string | null) => {
    const next = new URLSearchParams(params.toString());
    if (v) next.set(k, v);
    else next.delete(k);
    router.replace(`${pathname}${next.size ? `?${next}` : ''}`, { scroll: false });
  };
  return (
    <>
      <PageHeader
        title="Pursuits"
        description="Every application in flight. Drag a card to move it between stages; open it to mark it won, lost or on hold."
        actions={<Button onClick={() => setCreating(true)}><Plus /> New pursuit</Button>}
      />
      <Tabs value={view} onValueChange={(v) => setParam('view', v === 'list' ? 'list' : null)}>
        <TabsList aria-label="View">
          <TabsTrigger value="board">Board</TabsTrigger>
          <TabsTrigger value="list">List</TabsTrigger>
        </TabsList>
        <TabsContent value="board"><Board onOpen={(id) => setParam('open', id)} /></TabsContent>
        <TabsContent value="list"><List onOpen={(id) => setParam('open', id)} /></TabsContent>
      </Tabs>
      <PursuitPanel id={open} onClose={() => setParam('open', null)} />
      <Dialog open={creating} onOpenChange={setCreating}>
        <DialogContent title="New pursuit" description="For an opportunity outside the catalog. To pursue a listed grant, open it and choose Pursue.">
          <NewPursuit onDone={(id) => { setCreating(false); setParam('open', id); }} />
        </DialogContent>
      </Dialog>
    </>
  );
}
