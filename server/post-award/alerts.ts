// Budget alerts (docs/post-award.md#alerts): a budget line reaching 90 % and 100 % of its amount, and a project's
// projected variance beyond ±15 % of its award once a quarter of its period has passed. Each alert in force is a row
// of budget_alerts, unique per project, line and kind: a crossing writes it (and tells people once: the bell and email
// of the organization's budget managers, and the budget.threshold_crossed webhook event); falling back within the
// threshold deletes it, so a later crossing alerts again. Evaluated in the transaction of every change of a budget or
// its expenses, and by the notifications run for the variance, which also moves with time alone.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import {
  BUDGET_ALERT_KINDS,
  budgetAlerts,
  budgetLines,
  expenses,
  organizations,
  type BudgetAlertKind,
  type BudgetCategory,
} from '~/db/schema';
import { todayUtc } from '../dates';
import { renderBudgetAlertEmail, formatCents } from '../email/templates';
import { publicBaseUrl } from '../env';
import { recordEvent } from '../events/record-event';
import { logger } from '../logger';
import { centsToJson, dollarsToCents, projectedCentsToJson } from '../money';
import { unsubscribeHeaders, unsubscribeUrl } from '../notifications/links';
import { notify } from '../notifications/notify';
import { recipientsOf } from '../notifications/recipients';
import { toProject } from '../pipeline/dto';
import { findProject, taskCountsFor } from '../pipeline/projects';
import { budgetFigures, lineFigures, periodDays } from './figures';

/** The percentage of its amount a line's spending alerts at, per kind. */
const LINE_THRESHOLDS = [
  ['line_90', 90n],
  ['line_100', 100n],
] as const;
/** The projected variance alerts beyond ±this percentage of the award (of the total budgeted without an award)… */
export const VARIANCE_PERCENT = 15n;
/** …once this share (in percent) of the project period's days has begun: earlier, the pace says little. */
export const VARIANCE_FROM_ELAPSED_PERCENT = 25n;

/** The threshold each kind stands for, as a percentage (the variance's negative below the budget). */
export const ALERT_THRESHOLD: Record<BudgetAlertKind, number> = {
  line_90: 90,
  line_100: 100,
  variance_over: Number(VARIANCE_PERCENT),
  variance_under: -Number(VARIANCE_PERCENT),
};

/** An alert in force, as `GET /projects/{id}/budget` lists it. */
export interface BudgetAlert {
  kind: BudgetAlertKind;
  threshold: number;
  lineId: string | null;
  crossedAt: string;
  spentCents: number;
  projectedVarianceCents: number | null;
}

type AlertRow = typeof budgetAlerts.$inferSelect;

const toAlert = (row: AlertRow): BudgetAlert => ({
  kind: row.kind,
  threshold: ALERT_THRESHOLD[row.kind],
  lineId: row.budgetLineId,
  crossedAt: row.crossedAt.toISOString(),
  spentCents: centsToJson(row.spentCents),
  projectedVarianceCents: projectedCentsToJson(row.projectedVarianceCents),
});

/** The project's alerts in force, oldest crossing first. */
export async function listBudgetAlerts(db: DbOrTx, projectId: string): Promise<BudgetAlert[]> {
  const rows = await db
    .select()
    .from(budgetAlerts)
    .where(eq(budgetAlerts.projectId, projectId))
    .orderBy(asc(budgetAlerts.crossedAt), asc(budgetAlerts.id));
  // Crossed at once (one expense past both line thresholds): the lower threshold first.
  const rank = (row: AlertRow) => BUDGET_ALERT_KINDS.indexOf(row.kind);
  return rows.sort((a, b) => a.crossedAt.getTime() - b.crossedAt.getTime() || rank(a) - rank(b)).map(toAlert);
}

interface Wanted {
  budgetLineId: string | null;
  kind: BudgetAlertKind;
  spentCents: bigint;
  projectedVarianceCents: bigint | null;
}

const keyOf = (a: { budgetLineId: string | null; kind: BudgetAlertKind }) => `${a.budgetLineId ?? '-'}:${a.kind}`;

/**
 * A line is at `percent` of its amount when spent × 100 ≥ amount × percent, spending something: so a line of 0 cents
 * crosses both thresholds at its first positive spend, and a line nothing (net) was spent on never alerts.
 */
export const lineAtPercent = (spent: bigint, amount: bigint, percent: bigint) =>
  spent > 0n && spent * 100n >= amount * percent;

/**
 * Evaluates the project's budget alerts as of `now`, in the caller's transaction (under the project's row lock, taken
 * here too): writes the alerts newly crossed and tells of each once, deletes those no longer in force (re-armed).
 * Returns the alerts it fired. A project without budget lines has no alerts.
 */
