// The summary report of the example story (server/api/openapi/example-story.ts).
import type { z } from 'zod';
import { PROJECT_ID } from '../../openapi/example-story';
import { budget } from '../budgets/budgets.examples';
import { project } from '../projects/project.examples';
import { imlsPursuit } from '../pursuits/pursuit.examples';
import { tutorsTask } from '../tasks/task.examples';
import type { ZReportSummary } from './summary.schema';

/**
 * Read on 2026-09-21 for the default period. Besides the three pursuits of the story, one pursuit was lost in May.
 * weightedForecast = 250,000 × 50% + 20,000 × 10%.
 */
export const reportSummary: z.output<typeof ZReportSummary> = {
  generatedAt: '2026-09-21T08:00:00.000Z',
  period: { from: '2026-01-01', to: '2026-09-21' },
  pipeline: {
    activeCount: 2,
    byStage: [
      { stage: 'prospect', count: 1, amountRequested: 20_000 },
      { stage: 'qualifying', count: 0, amountRequested: 0 },
      { stage: 'drafting', count: 1, amountRequested: 250_000 },
      { stage: 'submitted', count: 0, amountRequested: 0 },
    ],
    byStatus: [
      { status: 'active', count: 1 },
      { status: 'on_hold', count: 1 },
      { status: 'won', count: 1 },
      { status: 'lost', count: 1 },
      { status: 'withdrawn', count: 0 },
    ],
    totalRequested: 270_000,
    weightedForecast: 127_000,
  },
  outcomes: {
    won: 1,
    lost: 1,
    winRate: 0.5,
    totalAwarded: 385_000,
    byMonth: [{ month: '2026-07', won: 1, awarded: 385_000 }],
  },
  projects: { active: 1, completed: 0, closed: 0, totalAwarded: 385_000 },
  tasks: {
    total: 4,
    completed: 1,
    overdue: 0,
    completionRate: 0.25,
    upcoming: [
      {
        id: tutorsTask.id,
        projectId: PROJECT_ID,
        projectName: project.name,
        title: tutorsTask.title,
        status: tutorsTask.status,
        dueDate: tutorsTask.dueDate,
        assigneeUserId: tutorsTask.assigneeUserId,
      },
    ],
  },
  deadlines: {
    upcoming: [
      {
        id: imlsPursuit.id,
        title: imlsPursuit.title,
        stage: imlsPursuit.stage,
        status: imlsPursuit.status,
        deadline: imlsPursuit.deadline,
        amountRequested: imlsPursuit.amountRequested,
        currency: imlsPursuit.currency,
      },
    ],
  },
  grants: { matched: 14, highMatch: 3 },
  // The story's one project, with its budget (budgets.examples.ts).
  finance: {
    awardedCents: 38_500_000,
    budgetedCents: budget.totals.budgetedCents,
    spentCents: budget.totals.spentCents,
    remainingCents: budget.totals.remainingCents,
    linesOverBudget: [],
    reportsDue: 0,
    reportsLate: 0,
    reportsToSubmit: [],
  },
};
