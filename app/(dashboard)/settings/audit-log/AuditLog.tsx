'use client';
// Settings → Audit log: the organization's trail, newest first, filtered as GET /api/v1/audit-log is (the filters live
// in the URL), each record's changes in a dialog, and the filtered set as CSV (paged through auditLog.list here in
// the browser, at most AUDIT_CSV_MAX_ROWS rows).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, FileSearch, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { actorKindLabel, actorName, auditTargetHref, type AuditRecord } from '../../../_components/audit';
import { AUDIT_CSV_MAX_ROWS, auditCsv, auditCsvFileName } from '../../../_components/audit-csv';
import { AuditChanges, AuditRequestFacts } from '../../../_components/AuditRecordDetails';
import { LocalTime, useHydrated } from '../../../_components/LocalTime';
import { Badge } from '../../../_components/ui/Badge';
import { Button } from '../../../_components/ui/Button';
import { PageHeader } from '../../../_components/ui/Card';
import { Dialog, DialogContent } from '../../../_components/ui/Dialog';
import { Field, Input, Select } from '../../../_components/ui/Input';
import { Pager } from '../../../_components/ui/Pager';
import { Empty, ErrorState, Loading } from '../../../_components/ui/States';
import { Table, TBody, TD, TH, THead, TR } from '../../../_components/ui/Table';
import { useToast } from '../../../_components/ui/Toast';
import { today } from '../../../_components/format';
import { useTRPC, useTRPCClient } from '../../../_trpc/react';
import { AUDIT_FILTERS, auditFilters, auditLogInput, PAGE_SIZE } from './input';

const TARGET_TYPES = [
  'pursuit',
  'project',
  'task',
  'mission',
  'grant',
  'saved_search',
  'api_key',
  'portal_token',
  'webhook_endpoint',
  'webhook_delivery',
  'calendar_feed',
  'invitation',
  'user',
  'role',
  'organization',
  'notification',
  'audit_log',
];

