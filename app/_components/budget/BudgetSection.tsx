'use client';
// A funded project's budget (docs/post-award.md#in-the-dashboard): the lines with what is spent of each, the figures of
// the whole, a chart of budget against spending per category and the burn line. Managers edit the lines in a dialog
// that saves them as a new revision (budgets.replace). Every amount is integer cents until it is shown.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { Download, Pencil, Plus, Trash2 } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { AppRouter } from '~/server/api/root';
import { budgetCsv, budgetCsvFileName } from './budget-csv';
import type { BudgetCategory } from '~/db/schema';
import { useTRPC, useTRPCClient } from '../../_trpc/react';
import { date, today } from '../format';
import { Button } from '../ui/Button';
import { Card, CardTitle } from '../ui/Card';
import { DataForm } from '../ui/DataForm';
import { Dialog, DialogContent } from '../ui/Dialog';
import { drawnInView } from '../ui/drawn-in-view';
import { Input, Select } from '../ui/Input';
import { Empty, ErrorState, Loading } from '../ui/States';
import { Table, TBody, TD, TH, THead, TR } from '../ui/Table';
import { useToast } from '../ui/Toast';
import { cn } from '../ui/cn';
import { burnLine, epochDay } from './burn';
import {
  BUDGET_CATEGORIES,
  BUDGET_CATEGORY_LABEL,
  centsToDecimal,
  formatCents,
  formatPercent,
  parseDollars,
  percentOfCents,
} from './money';

type Outputs = inferRouterOutputs<AppRouter>;
export type Budget = Outputs['budgets']['get'];
export type BudgetLine = Budget['lines'][number];
export type Expense = Outputs['budgets']['expenses']['list']['data'][number];

export interface BudgetProject {
  id: string;
  name: string;
  currency: string;
  startDate: string | null;
  endDate: string | null;
}

/** "Personnel — Staff salaries": how a line is named in lists, selects and messages. */
export const lineName = (l: Pick<BudgetLine, 'category' | 'description'>) =>
  l.description ? `${BUDGET_CATEGORY_LABEL[l.category]} — ${l.description}` : BUDGET_CATEGORY_LABEL[l.category];

/**
 * Every expense of the project, page after page (the API's pages hold 100), fetched only while `enabled`: the expense
 * form asks for them to name the expense a reference is already recorded on. The charts draw from the budget's
 * spending per day instead.
 */
export function useAllExpenses(projectId: string, enabled: boolean) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useQuery({
    // Under the expenses' path, so invalidating trpc.budgets refreshes it with the rest.
    queryKey: [...trpc.budgets.expenses.pathKey(), { allOf: projectId }],
    enabled,
    queryFn: async () => {
      const all: Expense[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = await client.budgets.expenses.list.query({ id: projectId, limit: 100, offset });
        all.push(...page.data);
        if (!page.pagination.hasMore || offset + 100 > 100_000) return all;
      }
    },
  });
}

// The drawings load with Recharts when the charts are drawn (once a chart's frame enters the viewport: drawnInView),
// not with the page: Recharts is the largest library of the page's JavaScript (docs/benchmarks.md#dashboard). The
// frames keep the fixed height the drawings fill, so nothing moves when they appear.
const CategoryBars = drawnInView(
  dynamic(() => import('./BudgetChartDrawings').then((m) => m.CategoryBars), { ssr: false }),
);
const BurnLineChart = drawnInView(
  dynamic(() => import('./BudgetChartDrawings').then((m) => m.BurnLineChart), { ssr: false }),
);

function ChartFigure({ title, summary, children }: { title: string; summary: string; children: React.ReactNode }) {
  return (
    <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <figcaption>
        <span className="block text-sm font-semibold text-slate-900">{title}</span>
        <span className="mb-3 block text-sm text-slate-600">{summary}</span>
      </figcaption>
      <div role="img" aria-label={`${title}: ${summary}`} className="h-56 w-full">
        {children}
      </div>
    </figure>
  );
}

