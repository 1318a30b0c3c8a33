// A project's budget (docs/post-award.md#budgets): its current lines, replaced whole by each revision, every revision
// kept with who made it. The figures come from figures.ts; the amounts spent from the project's expenses.
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import { budgetLines, budgetRevisions, expenses, type BudgetCategory, type BudgetRevisionLine } from '~/db/schema';
import { recordAudit } from '../audit/record';
import { todayUtc } from '../dates';
import { AppError } from '../errors';
import { centsToJson, dollarsToCents, projectedCentsToJson } from '../money';
import type { Actor } from '../pipeline/actor';
import { findProject } from '../pipeline/projects';
import { evaluateBudgetAlerts, listBudgetAlerts, type BudgetAlert } from './alerts';
import { budgetFigures } from './figures';

/** At most this many lines in one budget. */
export const MAX_BUDGET_LINES = 200;

export interface BudgetLineInput {
  /** A line of the current budget kept (its expenses stay on it); none for a new line. */
  id?: string;
  category: BudgetCategory;
  description: string;
  amountCents: number;
  periodStart?: string | null;
  periodEnd?: string | null;
}

export interface BudgetLine {
  id: string;
  category: BudgetCategory;
  description: string;
  amountCents: number;
  periodStart: string | null;
  periodEnd: string | null;
  spentCents: number;
  remainingCents: number;
  percentSpent: number | null;
}

export interface Budget {
  projectId: string;
  revision: number;
  currency: string;
  awardAmountCents: number | null;
  lines: BudgetLine[];
  totals: { budgetedCents: number; spentCents: number; remainingCents: number };
  elapsedPercent: number | null;
  burnRate: number | null;
  projectedSpendCents: number | null;
  projectedVarianceCents: number | null;
  /** The alerts in force (docs/post-award.md#alerts), oldest crossing first. */
  alerts: BudgetAlert[];
  /**
   * What the expenses dated each day add up to (refunds included), in date order; days without any are left out. A
   * day's sum is null beyond what JSON carries exactly: only the project's and each line's sums are bounded.
   */
  dailySpending: { date: string; spentCents: number | null }[];
}

