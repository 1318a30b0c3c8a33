'use client';
// One grant: what it funds, who may apply, how much, when — and why it scored what it did, reason by reason.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, EyeOff, ExternalLink, Plus, Repeat } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Badge, ScoreBadge } from '../../../_components/ui/Badge';
import { Button } from '../../../_components/ui/Button';
import { Card, CardTitle } from '../../../_components/ui/Card';
import { ErrorState, Loading } from '../../../_components/ui/States';
import { useToast } from '../../../_components/ui/Toast';
import { date, humanize, money, relativeDays } from '../../../_components/format';
import { GRANT_STATUS_TONE } from '../../../_components/status';
import { useTRPC } from '../../../_trpc/react';
import type { Cycle, Recurrence } from '~/server/grants/cycles';
import { recurrenceText } from '../recurrence';
import { GrantChanges } from './GrantChanges';

function Facts({ items }: { items: [string, React.ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([k, v]) => (
        <div key={k}>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{k}</dt>
          <dd className="mt-0.5 text-sm text-slate-900">{v ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

const list = (xs: string[]) => (xs.length ? xs.join(', ') : '—');

/** The program's other years: how it recurs, and each cycle with its dates and status. */
function ProgramCycles({ recurrence, cycles }: { recurrence: Recurrence; cycles: Cycle[] }) {
  return (
    <div className="mt-3 text-sm">
      <p className="flex items-center gap-1.5 font-medium text-slate-800" data-testid="recurrence">
        <Repeat className="size-4 text-slate-600" aria-hidden />
        {recurrenceText(recurrence)}
      </p>
      {cycles.length > 0 && (
        <div className="mt-2">
          <h2 id="other-cycles" className="text-xs font-medium uppercase tracking-wide text-slate-600">
            Other cycles
          </h2>
          <ul aria-labelledby="other-cycles" className="mt-1 flex flex-col gap-1">
            {cycles.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link href={`/grants/${c.id}`} className="font-medium text-emerald-800 hover:underline">
                  {c.opportunityNumber ?? 'View cycle'}
                </Link>
                <span className="text-slate-600">
                  posted {date(c.postedDate)} · closes {date(c.closeDate)}
                </span>
                <Badge tone={GRANT_STATUS_TONE[c.status]}>{c.status}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export function GrantDetail({ id }: { id: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const grant = useQuery(trpc.grants.get.queryOptions({ id }));
  const me = useQuery(trpc.members.me.queryOptions());
  const canDismiss = me.data?.permissions.includes('MANAGE_PURSUITS') ?? false;
  const dismissal = useQuery(trpc.grants.dismissal.queryOptions({ grantId: id }, { enabled: grant.isSuccess }));
  const dismissed = dismissal.data?.dismissed ?? false;
  const dismissalOptions = {
    onSuccess: async (d: { grantId: string; dismissed: boolean }) => {
      queryClient.setQueryData(trpc.grants.dismissal.queryKey({ grantId: id }), d);
      await queryClient.invalidateQueries({ queryKey: trpc.grants.list.queryKey() });
      toast(
        d.dismissed
          ? { title: 'Marked not relevant', description: 'It no longer shows in your grants list or digests.' }
          : { title: 'Back in the list', description: 'It shows in your grants list and digests again.' },
      );
    },
    onError: (e: { message: string }) => toast({ title: 'Not changed', description: e.message, tone: 'error' }),
  };
  const dismiss = useMutation(trpc.grants.dismiss.mutationOptions(dismissalOptions));
  const restore = useMutation(trpc.grants.restore.mutationOptions(dismissalOptions));
  const pursue = useMutation(
    trpc.pursuits.create.mutationOptions({
      onSuccess: async (p) => {
        toast({ title: 'Added to your pipeline', description: `“${p.title}” is now a prospect.` });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.grants.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.pursuits.pathKey() }),
        ]);
        router.push(`/pursuits?open=${p.id}`);
      },
    }),
  );

  if (grant.isPending) return <Loading label="Loading grant…" />;
  if (grant.isError)
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold">Grant</h1>
        <ErrorState error={grant.error} title="Could not load this grant" />
      </>
    );
  const g = grant.data;
  const best = g.matches.reduce<(typeof g.matches)[number] | null>((a, m) => (!a || m.score > a.score ? m : a), null);

  return (
    <>
      <Link href="/grants" className="mb-3 inline-flex items-center gap-1 text-sm text-slate-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> Grants
      </Link>
      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <Badge tone={GRANT_STATUS_TONE[g.status]}>{g.status}</Badge>
            {best && <ScoreBadge score={best.score} />}
            {g.source === 'private' && <Badge tone="violet">private</Badge>}
            {g.opportunityNumber && <span className="text-sm text-slate-600">{g.opportunityNumber}</span>}
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{g.title}</h1>
          <p className="mt-1 text-slate-700">{g.agency ?? 'Unknown agency'}</p>
          {g.recurrence && <ProgramCycles recurrence={g.recurrence} cycles={g.cycles} />}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {canDismiss && dismissal.isSuccess && !dismissed && (
            <Button variant="ghost" onClick={() => dismiss.mutate({ grantId: g.id })} disabled={dismiss.isPending}>
              <EyeOff /> Not relevant
            </Button>
          )}
          {g.url && (
            <Button variant="secondary" asChild>
              <a href={g.url} target="_blank" rel="noopener noreferrer">
                <ExternalLink /> Official listing
              </a>
            </Button>
          )}
          {g.pursuitId ? (
            <Button asChild>
              <Link href={`/pursuits?open=${g.pursuitId}`}>View pursuit</Link>
            </Button>
          ) : (
            <Button onClick={() => pursue.mutate({ grantId: g.id })} disabled={pursue.isPending}>
              <Plus /> {pursue.isPending ? 'Adding…' : 'Pursue'}
            </Button>
          )}
        </div>
      </div>
      {pursue.isError && (
        <div className="mb-4">
          <ErrorState error={pursue.error} title="Could not add it to the pipeline" />
        </div>
      )}
      {dismissed && (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800"
        >
          <p>
            <strong>Marked not relevant for your organization.</strong> It is hidden from the grants list and left out
            of digests.
          </p>
          {canDismiss && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => restore.mutate({ grantId: g.id })}
              disabled={restore.isPending}
            >
              Show in the list again
            </Button>
          )}
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Card aria-labelledby="why">
            <CardTitle id="why">Why it matches</CardTitle>
            {g.matches.length === 0 ? (
              <p className="text-sm text-slate-600">None of your active missions matches this grant.</p>
            ) : (
              <div className="flex flex-col gap-5">
                {g.matches.map((m) => (
                  <div key={m.missionId}>
                    <div className="mb-2 flex items-center justify-between gap-2">
                      <p className="font-medium">{m.missionName}</p>
                      <ScoreBadge score={m.score} />
                    </div>
                    <table className="w-full text-sm">
                      <caption className="sr-only">Score reasons for {m.missionName}</caption>
                      <thead className="sr-only">
                        <tr>
                          <th scope="col">Reason</th>
                          <th scope="col">Detail</th>
                          <th scope="col">Points</th>
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-slate-100">
                        {m.reasons.map((r, i) => (
                          <tr key={i}>
                            <td className="py-1.5 pr-3 align-top text-slate-600">{humanize(r.kind)}</td>
                            <td className="py-1.5 pr-3 align-top">{r.detail}</td>
                            <td
                              className={`py-1.5 text-right align-top tabular-nums font-medium ${r.points < 0 ? 'text-red-700' : 'text-emerald-800'}`}
                            >
                              {r.points > 0 ? '+' : ''}
                              {r.points}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ))}
              </div>
            )}
          </Card>
          <Card aria-labelledby="desc">
            <CardTitle id="desc">Description</CardTitle>
            <p className="whitespace-pre-line text-sm leading-6 text-slate-800">{g.description || 'No description.'}</p>
          </Card>
          <Card aria-labelledby="elig">
            <CardTitle id="elig">Eligibility</CardTitle>
            <Facts
              items={[
                ['Eligible applicants', list(g.eligibleApplicantTypes)],
                ['Your organization', g.eligibility.detail],
                ['Cost sharing', g.costSharing === null ? '—' : g.costSharing ? 'Required' : 'Not required'],
              ]}
            />
            {g.eligibilityNotes && (
              <p className="mt-4 whitespace-pre-line text-sm leading-6 text-slate-800">{g.eligibilityNotes}</p>
            )}
          </Card>
          <GrantChanges grantId={g.id} currency={g.currency} />
        </div>
        <div className="flex flex-col gap-4">
          <Card aria-labelledby="money">
            <CardTitle id="money">Funding</CardTitle>
            <Facts
              items={[
                ['Award floor', money(g.awardFloor, g.currency)],
                ['Award ceiling', money(g.awardCeiling, g.currency)],
                ['Total funding', money(g.estimatedTotalFunding, g.currency)],
                ['Expected awards', g.expectedAwards ?? '—'],
                ['Instruments', list(g.fundingInstruments)],
                ['Categories', list(g.categories)],
              ]}
            />
          </Card>
          <Card aria-labelledby="dates">
            <CardTitle id="dates">Dates</CardTitle>
            <Facts
              items={[
                ['Posted', date(g.postedDate)],
                [
                  'Closes',
                  <>
                    {date(g.closeDate)}{' '}
                    {g.closeDate && <span className="text-slate-600">({relativeDays(g.closeDate)})</span>}
                  </>,
                ],
                ['Archived', date(g.archiveDate)],
                ['Updated', date(g.updatedAt)],
              ]}
            />
          </Card>
          <Card aria-labelledby="contact">
            <CardTitle id="contact">Contact and links</CardTitle>
            <Facts
              items={[
                ['Name', g.contact.name],
                [
                  'Email',
                  g.contact.email ? (
                    <a className="text-emerald-800 underline" href={`mailto:${g.contact.email}`}>
                      {g.contact.email}
                    </a>
                  ) : null,
                ],
                ['Phone', g.contact.phone],
                [
                  'Assistance listings',
                  g.assistanceListings.length
                    ? g.assistanceListings.map((a) => `${a.number}${a.title ? ` ${a.title}` : ''}`).join('; ')
                    : '—',
                ],
              ]}
            />
            {g.contact.text && <p className="mt-3 whitespace-pre-line text-sm text-slate-700">{g.contact.text}</p>}
            {g.url && (
              <p className="mt-3 text-sm">
                <a
                  href={g.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all text-emerald-800 underline"
                >
                  {g.url}
                </a>
              </p>
            )}
            <p className="mt-3 text-xs text-slate-600">
              Source: {g.source} · {g.sourceId}
            </p>
          </Card>
        </div>
      </div>
    </>
  );
}