function BudgetCharts({ budget, project }: { budget: Budget; project: BudgetProject }) {
  const c = (cents: number | bigint) => formatCents(cents, budget.currency);
  // One bar pair per category, lines of one category summed (BigInt), in the SF-424A order.
  const sums = new Map<BudgetCategory, { budgeted: bigint; spent: bigint }>();
  for (const l of budget.lines) {
    const s = sums.get(l.category) ?? { budgeted: 0n, spent: 0n };
    sums.set(l.category, { budgeted: s.budgeted + BigInt(l.amountCents), spent: s.spent + BigInt(l.spentCents) });
  }
  const categories = BUDGET_CATEGORIES.filter((k) => sums.has(k)).map((k) => ({
    name: BUDGET_CATEGORY_LABEL[k],
    budgeted: Number(sums.get(k)!.budgeted),
    spent: Number(sums.get(k)!.spent),
    text: `${BUDGET_CATEGORY_LABEL[k]} ${c(sums.get(k)!.spent)} of ${c(sums.get(k)!.budgeted)}`,
  }));
  // A day whose sum JSON cannot carry exactly (null) leaves no line to draw (docs/post-award.md#in-the-dashboard).
  const days = budget.dailySpending.every((d) => d.spentCents !== null)
    ? budget.dailySpending.map((d) => ({ date: d.date, amountCents: d.spentCents! }))
    : null;
  const burn = days && burnLine(days, project, budget.totals.budgetedCents);
  const lastSpent = burn?.filter((p) => p.spentCents !== null).at(-1);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure title="Budget and spending by category" summary={`${categories.map((x) => x.text).join('; ')}.`}>
        <CategoryBars categories={categories} currency={budget.currency} />
      </ChartFigure>
      <ChartFigure
        title="Burn line"
        summary={
          burn
            ? `${c(lastSpent?.spentCents ?? 0)} spent by ${date(lastSpent?.date ?? project.startDate)}, against a steady pace from ${c(0)} on ${date(project.startDate)} to ${c(budget.totals.budgetedCents)} on ${date(project.endDate)}.`
            : days
              ? 'The project has no start and end date, so there is no pace to compare against.'
              : 'A day of spending is too large to draw.'
        }
      >
        {burn ? (
          <BurnLineChart
            burn={burn}
            fromDay={epochDay(project.startDate!)}
            toDay={epochDay(project.endDate!)}
            currency={budget.currency}
          />
        ) : (
          <p className="flex h-full items-center justify-center text-sm text-slate-600">
            {days ? 'No project period recorded.' : 'Too large to draw.'}
          </p>
        )}
      </ChartFigure>
    </div>
  );
}

function Figure({ label, value, tone, hint }: { label: string; value: string; tone?: 'over'; hint?: string }) {
  return (
    <div
      className={cn('rounded-lg border px-3 py-2', tone === 'over' ? 'border-red-200 bg-red-50' : 'border-slate-200')}
    >
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className={cn('text-lg font-semibold', tone === 'over' ? 'text-red-800' : 'text-slate-900')}>{value}</dd>
      {hint && <dd className={cn('text-xs', tone === 'over' ? 'text-red-800' : 'text-slate-600')}>{hint}</dd>}
    </div>
  );
}

/** A line as the editor holds it: the amount as typed. */
interface Row {
  key: string;
  id?: string;
  category: BudgetCategory;
  description: string;
  amount: string;
  periodStart: string | null;
  periodEnd: string | null;
}

let rowKeys = 0;
const newRow = (): Row => ({
  key: `new-${++rowKeys}`,
  category: 'personnel',
  description: '',
  amount: '',
  periodStart: null,
  periodEnd: null,
});

