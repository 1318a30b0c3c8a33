'use client';
// Webhooks: endpoints (create, edit, enable/disable, delete), their signing secret (reveal, rotate), a test event,
// and each endpoint's delivery log with every attempt (status, latency, response) and resend.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { ChevronDown, ChevronRight, Plus, Send } from 'lucide-react';
import { Fragment, useState } from 'react';
import type { EventType } from '~/db/schema';
import type { AppRouter } from '~/server/api/root';
import { CopyField } from '../../../_components/CopyField';
import { Badge } from '../../../_components/ui/Badge';
import { Button } from '../../../_components/ui/Button';
import { DataForm } from '../../../_components/ui/DataForm';
import { ConfirmDialog, Dialog, DialogContent } from '../../../_components/ui/Dialog';
import { Checkbox, Field, Input, Select } from '../../../_components/ui/Input';
import { Empty, ErrorState, Loading } from '../../../_components/ui/States';
import { Table, TBody, TD, TH, THead, TR } from '../../../_components/ui/Table';
import { useToast } from '../../../_components/ui/Toast';
import { dateTime } from '../../../_components/format';
import { WEBHOOK_DELIVERY_STATUS_TONE } from '../../../_components/status';
import { useTRPC } from '../../../_trpc/react';

type Endpoint = inferRouterOutputs<AppRouter>['extensions']['webhooks']['list'][number];
/** Every type an endpoint may subscribe to (the server's SUBSCRIBABLE_EVENT_TYPES; a missing one fails the type check). */
const EVENT_TYPES = [
  'grant.found',
  'grant.updated',
  'pursuit.won',
  'task.completed',
  'budget.threshold_crossed',
  'funder_report.submitted',
  'funder_report.late',
] as const satisfies readonly Exclude<EventType, 'webhook.test'>[];
/** Fails to compile while a subscribable type is missing from EVENT_TYPES. */
type EventTypesComplete = [Exclude<EventType, 'webhook.test' | (typeof EVENT_TYPES)[number]>] extends [never]
  ? true
  : never;
const _complete: EventTypesComplete = true;
void _complete;

