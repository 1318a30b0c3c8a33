// The pursuit state machine (docs/pipeline.md#the-state-machine), in one place: which stage and status changes are
// allowed from where. Pure functions: the domain module asks `planTransition` and records what it returns.
import { OPEN_PURSUIT_STATUSES, PURSUIT_STAGES, type PURSUIT_STATUSES } from '~/db/schema';
import { AppError } from '../errors';

export type PursuitStage = (typeof PURSUIT_STAGES)[number];
export type PursuitStatus = (typeof PURSUIT_STATUSES)[number];

/** Default win probability per stage (percent). */
export const STAGE_PROBABILITY: Record<PursuitStage, number> = {
  prospect: 10,
  qualifying: 25,
  drafting: 50,
  submitted: 60,
};

const isOpen = (status: PursuitStatus) => (OPEN_PURSUIT_STATUSES as readonly PursuitStatus[]).includes(status);

export interface AllowedMoves {
  stages: PursuitStage[];
  statuses: PursuitStatus[];
}

/** What a pursuit at (stage, status) may move to next (changes that are not no-ops). */
export function allowedMoves(stage: PursuitStage, status: PursuitStatus): AllowedMoves {
  if (status === 'won') return { stages: [], statuses: [] };
  if (status === 'lost' || status === 'withdrawn') return { stages: [], statuses: ['active'] };
  const statuses: PursuitStatus[] = [status === 'active' ? 'on_hold' : 'active'];
  if (stage === 'submitted') statuses.push('won', 'lost');
  statuses.push('withdrawn');
  return { stages: PURSUIT_STAGES.filter((s) => s !== stage), statuses };
}

export function describeAllowedMoves(stage: PursuitStage, status: PursuitStatus): string {
  const { stages, statuses } = allowedMoves(stage, status);
  const parts = [
    stages.length ? `stage → ${stages.join(', ')}` : null,
    statuses.length ? `status → ${statuses.join(', ')}` : null,
  ].filter(Boolean);
  return parts.length ? `Allowed: ${parts.join('; ')}.` : 'No stage or status change is allowed (won is final).';
}

export interface TransitionPlan {
  stage: PursuitStage;
  status: PursuitStatus;
  stageChanged: boolean;
  statusChanged: boolean;
  /** The pursuit just became won: create the project and record pursuit.won. */
  becameWon: boolean;
}

/**
 * Checks a requested stage/status change against the state machine (docs/pipeline.md) and returns the resulting state,
 * or throws 409 INVALID_TRANSITION naming the allowed moves. A request for the current value is a no-op, never an
 * error. One request may combine both: reopen a lost pursuit and move its stage, or move to submitted and mark it won
 * (won/lost are judged against the stage the request leaves it at).
 */
export function planTransition(
  current: { stage: PursuitStage; status: PursuitStatus },
  requested: { stage?: PursuitStage; status?: PursuitStatus },
): TransitionPlan {
  const stage = requested.stage ?? current.stage;
  const status = requested.status ?? current.status;
  const stageChanged = stage !== current.stage;
  const statusChanged = status !== current.status;
  const refuse = (what: string): never => {
    throw new AppError(
      'INVALID_TRANSITION',
      `Cannot ${what} a pursuit that is ${current.status.replace('_', ' ')} at stage ${current.stage}. ${describeAllowedMoves(current.stage, current.status)}`,
    );
  };

  if (statusChanged) {
    const fromOpen = isOpen(current.status);
    const ok =
      current.status === 'won'
        ? false
        : !fromOpen
          ? status === 'active' // lost / withdrawn reopen to active only
          : status === 'won' || status === 'lost'
            ? stage === 'submitted'
            : true; // active ↔ on_hold, withdrawn from any stage
    if (!ok) refuse(`change status to ${status} on`);
  }
  // A stage moves while the pursuit is open, or in the request that reopens it (or that marks it won at submitted).
  if (stageChanged && !isOpen(current.status) && !isOpen(status)) refuse(`move to stage ${stage}`);
  return { stage, status, stageChanged, statusChanged, becameWon: statusChanged && status === 'won' };
}
