'use client';
// The pipeline as a kanban by stage: drag a card to move it (optimistic, rolled back with the server's message on a
// refusal). Screen readers hear each step by the pursuit's title and the stages' names.
import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { Button } from '../../_components/ui/Button';
import { Empty, ErrorState, Loading } from '../../_components/ui/States';
import { useToast } from '../../_components/ui/Toast';
import { PURSUIT_STAGE_LABEL, PURSUIT_STAGES, type PursuitStage } from '../../_components/status';
import { useTRPC } from '../../_trpc/react';
import { BOARD_INPUT } from './board-input';
import { BoardColumn } from './BoardColumn';
import { CardIconSprite } from './CardIcons';
import type { PursuitDragData } from './PursuitCard';

const dragged = (active: Active) => (active.data.current ?? {}) as Partial<PursuitDragData>;
const titleOf = (active: Active) => dragged(active).title ?? 'The pursuit';
const stageName = (stage: UniqueIdentifier | undefined) => (stage && PURSUIT_STAGE_LABEL[String(stage)]) || 'its stage';

/** What the live region says as a card moves: the pursuit by its title, the stages by name. */
const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => `Picked up ${titleOf(active)}, in ${stageName(dragged(active).stage)}.`,
  // Also the first thing said on picking a card up (it starts over its own stage, in the same render).
  onDragOver: ({ active, over }) =>
    !over
      ? `${titleOf(active)} is not over a stage.`
      : over.id === dragged(active).stage
        ? `${titleOf(active)} is over ${stageName(over.id)}, where it is now.`
        : `${titleOf(active)} is over ${stageName(over.id)}.`,
  onDragEnd: ({ active, over }) =>
    over && over.id !== dragged(active).stage
      ? `${titleOf(active)} dropped in ${stageName(over.id)}.`
      : `${titleOf(active)} dropped; it stays in ${stageName(dragged(active).stage)}.`,
  onDragCancel: ({ active }) =>
    `Moving ${titleOf(active)} was cancelled; it stays in ${stageName(dragged(active).stage)}.`,
};

export function Board({ onOpen }: { onOpen: (id: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const board = useQuery(trpc.pursuits.list.queryOptions(BOARD_INPUT));
  /** A move to Submitted refused for open required checklist items: offered again with the acknowledgement. */
  const [blocked, setBlocked] = useState<{ id: string; title: string; message: string } | null>(null);
  const boardKey = trpc.pursuits.list.queryKey(BOARD_INPUT);
  const sensors = useSensors(
    // A press that moves less than this is a click (a card's title opens it); a touch must hold still first, so a
    // swipe over the board still scrolls the page.
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor),
  );
  const move = useMutation(
    trpc.pursuits.update.mutationOptions({
      onMutate: async (vars) => {
        await queryClient.cancelQueries({ queryKey: boardKey });
        const previous = queryClient.getQueryData(boardKey);
        queryClient.setQueryData(boardKey, (old) =>
          old
            ? { ...old, data: old.data.map((p) => (p.id === vars.id && vars.stage ? { ...p, stage: vars.stage } : p)) }
            : old,
        );
        return { previous };
      },
      onError: (error, vars, context) => {
        if (context?.previous) queryClient.setQueryData(boardKey, context.previous);
        if (error.data?.appCode === 'REQUIREMENTS_INCOMPLETE') {
          const title = board.data?.data.find((p) => p.id === vars.id)?.title ?? 'The pursuit';
          setBlocked({ id: vars.id, title, message: error.message });
          return;
        }
        toast({ title: 'The pursuit was not moved', description: error.message, tone: 'error' });
      },
      onSuccess: (p) => {
        setBlocked(null);
        toast({
          title: `Moved to ${PURSUIT_STAGE_LABEL[p.stage]}`,
          description: `${p.title} · probability ${p.probability}%`,
        });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.pursuits.pathKey() }),
    }),
  );

  function onDragEnd(e: DragEndEvent) {
    const to = e.over?.id as PursuitStage | undefined;
    const from = dragged(e.active).stage;
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
        announcements: ANNOUNCEMENTS,
        screenReaderInstructions: {
          draggable:
            'To move a pursuit, press space or enter on its grip, use the arrow keys to choose a stage, then press space or enter again. Escape cancels. With a mouse, drag the card; on a touch screen, press and hold it, then drag.',
        },
      }}
    >
      <CardIconSprite />
      {blocked && (
        <div
          role="alert"
          className="mb-3 flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="requirements-blocked"
        >
          <p>
            <strong>{blocked.title}</strong> was not moved to Submitted. {blocked.message}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={move.isPending}
              onClick={() => move.mutate({ id: blocked.id, stage: 'submitted', acknowledgeIncomplete: true })}
            >
              Submit anyway
            </Button>
            <Button variant="secondary" onClick={() => setBlocked(null)}>
              Keep it where it is
            </Button>
          </div>
        </div>
      )}
      {board.data.data.length === 0 && (
        <div className="mb-3">
          <Empty title="Your pipeline is empty">
            Find a grant on the{' '}
            <Link href="/grants" className="underline">
              Grants
            </Link>{' '}
            page and choose Pursue.
          </Empty>
        </div>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {PURSUIT_STAGES.map((s) => (
          <BoardColumn key={s} stage={s} items={board.data.data.filter((p) => p.stage === s)} onOpen={onOpen} />
        ))}
      </div>
      {board.data.pagination.hasMore && (
        <p className="mt-2 text-xs text-slate-600">Showing the first 100 open pursuits.</p>
      )}
    </DndContext>
  );
}
