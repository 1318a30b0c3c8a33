'use client';
// One pursuit: its figures, stage, status actions (each confirmed; the server's refusal shown as it words it) and
// the history of every change. Which stages and actions it offers is the server's `allowedMoves` (the state
// machine), never worked out here.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { AuditTrail } from '../../_components/AuditTrail';
import { DocumentsSection } from '../../_components/documents/DocumentsSection';
import { MemberSelect, useMemberNames } from '../../_components/MemberSelect';
import { Badge } from '../../_components/ui/Badge';
import { Button } from '../../_components/ui/Button';
import { ConfirmDialog, Dialog, DialogContent } from '../../_components/ui/Dialog';
import { Field, Input, Select } from '../../_components/ui/Input';
import { ErrorState, Loading } from '../../_components/ui/States';
import { useToast } from '../../_components/ui/Toast';
import { date, dateTime, humanize, money } from '../../_components/format';
import {
  LOST_REASONS,
  PURSUIT_STAGE_LABEL,
  PURSUIT_STAGES,
  PURSUIT_STATUS_LABEL,
  PURSUIT_STATUS_TONE,
  type PursuitStage,
  type PursuitStatus,
} from '../../_components/status';
import { useTRPC } from '../../_trpc/react';
import { RequirementsChecklist } from './RequirementsChecklist';

type Action = 'on_hold' | 'active' | 'won' | 'lost' | 'withdrawn' | 'reopen';

const ACTION_COPY: Record<Action, { title: string; label: string; description: string; danger?: boolean }> = {
  on_hold: {
    title: 'Put this pursuit on hold?',
    label: 'Put on hold',
    description: 'It stays in the pipeline, marked on hold; resume it any time.',
  },
  active: {
    title: 'Resume this pursuit?',
    label: 'Resume',
    description: 'It becomes active again at its current stage.',
  },
  won: {
    title: 'Mark this pursuit won?',
    label: 'Mark won',
    description: 'Creates the funded project with your default deliverables. Won is final.',
  },
  lost: {
    title: 'Mark this pursuit lost?',
    label: 'Mark lost',
    description: 'It leaves the pipeline; you can reopen it later.',
    danger: true,
  },
  withdrawn: {
    title: 'Withdraw this pursuit?',
    label: 'Withdraw',
    description: 'It leaves the pipeline; you can reopen it later.',
    danger: true,
  },
  reopen: {
    title: 'Reopen this pursuit?',
    label: 'Reopen',
    description: 'It returns to the pipeline as active, at its last stage.',
  },
};

function describeChange(
  h: { field: string; from: string | null; to: string | null },
  nameOf: (userId: string | null) => string,
) {
  if (h.field === 'ownerUserId') return `Owner: ${nameOf(h.from)} → ${nameOf(h.to)}`;
  if (h.field === 'requirementsAcknowledged') return `Submitted with open requirements (${h.to})`;
  // Written by the catalog sync (docs/catalog.md#forecasts-becoming-posted).
  if (h.field === 'grantStatus' && h.to === 'posted') return 'The grant’s forecast was posted';
  const label = (v: string | null) =>
    v === null
      ? '—'
      : h.field === 'stage'
        ? (PURSUIT_STAGE_LABEL[v] ?? v)
        : h.field === 'status'
          ? (PURSUIT_STATUS_LABEL[v] ?? v)
          : v;
  if (h.from === null && h.field === 'status' && h.to === 'active') return 'Created';
  return `${humanize(h.field)}: ${label(h.from)} → ${label(h.to)}`;
}