function BudgetEditor({ budget, projectId, onDone }: { budget: Budget; projectId: string; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [rows, setRows] = useState<Row[]>(() =>
    budget.lines.length
      ? budget.lines.map((l) => ({
          key: l.id,
          id: l.id,
          category: l.category,
          description: l.description,
          amount: centsToDecimal(l.amountCents),
          periodStart: l.periodStart,
          periodEnd: l.periodEnd,
        }))
      : [newRow()],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const c = (cents: number | bigint) => formatCents(cents, budget.currency);
  const parsed = rows.map((r) => parseDollars(r.amount, { allowZero: true }));
  const total = parsed.reduce((sum, p) => sum + (p.ok ? BigInt(p.cents) : 0n), 0n);
  const award = budget.awardAmountCents;
  const replace = useMutation(
    trpc.budgets.replace.mutationOptions({
      onSuccess: async (b) => {
        await queryClient.invalidateQueries({ queryKey: trpc.budgets.pathKey() });
        toast({ title: 'Budget saved', description: `Revision ${b.revision}: ${c(b.totals.budgetedCents)} budgeted` });
        onDone();
      },
    }),
  );
  const set = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const serverError = (() => {
    const e = replace.error;
    if (!e) return null;
    if (e.data?.appCode === 'BUDGET_EXCEEDS_AWARD' && award !== null && replace.variables) {
      const sent = replace.variables.lines.reduce((sum, l) => sum + BigInt(l.amountCents), 0n);
      return `The lines total ${c(sent)}, more than the award of ${c(award)}. Lower them by ${c(sent - BigInt(award))} or more.`;
    }
    if (e.data?.appCode === 'CONFLICT') {
      const names = budget.lines.filter((l) => e.message.includes(l.id)).map(lineName);
      if (names.length)
        return `Expenses are charged to ${names.length === 1 ? 'a line' : 'lines'} you removed: ${names.join('; ')}. Keep ${names.length === 1 ? 'it' : 'them'}, or delete ${names.length === 1 ? 'its' : 'their'} expenses first.`;
    }
    return e.message;
  })();
  return (
    <DataForm
      noValidate
      onData={() => {
        const bad = parsed.findIndex((p) => !p.ok);
        if (bad >= 0) {
          setProblem(`Line ${bad + 1}: ${(parsed[bad] as { error: string }).error}`);
          return;
        }
        setProblem(null);
        replace.mutate({
          id: projectId,
          lines: rows.map((r, i) => ({
            ...(r.id ? { id: r.id } : {}),
            category: r.category,
            description: r.description.trim(),
            amountCents: (parsed[i] as { cents: number }).cents,
            periodStart: r.periodStart,
            periodEnd: r.periodEnd,
          })),
        });
      }}
    >
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Budget lines being edited</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-2 font-semibold">
                Category
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                Description
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                Amount ({budget.currency})
              </th>
              <th scope="col" className="py-1 font-semibold">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => {
              const p = parsed[i]!;
              const invalid = r.amount !== '' && !p.ok;
              return (
                <tr key={r.key} data-testid="budget-edit-line">
                  <td className="py-1 pr-2 align-top">
                    <Select
                      aria-label={`Category of line ${i + 1}`}
                      value={r.category}
                      onChange={(e) => set(i, { category: e.target.value as BudgetCategory })}
                    >
                      {BUDGET_CATEGORIES.map((k) => (
                        <option key={k} value={k}>
                          {BUDGET_CATEGORY_LABEL[k]}
                        </option>
                      ))}
                    </Select>
                  </td>
                  <td className="py-1 pr-2 align-top">
                    <Input
                      aria-label={`Description of line ${i + 1}`}
                      value={r.description}
                      maxLength={500}
                      onChange={(e) => set(i, { description: e.target.value })}
                    />
                  </td>
                  <td className="py-1 pr-2 align-top">
                    <Input
                      aria-label={`Amount of line ${i + 1}`}
                      inputMode="decimal"
                      required
                      className="w-32 text-right"
                      value={r.amount}
                      aria-invalid={invalid}
                      aria-describedby={invalid ? `budget-line-${r.key}-error` : undefined}
                      onChange={(e) => set(i, { amount: e.target.value })}
                    />
                    {invalid && (
                      <p id={`budget-line-${r.key}-error`} className="mt-1 text-xs text-red-800">
                        {(p as { error: string }).error}
                      </p>
                    )}
                  </td>
                  <td className="py-1 align-top">
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Remove line ${i + 1}`}
                      onClick={() => setRows(rows.filter((_, j) => j !== i))}
                    >
                      <Trash2 />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setRows([...rows, newRow()])}
          disabled={rows.length >= 200}
        >
          <Plus /> Add line
        </Button>
        <p className="text-sm text-slate-700" aria-live="polite">
          Total {c(total)}
          {award !== null && ` of an award of ${c(award)}`}
          {award !== null && total > BigInt(award) && (
            <span className="font-semibold text-red-800"> · {c(total - BigInt(award))} over the award</span>
          )}
        </p>
      </div>
      {(problem ?? serverError) && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem ?? serverError}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={replace.isPending}>
          {replace.isPending ? 'Saving…' : 'Save budget'}
        </Button>
      </div>
    </DataForm>
  );
}

/** Hands `csv` to the browser as a download named `name` (as the Reports page does). */
function downloadCsv(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function BudgetSection({ project, canManage }: { project: BudgetProject; canManage: boolean }) {
  const trpc = useTRPC();
  const budget = useQuery(trpc.budgets.get.queryOptions({ id: project.id }));
  const [editing, setEditing] = useState(false);

  const body = (() => {
    if (budget.isError) return <ErrorState error={budget.error} title="Could not load the budget" />;
    if (budget.isPending) return <Loading label="Loading budget…" />;
    const b = budget.data;
    const c = (cents: number | null) => formatCents(cents, b.currency);
    if (b.lines.length === 0)
      return (
        <Empty title="No budget yet">
          {canManage ? 'Set the budget lines this award pays for.' : 'A manager has not set a budget for this project.'}
        </Empty>
      );
    const variance = b.projectedVarianceCents;
    const overspent = b.totals.remainingCents < 0;
    return (
      <>
        <Table caption="Budget lines" data-testid="budget-lines">
          <THead>
            <tr>
              <TH>Category</TH>
              <TH>Description</TH>
              <TH className="text-right">Budgeted</TH>
              <TH className="text-right">Spent</TH>
              <TH className="text-right">Remaining</TH>
              <TH className="text-right">% spent</TH>
            </tr>
          </THead>
          <TBody>
            {b.lines.map((l) => (
              <TR key={l.id}>
                <TD className="whitespace-nowrap">{BUDGET_CATEGORY_LABEL[l.category]}</TD>
                <TD className="min-w-40">{l.description || '—'}</TD>
                <TD className="whitespace-nowrap text-right tabular-nums">{c(l.amountCents)}</TD>
                <TD className="whitespace-nowrap text-right tabular-nums">{c(l.spentCents)}</TD>
                <TD
                  className={cn(
                    'whitespace-nowrap text-right tabular-nums',
                    l.remainingCents < 0 && 'font-semibold text-red-800',
                  )}
                >
                  {c(l.remainingCents)}
                </TD>
                <TD className="whitespace-nowrap text-right tabular-nums">{formatPercent(l.percentSpent)}</TD>
              </TR>
            ))}
          </TBody>
          <tfoot className="border-t border-slate-200 bg-slate-50 font-semibold">
            <tr>
              <th scope="row" colSpan={2} className="px-3 py-2">
                Total
              </th>
              <TD className="whitespace-nowrap text-right tabular-nums">{c(b.totals.budgetedCents)}</TD>
              <TD className="whitespace-nowrap text-right tabular-nums">{c(b.totals.spentCents)}</TD>
              <TD className={cn('whitespace-nowrap text-right tabular-nums', overspent && 'text-red-800')}>
                {c(b.totals.remainingCents)}
              </TD>
              <TD className="whitespace-nowrap text-right tabular-nums">
                {formatPercent(percentOfCents(b.totals.spentCents, b.totals.budgetedCents))}
              </TD>
            </tr>
          </tfoot>
        </Table>
        <div role="group" aria-label="Budget figures" className="my-4">
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure label="Period elapsed" value={formatPercent(b.elapsedPercent)} />
            <Figure label="Burn rate" value={b.burnRate === null ? '—' : `${c(b.burnRate)} / day`} />
            <Figure label="Projected spend" value={c(b.projectedSpendCents)} hint="At this pace, by the period's end" />
            <Figure
              label="Projected variance"
              value={variance === null ? '—' : `${variance > 0 ? '+' : ''}${c(variance)}`}
              tone={variance !== null && variance > 0 ? 'over' : undefined}
              hint={
                variance === null
                  ? undefined
                  : variance > 0
                    ? 'Over budget at this pace'
                    : variance < 0
                      ? 'Under budget at this pace'
                      : 'On budget at this pace'
              }
            />
          </dl>
        </div>
        <BudgetCharts budget={b} project={project} />
      </>
    );
  })();

  return (
    <Card aria-labelledby="budget-title" data-testid="budget-section">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle id="budget-title" className="mb-0">
            Budget
          </CardTitle>
          {budget.data && (
            <p className="text-sm text-slate-600">
              {budget.data.awardAmountCents === null
                ? 'No award recorded'
                : `Award ${formatCents(budget.data.awardAmountCents, budget.data.currency)}`}
              {budget.data.revision > 0 && ` · revision ${budget.data.revision}`}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {budget.data && budget.data.lines.length > 0 && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => downloadCsv(budgetCsvFileName(project.name, today()), budgetCsv(budget.data))}
            >
              <Download /> Download CSV
            </Button>
          )}
          {canManage && budget.data && (
            <Button size="sm" onClick={() => setEditing(true)}>
              <Pencil /> Edit budget
            </Button>
          )}
        </div>
      </div>
      {body}
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent title="Edit budget" className="max-w-3xl">
          {editing && budget.data && (
            <BudgetEditor budget={budget.data} projectId={project.id} onDone={() => setEditing(false)} />
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