/** An ISO instant → the value of a datetime-local input, in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's time zone) → an ISO instant; `to` covers its whole minute. */
function fromLocalInput(value: string, end: boolean): string | null {
  if (!value) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return new Date(d.getTime() + (end ? 59_999 : 0)).toISOString();
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

function Filters({ actions, actorKinds }: { actions: string[]; actorKinds: string[] }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  // The date fields show the browser's time zone, which the server's render cannot know: they fill in once live.
  const hydrated = useHydrated();
  const get = (k: string) => params.get(k) ?? '';
  const active = AUDIT_FILTERS.filter((k) => params.get(k));

  function apply(form: HTMLFormElement) {
    const f = new FormData(form);
    const next = new URLSearchParams();
    for (const k of ['actorKind', 'actorId', 'action', 'targetType', 'targetId'] as const) {
      const v = String(f.get(k) ?? '').trim();
      if (v) next.set(k, v);
    }
    const from = fromLocalInput(String(f.get('from') ?? ''), false);
    const to = fromLocalInput(String(f.get('to') ?? ''), true);
    if (from) next.set('from', from);
    if (to) next.set('to', to);
    router.push(`${pathname}${next.size ? `?${next}` : ''}`, { scroll: false });
  }

  return (
    <form
      key={`${params.toString()}|${hydrated}`}
      aria-label="Filter the audit log"
      className="mb-4 grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        apply(e.currentTarget);
      }}
    >
      <Field label="Actor kind" htmlFor="audit-actor-kind">
        <Select id="audit-actor-kind" name="actorKind" defaultValue={get('actorKind')}>
          <option value="">Any</option>
          {actorKinds.map((k) => (
            <option key={k} value={k}>
              {actorKindLabel(k)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Actor id" htmlFor="audit-actor-id">
        <Input
          id="audit-actor-id"
          name="actorId"
          defaultValue={get('actorId')}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field label="Action" htmlFor="audit-action">
        <Select id="audit-action" name="action" defaultValue={get('action')}>
          <option value="">Any</option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Target type" htmlFor="audit-target-type">
        <Input
          id="audit-target-type"
          name="targetType"
          list="audit-target-types"
          defaultValue={get('targetType')}
          maxLength={50}
          autoComplete="off"
          spellCheck={false}
        />
        <datalist id="audit-target-types">
          {TARGET_TYPES.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
      </Field>
      <Field label="Target id" htmlFor="audit-target-id">
        <Input
          id="audit-target-id"
          name="targetId"
          defaultValue={get('targetId')}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field label="From" htmlFor="audit-from" hint="Your local time">
        <Input
          id="audit-from"
          name="from"
          type="datetime-local"
          aria-describedby="audit-from-hint"
          defaultValue={hydrated ? toLocalInput(params.get('from')) : ''}
        />
      </Field>
      <Field label="To" htmlFor="audit-to" hint="Your local time, to the end of that minute">
        <Input
          id="audit-to"
          name="to"
          type="datetime-local"
          aria-describedby="audit-to-hint"
          defaultValue={hydrated ? toLocalInput(params.get('to')) : ''}
        />
      </Field>
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit">Apply filters</Button>
        {active.length > 0 && (
          <Button variant="secondary" onClick={() => router.push(pathname, { scroll: false })}>
            <X /> Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}

function RecordDialog({ record, onClose }: { record: AuditRecord | null; onClose: () => void }) {
  return (
    <Dialog open={record !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={record?.action ?? 'Audit record'}
        description={
          record ? (
            <>
              By {actorName(record.actor)} · <LocalTime value={record.occurredAt} />
            </>
          ) : undefined
        }
        className="max-w-2xl"
      >
        {record && (
          <div className="flex flex-col gap-5">
            <section aria-labelledby="audit-changes-title">
              <h3 id="audit-changes-title" className="mb-2 text-sm font-semibold">
                Changes
              </h3>
              <AuditChanges changes={record.changes} />
            </section>
            <section aria-labelledby="audit-request-title">
              <h3 id="audit-request-title" className="mb-2 text-sm font-semibold">
                Request
              </h3>
              <AuditRequestFacts record={record} />
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Target({ target }: { target: AuditRecord['target'] }) {
  const href = auditTargetHref(target);
  return (
    <>
      <span className="block text-xs text-slate-600">{target.type}</span>
      {target.id === null ? (
        <span className="text-slate-500">
          —<span className="sr-only">none</span>
        </span>
      ) : href ? (
        <Link href={href} className="break-all font-mono text-xs text-emerald-800 underline">
          {target.id}
        </Link>
      ) : (
        <span className="break-all font-mono text-xs">{target.id}</span>
      )}
    </>
  );
}

export function AuditLog({ actions, actorKinds }: { actions: string[]; actorKinds: string[] }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { toast } = useToast();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const input = auditLogInput(new URLSearchParams(params.toString()));
  const records = useQuery(trpc.auditLog.list.queryOptions(input, { placeholderData: keepPreviousData }));
  const me = useQuery(trpc.members.me.queryOptions());
  const [open, setOpen] = useState<AuditRecord | null>(null);
  const [exporting, setExporting] = useState(false);

  const page = Math.floor(input.offset / PAGE_SIZE) + 1;
  const total = records.data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const capped = total > AUDIT_CSV_MAX_ROWS;
  // Without VIEW_AUDIT_LOG the server refuses (403): the page says so and offers nothing else.
  const refused = records.error?.data?.appCode === 'FORBIDDEN';
  const goTo = (n: number) => {
    const next = new URLSearchParams(params.toString());
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    router.push(`${pathname}${next.size ? `?${next}` : ''}`, { scroll: false });
  };

  async function exportCsv() {
    const orgs = me.data?.organizations ?? [];
    const org = orgs.find((o) => o.id === me.data?.organizationId || o.sandboxId === me.data?.organizationId);
    setExporting(true);
    try {
      const filters = auditFilters(new URLSearchParams(params.toString()));
      // Pinned to now, so records made while paging do not shift the pages under the export.
      const pinned = { ...filters, to: filters.to ?? new Date().toISOString() };
      const rows: AuditRecord[] = [];
      const seen = new Set<string>();
      for (let offset = 0; rows.length < AUDIT_CSV_MAX_ROWS; offset += 100) {
        const limit = Math.min(100, AUDIT_CSV_MAX_ROWS - rows.length);
        const batch = await client.auditLog.list.query({ ...pinned, limit, offset });
        for (const r of batch.data) if (!seen.has(r.id)) (seen.add(r.id), rows.push(r));
        if (!batch.pagination.hasMore) break;
      }
      download(auditCsvFileName(org?.slug ?? 'organization', me.data?.livemode ?? true, today()), auditCsv(rows));
      toast({
        title: `Exported ${rows.length.toLocaleString('en-US')} records`,
        ...(rows.length >= AUDIT_CSV_MAX_ROWS
          ? {
              description: `The export stops at ${AUDIT_CSV_MAX_ROWS.toLocaleString('en-US')} rows, newest first: narrow the dates for the rest.`,
            }
          : {}),
      });
    } catch (e) {
      toast({ title: 'Export failed', description: e instanceof Error ? e.message : String(e), tone: 'error' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change to this organization's data and every credential event, newest first. Records cannot be edited or removed."
        actions={
          records.isSuccess && (
            <Button variant="secondary" disabled={exporting || total === 0} onClick={() => void exportCsv()}>
              <Download /> {exporting ? 'Exporting…' : 'Export CSV'}
            </Button>
          )
        }
      />
      {records.isSuccess && capped && (
        <p role="note" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {total.toLocaleString('en-US')} records match: the CSV holds the newest{' '}
          {AUDIT_CSV_MAX_ROWS.toLocaleString('en-US')}. Narrow the dates to export the rest.
        </p>
      )}
      {refused ? (
        <ErrorState error={records.error} title="You can't view the audit log" />
      ) : (
        <>
          <Filters actions={actions} actorKinds={actorKinds} />
          {records.isError ? (
            <ErrorState error={records.error} title="Could not load the audit log" />
          ) : records.isPending ? (
            <Loading label="Loading the audit log…" />
          ) : records.data.data.length === 0 ? (
            <Empty title="No records match">
              {params.size > 0 ? 'Try fewer filters.' : 'Changes appear here as they are made.'}
            </Empty>
          ) : (
            <>
              <p className="mb-2 text-sm text-slate-600" role="status">
                {total.toLocaleString('en-US')} {total === 1 ? 'record' : 'records'}
                {records.isFetching && ' · updating…'}
              </p>
              <Table caption="Audit records, newest first">
                <THead>
                  <tr>
                    <TH>When</TH>
                    <TH>Actor</TH>
                    <TH>Action</TH>
                    <TH className="hidden md:table-cell">Target</TH>
                    <TH className="hidden lg:table-cell">IP</TH>
                    <TH>
                      <span className="sr-only">Details</span>
                    </TH>
                  </tr>
                </THead>
                <TBody>
                  {records.data.data.map((r) => (
                    <TR key={r.id} data-testid="audit-record">
                      <TD className="sm:whitespace-nowrap">
                        <LocalTime value={r.occurredAt} />
                      </TD>
                      <TD className="max-w-56">
                        <span className="block text-xs text-slate-600">{actorKindLabel(r.actor.kind)}</span>
                        <span className="break-all">
                          {r.actor.label ?? r.actor.id ?? (r.actor.kind === 'user' ? 'Unidentified' : '—')}
                        </span>
                      </TD>
                      <TD>
                        <Badge className="font-mono">{r.action}</Badge>
                        <span className="mt-1 block md:hidden">
                          <Target target={r.target} />
                        </span>
                      </TD>
                      <TD className="hidden max-w-64 md:table-cell">
                        <Target target={r.target} />
                      </TD>
                      <TD className="hidden font-mono text-xs lg:table-cell">{r.ip ?? '—'}</TD>
                      <TD className="text-right">
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setOpen(r)}
                          aria-label={`Details of ${r.action} #${r.seq}`}
                        >
                          <FileSearch /> <span className="hidden sm:inline">Details</span>
                        </Button>
                      </TD>
                    </TR>
                  ))}
                </TBody>
              </Table>
              <Pager
                summary={`Page ${page} of ${pages}`}
                hasPrevious={page > 1}
                hasMore={records.data.pagination.hasMore}
                onPage={(step) => goTo(page + step)}
              />
            </>
          )}
        </>
      )}
      <RecordDialog record={open} onClose={() => setOpen(null)} />
    </>
  );
}