export async function evaluateBudgetAlerts(
  tx: DbOrTx,
  organizationId: string,
  projectId: string,
  now: Date = new Date(),
): Promise<{ fired: BudgetAlert[]; emails: number }> {
  const project = await findProject(tx, organizationId, projectId, true);
  const [lines, spent, existing] = await Promise.all([
    tx.select().from(budgetLines).where(eq(budgetLines.projectId, projectId)).orderBy(asc(budgetLines.position)),
    tx
      .select({ lineId: expenses.budgetLineId, cents: sql<string>`sum(${expenses.amountCents})::text` })
      .from(expenses)
      .where(eq(expenses.projectId, projectId))
      .groupBy(expenses.budgetLineId),
    tx.select().from(budgetAlerts).where(eq(budgetAlerts.projectId, projectId)),
  ]);
  const spentByLine = new Map(spent.map((s) => [s.lineId, BigInt(s.cents)]));
  const amounts = lines.map((l) => ({ budgetedCents: l.amountCents, spentCents: spentByLine.get(l.id) ?? 0n }));
  const today = todayUtc(now);
  const figures = budgetFigures(amounts, project, today);

  const wanted = new Map<string, Wanted>();
  lines.forEach((line, i) => {
    const { budgetedCents, spentCents } = amounts[i]!;
    for (const [kind, percent] of LINE_THRESHOLDS) {
      if (lineAtPercent(spentCents, budgetedCents, percent)) {
        const w = { budgetLineId: line.id, kind, spentCents, projectedVarianceCents: null };
        wanted.set(keyOf(w), w);
      }
    }
  });
  const days = periodDays(project, today);
  const variance = figures.projectedVarianceCents;
  if (
    lines.length > 0 &&
    days &&
    variance !== null &&
    BigInt(days.elapsed) * 100n >= BigInt(days.total) * VARIANCE_FROM_ELAPSED_PERCENT
  ) {
    // Of the award; a project without one: of its total budgeted.
    const base = project.awardAmount === null ? figures.totals.budgetedCents : dollarsToCents(project.awardAmount);
    const kind: BudgetAlertKind | null =
      variance * 100n > base * VARIANCE_PERCENT
        ? 'variance_over'
        : variance * 100n < -base * VARIANCE_PERCENT
          ? 'variance_under'
          : null;
    if (kind) {
      // Kept as the budget shows it: beyond what a JSON number carries exactly (a century-long period spent on its
      // first day could even pass a bigint column), none.
      const shown = projectedCentsToJson(variance);
      const w = {
        budgetLineId: null,
        kind,
        spentCents: figures.totals.spentCents,
        projectedVarianceCents: shown === null ? null : variance,
      };
      wanted.set(keyOf(w), w);
    }
  }

  // Back within a threshold: the alert is no longer in force, and a later crossing alerts again.
  const rearmed = existing.filter((row) => !wanted.has(keyOf(row))).map((row) => row.id);
  if (rearmed.length) await tx.delete(budgetAlerts).where(inArray(budgetAlerts.id, rearmed));

  const held = new Set(existing.map(keyOf));
  const fresh = [...wanted.values()].filter((w) => !held.has(keyOf(w)));
  if (fresh.length === 0) return { fired: [], emails: 0 };
  // A concurrent evaluation that wrote the same alert first wins: the unique index leaves this one nothing to tell.
  const inserted = await tx
    .insert(budgetAlerts)
    .values(fresh.map((w) => ({ ...w, organizationId, projectId, crossedAt: now })))
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) return { fired: [], emails: 0 };

  const counts = await taskCountsFor(tx, [projectId]);
  const projectDto = toProject(project, counts.get(projectId)!);
  const awardAmountCents = project.awardAmount === null ? null : dollarsToCents(project.awardAmount);
  const [org] = await tx
    .select({ name: organizations.name, sandboxOf: organizations.liveOrganizationId })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  // Those who can act on a budget: the organization's members holding MANAGE_BUDGETS (owners, admins and managers by
  // default) who leave budget alerts on. A sandbox (test mode) notifies nobody; its events still reach its webhooks.
  const managers =
    org && !org.sandboxOf
      ? (await recipientsOf(tx, organizationId)).filter(
          (r) => r.permissions.has('MANAGE_BUDGETS') && r.preferences.budgetAlerts,
        )
      : [];
  let emails = 0;
  for (const row of inserted) {
    const i = lines.findIndex((l) => l.id === row.budgetLineId);
    const line = i >= 0 ? lines[i]! : null;
    const lineDto = line ? lineJson(line, amounts[i]!) : undefined;
    const alert = toAlert(row);
    const budgetedCents = line ? line.amountCents : figures.totals.budgetedCents;
    await recordEvent(tx, {
      organizationId,
      type: 'budget.threshold_crossed',
      data: {
        project: projectDto,
        ...(lineDto && { line: lineDto }),
        threshold: row.kind,
        thresholdPercent: alert.threshold,
        spentCents: alert.spentCents,
        budgetedCents: centsToJson(budgetedCents),
        awardAmountCents: awardAmountCents === null ? null : centsToJson(awardAmountCents),
        projectedVarianceCents: alert.projectedVarianceCents,
        elapsedPercent: figures.elapsedPercent,
        crossedAt: alert.crossedAt,
      },
    });
    const { headline, detail } = describe(row, line, budgetedCents, awardAmountCents, variance);
    const link = `/projects/${projectId}`;
    for (const person of managers) {
      const { emailed } = await notify(tx, {
        organizationId,
        userId: person.userId,
        kind: 'budget_alert',
        // A threshold is told to a person at most once a day: spending that flips a line across it and back (an
        // expense recorded and deleted in a loop) re-arms the alert and fires its event, but sends no second email.
        dedupeKey: `budget_alert:${projectId}:${row.budgetLineId ?? 'variance'}:${row.kind}:${today}:${person.userId}`,
        title: `${project.name}: ${headline}`,
        body: detail,
        link,
        data: { target: { type: 'project', id: projectId }, budgetAlertId: row.id },
        email: {
          to: person.email,
          render: async () => {
            const base = publicBaseUrl();
            const unsubscribe = unsubscribeUrl(person.userId, organizationId, 'budget_alerts');
            const email = await renderBudgetAlertEmail({
              organizationName: org!.name,
              projectName: project.name,
              headline,
              detail,
              url: `${base}${link}`,
              unsubscribe: {
                url: unsubscribe,
                what: 'budget alert emails',
                settingsUrl: `${base}/settings/notifications`,
              },
            });
            return { ...email, headers: unsubscribeHeaders(unsubscribe) };
          },
        },
      });
      if (emailed) emails++;
    }
  }
  return { fired: inserted.map(toAlert), emails };
}

