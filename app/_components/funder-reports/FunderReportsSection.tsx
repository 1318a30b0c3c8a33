'use client';
// A project's funder reports (docs/post-award.md#in-the-dashboard): each report with its instances as a due list (the
// next one to send highlighted, late ones in red, submitted ones with when, by whom and their documents). For
// MANAGE_BUDGETS: add, edit and delete a report (the server's 409 for one with a submission shown in the dialog), and
// submit an instance with documents of the project, chosen from its list or uploaded on the spot.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { Download, Pencil, Plus, Send, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import type { AppRouter } from '~/server/api/root';
import { useTRPC } from '../../_trpc/react';
import { FileButton } from '../documents/FileButton';
import { useCanManageDocuments, useDocumentUpload, useLinkOrganization } from '../documents/hooks';
import { downloadHref, type DocumentSummary } from '../documents/transport';
import { date, dateTime, relativeDays } from '../format';
import { useMemberNames } from '../MemberSelect';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Card, CardTitle } from '../ui/Card';
import { DataForm } from '../ui/DataForm';
import { ConfirmDialog, Dialog, DialogContent } from '../ui/Dialog';
import { Checkbox, Field, Input, Select } from '../ui/Input';
import { Empty, ErrorState, Loading } from '../ui/States';
import { Table, TBody, TD, TH, THead, TR } from '../ui/Table';
import { useToast } from '../ui/Toast';
import { cn } from '../ui/cn';

type Outputs = inferRouterOutputs<AppRouter>;
export type FunderReport = Outputs['funderReports']['list']['data'][number];
export type FunderReportInstance = FunderReport['instances'][number];
type Kind = FunderReport['kind'];
type Frequency = FunderReport['frequency'];
type Status = FunderReportInstance['status'];

export const KIND_LABEL: Record<Kind, string> = {
  progress: 'Progress',
  financial: 'Financial',
  final: 'Final',
  other: 'Other',
};
export const FREQUENCY_LABEL: Record<Frequency, string> = {
  once: 'Once',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  semiannual: 'Every six months',
  annual: 'Annual',
};
const STATUS_LABEL: Record<Status, string> = { upcoming: 'Upcoming', due: 'Due', late: 'Late', submitted: 'Submitted' };
const STATUS_TONE = { upcoming: 'neutral', due: 'amber', late: 'red', submitted: 'green' } as const;

/** The page size the API allows: a project has few reports. */
const LIST_LIMIT = 100;