function EndpointForm({ endpoint, onDone }: { endpoint: Endpoint | null; onDone: (secret?: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.extensions.webhooks.pathKey() });
  const create = useMutation(
    trpc.extensions.webhooks.create.mutationOptions({
      onSuccess: async (r) => {
        await invalidate();
        onDone(r.secret);
      },
    }),
  );
  const update = useMutation(
    trpc.extensions.webhooks.update.mutationOptions({
      onSuccess: async () => {
        await invalidate();
        onDone();
      },
    }),
  );
  const error = create.error ?? update.error;
  // Test mode manages the sandbox's endpoints only (nothing there touches live data).
  const live = useQuery(trpc.members.me.queryOptions()).data?.livemode !== false;
  return (
    <DataForm
      onData={(f) => {
        const eventTypes = EVENT_TYPES.filter((t) => f.get(`evt-${t}`) === 'on');
        const fields = {
          url: String(f.get('url') ?? '').trim(),
          description: String(f.get('description') ?? '').trim() || null,
          eventTypes: eventTypes.length ? eventTypes : [...EVENT_TYPES],
        };
        if (endpoint) update.mutate({ id: endpoint.id, ...fields });
        else create.mutate({ ...fields, mode: f.get('mode') === 'test' ? 'test' : 'live' });
      }}
    >
      <Field
        label="Endpoint URL"
        htmlFor="wh-url"
        hint="HTTPS. We POST each event as JSON, signed with the endpoint's secret."
      >
        <Input
          id="wh-url"
          name="url"
          type="url"
          required
          placeholder="https://example.org/webhooks/grants"
          defaultValue={endpoint?.url}
          aria-describedby="wh-url-hint"
        />
      </Field>
      <Field label="Description" htmlFor="wh-desc">
        <Input id="wh-desc" name="description" maxLength={500} defaultValue={endpoint?.description ?? ''} />
      </Field>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">Events (none checked = all)</legend>
        <div className="flex flex-wrap gap-4">
          {EVENT_TYPES.map((t) => (
            <Checkbox
              key={t}
              name={`evt-${t}`}
              label={t}
              defaultChecked={endpoint ? endpoint.eventTypes.includes(t) : true}
            />
          ))}
        </div>
      </fieldset>
      {!endpoint && (
        <Field label="Mode" htmlFor="wh-mode">
          <Select id="wh-mode" name="mode" key={String(live)} defaultValue={live ? 'live' : 'test'}>
            {live && <option value="live">Live events</option>}
            <option value="test">Test events (sandbox)</option>
          </Select>
        </Field>
      )}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onDone()}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {endpoint ? 'Save endpoint' : 'Add endpoint'}
        </Button>
      </div>
    </DataForm>
  );
}

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [open, setOpen] = useState<string | null>(null);
  const deliveries = useQuery(
    trpc.extensions.webhooks.deliveries.queryOptions(
      { endpointId, limit: 20 },
      { refetchInterval: (q) => (q.state.data?.data.some((d) => d.status === 'pending') ? 2000 : 15000) },
    ),
  );
  const resend = useMutation(
    trpc.extensions.webhooks.resend.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.extensions.webhooks.deliveries.pathKey() });
        toast({ title: 'Queued for delivery' });
      },
      onError: (e) => toast({ title: 'Not resent', description: e.message, tone: 'error' }),
    }),
  );
  if (deliveries.isError) return <ErrorState error={deliveries.error} />;
  if (deliveries.isPending) return <Loading label="Loading deliveries…" />;
  if (deliveries.data.data.length === 0)
    return <p className="py-3 text-sm text-slate-600">No deliveries yet. Send a test event to try the endpoint.</p>;
  return (
    <Table caption="Delivery log">
      <THead>
        <tr>
          <TH>Event</TH>
          <TH>Status</TH>
          <TH>Response</TH>
          <TH className="hidden sm:table-cell">Latency</TH>
          <TH className="hidden md:table-cell">Last attempt</TH>
          <TH>
            <span className="sr-only">Actions</span>
          </TH>
        </tr>
      </THead>
      <TBody>
        {deliveries.data.data.map((d) => {
          const last = d.attempts[d.attempts.length - 1];
          const expanded = open === d.id;
          return (
            <Fragment key={d.id}>
              <TR data-testid="delivery">
                <TD>
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 font-mono text-xs hover:underline"
                    aria-expanded={expanded}
                    onClick={() => setOpen(expanded ? null : d.id)}
                  >
                    {expanded ? (
                      <ChevronDown className="size-3" aria-hidden />
                    ) : (
                      <ChevronRight className="size-3" aria-hidden />
                    )}
                    {d.eventType}
                  </button>
                  <p className="font-mono text-[11px] text-slate-500">{d.eventId}</p>
                </TD>
                <TD>
                  <Badge tone={WEBHOOK_DELIVERY_STATUS_TONE[d.status] ?? 'neutral'}>{d.status}</Badge>{' '}
                  <span className="text-xs text-slate-600">
                    {d.attemptCount} attempt{d.attemptCount === 1 ? '' : 's'}
                  </span>
                </TD>
                <TD className="text-xs">
                  {last ? (last.statusCode ? `HTTP ${last.statusCode}` : (last.error ?? '—')) : '—'}
                </TD>
                <TD className="hidden text-xs tabular-nums sm:table-cell">
                  {last?.latencyMs != null ? `${last.latencyMs} ms` : '—'}
                </TD>
                <TD className="hidden whitespace-nowrap text-xs md:table-cell">
                  {dateTime(d.lastAttemptAt ?? d.createdAt)}
                </TD>
                <TD className="text-right">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={resend.isPending}
                    onClick={() => resend.mutate({ deliveryId: d.id })}
                    aria-label={`Resend ${d.eventType} ${d.eventId}`}
                  >
                    Resend
                  </Button>
                </TD>
              </TR>
              {expanded && (
                <tr>
                  <td colSpan={6} className="bg-slate-50 px-3 py-2">
                    <ol className="flex flex-col gap-2 text-xs">
                      {d.attempts.map((a) => (
                        <li key={a.id}>
                          <p className="font-medium">
                            {dateTime(a.attemptedAt)} · {a.statusCode ? `HTTP ${a.statusCode}` : 'no response'} ·{' '}
                            {a.latencyMs ?? '—'} ms{a.error && ` · ${a.error}`}
                          </p>
                          {a.responseSnippet && (
                            <pre className="mt-1 max-h-32 overflow-auto whitespace-pre-wrap rounded bg-white p-2 font-mono text-[11px] text-slate-800">
                              {a.responseSnippet}
                            </pre>
                          )}
                        </li>
                      ))}
                      {d.attempts.length === 0 && (
                        <li>Not attempted yet{d.nextAttemptAt && ` · next ${dateTime(d.nextAttemptAt)}`}.</li>
                      )}
                    </ol>
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </TBody>
    </Table>
  );
}

function EndpointCard({ e, onEdit }: { e: Endpoint; onEdit: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [showLog, setShowLog] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.extensions.webhooks.pathKey() });
  const toggle = useMutation(
    trpc.extensions.webhooks.update.mutationOptions({
      onSuccess: async (x) => {
        await invalidate();
        toast({ title: x.enabled ? 'Endpoint enabled' : 'Endpoint disabled' });
      },
      onError: (err) => toast({ title: 'Not changed', description: err.message, tone: 'error' }),
    }),
  );
  const test = useMutation(
    trpc.extensions.webhooks.sendTest.mutationOptions({
      onSuccess: async () => {
        setShowLog(true);
        await invalidate();
        toast({ title: 'Test event sent', description: 'It appears in the delivery log below.' });
      },
      onError: (err) => toast({ title: 'Test not sent', description: err.message, tone: 'error' }),
    }),
  );
  const reveal = useMutation(
    trpc.extensions.webhooks.revealSecret.mutationOptions({ onSuccess: (r) => setSecret(r.secret) }),
  );
  const rotate = useMutation(
    trpc.extensions.webhooks.rotateSecret.mutationOptions({
      onSuccess: (r) => {
        setConfirm(null);
        setSecret(r.secret);
        toast({ title: 'Secret rotated', description: 'The old secret no longer signs deliveries.' });
      },
    }),
  );
  const remove = useMutation(
    trpc.extensions.webhooks.delete.mutationOptions({
      onSuccess: async () => {
        setConfirm(null);
        await invalidate();
        toast({ title: 'Endpoint deleted' });
      },
    }),
  );

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="break-all font-mono text-sm font-medium">{e.url}</p>
          {e.description && <p className="text-sm text-slate-600">{e.description}</p>}
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge tone={e.enabled ? 'green' : 'red'}>{e.enabled ? 'enabled' : 'disabled'}</Badge>
            {!e.livemode && <Badge tone="amber">test</Badge>}
            {e.eventTypes.map((t) => (
              <Badge key={t}>{t}</Badge>
            ))}
            {e.consecutiveFailures > 0 && <Badge tone="amber">{e.consecutiveFailures} failed in a row</Badge>}
          </div>
          {!e.enabled && e.disabledReason && (
            <p className="mt-1 text-xs text-red-800">
              Disabled: {e.disabledReason}
              {e.disabledAt && ` (${dateTime(e.disabledAt)})`}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => test.mutate({ id: e.id })} disabled={test.isPending || !e.enabled}>
            <Send /> Send test event
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => toggle.mutate({ id: e.id, enabled: !e.enabled })}
            disabled={toggle.isPending}
          >
            {e.enabled ? 'Disable' : 'Enable'}
          </Button>
          <Button size="sm" variant="secondary" onClick={onEdit}>
            Edit
          </Button>
          <Button size="sm" variant="secondary" onClick={() => reveal.mutate({ id: e.id })} disabled={reveal.isPending}>
            Reveal secret
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirm('rotate')}>
            Rotate secret
          </Button>
          <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setConfirm('delete')}>
            Delete
          </Button>
        </div>
      </div>
      {reveal.error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {reveal.error.message}
        </p>
      )}
      <div className="mt-3 border-t border-slate-100 pt-3">
        <button
          type="button"
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-800 hover:underline"
          aria-expanded={showLog}
          onClick={() => setShowLog((v) => !v)}
        >
          {showLog ? <ChevronDown className="size-4" aria-hidden /> : <ChevronRight className="size-4" aria-hidden />}{' '}
          Delivery log
        </button>
        {showLog && (
          <div className="mt-2">
            <DeliveryLog endpointId={e.id} />
          </div>
        )}
      </div>

      <Dialog open={secret !== null} onOpenChange={(o) => !o && setSecret(null)}>
        <DialogContent
          title="Signing secret"
          description="Verify the x-service-signature (HMAC-SHA256 of the body) or the Standard Webhooks webhook-signature header with it."
        >
          {secret && <CopyField label="Secret" value={secret} />}
          <div className="mt-4 flex justify-end">
            <Button onClick={() => setSecret(null)}>Done</Button>
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => {
          if (!o) {
            setConfirm(null);
            rotate.reset();
            remove.reset();
          }
        }}
        title={confirm === 'rotate' ? 'Rotate the signing secret?' : 'Delete this endpoint?'}
        description={
          confirm === 'rotate'
            ? 'Deliveries are signed with the new secret at once: update your receiver right after.'
            : 'No more events are sent to it; its delivery log is deleted.'
        }
        confirmLabel={confirm === 'rotate' ? 'Rotate secret' : 'Delete endpoint'}
        tone="danger"
        pending={rotate.isPending || remove.isPending}
        error={(rotate.error ?? remove.error)?.message}
        onConfirm={() => (confirm === 'rotate' ? rotate.mutate({ id: e.id }) : remove.mutate({ id: e.id }))}
      />
    </li>
  );
}

