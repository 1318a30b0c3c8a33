// GET /reports/summary: the operation as the API reference shows it, with its request and response schemas.
import { z } from 'zod';
import { BUDGET_CATEGORIES, FUNDER_REPORT_KINDS, PURSUIT_STAGES, PURSUIT_STATUSES, TASK_STATUSES } from '~/db/schema';
import { restOperation } from '../../openapi/operation';
import { ZDate, ZId, ZTimestamp } from '../../schemas';
import { reportSummary } from './report.examples';

export const ZSummaryRequest = z.object({
  from: ZDate.optional().describe('Start of the period (default 1 January of the year of `to`)'),
  to: ZDate.optional().describe('End of the period, inclusive (default today)'),
});

const money = z.number().int();
const cents = z.number().int().nullable();

export const ZReportSummary = z
  .object({
    generatedAt: ZTimestamp,
    period: z.object({ from: ZDate, to: ZDate }),
    pipeline: z.object({
      activeCount: z.number().int().describe('Open pursuits (active or on hold)'),
      byStage: z.array(z.object({ stage: z.enum(PURSUIT_STAGES), count: z.number().int(), amountRequested: money })),
      byStatus: z.array(z.object({ status: z.enum(PURSUIT_STATUSES), count: z.number().int() })),
      totalRequested: money,
      weightedForecast: money.describe('Σ amountRequested × probability of open pursuits'),
    }),
    outcomes: z.object({
      won: z.number().int().describe('Won in the period'),
      lost: z.number().int().describe('Lost in the period'),
      winRate: z.number().nullable().describe('won / (won + lost), 0–1; null when nothing was decided'),
      totalAwarded: money,
      byMonth: z.array(z.object({ month: z.string().describe('YYYY-MM'), won: z.number().int(), awarded: money })),
    }),
    projects: z.object({
      active: z.number().int(),
      completed: z.number().int(),
      closed: z.number().int(),
      totalAwarded: money,
    }),
    tasks: z.object({
      total: z.number().int(),
      completed: z.number().int(),
      overdue: z.number().int(),
      completionRate: z.number().nullable(),
      upcoming: z.array(
        z.object({
          id: ZId,
          projectId: ZId,
          projectName: z.string(),
          title: z.string(),
          status: z.enum(TASK_STATUSES),
          dueDate: ZDate.nullable(),
          assigneeUserId: ZId.nullable(),
        }),
      ),
    }),
    deadlines: z.object({
      upcoming: z.array(
        z.object({
          id: ZId,
          title: z.string(),
          stage: z.enum(PURSUIT_STAGES),
          status: z.enum(PURSUIT_STATUSES),
          deadline: ZDate.nullable(),
          amountRequested: money.nullable(),
          currency: z.string(),
        }),
      ),
    }),
    grants: z.object({ matched: z.number().int(), highMatch: z.number().int() }),
    finance: z
      .object({
        awardedCents: cents.describe("Every project's award"),
        budgetedCents: cents.describe("Every project's current budget lines"),
        spentCents: cents.describe("Every project's expenses, refunds included"),
        remainingCents: cents.describe('budgetedCents − spentCents'),
        linesOverBudget: z
          .array(
            z.object({
              projectId: ZId,
              projectName: z.string(),
              lineId: ZId,
              category: z.enum(BUDGET_CATEGORIES),
              description: z.string(),
              currency: z.string(),
              amountCents: z.number().int(),
              spentCents: z.number().int(),
            }),
          )
          .describe('Up to 10 lines of active projects spent past their amount, the largest overspend first'),
        reportsDue: z.number().int().describe('Unsubmitted funder report instances due within the next 30 days'),
        reportsLate: z.number().int().describe('Unsubmitted funder report instances past their due date'),
        reportsToSubmit: z
          .array(
            z.object({
              id: ZId.describe('The instance'),
              reportId: ZId,
              title: z.string(),
              kind: z.enum(FUNDER_REPORT_KINDS),
              projectId: ZId,
              projectName: z.string(),
              dueDate: ZDate,
              status: z.enum(['upcoming', 'due', 'late']),
            }),
          )
          .describe('Up to 10 unsubmitted funder report instances due by the end of this month, the oldest first'),
      })
      .nullable()
      .describe(
        'Money of every project, in integer cents (a figure is null only beyond what a JSON number carries ' +
          'exactly); null when the caller does not hold VIEW_BUDGETS',
      ),
  })
  .meta({ id: 'ReportSummary' });

export const summaryOperation = restOperation({
  method: 'GET',
  path: '/reports/summary',
  tags: ['Reports'],
  summary: 'Pipeline, outcomes, projects, deliverables and deadlines',
  description:
    'The pipeline, outcomes, projects, deliverables and upcoming deadlines in figures. `from`/`to` ' +
    'select when outcomes happened; the rest is a snapshot as of now.',
  protect: true,
  input: ZSummaryRequest,
  output: ZReportSummary,
  errors: [],
  portal: true,
  example: { summary: 'The summary report for this year to date', response: reportSummary },
});