export function FunderReportsSection({ projectId, canManage }: { projectId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.funderReports.list.queryOptions({ id: projectId, limit: LIST_LIMIT }));
  // The project's documents name the ones sent with a report (a document of another owner reads "A document").
  const documents = useQuery(trpc.documents.list.queryOptions({ projectId, limit: LIST_LIMIT }));
  const [editing, setEditing] = useState<FunderReport | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FunderReport | null>(null);
  const [submitting, setSubmitting] = useState<{ report: FunderReport; instance: FunderReportInstance } | null>(null);

  return (
    <Card aria-labelledby="funder-reports-title" data-testid="funder-reports-section">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <CardTitle id="funder-reports-title" className="mb-0">
          Funder reports
        </CardTitle>
        {canManage && (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden /> Add report
          </Button>
        )}
      </div>
      {list.isError ? (
        <ErrorState error={list.error} title="Could not load the funder reports" />
      ) : list.isPending ? (
        <Loading label="Loading the funder reports…" />
      ) : list.data.data.length === 0 ? (
        <Empty title="No funder reports yet">
          {canManage ? 'Add the reports the funder expects and when they are due.' : 'None has been recorded.'}
        </Empty>
      ) : (
        <ul className="flex flex-col gap-6">
          {list.data.data.map((r) => (
            <ReportItem
              key={r.id}
              report={r}
              documents={documents.data?.data ?? []}
              canManage={canManage}
              onEdit={() => setEditing(r)}
              onDelete={() => setDeleting(r)}
              onSubmit={(instance) => setSubmitting({ report: r, instance })}
            />
          ))}
        </ul>
      )}

      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        <DialogContent title={editing === 'new' ? 'Add funder report' : 'Edit funder report'}>
          {editing !== null && (
            <ReportForm
              projectId={projectId}
              report={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
      {deleting && <DeleteReport projectId={projectId} report={deleting} onDone={() => setDeleting(null)} />}
      <Dialog open={submitting !== null} onOpenChange={(o) => !o && setSubmitting(null)}>
        <DialogContent
          title="Submit funder report"
          description={
            submitting && `${submitting.report.title}, due ${date(submitting.instance.dueDate)}: choose what was sent.`
          }
        >
          {submitting && (
            <SubmitForm
              projectId={projectId}
              report={submitting.report}
              instance={submitting.instance}
              onDone={() => setSubmitting(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function ReportItem({
  report: r,
  documents,
  canManage,
  onEdit,
  onDelete,
  onSubmit,
}: {
  report: FunderReport;
  documents: DocumentSummary[];
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSubmit: (instance: FunderReportInstance) => void;
}) {
  const { nameOf } = useMemberNames();
  const organization = useLinkOrganization();
  const next = r.instances.find((i) => i.status !== 'submitted');
  const titleId = `funder-report-${r.id}`;
  const by = (who: string | null) =>
    who === null ? '' : who.startsWith('user:') ? nameOf(who.slice('user:'.length)) : 'an API key';

  return (
    <li className="flex flex-col gap-2" data-testid="funder-report">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="break-words font-medium">
            {r.title}
          </h3>
          <p className="text-xs text-slate-600">
            {KIND_LABEL[r.kind]} · {FREQUENCY_LABEL[r.frequency]} · first due {date(r.firstDueDate)}
            {r.endDate ? ` · until ${date(r.endDate)}` : ''}
          </p>
        </div>
        {canManage && (
          <div className="flex shrink-0 gap-1">
            <Button size="icon" variant="ghost" aria-label={`Edit ${r.title}`} onClick={onEdit}>
              <Pencil aria-hidden />
            </Button>
            <Button size="icon" variant="ghost" aria-label={`Delete ${r.title}`} onClick={onDelete}>
              <Trash2 className="text-red-700" aria-hidden />
            </Button>
          </div>
        )}
      </div>
      <Table caption={`Due dates of ${r.title}`}>
        <THead>
          <tr>
            <TH>Due</TH>
            <TH>Status</TH>
            <TH>Submission</TH>
            {canManage && (
              <TH>
                <span className="sr-only">Actions</span>
              </TH>
            )}
          </tr>
        </THead>
        <TBody>
          {r.instances.map((i) => {
            const isNext = i.id === next?.id;
            return (
              <TR
                key={i.id}
                className={cn(isNext && 'bg-amber-50 hover:bg-amber-50', i.status === 'late' && 'bg-red-50')}
                aria-current={isNext ? 'step' : undefined}
                data-testid="funder-report-instance"
              >
                <TD className="whitespace-nowrap">
                  {date(i.dueDate)}
                  {isNext && <span className="block text-xs font-semibold text-slate-700">Next to submit</span>}
                </TD>
                <TD>
                  <Badge tone={STATUS_TONE[i.status]}>{STATUS_LABEL[i.status]}</Badge>
                  {i.status !== 'submitted' && (
                    <span className={cn('block text-xs', i.status === 'late' ? 'text-red-800' : 'text-slate-600')}>
                      {relativeDays(i.dueDate)}
                    </span>
                  )}
                </TD>
                <TD className="text-xs">
                  {i.submittedAt ? (
                    <>
                      <p>
                        {dateTime(i.submittedAt)} by {by(i.submittedBy)}
                      </p>
                      {i.documentIds.length > 0 && (
                        <ul className="mt-1 flex flex-col gap-0.5">
                          {i.documentIds.map((docId) => {
                            const d = documents.find((x) => x.id === docId);
                            const title = d?.title ?? 'A document';
                            return (
                              <li key={docId}>
                                <a
                                  href={downloadHref(docId, organization)}
                                  download
                                  className="inline-flex items-center gap-1 font-medium text-emerald-800 underline"
                                  aria-label={`Download ${title}`}
                                >
                                  <Download className="size-3" aria-hidden /> {title}
                                </a>
                              </li>
                            );
                          })}
                        </ul>
                      )}
                    </>
                  ) : (
                    <span className="text-slate-600">Not submitted</span>
                  )}
                </TD>
                {canManage && (
                  <TD className="text-right">
                    {i.status !== 'submitted' && (
                      <Button
                        size="sm"
                        variant={isNext ? 'primary' : 'secondary'}
                        aria-label={`Submit ${r.title} due ${date(i.dueDate)}`}
                        onClick={() => onSubmit(i)}
                      >
                        <Send aria-hidden /> Submit
                      </Button>
                    )}
                  </TD>
                )}
              </TR>
            );
          })}
        </TBody>
      </Table>
    </li>
  );
}

function ReportForm({
  projectId,
  report,
  onDone,
}: {
  projectId: string;
  report: FunderReport | null;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const after = async (r: FunderReport) => {
    await queryClient.invalidateQueries({ queryKey: trpc.funderReports.pathKey() });
    toast({ title: report ? 'Funder report saved' : 'Funder report added', description: r.title });
    onDone();
  };
  const create = useMutation(trpc.funderReports.create.mutationOptions({ onSuccess: after }));
  const update = useMutation(trpc.funderReports.update.mutationOptions({ onSuccess: after }));
  const error = create.error ?? update.error;
  return (
    <DataForm
      onData={(f) => {
        const fields = {
          kind: String(f.get('kind')) as Kind,
          title: String(f.get('title') ?? '').trim(),
          frequency: String(f.get('frequency')) as Frequency,
          firstDueDate: String(f.get('firstDueDate') ?? ''),
          endDate: String(f.get('endDate') ?? '') || null,
        };
        if (report) update.mutate({ id: projectId, reportId: report.id, ...fields });
        else create.mutate({ id: projectId, ...fields });
      }}
    >
      <Field label="Title" htmlFor="funder-report-title">
        <Input id="funder-report-title" name="title" required maxLength={200} defaultValue={report?.title} />
      </Field>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label="Kind" htmlFor="funder-report-kind">
          <Select id="funder-report-kind" name="kind" defaultValue={report?.kind ?? 'progress'}>
            {Object.entries(KIND_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Frequency" htmlFor="funder-report-frequency">
          <Select id="funder-report-frequency" name="frequency" defaultValue={report?.frequency ?? 'quarterly'}>
            {Object.entries(FREQUENCY_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="First due date" htmlFor="funder-report-first-due">
          <Input
            id="funder-report-first-due"
            name="firstDueDate"
            type="date"
            required
            defaultValue={report?.firstDueDate}
          />
        </Field>
        <Field
          label="End date (optional)"
          htmlFor="funder-report-end"
          hint="No report is due after it; without it, the project's end date."
        >
          <Input
            id="funder-report-end"
            name="endDate"
            type="date"
            aria-describedby="funder-report-end-hint"
            defaultValue={report?.endDate ?? ''}
          />
        </Field>
      </div>
      {report && (
        <p className="text-xs text-slate-600">
          Saving works the due dates out again: unsubmitted ones the new schedule no longer has are removed; submitted
          ones are always kept.
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {report ? 'Save report' : 'Add report'}
        </Button>
      </div>
    </DataForm>
  );
}

function DeleteReport({ projectId, report, onDone }: { projectId: string; report: FunderReport; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const remove = useMutation(
    trpc.funderReports.delete.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.funderReports.pathKey() });
        toast({ title: 'Funder report deleted', description: report.title });
        onDone();
      },
    }),
  );
  const conflict = remove.error?.data?.code === 'CONFLICT';
  return (
    <ConfirmDialog
      open
      onOpenChange={(o) => !o && onDone()}
      title={`Delete ${report.title}?`}
      description="It goes with all its due dates. Only a report recorded in error should be deleted."
      confirmLabel="Delete report"
      tone="danger"
      pending={remove.isPending}
      error={remove.error && (conflict ? `Not deleted: ${remove.error.message}.` : remove.error.message)}
      onConfirm={() => remove.mutate({ id: projectId, reportId: report.id })}
    />
  );
}

function SubmitForm({
  projectId,
  report,
  instance,
  onDone,
}: {
  projectId: string;
  report: FunderReport;
  instance: FunderReportInstance;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const canUpload = useCanManageDocuments();
  const upload = useDocumentUpload();
  const documents = useQuery(trpc.documents.list.queryOptions({ projectId, limit: LIST_LIMIT }));
  const [chosen, setChosen] = useState<string[]>([]);
  // Said inside the dialog too: the toasts outside it are hidden from screen readers while it is open.
  const [uploaded, setUploaded] = useState<string | null>(null);
  const submit = useMutation(
    trpc.funderReports.submit.mutationOptions({
      onSuccess: async (r) => {
        await queryClient.invalidateQueries({ queryKey: trpc.funderReports.pathKey() });
        toast({ title: 'Funder report submitted', description: `${r.title}, due ${date(r.submitted.dueDate)}` });
        onDone();
      },
      // Already submitted (409), perhaps by someone else meanwhile: the list shows it as it now is.
      onError: (e) =>
        e.data?.code === 'CONFLICT' && queryClient.invalidateQueries({ queryKey: trpc.funderReports.pathKey() }),
    }),
  );
  const toggle = (id: string, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));

  return (
    <DataForm
      onData={() => submit.mutate({ id: projectId, reportId: report.id, instanceId: instance.id, documentIds: chosen })}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Documents sent</legend>
        {documents.isError ? (
          <ErrorState error={documents.error} title="Could not load the documents" />
        ) : documents.isPending ? (
          <Loading label="Loading the documents…" />
        ) : documents.data.data.length === 0 ? (
          <p className="text-sm text-slate-600">This project has no documents yet.</p>
        ) : (
          <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto rounded-md border border-slate-200 p-2">
            {documents.data.data.map((d) => (
              <li key={d.id}>
                <Checkbox
                  className="break-all"
                  label={
                    <>
                      {d.title} <span className="text-xs text-slate-600">({d.fileName})</span>
                    </>
                  }
                  checked={chosen.includes(d.id)}
                  onChange={(e) => toggle(d.id, e.target.checked)}
                />
              </li>
            ))}
          </ul>
        )}
        {canUpload && (
          <div>
            <FileButton
              size="sm"
              variant="secondary"
              disabled={upload.isPending}
              onFile={(file) =>
                upload.mutate(
                  { target: { owner: { projectId } }, file },
                  {
                    onSuccess: (d) => {
                      setChosen((c) => (c.includes(d.id) ? c : [...c, d.id]));
                      setUploaded(`${d.title} uploaded and chosen`);
                    },
                  },
                )
              }
            >
              <Upload aria-hidden /> {upload.isPending ? 'Uploading…' : 'Upload a document'}
            </FileButton>
          </div>
        )}
        <p role="status" className="text-xs text-slate-600">
          {uploaded}
        </p>
      </fieldset>
      {submit.error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {submit.error.data?.code === 'CONFLICT' ? `Not submitted: ${submit.error.message}` : submit.error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting…' : 'Submit report'}
        </Button>
      </div>
    </DataForm>
  );
}
