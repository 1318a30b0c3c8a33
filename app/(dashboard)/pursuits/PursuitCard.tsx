'use client';
// One pursuit on the kanban: the whole card drags with a mouse (past a few pixels, so a click still opens it) or a
// long press on a touch screen; the grip is the keyboard's handle. Title, amount, probability and deadline open the
// panel.
import { useDraggable } from '@dnd-kit/core';
import { compactMoney, date, daysUntil, relativeDays } from '../../_components/format';
import { Badge } from '../../_components/ui/Badge';
import { cn } from '../../_components/ui/cn';
import { PURSUIT_STATUS_LABEL, PURSUIT_STATUS_TONE, type PursuitStage } from '../../_components/status';
import { CardIcon } from './CardIcons';
import type { PursuitItem } from './pursuit-item';

/** What a card carries while it is dragged: the board's announcements and drop handler read it. */
export interface PursuitDragData {
  stage: PursuitStage;
  title: string;
}

/** "Checklist: 3 of 8 done, 2 required open": what a screen reader hears for the card's "3/8". */
export function checklistLabel(r: { total: number; done: number; requiredOpen: number }) {
  return `Checklist: ${r.done} of ${r.total} done${r.requiredOpen ? `, ${r.requiredOpen} required open` : ''}`;
}

export function PursuitCard({ p, onOpen }: { p: PursuitItem; onOpen: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: p.id,
    data: { stage: p.stage as PursuitStage, title: p.title } satisfies PursuitDragData,
  });
  const days = relativeDays(p.deadline);
  const past = (daysUntil(p.deadline) ?? 0) < 0;
  return (
    // The pointer listeners sit on the whole card; the keyboard's only start from the grip (its activator node).
    <li
      ref={setNodeRef}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn(
        'cursor-grab rounded-lg border border-slate-200 bg-white p-3 shadow-sm active:cursor-grabbing',
        isDragging && 'z-10 shadow-lg ring-2 ring-emerald-600',
      )}
      data-testid="pursuit-card"
      {...listeners}
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="mt-0.5 cursor-grab touch-none rounded text-slate-500 hover:text-slate-800 active:cursor-grabbing"
          aria-label={`Move ${p.title}`}
          {...attributes}
        >
          <CardIcon name="grip" className="size-4" />
        </button>
        <button type="button" onClick={onOpen} className="min-w-0 flex-1 text-left">
          <span className="line-clamp-2 text-sm font-medium text-slate-900 hover:underline" data-testid="pursuit-title">
            {p.title}
          </span>
          <span className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
            <span className="font-semibold text-slate-800">{compactMoney(p.amountRequested, p.currency)}</span>
            <span>· {p.probability}%</span>
            {p.status !== 'active' && (
              <Badge tone={PURSUIT_STATUS_TONE[p.status]}>{PURSUIT_STATUS_LABEL[p.status]?.toLowerCase()}</Badge>
            )}
          </span>
          {p.requirementsProgress.total > 0 && (
            <span
              className={cn(
                'mt-1 flex items-center gap-1 text-xs',
                p.requirementsProgress.requiredOpen > 0 ? 'text-slate-600' : 'text-emerald-800',
              )}
              aria-label={checklistLabel(p.requirementsProgress)}
              data-testid="requirements-progress"
            >
              <CardIcon name="checklist" className="size-3" />
              <span aria-hidden>
                {p.requirementsProgress.done}/{p.requirementsProgress.total}
              </span>
            </span>
          )}
          {p.deadline && (
            <span className={cn('mt-1 flex items-center gap-1 text-xs', past ? 'text-red-700' : 'text-slate-600')}>
              <CardIcon name="calendar" className="size-3" /> {date(p.deadline)} {days && `(${days})`}
            </span>
          )}
        </button>
      </div>
    </li>
  );
}