export function Webhooks() {
  const trpc = useTRPC();
  const endpoints = useQuery(trpc.extensions.webhooks.list.queryOptions());
  const [form, setForm] = useState<Endpoint | 'new' | null>(null);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  return (
    <section aria-labelledby="webhooks-title">
      <div className="mb-3 flex items-center justify-between gap-3">
        <div>
          <h2 id="webhooks-title" className="text-lg font-semibold">
            Webhooks
          </h2>
          <p className="text-sm text-slate-600">
            We POST {EVENT_TYPES.join(', ')} to your endpoints, signed, retried for a day.
          </p>
        </div>
        <Button onClick={() => setForm('new')}>
          <Plus /> Add endpoint
        </Button>
      </div>
      {endpoints.isError ? (
        <ErrorState error={endpoints.error} title="Could not load webhooks" />
      ) : endpoints.isPending ? (
        <Loading />
      ) : endpoints.data.length === 0 ? (
        <Empty title="No webhook endpoints yet">
          Add one to hear about new high matches, wins and completed deliverables as they happen.
        </Empty>
      ) : (
        <ul className="flex flex-col gap-3">
          {endpoints.data.map((e) => (
            <EndpointCard key={e.id} e={e} onEdit={() => setForm(e)} />
          ))}
        </ul>
      )}
      <Dialog
        open={form !== null || newSecret !== null}
        onOpenChange={(o) => {
          if (!o) {
            setForm(null);
            setNewSecret(null);
          }
        }}
      >
        <DialogContent
          title={newSecret ? 'Endpoint added' : form === 'new' ? 'Add webhook endpoint' : 'Edit webhook endpoint'}
          className="max-w-xl"
        >
          {newSecret ? (
            <div className="flex flex-col gap-4">
              <p
                role="status"
                className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
              >
                Keep this signing secret with your receiver. You can reveal it again here later.
              </p>
              <CopyField label="Signing secret" value={newSecret} />
              <div className="flex justify-end">
                <Button onClick={() => setNewSecret(null)}>Done</Button>
              </div>
            </div>
          ) : (
            form !== null && (
              <EndpointForm
                endpoint={form === 'new' ? null : form}
                onDone={(secret) => {
                  setForm(null);
                  if (secret) setNewSecret(secret);
                }}
              />
            )
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
