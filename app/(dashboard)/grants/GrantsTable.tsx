'use client';
// Grants: the catalog as matched to the organization's missions — search, filter, sort, page.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, CalendarClock, Search, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { Badge, ScoreBadge } from '../../_components/ui/Badge';
import { Button } from '../../_components/ui/Button';
import { PageHeader } from '../../_components/ui/Card';
import { Checkbox, Field, Input, Select } from '../../_components/ui/Input';
import { Pager } from '../../_components/ui/Pager';
import { Empty, ErrorState, Loading } from '../../_components/ui/States';
import { Table, TBody, TD, TH, THead, TR } from '../../_components/ui/Table';
import { compactMoney, date, relativeDays } from '../../_components/format';
import { GRANT_STATUS_TONE } from '../../_components/status';
import { useTRPC } from '../../_trpc/react';
import { DISMISSED, grantsInput, PAGE_SIZE, RECURRING, SCOPES, scopeOf, SORTS, type Scope, type Sort } from './input';
import { SavedSearches } from './SavedSearches';
import { searchFilters } from './search-filters';

const MIN_SCORES = ['40', '70', '85'];
const STATUS_CHOICES = ['posted', 'forecasted', 'closed', 'posted,forecasted,closed,archived'];
const ALL_STATUSES = 'posted,forecasted,closed,archived';
/** Filters with no control of their own (a saved search or a shared link sets them): shown, and removable. */
const URL_ONLY_FILTERS = [
  ['closesAfter', 'Closes after'],
  ['closesBefore', 'Closes before'],
] as const;

