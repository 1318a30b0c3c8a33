// The organization's money in one figure set (docs/post-award.md#in-the-summary-report): what it was awarded, what
// its budgets plan, what its expenses spent (sums in SQL over every project, read as exact decimal text), the lines
// spent past their amount, and the funder reports to submit.
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import {
  budgetLines,
  expenses,
  funderReportInstances,
  funderReportRequirements,
  projects,
  type BudgetCategory,
  type FunderReportKind,
} from '~/db/schema';
import { addDays, todayUtc } from '../dates';
import { centsToJson, dollarsToCents, projectedCentsToJson } from '../money';
import { funderReportCounts } from './funder-reports';
import { instanceStatus, type InstanceStatus } from './report-schedule';

export interface FinanceFigures {
  /** Every project's award, in cents; null only when the sum is beyond what a JSON number carries exactly. */
  awardedCents: number | null;
  budgetedCents: number | null;
  spentCents: number | null;
  remainingCents: number | null;
  /** Lines of active projects whose expenses passed their amount, the largest overspend first (at most 10). */
  linesOverBudget: LineOverBudget[];
  /** Unsubmitted funder report instances due from today through the due window (status `due`). */
  reportsDue: number;
  /** Unsubmitted funder report instances past their due date. */
  reportsLate: number;
  /** Unsubmitted instances due by the end of this month, late ones of any month first (at most 10). */
  reportsToSubmit: ReportToSubmit[];
}

export interface ReportToSubmit {
  id: string;
  reportId: string;
  title: string;
  kind: FunderReportKind;
  projectId: string;
  projectName: string;
  dueDate: string;
  /** Never `submitted`: only unsubmitted instances are listed. */
  status: Exclude<InstanceStatus, 'submitted'>;
}

/** How many reports to submit the summary lists. */
export const REPORTS_TO_SUBMIT_SHOWN = 10;

export interface LineOverBudget {
  projectId: string;
  projectName: string;
  lineId: string;
  category: BudgetCategory;
  description: string;
  currency: string;
  amountCents: number;
  spentCents: number;
}

/** How many lines over budget the report lists. */
export const LINES_OVER_BUDGET_SHOWN = 10;

export async function financeFigures(db: DbOrTx, organizationId: string, today = todayUtc()): Promise<FinanceFigures> {
  const nextMonth = `${addDays(`${today.slice(0, 8)}01`, 32).slice(0, 8)}01`;
  const spentOnLine = db
    .select({
      lineId: expenses.budgetLineId,
      cents: sql<string>`sum(${expenses.amountCents})`.as('cents'),
    })
    .from(expenses)
    .where(eq(expenses.organizationId, organizationId))
    .groupBy(expenses.budgetLineId)
    .as('spent_on_line');
  const [awarded, budgeted, spent, over, counts, toSubmit] = await Promise.all([
    db
      .select({ dollars: sql<string>`coalesce(sum(${projects.awardAmount}), 0)::text` })
      .from(projects)
      .where(eq(projects.organizationId, organizationId)),
    db
      .select({ cents: sql<string>`coalesce(sum(${budgetLines.amountCents}), 0)::text` })
      .from(budgetLines)
      .where(eq(budgetLines.organizationId, organizationId)),
    db
      .select({ cents: sql<string>`coalesce(sum(${expenses.amountCents}), 0)::text` })
      .from(expenses)
      .where(eq(expenses.organizationId, organizationId)),
    db
      .select({
        projectId: projects.id,
        projectName: projects.name,
        lineId: budgetLines.id,
        category: budgetLines.category,
        description: budgetLines.description,
        currency: projects.currency,
        amountCents: sql<string>`${budgetLines.amountCents}::text`,
        spentCents: sql<string>`${spentOnLine.cents}::text`,
      })
      .from(budgetLines)
      .innerJoin(spentOnLine, eq(spentOnLine.lineId, budgetLines.id))
      .innerJoin(projects, eq(projects.id, budgetLines.projectId))
      .where(
        and(
          eq(budgetLines.organizationId, organizationId),
          eq(projects.status, 'active'),
          sql`${spentOnLine.cents} > ${budgetLines.amountCents}`,
        ),
      )
      .orderBy(desc(sql`${spentOnLine.cents} - ${budgetLines.amountCents}`), budgetLines.id)
      .limit(LINES_OVER_BUDGET_SHOWN),
    funderReportCounts(db, organizationId, today),
    db
      .select({
        id: funderReportInstances.id,
        reportId: funderReportRequirements.id,
        title: funderReportRequirements.title,
        kind: funderReportRequirements.kind,
        projectId: projects.id,
        projectName: projects.name,
        dueDate: funderReportInstances.dueDate,
      })
      .from(funderReportInstances)
      .innerJoin(funderReportRequirements, eq(funderReportRequirements.id, funderReportInstances.requirementId))
      .innerJoin(projects, eq(projects.id, funderReportRequirements.projectId))
      .where(
        and(
          eq(funderReportInstances.organizationId, organizationId),
          isNull(funderReportInstances.submittedAt),
          lt(funderReportInstances.dueDate, nextMonth),
        ),
      )
      .orderBy(asc(funderReportInstances.dueDate), asc(funderReportInstances.id))
      .limit(REPORTS_TO_SUBMIT_SHOWN),
  ]);
  const budgetedCents = BigInt(budgeted[0]!.cents);
  const spentCents = BigInt(spent[0]!.cents);
  // One project's sums are bounded (docs/post-award.md#expenses); many projects' together may in principle pass what
  // JSON carries exactly, and then the figure is null rather than rounded.
  return {
    awardedCents: projectedCentsToJson(dollarsToCents(BigInt(awarded[0]!.dollars))),
    budgetedCents: projectedCentsToJson(budgetedCents),
    spentCents: projectedCentsToJson(spentCents),
    remainingCents: projectedCentsToJson(budgetedCents - spentCents),
    // One line's amount and spending are bounded (docs/post-award.md#money): exact JSON integers.
    linesOverBudget: over.map((l) => ({
      ...l,
      amountCents: centsToJson(BigInt(l.amountCents)),
      spentCents: centsToJson(BigInt(l.spentCents)),
    })),
    ...counts,
    reportsToSubmit: toSubmit.map((r) => ({
      ...r,
      status: instanceStatus(r.dueDate, null, today) as ReportToSubmit['status'],
    })),
  };
}
