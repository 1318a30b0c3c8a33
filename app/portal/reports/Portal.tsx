// The portal's body: figures, charts and project progress. Server-rendered; the charts hydrate on the client.
import type { Budget } from '~/server/post-award/budgets';
import type { ReportSummary } from '~/server/reports/summary';
import { date, money, percent } from '../../_components/format';
import { isTaskOverdue } from '../../_components/status';
import { ReportCharts } from '../../_components/ReportCharts';
import { PortalBudget } from './PortalBudget';
import { formatCents } from '../../_components/budget/money';

export interface PortalProject {
  id: string;
  name: string;
  status: string;
  awardAmount: number | null;
  currency: string;
  startDate: string | null;
  endDate: string | null;
  taskCounts: { total: number; completed: number; overdue: number };
  tasks: { id: string; title: string; status: string; dueDate: string | null }[];
  /** Its budget against spending: only for a token holding VIEW_BUDGETS, and a project with a budget. */
  budget: Budget | null;
}

export function Portal({
  organizationName,
  summary,
  projects,
}: {
  organizationName: string;
  summary: ReportSummary | null;
  projects: PortalProject[] | null;
}) {
  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <header className="mb-6">
        <p className="text-sm font-semibold text-emerald-800" data-testid="portal-organization">
          {organizationName} · grant report
        </p>
        <h1 className="text-2xl font-bold tracking-tight">Grants pipeline and funded projects</h1>
        {summary && (
          <p className="text-sm text-slate-600">
            As of {date(summary.generatedAt)} · outcomes since {date(summary.period.from)}
          </p>
        )}
      </header>

      {summary && (
        <section aria-label="Summary" className="mb-6">
          <dl className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4">
            {[
              ['Open pursuits', String(summary.pipeline.activeCount)],
              ['Weighted forecast', money(summary.pipeline.weightedForecast)],
              ['Awarded', money(summary.outcomes.totalAwarded)],
              ['Win rate', percent(summary.outcomes.winRate)],
            ].map(([k, v]) => (
              <div key={k} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
                <dt className="text-xs text-slate-600">{k}</dt>
                <dd className="text-xl font-bold tabular-nums">{v}</dd>
              </div>
            ))}
          </dl>
          {summary.finance && (
            <dl className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Finance">
              {[
                ['Budgeted', formatCents(summary.finance.budgetedCents)],
                ['Spent', formatCents(summary.finance.spentCents)],
                ['Remaining', formatCents(summary.finance.remainingCents)],
                ['Awarded to projects', formatCents(summary.finance.awardedCents)],
              ].map(([k, v]) => (
                <div key={k} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
                  <dt className="text-xs text-slate-600">{k}</dt>
                  <dd className="text-xl font-bold tabular-nums">{v}</dd>
                </div>
              ))}
            </dl>
          )}
          <ReportCharts summary={summary} />
        </section>
      )}

      {projects && (
        <section aria-labelledby="portal-projects">
          <h2 id="portal-projects" className="mb-3 text-lg font-semibold">
            Funded projects
          </h2>
          {projects.length === 0 ? (
            <p className="text-sm text-slate-600">No funded projects yet.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {projects.map((p) => {
                const pct = p.taskCounts.total ? Math.round((p.taskCounts.completed / p.taskCounts.total) * 100) : 0;
                return (
                  <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h3 className="font-semibold">{p.name}</h3>
                      <span className="text-sm text-slate-600">
                        {money(p.awardAmount, p.currency)} · {date(p.startDate)} – {date(p.endDate)}
                      </span>
                    </div>
                    <div className="mt-2 flex items-center gap-3">
                      <div
                        role="progressbar"
                        aria-label={`Deliverables of ${p.name}`}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={pct}
                        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                      >
                        <div className="h-full bg-emerald-600" style={{ width: `${pct}%` }} />
                      </div>
                      <span className="text-xs text-slate-700">
                        {p.taskCounts.completed}/{p.taskCounts.total} deliverables
                      </span>
                    </div>
                    <ul className="mt-3 divide-y divide-slate-100 text-sm">
                      {p.tasks.map((t) => {
                        const overdue = isTaskOverdue(t);
                        return (
                          <li key={t.id} className="flex justify-between gap-3 py-1.5">
                            <span className={t.status === 'completed' ? 'text-slate-500 line-through' : ''}>
                              {t.title}
                            </span>
                            <span className={overdue ? 'font-semibold text-red-800' : 'text-slate-600'}>
                              {t.status === 'completed'
                                ? 'Done'
                                : overdue
                                  ? `Overdue · ${date(t.dueDate)}`
                                  : `Due ${date(t.dueDate)}`}
                            </span>
                          </li>
                        );
                      })}
                    </ul>
                    {p.budget && <PortalBudget projectName={p.name} budget={p.budget} />}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
      {!summary && !projects && <p className="text-sm text-slate-600">This link grants access to nothing yet.</p>}
      <footer className="mt-8 text-xs text-slate-500">Read-only view shared through Grant Management Service.</footer>
    </main>
  );
}
