// Statuses as the dashboard shows them: one label and badge-tone table per kind of status (pursuit stage and status,
// grant, project, task, webhook delivery). Only how a status looks lives here: what a pursuit may move to is the
// state machine's to say (server/pipeline/state-machine.ts, sent as `allowedMoves` by pursuits.get).
import { today } from './format';

type Tone = 'neutral' | 'green' | 'amber' | 'red' | 'blue' | 'violet';

export const PURSUIT_STAGES = ['prospect', 'qualifying', 'drafting', 'submitted'] as const;
export type PursuitStage = (typeof PURSUIT_STAGES)[number];
export const PURSUIT_STAGE_LABEL: Record<string, string> = {
  prospect: 'Prospect',
  qualifying: 'Qualifying',
  drafting: 'Drafting',
  submitted: 'Submitted',
};

export const PURSUIT_STATUSES = ['active', 'on_hold', 'won', 'lost', 'withdrawn'] as const;
export type PursuitStatus = (typeof PURSUIT_STATUSES)[number];
export const PURSUIT_STATUS_LABEL: Record<string, string> = {
  active: 'Active',
  on_hold: 'On hold',
  won: 'Won',
  lost: 'Lost',
  withdrawn: 'Withdrawn',
};
export const PURSUIT_STATUS_TONE = {
  active: 'green',
  on_hold: 'amber',
  won: 'violet',
  lost: 'red',
  withdrawn: 'neutral',
} as const satisfies Record<string, Tone>;

export const LOST_REASONS = [
  ['not_funded', 'Not funded'],
  ['ineligible', 'Ineligible'],
  ['missed_deadline', 'Missed deadline'],
  ['funder_declined', 'Funder declined'],
  ['other', 'Other'],
] as const;

export const GRANT_STATUS_TONE = {
  posted: 'green',
  forecasted: 'blue',
  closed: 'neutral',
  archived: 'neutral',
} as const satisfies Record<string, Tone>;

export const PROJECT_STATUS_TONE = { active: 'green', completed: 'blue', closed: 'neutral' } as const satisfies Record<
  string,
  Tone
>;

export const WEBHOOK_DELIVERY_STATUS_TONE: Record<string, Tone> = {
  delivered: 'green',
  pending: 'amber',
  failed: 'red',
};

/** A deliverable past its due date and not completed (as the server counts `taskCounts.overdue`). */
export const isTaskOverdue = (t: { status: string; dueDate: string | null }) =>
  t.status !== 'completed' && t.dueDate !== null && t.dueDate < today();
