// Overview → after the award: the funder reports to submit this month (late ones first) and the lines spent past their
// amount (docs/post-award.md#in-the-summary-report). Shown to members who read budgets: the summary's `finance` is null
// for anyone else.
import { FileClock, Landmark } from 'lucide-react';
import Link from 'next/link';
import type { ReportSummary } from '~/server/reports/summary';
import { BUDGET_CATEGORY_LABEL, formatCents } from '../_components/budget/money';
import { date, relativeDays } from '../_components/format';
import { Badge } from '../_components/ui/Badge';
import { Card, CardTitle } from '../_components/ui/Card';
import { Empty } from '../_components/ui/States';

type Finance = NonNullable<ReportSummary['finance']>;

export function PostAward({ finance }: { finance: Finance }) {
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ReportsToSubmit finance={finance} />
      <LinesOverBudget finance={finance} />
    </div>
  );
}

function ReportsToSubmit({ finance }: { finance: Finance }) {
  return (
    <Card aria-labelledby="reports-to-submit-title">
      <CardTitle id="reports-to-submit-title" className="flex items-center gap-2">
        <FileClock className="size-4 text-emerald-700" aria-hidden /> Funder reports due this month
      </CardTitle>
      <p className="mb-2 text-xs text-slate-600">
        {finance.reportsLate} late · {finance.reportsDue} due in the next 30 days
      </p>
      {finance.reportsToSubmit.length === 0 ? (
        <Empty title="No funder report to submit this month" />
      ) : (
        <ul className="divide-y divide-slate-100">
          {finance.reportsToSubmit.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <Link
                  href={`/projects/${r.projectId}`}
                  className="block truncate font-medium text-slate-900 hover:underline"
                >
                  {r.title}
                </Link>
                <p className="truncate text-xs text-slate-600">Funder report · {r.projectName}</p>
              </div>
              <div className="shrink-0 text-right text-sm">
                <p className="font-medium">{date(r.dueDate)}</p>
                {r.status === 'late' ? (
                  <Badge tone="red">late</Badge>
                ) : (
                  <p className="text-xs text-slate-600">{relativeDays(r.dueDate)}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function LinesOverBudget({ finance }: { finance: Finance }) {
  return (
    <Card aria-labelledby="post-award-title">
      <CardTitle id="post-award-title" className="flex items-center gap-2">
        <Landmark className="size-4 text-emerald-700" aria-hidden /> Lines over budget
      </CardTitle>
      {finance.linesOverBudget.length === 0 ? (
        <Empty title="No budget line is overspent" />
      ) : (
        <ul className="divide-y divide-slate-100">
          {finance.linesOverBudget.map((l) => (
            <li key={l.lineId} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <Link
                  href={`/projects/${l.projectId}`}
                  className="block truncate font-medium text-slate-900 hover:underline"
                >
                  {l.projectName}
                </Link>
                <p className="truncate text-xs text-slate-600">
                  {BUDGET_CATEGORY_LABEL[l.category]} · {l.description}
                </p>
              </div>
              <div className="shrink-0 text-right text-sm tabular-nums">
                <p className="font-medium text-red-800">{formatCents(l.spentCents - l.amountCents, l.currency)} over</p>
                <p className="text-xs text-slate-600">
                  {formatCents(l.spentCents, l.currency)} of {formatCents(l.amountCents, l.currency)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