export function GrantsTable() {
  const trpc = useTRPC();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const queryClient = useQueryClient();
  // The link's scope, else the person's last choice (prefetched by the page; docs/dashboard.md#remembered-choices).
  const preferences = useQuery(trpc.preferences.get.queryOptions());
  const remembered = preferences.data?.grantsScope ?? 'matched';
  const rememberScope = useMutation(
    trpc.preferences.update.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.preferences.get.queryKey(), saved),
    }),
  );
  const input = grantsInput(new URLSearchParams(params.toString()), remembered);
  const filters = searchFilters(new URLSearchParams(params.toString()), remembered);
  const scope = scopeOf(new URLSearchParams(params.toString()), remembered);
  const grants = useQuery(trpc.grants.list.queryOptions(input, { placeholderData: keepPreviousData }));
  // The filters' counts: each control's facet over the other filters (a status's count whatever status is chosen).
  const { status: _status, agency: _agency, ...others } = input;
  const statusFacets = useQuery(
    trpc.grants.list.queryOptions(
      {
        ...others,
        ...(input.agency ? { agency: input.agency } : {}),
        limit: 1,
        offset: 0,
        status: ALL_STATUSES,
        facets: 'status',
      },
      { placeholderData: keepPreviousData },
    ),
  );
  const agencyFacets = useQuery(
    trpc.grants.list.queryOptions(
      { ...others, ...(input.status ? { status: input.status } : {}), limit: 1, offset: 0, facets: 'agency' },
      { placeholderData: keepPreviousData },
    ),
  );
  const statusCount = (values: string) => {
    const counts = statusFacets.data?.facets?.status;
    if (!counts) return '';
    const n = values.split(',').reduce((sum, v) => sum + (counts.find((c) => c.value === v)?.count ?? 0), 0);
    return ` (${n.toLocaleString('en-US')})`;
  };
  const agencies = agencyFacets.data?.facets?.agency ?? [];
  const missions = useQuery(trpc.missions.list.queryOptions({ limit: 100 }));
  // The eligibility filter reads the profile's applicant type: offered only when the organization has one.
  const profile = useQuery(trpc.organizationProfile.get.queryOptions({}));
  const applicantType = profile.data?.applicantType ?? null;
  const [q, setQ] = useState(params.get('q') ?? '');
  // A new URL (a filter, a saved search, back/forward) resets the search box to its q: adjusted during render, not
  // in an effect, so the box never shows the previous URL's text for a render.
  const [qParams, setQParams] = useState(params);
  if (qParams !== params) {
    setQParams(params);
    setQ(params.get('q') ?? '');
  }

  function set(changes: Record<string, string | null>, resetPage = true) {
    const next = new URLSearchParams(params.toString());
    for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
    if (resetPage) next.delete('page');
    router.replace(`${pathname}${next.size ? `?${next}` : ''}`, { scroll: false });
  }

  const page = Math.floor(input.offset / PAGE_SIZE) + 1;
  const total = grants.data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const hasMissions = (missions.data?.data ?? []).some((m) => m.active);
  const sort = input.sort ?? (hasMissions ? 'score' : 'closeDate');
  const wholeCatalog = !hasMissions || scope === 'all';

  function chooseScope(next: Scope) {
    // The link says it (shareable, back-button friendly) and the choice is remembered for the next visit.
    set(next === 'all' ? { scope: 'all', missionId: null, minScore: null } : { scope: 'matched' });
    if (next !== remembered) rememberScope.mutate({ grantsScope: next });
  }
  const missionName = (id: string) => missions.data?.data.find((m) => m.id === id)?.name;
  const minScore = params.get('minScore') ?? '';
  const status = params.get('status') ?? '';

  const sortHeader = (key: Sort, label: string, className?: string) => (
    <TH className={className} aria-sort={sort === key ? (key === 'closeDate' ? 'ascending' : 'descending') : undefined}>
      <button
        type="button"
        onClick={() => set({ sort: key })}
        className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
      >
        {label}
        {sort === key && <ArrowDown className="size-3" aria-hidden />}
      </button>
    </TH>
  );

  return (
    <>
      <PageHeader
        title="Grants"
        description={
          !hasMissions
            ? 'The whole catalog — add a mission to see how well each grant fits.'
            : scope === 'all'
              ? 'The whole catalog: grants matched to your missions first, then every other grant.'
              : 'Open opportunities matched to your missions, best first.'
        }
        actions={
          <>
            <SavedSearches filters={filters} missionName={missionName} />
            <Button variant="secondary" asChild>
              <Link href="/grants/plan-ahead">
                <CalendarClock /> Plan ahead
              </Link>
            </Button>
            <Button variant="secondary" asChild>
              <Link href="/missions">Manage missions</Link>
            </Button>
          </>
        }
      />

      {hasMissions && (
        <div
          role="radiogroup"
          aria-label="Which grants"
          className="mb-3 inline-flex rounded-lg bg-slate-100 p-1 text-sm"
        >
          {SCOPES.map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={scope === value}
              onClick={() => chooseScope(value)}
              className={
                scope === value
                  ? 'rounded-md bg-white px-3 py-1.5 font-medium text-slate-900 shadow-sm'
                  : 'rounded-md px-3 py-1.5 text-slate-700 hover:text-slate-900'
              }
            >
              {label}
            </button>
          ))}
        </div>
      )}
      <form
        role="search"
        className="mb-4 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-4 xl:grid-cols-7"
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: q.trim() || null });
        }}
      >
        <Field label="Search grants" htmlFor="grant-q" className="col-span-2">
          <div className="flex gap-2">
            <Input
              id="grant-q"
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder="Keywords, agency, number…"
            />
            <Button type="submit" variant="secondary" size="icon" aria-label="Run search">
              <Search />
            </Button>
          </div>
        </Field>
        <Field label="Mission" htmlFor="grant-mission">
          <Select
            id="grant-mission"
            disabled={scope === 'all'}
            title={scope === 'all' ? 'Missions filter the matched view' : undefined}
            value={scope === 'all' ? '' : (params.get('missionId') ?? '')}
            onChange={(e) => set({ missionId: e.target.value || null })}
          >
            <option value="">All missions</option>
            {(missions.data?.data ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
                {m.active ? '' : ' (inactive)'}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Minimum score" htmlFor="grant-min">
          <Select
            id="grant-min"
            disabled={scope === 'all'}
            title={scope === 'all' ? 'Scores filter the matched view' : undefined}
            value={scope === 'all' ? '' : minScore}
            onChange={(e) => set({ minScore: e.target.value || null })}
          >
            <option value="">Any</option>
            {minScore && !MIN_SCORES.includes(minScore) && <option value={minScore}>{minScore}+</option>}
            <option value="40">40+</option>
            <option value="70">70+ (high)</option>
            <option value="85">85+</option>
          </Select>
        </Field>
        <Field label="Status" htmlFor="grant-status" className="col-span-2">
          <Select id="grant-status" value={status} onChange={(e) => set({ status: e.target.value || null })}>
            <option value="">Open (posted, forecasted){statusCount('posted,forecasted')}</option>
            {status && !STATUS_CHOICES.includes(status) && (
              <option value={status}>{status.split(',').join(', ')}</option>
            )}
            <option value="posted">Posted{statusCount('posted')}</option>
            <option value="forecasted">Forecasted{statusCount('forecasted')}</option>
            <option value="closed">Closed{statusCount('closed')}</option>
            <option value={ALL_STATUSES}>All{statusCount(ALL_STATUSES)}</option>
          </Select>
        </Field>
        <Field label="Agency" htmlFor="grant-agency">
          <Select
            id="grant-agency"
            value={input.agency ?? ''}
            onChange={(e) => set({ agency: e.target.value || null })}
          >
            <option value="">All agencies</option>
            {input.agency && !agencies.some((a) => a.value === input.agency) && (
              <option value={input.agency}>{input.agency}</option>
            )}
            {agencies.map((a) => (
              <option key={a.value} value={a.value}>
                {a.value} ({a.count.toLocaleString('en-US')})
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Program" htmlFor="grant-recurring">
          <Select
            id="grant-recurring"
            value={params.get('recurring') ?? ''}
            onChange={(e) => set({ recurring: e.target.value || null })}
          >
            {RECURRING.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Sort by" htmlFor="grant-sort">
          <Select id="grant-sort" value={sort} onChange={(e) => set({ sort: e.target.value })}>
            {SORTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Not relevant" htmlFor="grant-dismissed">
          <Select
            id="grant-dismissed"
            value={input.dismissed ?? 'exclude'}
            onChange={(e) => set({ dismissed: e.target.value === 'exclude' ? null : e.target.value })}
            aria-describedby="grant-dismissed-hint"
          >
            {DISMISSED.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
          <span id="grant-dismissed-hint" className="sr-only">
            Grants your organization marked not relevant
          </span>
        </Field>
        {(applicantType || input.eligible) && (
          <div className="col-span-2 flex items-end pb-2">
            <Checkbox
              label="Only grants we're eligible for"
              title="Hides grants whose eligible applicant types leave out your organization's type; grants that say to read their eligibility text stay"
              checked={input.eligible === 'true'}
              onChange={(e) => set({ eligible: e.target.checked ? 'true' : null })}
            />
          </div>
        )}
      </form>
      {URL_ONLY_FILTERS.some(([k]) => params.get(k)) && (
        <div className="-mt-2 mb-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">Also filtered by</span>
          {URL_ONLY_FILTERS.filter(([k]) => params.get(k)).map(([k, label]) => (
            <span
              key={k}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-2.5 pr-1 text-slate-800"
            >
              {label}: {params.get(k)}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-slate-200"
                aria-label={`Remove filter ${label}`}
                onClick={() => set({ [k]: null })}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </span>
          ))}
        </div>
      )}

      {grants.isError ? (
        <ErrorState error={grants.error} title="Could not load grants" />
      ) : grants.isPending ? (
        <Loading label="Loading grants…" />
      ) : grants.data.data.length === 0 ? (
        <Empty title={wholeCatalog ? 'No grants match these filters' : 'No matched grant fits these filters'}>
          {wholeCatalog ? (
            'Try fewer keywords, another agency, or another status.'
          ) : (
            <>
              <span className="block">
                Only grants that match one of your missions are listed. The grant you are looking for may be in the
                catalog without a match.
              </span>
              <Button variant="secondary" className="mt-3" onClick={() => chooseScope('all')}>
                Search the whole catalog
              </Button>
            </>
          )}
        </Empty>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            {total.toLocaleString()} grant{total === 1 ? '' : 's'}
            {grants.isPlaceholderData && ' · updating…'}
          </p>
          <Table caption={wholeCatalog ? 'Grants in the catalog' : 'Matched grants'}>
            <THead>
              <tr>
                {sortHeader('score', 'Score', 'w-20')}
                <TH>Grant</TH>
                <TH className="hidden md:table-cell">Mission</TH>
                <TH>Status</TH>
                {sortHeader('closeDate', 'Closes')}
                {sortHeader('awardCeiling', 'Award up to', 'hidden sm:table-cell')}
              </tr>
            </THead>
            <TBody>
              {grants.data.data.map((g) => (
                <TR key={g.id}>
                  <TD>
                    <ScoreBadge score={g.match?.score} />
                  </TD>
                  <TD className="max-w-md">
                    <Link
                      href={`/grants/${g.id}`}
                      className="font-medium text-slate-900 hover:text-emerald-800 hover:underline"
                    >
                      {g.title}
                    </Link>
                    <p className="text-xs text-slate-600">
                      {g.agency ?? 'Unknown agency'}
                      {g.opportunityNumber && ` · ${g.opportunityNumber}`}
                      {g.pursuitId && (
                        <Badge tone="violet" className="ml-2">
                          in pipeline
                        </Badge>
                      )}
                      {applicantType && g.eligibility.status === 'not_eligible' && (
                        <Badge tone="amber" className="ml-2" title={g.eligibility.detail}>
                          not eligible
                        </Badge>
                      )}
                    </p>
                  </TD>
                  <TD className="hidden text-slate-700 md:table-cell">{g.match?.missionName ?? '—'}</TD>
                  <TD>
                    <Badge tone={GRANT_STATUS_TONE[g.status]}>{g.status}</Badge>
                  </TD>
                  <TD className="whitespace-nowrap">
                    {date(g.closeDate)}
                    {g.closeDate && <span className="block text-xs text-slate-600">{relativeDays(g.closeDate)}</span>}
                  </TD>
                  <TD className="hidden whitespace-nowrap tabular-nums sm:table-cell">
                    {compactMoney(g.awardCeiling, g.currency)}
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
          <Pager
            summary={`Page ${page} of ${pages}`}
            hasPrevious={page > 1}
            hasMore={grants.data.pagination.hasMore}
            onPage={(step) => set({ page: String(page + step) }, false)}
          />
        </>
      )}
    </>
  );
}