function lineJson(line: typeof budgetLines.$inferSelect, amounts: { budgetedCents: bigint; spentCents: bigint }) {
  const f = lineFigures(amounts);
  return {
    id: line.id,
    category: line.category,
    description: line.description,
    amountCents: centsToJson(line.amountCents),
    periodStart: line.periodStart,
    periodEnd: line.periodEnd,
    spentCents: centsToJson(f.spentCents),
    remainingCents: centsToJson(f.remainingCents),
    percentSpent: f.percentSpent,
  };
}

const CATEGORY_NAME: Record<BudgetCategory, string> = {
  personnel: 'Personnel',
  fringe_benefits: 'Fringe benefits',
  travel: 'Travel',
  equipment: 'Equipment',
  supplies: 'Supplies',
  contractual: 'Contractual',
  construction: 'Construction',
  other: 'Other',
  indirect_charges: 'Indirect charges',
};

/** The bell's and the email's words for an alert. */
function describe(
  row: AlertRow,
  line: typeof budgetLines.$inferSelect | null,
  budgetedCents: bigint,
  awardAmountCents: bigint | null,
  projectedVarianceCents: bigint | null,
): { headline: string; detail: string } {
  if (line) {
    const name = line.description.trim() || CATEGORY_NAME[line.category];
    const percent = ALERT_THRESHOLD[row.kind];
    return {
      headline: `${name} reached ${percent}% of its budget`,
      detail: `${formatCents(row.spentCents)} spent of ${formatCents(budgetedCents)} budgeted on the line ${name}.`,
    };
  }
  const variance = row.projectedVarianceCents ?? projectedVarianceCents ?? 0n;
  const of = awardAmountCents === null ? 'the total budgeted' : 'the award';
  const over = row.kind === 'variance_over';
  return {
    headline: over ? 'spending pace overspends the budget' : 'spending pace underspends the budget',
    detail:
      `At the pace so far (${formatCents(row.spentCents)} spent), the project is projected to ` +
      `${over ? 'overspend' : 'underspend'} its budget of ${formatCents(budgetedCents)} by ` +
      `${formatCents(over ? variance : -variance)}: more than ${VARIANCE_PERCENT}% of ${of}.`,
  };
}

export interface BudgetAlertsRun {
  projects: number;
  fired: number;
  emails: number;
  failed: number;
}

/**
 * The notifications run's part (docs/post-award.md#alerts): evaluates, as of `at`, every project with a budget
 * (sandboxes' included: their webhooks hear of it; of one organization with `organizationId`), each in its own transaction, so a failure (logged) leaves the rest.
 */
export async function runBudgetAlerts(
  db: Db,
  at: Date = new Date(),
  opts: { organizationId?: string } = {},
): Promise<BudgetAlertsRun> {
  const total: BudgetAlertsRun = { projects: 0, fired: 0, emails: 0, failed: 0 };
  const targets = await db
    .selectDistinct({ organizationId: budgetLines.organizationId, projectId: budgetLines.projectId })
    .from(budgetLines)
    .where(opts.organizationId ? eq(budgetLines.organizationId, opts.organizationId) : undefined)
    .orderBy(budgetLines.organizationId, budgetLines.projectId);
  for (const t of targets) {
    try {
      const { fired, emails } = await db.transaction((tx) =>
        evaluateBudgetAlerts(tx, t.organizationId, t.projectId, at),
      );
      total.projects++;
      total.fired += fired.length;
      total.emails += emails;
    } catch (err) {
      total.failed++;
      logger.error({ ...t, err }, 'budget alerts failed for a project; the next run retries it');
    }
  }
  return total;
}