export function PursuitPanel({ id, onClose }: { id: string | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const me = useQuery(trpc.members.me.queryOptions());
  const pursuit = useQuery(trpc.pursuits.get.queryOptions({ id: id ?? '' }, { enabled: id !== null }));
  const projects = useQuery(
    trpc.projects.list.queryOptions({ limit: 100 }, { enabled: pursuit.data?.status === 'won' }),
  );
  const [action, setAction] = useState<Action | null>(null);
  const [wonProject, setWonProject] = useState<{ id: string; name: string } | null>(null);
  const { nameOf } = useMemberNames();
  const canManage = me.data?.permissions.includes('MANAGE_PURSUITS') ?? false;
  const update = useMutation(
    trpc.pursuits.update.mutationOptions({
      onSuccess: async (p, variables) => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.pursuits.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.reports.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.grants.pathKey() }),
        ]);
        setAction(null);
        if (p.project) {
          setWonProject({ id: p.project.id, name: p.project.name });
          toast({ title: 'Won! The project is ready', description: `${p.project.name} has its default deliverables.` });
        } else if ('ownerUserId' in variables)
          toast({ title: 'Owner changed', description: `${p.title}: ${nameOf(p.ownerUserId)}` });
        else
          toast({
            title: 'Pursuit updated',
            description: `${p.title}: ${PURSUIT_STATUS_LABEL[p.status]} · ${PURSUIT_STAGE_LABEL[p.stage]}`,
          });
      },
      onError: (e) => {
        if (action === null) toast({ title: 'Not changed', description: e.message, tone: 'error' });
      },
    }),
  );
  const p = pursuit.data;
  const stageChoices = p ? PURSUIT_STAGES.filter((s) => s === p.stage || p.allowedMoves.stages.includes(s)) : [];
  const can = (status: PursuitStatus) => p?.allowedMoves.statuses.includes(status) ?? false;
  const project = wonProject ?? (p ? (projects.data?.data.find((x) => x.pursuitId === p.id) ?? null) : null);
  const actor = (a: string) =>
    me.data?.userId && a === `user:${me.data.userId}`
      ? 'you'
      : a.startsWith('api_key:')
        ? 'an API key'
        : a === 'system'
          ? 'the catalog sync'
          : 'a teammate';

  function confirm(f: FormData) {
    if (!p || !action) return;
    if (action === 'won') {
      const amount = String(f.get('amountAwarded') ?? '');
      update.mutate({ id: p.id, status: 'won', ...(amount ? { amountAwarded: Math.round(Number(amount)) } : {}) });
    } else if (action === 'lost') {
      update.mutate({
        id: p.id,
        status: 'lost',
        lostReason: String(f.get('lostReason') || 'other') as (typeof LOST_REASONS)[number][0],
      });
    } else update.mutate({ id: p.id, status: action === 'reopen' ? 'active' : action });
  }

  const copy = action ? ACTION_COPY[action] : null;
  return (
    <>
      <Dialog
        open={id !== null}
        onOpenChange={(o) => {
          if (!o) {
            onClose();
            setWonProject(null);
            update.reset();
          }
        }}
      >
        <DialogContent title={p?.title ?? 'Pursuit'} className="max-w-2xl">
          {pursuit.isError ? (
            <ErrorState error={pursuit.error} title="Could not load this pursuit" />
          ) : !p ? (
            <Loading />
          ) : (
            <div className="flex flex-col gap-5">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={PURSUIT_STATUS_TONE[p.status]}>{PURSUIT_STATUS_LABEL[p.status]}</Badge>
                <Badge>{PURSUIT_STAGE_LABEL[p.stage]}</Badge>
                {p.lostReason && <Badge tone="red">{humanize(p.lostReason)}</Badge>}
                {p.grantId && (
                  <Link href={`/grants/${p.grantId}`} className="text-sm text-emerald-800 underline">
                    View grant
                  </Link>
                )}
              </div>
              <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-xs text-slate-600">Requested</dt>
                  <dd className="font-medium">{money(p.amountRequested, p.currency)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Awarded</dt>
                  <dd className="font-medium">{money(p.amountAwarded, p.currency)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Probability</dt>
                  <dd className="font-medium">{p.probability}%</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Deadline</dt>
                  <dd className="font-medium">{date(p.deadline)}</dd>
                </div>
              </dl>
              {project && (
                <div
                  role="status"
                  className="rounded-md border border-violet-200 bg-violet-50 px-3 py-2 text-sm text-violet-950"
                >
                  Funded project:{' '}
                  <Link href={`/projects/${project.id}`} className="font-semibold underline">
                    Open the project “{project.name}”
                  </Link>
                </div>
              )}
              {update.isError && action === null && <ErrorState error={update.error} title="Not changed" />}
              {update.error?.data?.appCode === 'REQUIREMENTS_INCOMPLETE' && action === null && (
                <div>
                  <Button
                    disabled={update.isPending}
                    onClick={() => update.mutate({ id: p.id, stage: 'submitted', acknowledgeIncomplete: true })}
                  >
                    Submit anyway
                  </Button>
                </div>
              )}
              <div className="grid gap-3 sm:grid-cols-2">
                {stageChoices.length > 1 && (
                  <Field label="Stage" htmlFor="panel-stage">
                    <Select
                      id="panel-stage"
                      value={p.stage}
                      disabled={update.isPending}
                      onChange={(e) => update.mutate({ id: p.id, stage: e.target.value as PursuitStage })}
                    >
                      {stageChoices.map((s) => (
                        <option key={s} value={s}>
                          {PURSUIT_STAGE_LABEL[s]}
                        </option>
                      ))}
                    </Select>
                  </Field>
                )}
                {canManage ? (
                  <Field label="Owner" htmlFor="panel-owner" hint="Gets the deadline reminders.">
                    <MemberSelect
                      id="panel-owner"
                      aria-describedby="panel-owner-hint"
                      value={
                        update.isPending && update.variables && 'ownerUserId' in update.variables
                          ? (update.variables.ownerUserId ?? null)
                          : p.ownerUserId
                      }
                      disabled={update.isPending}
                      onChange={(ownerUserId) => update.mutate({ id: p.id, ownerUserId })}
                    />
                  </Field>
                ) : (
                  <div className="text-sm">
                    <p className="text-xs text-slate-600">Owner</p>
                    <p className="font-medium">{nameOf(p.ownerUserId)}</p>
                  </div>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {can('on_hold') && (
                  <Button variant="secondary" onClick={() => setAction('on_hold')}>
                    Put on hold
                  </Button>
                )}
                {can('active') && p.status === 'on_hold' && (
                  <Button variant="secondary" onClick={() => setAction('active')}>
                    Resume
                  </Button>
                )}
                {can('won') && <Button onClick={() => setAction('won')}>Mark won</Button>}
                {can('lost') && (
                  <Button variant="secondary" onClick={() => setAction('lost')}>
                    Mark lost
                  </Button>
                )}
                {can('withdrawn') && (
                  <Button variant="ghost" className="text-red-700" onClick={() => setAction('withdrawn')}>
                    Withdraw
                  </Button>
                )}
                {can('active') && p.status !== 'on_hold' && <Button onClick={() => setAction('reopen')}>Reopen</Button>}
              </div>
              {can('withdrawn') && !can('won') && (
                <p className="text-xs text-slate-600">
                  Won and lost become available once the application is submitted.
                </p>
              )}
              <RequirementsChecklist pursuitId={p.id} canManage={canManage} progress={p.requirementsProgress} />
              <DocumentsSection owner={{ pursuitId: p.id }} />
              {p.notes && <p className="whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm">{p.notes}</p>}
              <section aria-labelledby="history-title">
                <h3 id="history-title" className="mb-2 text-sm font-semibold">
                  History
                </h3>
                <ol className="flex flex-col gap-2 border-l-2 border-slate-200 pl-4">
                  {p.history.map((h) => (
                    <li key={h.id} className="text-sm">
                      <p>{describeChange(h, nameOf)}</p>
                      <p className="text-xs text-slate-600">
                        {dateTime(h.at)} · by {actor(h.actor)}
                      </p>
                    </li>
                  ))}
                  {p.history.length === 0 && <li className="text-sm text-slate-600">No changes yet.</li>}
                </ol>
              </section>
              <AuditTrail targetType="pursuit" targetId={p.id} headingLevel={3} />
            </div>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={action !== null}
        onOpenChange={(o) => {
          if (!o) {
            setAction(null);
            update.reset();
          }
        }}
        title={copy?.title ?? ''}
        description={copy?.description}
        confirmLabel={copy?.label ?? 'Confirm'}
        tone={copy?.danger ? 'danger' : 'primary'}
        pending={update.isPending}
        error={update.error?.message}
        onConfirm={confirm}
      >
        {action === 'won' && (
          <Field label="Amount awarded (USD)" htmlFor="won-amount" hint="Defaults to the amount requested.">
            <Input
              id="won-amount"
              name="amountAwarded"
              type="number"
              min={0}
              step={1}
              defaultValue={p?.amountRequested ?? ''}
              aria-describedby="won-amount-hint"
            />
          </Field>
        )}
        {action === 'lost' && (
          <Field label="Reason" htmlFor="lost-reason">
            <Select id="lost-reason" name="lostReason" defaultValue="not_funded">
              {LOST_REASONS.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </ConfirmDialog>
    </>
  );
}
