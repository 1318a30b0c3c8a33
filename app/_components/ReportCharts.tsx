'use client';
// The summary report as charts (Recharts): pipeline by stage, win rate, awards over time, deliverables done.
// Shared by /reports and the embeddable portal. Each chart carries a text alternative.
import dynamic from 'next/dynamic';
import type { ReportSummary } from '~/server/reports/summary';
import { money, percent } from './format';
import { PURSUIT_STAGE_LABEL } from './status';
import { drawnInView } from './ui/drawn-in-view';

type Summary = Pick<ReportSummary, 'pipeline' | 'outcomes' | 'tasks' | 'projects' | 'period'>;

const COLORS = {
  green: '#047857',
  sky: '#0369a1',
  violet: '#6d28d9',
  amber: '#b45309',
  red: '#b91c1c',
  slate: '#94a3b8',
};

// Recharts loads after the page's own code, without server rendering (its responsive container draws nothing before it
// measures the page anyway), and only when a chart's frame enters the viewport (drawnInView); the cards keep the
// fixed height the drawings fill, so nothing moves when they appear.
const MoneyBars = drawnInView(dynamic(() => import('./ReportChartDrawings').then((m) => m.MoneyBars), { ssr: false }));
const DonutRing = drawnInView(dynamic(() => import('./ReportChartDrawings').then((m) => m.DonutRing), { ssr: false }));

function ChartCard({ title, summary, children }: { title: string; summary: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={title}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <p className="mb-3 text-sm text-slate-600">{summary}</p>
      <div role="img" aria-label={`${title}: ${summary}`} className="h-56 w-full">
        {children}
      </div>
    </section>
  );
}

function Donut({ data, center }: { data: { name: string; value: number; color: string }[]; center: string }) {
  return (
    <div className="relative h-full">
      <DonutRing data={data} />
      <div
        className="pointer-events-none absolute inset-0 flex items-center justify-center text-2xl font-bold text-slate-900"
        aria-hidden
      >
        {center}
      </div>
      <ul className="absolute bottom-0 right-0 flex flex-col gap-0.5 text-xs text-slate-700" aria-hidden>
        {data.map((d) => (
          <li key={d.name} className="flex items-center gap-1">
            <span className="inline-block size-2.5 rounded-sm" style={{ background: d.color }} />
            {d.name} ({d.value})
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ReportCharts({
  summary: s,
  show = { pipeline: true, outcomes: true, tasks: true },
}: {
  summary: Summary;
  show?: { pipeline?: boolean; outcomes?: boolean; tasks?: boolean };
}) {
  const stages = s.pipeline.byStage.map((b) => ({
    name: PURSUIT_STAGE_LABEL[b.stage] ?? b.stage,
    amount: b.amountRequested,
    count: b.count,
  }));
  const months = s.outcomes.byMonth.map((m) => ({ name: m.month, awarded: m.awarded, won: m.won }));
  const openTasks = s.tasks.total - s.tasks.completed - s.tasks.overdue;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {show.pipeline && (
        <ChartCard
          title="Pipeline by stage"
          summary={`${s.pipeline.activeCount} open pursuits, ${money(s.pipeline.totalRequested)} requested, ${money(s.pipeline.weightedForecast)} weighted. ${stages.map((x) => `${x.name}: ${x.count}`).join(', ')}.`}
        >
          <MoneyBars data={stages} dataKey="amount" name="Requested" color={COLORS.green} />
        </ChartCard>
      )}
      {show.outcomes && (
        <ChartCard
          title="Win rate"
          summary={`${s.outcomes.won} won, ${s.outcomes.lost} lost in the period: ${percent(s.outcomes.winRate)} win rate.`}
        >
          <Donut
            center={percent(s.outcomes.winRate)}
            data={[
              { name: 'Won', value: s.outcomes.won, color: COLORS.green },
              { name: 'Lost', value: s.outcomes.lost, color: COLORS.red },
            ]}
          />
        </ChartCard>
      )}
      {show.outcomes && (
        <ChartCard
          title="Awards over time"
          summary={`${money(s.outcomes.totalAwarded)} awarded in the period${months.length ? `, across ${months.length} month${months.length === 1 ? '' : 's'}` : ''}.`}
        >
          {months.length === 0 ? (
            <p className="flex h-full items-center justify-center text-sm text-slate-600">No awards in this period.</p>
          ) : (
            <MoneyBars data={months} dataKey="awarded" name="Awarded" color={COLORS.violet} />
          )}
        </ChartCard>
      )}
      {show.tasks && (
        <ChartCard
          title="Deliverables"
          summary={`${s.tasks.completed} of ${s.tasks.total} completed (${percent(s.tasks.completionRate)}), ${s.tasks.overdue} overdue.`}
        >
          <Donut
            center={percent(s.tasks.completionRate)}
            data={[
              { name: 'Completed', value: s.tasks.completed, color: COLORS.green },
              { name: 'Open', value: Math.max(0, openTasks), color: COLORS.sky },
              { name: 'Overdue', value: s.tasks.overdue, color: COLORS.red },
            ]}
          />
        </ChartCard>
      )}
    </div>
  );
}
