'use client';
// Overview: the pipeline at a glance — KPIs, what is due soon, and the newest high matches.
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CalendarClock, Sparkles, TrendingUp, Trophy, Wallet, FolderOpen } from 'lucide-react';
import Link from 'next/link';
import { Badge, ScoreBadge } from '../_components/ui/Badge';
import { Card, CardTitle, PageHeader } from '../_components/ui/Card';
import { Empty, ErrorState, Skeleton } from '../_components/ui/States';
import { compactMoney, date, money, relativeDays } from '../_components/format';
import { useTRPC } from '../_trpc/react';
import { overviewInput } from './overview-input';
import { PostAward } from './PostAward';
import { ReadyToApply } from './ReadyToApply';

function Kpi({
  label,
  value,
  hint,
  icon: Icon,
  tone = 'text-emerald-700',
}: {
  label: string;
  value: React.ReactNode;
  hint?: string;
  icon: React.ElementType;
  tone?: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between text-sm text-slate-600">
        <span>{label}</span>
        <Icon className={`size-4 ${tone}`} aria-hidden />
      </div>
      <p className="mt-2 text-2xl font-bold tabular-nums text-slate-900">{value}</p>
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
    </div>
  );
}

export function Overview() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.reports.summary.queryOptions(overviewInput()));
  const found = useQuery(trpc.events.list.queryOptions({ type: 'grant.found', limit: 6 }, { retry: false }));
  const topGrants = useQuery(
    trpc.grants.list.queryOptions(
      { limit: 6, minScore: 70 },
      { enabled: found.isError || (found.isSuccess && found.data.data.length === 0) },
    ),
  );
  const s = summary.data;

  const matches: {
    id: string;
    title: string;
    agency: string | null;
    closeDate: string | null;
    score: number | null;
    mission: string | null;
    at?: string;
  }[] =
    found.data && found.data.data.length > 0
      ? found.data.data.map((e) => {
          const grant = (e.data.grant ?? {}) as {
            id?: string;
            title?: string;
            agency?: string | null;
            closeDate?: string | null;
          };
          const match = (e.data.match ?? {}) as { score?: number; missionName?: string };
          return {
            id: grant.id ?? '',
            title: grant.title ?? 'Untitled grant',
            agency: grant.agency ?? null,
            closeDate: grant.closeDate ?? null,
            score: match.score ?? null,
            mission: match.missionName ?? null,
            at: e.createdAt,
          };
        })
      : (topGrants.data?.data ?? []).map((g) => ({
          id: g.id,
          title: g.title,
          agency: g.agency,
          closeDate: g.closeDate,
          score: g.match?.score ?? null,
          mission: g.match?.missionName ?? null,
        }));

  return (
    <>
      <PageHeader
        title="Overview"
        description={s ? `Your pipeline today; outcomes since ${date(s.period.from)}.` : 'Your pipeline today.'}
      />
      {summary.isError ? (
        <ErrorState error={summary.error} title="Could not load the summary" />
      ) : (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
          {s ? (
            <>
              <Kpi
                label="Open pipeline"
                value={compactMoney(s.pipeline.totalRequested)}
                hint={`${s.pipeline.activeCount} open pursuits`}
                icon={Wallet}
              />
              <Kpi
                label="Weighted forecast"
                value={compactMoney(s.pipeline.weightedForecast)}
                hint="requested × probability"
                icon={TrendingUp}
              />
              <Kpi
                label="Won this year"
                value={compactMoney(s.outcomes.totalAwarded)}
                hint={`${s.outcomes.won} won · ${s.outcomes.lost} lost`}
                icon={Trophy}
              />
              <Kpi
                label="Active projects"
                value={s.projects.active}
                hint={`${s.projects.completed} completed`}
                icon={FolderOpen}
              />
              <Kpi
                label="Overdue deliverables"
                value={<span className={s.tasks.overdue > 0 ? 'text-red-700' : undefined}>{s.tasks.overdue}</span>}
                hint={`${s.tasks.completed} of ${s.tasks.total} done`}
                icon={AlertTriangle}
                tone={s.tasks.overdue > 0 ? 'text-red-700' : 'text-slate-500'}
              />
            </>
          ) : (
            Array.from({ length: 5 }, (_, i) => <Skeleton key={i} className="h-28" />)
          )}
        </div>
      )}

      <ReadyToApply />
      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card aria-labelledby="deadlines-title">
          <CardTitle id="deadlines-title" className="flex items-center gap-2">
            <CalendarClock className="size-4 text-emerald-700" aria-hidden /> Upcoming deadlines
          </CardTitle>
          {!s ? (
            summary.isError ? (
              <p className="text-sm text-slate-600">Unavailable.</p>
            ) : (
              <Skeleton className="h-40" />
            )
          ) : s.deadlines.upcoming.length + s.tasks.upcoming.length === 0 ? (
            <Empty title="Nothing due in the next 30 days" />
          ) : (
            <ul className="divide-y divide-slate-100">
              {s.deadlines.upcoming.map((d) => (
                <li key={`p-${d.id}`} className="flex items-center justify-between gap-3 py-2.5">
                  <div className="min-w-0">
                    <Link
                      href={`/pursuits?open=${d.id}`}
                      className="block truncate font-medium text-slate-900 hover:underline"
                    >
                      {d.title}
                    </Link>
                    <p className="text-xs text-slate-600">
                      Application · {d.stage} · {money(d.amountRequested, d.currency)}
                    </p>
                  </div>
                  <div className="shrink-0 text-right text-sm">
                    <p className="font-medium">{date(d.deadline)}</p>
                    <p className="text-xs text-slate-600">{relativeDays(d.deadline)}</p>
                  </div>
                </li>
              ))}
              {s.tasks.upcoming.map((t) => (
                <li key={`t-${t.id}`} className="flex items-center justify-between gap-3 py-2.5">
                  <div className="min-w-0">
                    <Link
                      href={`/projects/${t.projectId}`}
                      className="block truncate font-medium text-slate-900 hover:underline"
                    >
                      {t.title}
                    </Link>
                    <p className="truncate text-xs text-slate-600">Deliverable · {t.projectName}</p>
                  </div>
                  <div className="shrink-0 text-right text-sm">
                    <p className="font-medium">{date(t.dueDate)}</p>
                    <p className="text-xs text-slate-600">{relativeDays(t.dueDate)}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card aria-labelledby="matches-title">
          <CardTitle id="matches-title" className="flex items-center gap-2">
            <Sparkles className="size-4 text-emerald-700" aria-hidden /> New high matches
          </CardTitle>
          {found.isPending || (topGrants.fetchStatus === 'fetching' && matches.length === 0) ? (
            <Skeleton className="h-40" />
          ) : topGrants.isError ? (
            <ErrorState error={topGrants.error} />
          ) : matches.length === 0 ? (
            <Empty title="No high matches yet">
              Add or sharpen a{' '}
              <Link href="/missions" className="underline">
                mission
              </Link>{' '}
              to find grants that fit.
            </Empty>
          ) : (
            <ul className="divide-y divide-slate-100">
              {matches.map((m) => (
                <li key={m.id} className="flex items-center justify-between gap-3 py-2.5">
                  <div className="min-w-0">
                    <Link
                      href={`/grants/${m.id}`}
                      className="block truncate font-medium text-slate-900 hover:underline"
                    >
                      {m.title}
                    </Link>
                    <p className="truncate text-xs text-slate-600">
                      {m.agency ?? 'Unknown agency'}
                      {m.mission && (
                        <>
                          {' '}
                          · for <span className="font-medium">{m.mission}</span>
                        </>
                      )}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-2 text-right text-xs text-slate-600">
                    {m.closeDate && <Badge tone="neutral">closes {date(m.closeDate)}</Badge>}
                    <ScoreBadge score={m.score} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-3 text-right">
            <Link href="/grants" className="text-sm font-medium text-emerald-800 hover:underline">
              All matched grants →
            </Link>
          </div>
        </Card>
      </div>
      {s?.finance && <PostAward finance={s.finance} />}
    </>
  );
}
