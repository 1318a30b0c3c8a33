'use client';
// Reports: the summary for a date range as charts, CSV exports of pursuits and projects (paged client-side), and a
// read-only link to share it (ShareReport).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { formatCents } from '../../_components/budget/money';
import { ReportCharts } from '../../_components/ReportCharts';
import { Button } from '../../_components/ui/Button';
import { PageHeader } from '../../_components/ui/Card';
import { Field, Input } from '../../_components/ui/Input';
import { ErrorState, Loading } from '../../_components/ui/States';
import { useToast } from '../../_components/ui/Toast';
import { compactMoney, date, dateTime, percent, startOfYear, today } from '../../_components/format';
import { useTRPC, useTRPCClient } from '../../_trpc/react';
import { ShareReport } from './ShareReport';

function toCsv(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const cols = Object.keys(rows[0]!);
  const cell = (v: unknown) => {
    const s = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
    // Quote everything; neutralize spreadsheet formulas.
    const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  return [cols.join(','), ...rows.map((r) => cols.map((c) => cell(r[c])).join(','))].join('\r\n');
}

function download(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3">
      <p className="text-xs text-slate-600">{label}</p>
      <p className="text-xl font-bold tabular-nums">{value}</p>
    </div>
  );
}

export function Reports() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { toast } = useToast();
  const [from, setFrom] = useState(startOfYear());
  const [to, setTo] = useState(today());
  const [exporting, setExporting] = useState<string | null>(null);
  const summary = useQuery(
    trpc.reports.summary.queryOptions(
      { ...(from ? { from } : {}), ...(to ? { to } : {}) },
      { placeholderData: keepPreviousData },
    ),
  );
  const s = summary.data;
  const me = useQuery(trpc.members.me.queryOptions());
  const canShare = me.data?.permissions.includes('MANAGE_EXTENSIONS') ?? false;

  async function exportAll(kind: 'pursuits' | 'projects') {
    setExporting(kind);
    try {
      const rows: Record<string, unknown>[] = [];
      for (let offset = 0; ; offset += 100) {
        const page =
          kind === 'pursuits'
            ? await client.pursuits.list.query({ status: 'active,on_hold,won,lost,withdrawn', limit: 100, offset })
            : await client.projects.list.query({ limit: 100, offset });
        for (const r of page.data) {
          if ('taskCounts' in r) {
            const { taskCounts, ...rest } = r;
            rows.push({
              ...rest,
              tasksTotal: taskCounts.total,
              tasksCompleted: taskCounts.completed,
              tasksOverdue: taskCounts.overdue,
            });
          } else rows.push({ ...r });
        }
        if (!page.pagination.hasMore) break;
      }
      download(`${kind}-${today()}.csv`, toCsv(rows));
      toast({ title: `Exported ${rows.length} ${kind}` });
    } catch (e) {
      toast({ title: 'Export failed', description: e instanceof Error ? e.message : String(e), tone: 'error' });
    } finally {
      setExporting(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Reports"
        description="Pipeline, outcomes and delivery. The pipeline is as of now; the date range selects when outcomes happened."
        actions={
          <>
            <Button variant="secondary" disabled={exporting !== null} onClick={() => void exportAll('pursuits')}>
              <Download /> {exporting === 'pursuits' ? 'Exporting…' : 'Pursuits CSV'}
            </Button>
            <Button variant="secondary" disabled={exporting !== null} onClick={() => void exportAll('projects')}>
              <Download /> {exporting === 'projects' ? 'Exporting…' : 'Projects CSV'}
            </Button>
            {canShare && <ShareReport />}
          </>
        }
      />
      <form className="mb-4 flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
        <Field label="From" htmlFor="report-from">
          <Input id="report-from" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field label="To" htmlFor="report-to">
          <Input id="report-to" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </Field>
        {summary.isFetching && (
          <span className="pb-2 text-sm text-slate-600" role="status">
            Updating…
          </span>
        )}
      </form>
      {summary.isError ? (
        <ErrorState error={summary.error} title="Could not load the report" />
      ) : !s ? (
        <Loading label="Loading the report…" />
      ) : (
        <>
          <div className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure label="Weighted forecast" value={compactMoney(s.pipeline.weightedForecast)} />
            <Figure label="Awarded in period" value={compactMoney(s.outcomes.totalAwarded)} />
            <Figure label="Win rate" value={percent(s.outcomes.winRate)} />
            <Figure label="High matches open" value={String(s.grants.highMatch)} />
          </div>
          {s.finance && (
            <section aria-labelledby="report-finance" className="mb-4">
              <h2 id="report-finance" className="mb-2 text-sm font-semibold text-slate-700">
                Finance of every project
              </h2>
              <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
                <Figure label="Awarded" value={formatCents(s.finance.awardedCents)} />
                <Figure label="Budgeted" value={formatCents(s.finance.budgetedCents)} />
                <Figure label="Spent" value={formatCents(s.finance.spentCents)} />
                <Figure label="Remaining" value={formatCents(s.finance.remainingCents)} />
                <Figure label="Funder reports due (30 days)" value={String(s.finance.reportsDue)} />
                <Figure label="Funder reports late" value={String(s.finance.reportsLate)} />
              </div>
            </section>
          )}
          <ReportCharts summary={s} />
          <p className="mt-3 text-xs text-slate-600">
            Period {date(s.period.from)} – {date(s.period.to)} · generated {dateTime(s.generatedAt)}
          </p>
        </>
      )}
    </>
  );
}
