'use client';
// One stage of the kanban: a drop target with its pursuits, count and total requested.
import { useDroppable } from '@dnd-kit/core';
import { compactMoney } from '../../_components/format';
import { cn } from '../../_components/ui/cn';
import { PURSUIT_STAGE_LABEL, type PursuitStage } from '../../_components/status';
import { PursuitCard } from './PursuitCard';
import type { PursuitItem } from './pursuit-item';

export function BoardColumn({
  stage,
  items,
  onOpen,
}: {
  stage: PursuitStage;
  items: PursuitItem[];
  onOpen: (id: string) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const total = items.reduce((n, p) => n + (p.amountRequested ?? 0), 0);
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`col-${stage}`}
      data-stage={stage}
      className={cn(
        'flex min-h-64 flex-col rounded-xl border border-slate-200 bg-slate-100/70 p-2',
        isOver && 'border-emerald-500 bg-emerald-50',
      )}
    >
      <header className="mb-2 flex items-baseline justify-between px-1">
        <h2 id={`col-${stage}`} className="text-sm font-semibold text-slate-800">
          {PURSUIT_STAGE_LABEL[stage]} <span className="font-normal text-slate-600">({items.length})</span>
        </h2>
        <span className="text-xs text-slate-600">{compactMoney(total)}</span>
      </header>
      <ul className="flex flex-1 flex-col gap-2" aria-label={`${PURSUIT_STAGE_LABEL[stage]} pursuits`}>
        {items.map((p) => (
          <PursuitCard key={p.id} p={p} onOpen={() => onOpen(p.id)} />
        ))}
        {items.length === 0 && <li className="px-2 py-6 text-center text-xs text-slate-500">Drop a pursuit here</li>}
      </ul>
    </section>
  );
}