/** The project's budget with its figures as of `today` (UTC); a project without one has no lines. */
export async function getBudget(db: DbOrTx, organizationId: string, projectId: string, today = todayUtc()) {
  const project = await findProject(db, organizationId, projectId);
  const [lines, spent, [latest], alerts, daily] = await Promise.all([
    db.select().from(budgetLines).where(eq(budgetLines.projectId, projectId)).orderBy(asc(budgetLines.position)),
    db
      .select({ lineId: expenses.budgetLineId, cents: sql<string>`sum(${expenses.amountCents})::text` })
      .from(expenses)
      .where(eq(expenses.projectId, projectId))
      .groupBy(expenses.budgetLineId),
    db
      .select({ revision: max(budgetRevisions.revision) })
      .from(budgetRevisions)
      .where(eq(budgetRevisions.projectId, projectId)),
    listBudgetAlerts(db, projectId),
    // The burn line's points: one row a day, however many expenses (expenses_project_id_date_idx).
    db
      .select({ date: expenses.date, cents: sql<string>`sum(${expenses.amountCents})::text` })
      .from(expenses)
      .where(eq(expenses.projectId, projectId))
      .groupBy(expenses.date)
      .orderBy(asc(expenses.date)),
  ]);
  const spentByLine = new Map(spent.map((s) => [s.lineId, BigInt(s.cents)]));
  const figures = budgetFigures(
    lines.map((l) => ({ budgetedCents: l.amountCents, spentCents: spentByLine.get(l.id) ?? 0n })),
    project,
    today,
  );
  return {
    projectId,
    revision: latest?.revision ?? 0,
    currency: project.currency,
    awardAmountCents: project.awardAmount === null ? null : centsToJson(dollarsToCents(project.awardAmount)),
    lines: lines.map((l, i) => {
      const f = figures.lines[i]!;
      return {
        id: l.id,
        category: l.category,
        description: l.description,
        amountCents: centsToJson(l.amountCents),
        periodStart: l.periodStart,
        periodEnd: l.periodEnd,
        spentCents: centsToJson(f.spentCents),
        remainingCents: centsToJson(f.remainingCents),
        percentSpent: f.percentSpent,
      };
    }),
    totals: {
      budgetedCents: centsToJson(figures.totals.budgetedCents),
      spentCents: centsToJson(figures.totals.spentCents),
      remainingCents: centsToJson(figures.totals.remainingCents),
    },
    elapsedPercent: figures.elapsedPercent,
    burnRate: figures.burnRate === null ? null : centsToJson(figures.burnRate),
    projectedSpendCents: projectedCentsToJson(figures.projectedSpendCents),
    projectedVarianceCents: projectedCentsToJson(figures.projectedVarianceCents),
    alerts,
    dailySpending: daily.map((d) => ({ date: d.date, spentCents: projectedCentsToJson(BigInt(d.cents)) })),
  } satisfies Budget;
}

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${path}: ${message}`, { issues: [{ path, message }] });

/** The body's own rules: kept ids are distinct, each line's period runs forward. */
function assertLinesConsistent(lines: BudgetLineInput[]) {
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    if (line.id !== undefined) {
      if (seen.has(line.id)) throw invalid(`lines.${i}.id`, `line ${line.id} is listed twice`);
      seen.add(line.id);
    }
    if (line.periodStart && line.periodEnd && line.periodEnd < line.periodStart) {
      throw invalid(`lines.${i}.periodEnd`, 'must not be before periodStart');
    }
  });
}

/**
 * Replaces the project's budget with `lines`, as revision n+1, under the project's row lock. A line sent with the id
 * of a current line keeps it (and its expenses); a current line left out is removed, unless expenses are charged to
 * it (409). The total may not exceed the project's award (422 BUDGET_EXCEEDS_AWARD).
 */
export async function replaceBudget(db: Db, by: Actor, projectId: string, lines: BudgetLineInput[]) {
  assertLinesConsistent(lines);
  await db.transaction(async (tx) => {
    const project = await findProject(tx, by.organizationId, projectId, true);
    const total = lines.reduce((sum, l) => sum + BigInt(l.amountCents), 0n);
    if (project.awardAmount !== null && total > dollarsToCents(project.awardAmount)) {
      throw new AppError(
        'BUDGET_EXCEEDS_AWARD',
        `The budget totals ${total} cents, more than the award of ${dollarsToCents(project.awardAmount)} cents`,
      );
    }
    const current = await tx.select().from(budgetLines).where(eq(budgetLines.projectId, projectId));
    const currentIds = new Set(current.map((l) => l.id));
    lines.forEach((line, i) => {
      if (line.id !== undefined && !currentIds.has(line.id)) {
        throw invalid(`lines.${i}.id`, `${line.id} is not a line of this project's budget`);
      }
    });
    const kept = new Set(lines.flatMap((l) => (l.id ? [l.id] : [])));
    const dropped = current.filter((l) => !kept.has(l.id)).map((l) => l.id);
    if (dropped.length) {
      const charged = await tx
        .selectDistinct({ id: expenses.budgetLineId })
        .from(expenses)
        .where(inArray(expenses.budgetLineId, dropped));
      if (charged.length) {
        throw new AppError(
          'CONFLICT',
          `Expenses are charged to budget lines left out: ${charged.map((c) => c.id).join(', ')}; keep them (send their id) or delete the expenses first`,
        );
      }
      await tx.delete(budgetLines).where(inArray(budgetLines.id, dropped));
    }
    const saved: BudgetRevisionLine[] = [];
    for (const [position, line] of lines.entries()) {
      const fields = {
        position,
        category: line.category,
        description: line.description,
        amountCents: BigInt(line.amountCents),
        periodStart: line.periodStart ?? null,
        periodEnd: line.periodEnd ?? null,
      };
      const [row] = line.id
        ? await tx
            .update(budgetLines)
            .set({ ...fields, updatedAt: sql`now()` })
            .where(and(eq(budgetLines.id, line.id), eq(budgetLines.projectId, projectId)))
            .returning()
        : await tx
            .insert(budgetLines)
            .values({ ...fields, organizationId: by.organizationId, projectId })
            .returning();
      saved.push({
        id: row!.id,
        category: row!.category,
        description: row!.description,
        amountCents: row!.amountCents.toString(),
        periodStart: row!.periodStart,
        periodEnd: row!.periodEnd,
      });
    }
    const [latest] = await tx
      .select({ revision: max(budgetRevisions.revision) })
      .from(budgetRevisions)
      .where(eq(budgetRevisions.projectId, projectId));
    const revision = (latest?.revision ?? 0) + 1;
    await tx
      .insert(budgetRevisions)
      .values({ organizationId: by.organizationId, projectId, revision, lines: saved, createdBy: by.actor });
    await recordAudit(tx, {
      organizationId: by.organizationId,
      action: 'budget.revised',
      target: { type: 'project', id: projectId },
      changes: {
        revision: [revision - 1, revision],
        budgetedCents: [current.reduce((s, l) => s + l.amountCents, 0n).toString(), total.toString()],
        lines: [current.length, saved.length],
      },
    });
    await evaluateBudgetAlerts(tx, by.organizationId, projectId);
  });
  return getBudget(db, by.organizationId, projectId);
}
