'use client';
// Plan ahead: closed recurring programs matched to the organization's missions, the soonest expected posting first.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { ScoreBadge } from '../../../_components/ui/Badge';
import { Button } from '../../../_components/ui/Button';
import { PageHeader } from '../../../_components/ui/Card';
import { Empty, ErrorState, Loading } from '../../../_components/ui/States';
import { Table, TBody, TD, TH, THead, TR } from '../../../_components/ui/Table';
import { date, monthYear } from '../../../_components/format';
import { useTRPC } from '../../../_trpc/react';
import { CADENCE_LABEL } from '../recurrence';
import { PLAN_AHEAD_INPUT } from './input';

export function PlanAhead() {
  const trpc = useTRPC();
  const programs = useQuery(trpc.grants.planAhead.queryOptions(PLAN_AHEAD_INPUT));

  return (
    <>
      <Link href="/grants" className="mb-3 inline-flex items-center gap-1 text-sm text-slate-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> Grants
      </Link>
      <PageHeader
        title="Plan ahead"
        description="Recurring programs that match your missions and have closed for this year, by when the next cycle is expected."
        actions={
          <Button variant="secondary" asChild>
            <Link href="/missions">Manage missions</Link>
          </Button>
        }
      />
      {programs.isError ? (
        <ErrorState error={programs.error} title="Could not load the programs to plan for" />
      ) : programs.isPending ? (
        <Loading label="Loading programs…" />
      ) : programs.data.data.length === 0 ? (
        <Empty title="Nothing to plan for yet">
          Programs show here when a grant that matches one of your active missions has closed and the same program ran
          in other years: you can prepare before its next cycle is posted.
        </Empty>
      ) : (
        <Table caption="Recurring programs to plan for">
          <THead>
            <tr>
              <TH>Program</TH>
              <TH className="hidden md:table-cell">Agency</TH>
              <TH className="w-20">Score</TH>
              <TH>Last closed</TH>
              <TH>Next expected around</TH>
              <TH>Cadence</TH>
            </tr>
          </THead>
          <TBody>
            {programs.data.data.map((p) => (
              <TR key={p.id}>
                <TD className="max-w-md">
                  <Link
                    href={`/grants/${p.id}`}
                    className="font-medium text-slate-900 hover:text-emerald-800 hover:underline"
                  >
                    {p.title}
                  </Link>
                  <p className="text-xs text-slate-600">
                    {p.opportunityNumber && `${p.opportunityNumber} · `}
                    {p.cycleCount} cycles · {p.match.missionName}
                  </p>
                </TD>
                <TD className="hidden text-slate-700 md:table-cell">{p.agency ?? 'Unknown agency'}</TD>
                <TD>
                  <ScoreBadge score={p.match.score} />
                </TD>
                <TD className="whitespace-nowrap">{date(p.recurrence.lastCloseDate)}</TD>
                <TD className="whitespace-nowrap">
                  {p.recurrence.expectedNextPostDate ? monthYear(p.recurrence.expectedNextPostDate) : 'Not known'}
                </TD>
                <TD>{CADENCE_LABEL[p.recurrence.cadence]}</TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </>
  );
}
