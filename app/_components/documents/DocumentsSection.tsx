'use client';
// The documents of a pursuit (its checklist items' included) or of a project (docs/documents.md): each with its
// download, its versions, and — for MANAGE_DOCUMENTS — a new version, the portal switch and delete (confirmed).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronRight, Download, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTRPC } from '../../_trpc/react';
import { dateTime, fileSize } from '../format';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/Dialog';
import { Checkbox } from '../ui/Input';
import { ErrorState, Loading } from '../ui/States';
import { useToast } from '../ui/Toast';
import { FileButton } from './FileButton';
import { useCanManageDocuments, useDocumentUpload, useLinkOrganization } from './hooks';
import { downloadHref, type DocumentSummary } from './transport';

/** The most a list shows: the page size the API allows. */
const LIST_LIMIT = 100;

export function DocumentsSection({
  owner,
  headingLevel = 3,
}: {
  owner: { pursuitId: string } | { projectId: string };
  headingLevel?: 2 | 3;
}) {
  const trpc = useTRPC();
  const canManage = useCanManageDocuments();
  const upload = useDocumentUpload();
  const list = useQuery(trpc.documents.list.queryOptions({ ...owner, limit: LIST_LIMIT }));
  const Heading = `h${headingLevel}` as const;

  return (
    <section aria-labelledby="documents-title" className="flex flex-col gap-3" data-testid="documents-section">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading
          id="documents-title"
          className={headingLevel === 2 ? 'text-base font-semibold' : 'text-sm font-semibold'}
        >
          Documents
        </Heading>
        {canManage && (
          <FileButton
            size="sm"
            variant="secondary"
            disabled={upload.isPending}
            onFile={(file) => upload.mutate({ target: { owner }, file })}
          >
            <Upload aria-hidden /> Upload a document
          </FileButton>
        )}
      </div>
      {list.isError ? (
        <ErrorState error={list.error} title="Could not load the documents" />
      ) : list.isPending ? (
        <Loading label="Loading the documents…" />
      ) : list.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">No documents yet.</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-slate-100 rounded-md border border-slate-200">
            {list.data.data.map((d) => (
              <DocumentRow key={d.id} document={d} canManage={canManage} />
            ))}
          </ul>
          {list.data.pagination.hasMore && (
            <p className="text-xs text-slate-600">
              The {LIST_LIMIT} most recently changed of {list.data.pagination.total} documents.
            </p>
          )}
        </>
      )}
    </section>
  );
}

function DocumentRow({ document: d, canManage }: { document: DocumentSummary; canManage: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const organization = useLinkOrganization();
  const upload = useDocumentUpload();
  const [expanded, setExpanded] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.documents.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.requirements.pathKey() }),
    ]);
  const update = useMutation(
    trpc.documents.update.mutationOptions({
      onSuccess: async (changed) => {
        await refresh();
        toast({
          title: changed.portalVisible ? 'Shown on the portal' : 'Hidden from the portal',
          description: changed.title,
        });
      },
      onError: (e) => toast({ title: 'Not changed', description: e.message, tone: 'error' }),
    }),
  );
  const remove = useMutation(
    trpc.documents.delete.mutationOptions({
      onSuccess: async () => {
        setDeleting(false);
        await refresh();
        toast({ title: 'Document deleted', description: d.title });
      },
    }),
  );
  const versionsId = `document-versions-${d.id}`;

  return (
    <li className="flex flex-col gap-2 p-3 text-sm" data-testid="document-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="break-words font-medium">{d.title}</p>
          <p className="break-words text-xs text-slate-600">
            {d.fileName} · {fileSize(d.size)} · version {d.version} · updated {dateTime(d.updatedAt)}
          </p>
          {d.portalVisible && !canManage && (
            <Badge tone="blue" className="mt-1">
              On the portal
            </Badge>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-1">
          <Button asChild size="sm" variant="ghost">
            <a href={downloadHref(d.id, organization)} download aria-label={`Download ${d.title}`}>
              <Download aria-hidden /> Download
            </a>
          </Button>
          {canManage && (
            <>
              <FileButton
                size="sm"
                variant="ghost"
                aria-label={`Upload a new version of ${d.title}`}
                disabled={upload.isPending}
                onFile={(file) => upload.mutate({ target: { documentId: d.id }, file })}
              >
                <Upload aria-hidden /> New version
              </FileButton>
              <Button size="sm" variant="ghost" aria-label={`Delete ${d.title}`} onClick={() => setDeleting(true)}>
                <Trash2 className="text-red-700" aria-hidden />
              </Button>
            </>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="link"
          aria-expanded={expanded}
          aria-controls={versionsId}
          onClick={() => setExpanded((x) => !x)}
        >
          {expanded ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
          Versions<span className="sr-only"> of {d.title}</span>
        </Button>
        {canManage && (
          <Checkbox
            label={
              <>
                On the portal<span className="sr-only"> ({d.title})</span>
              </>
            }
            checked={d.portalVisible}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ id: d.id, portalVisible: e.target.checked })}
          />
        )}
      </div>
      {expanded && <DocumentVersions id={versionsId} documentId={d.id} organization={organization} />}
      <ConfirmDialog
        open={deleting}
        onOpenChange={(o) => {
          setDeleting(o);
          if (!o) remove.reset();
        }}
        title={`Delete ${d.title}?`}
        description="Every version goes with it. It disappears at once and is removed for good after 30 days."
        confirmLabel="Delete document"
        tone="danger"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => remove.mutate({ id: d.id })}
      />
    </li>
  );
}

function DocumentVersions({
  id,
  documentId,
  organization,
}: {
  id: string;
  documentId: string;
  organization: string | null;
}) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.documents.get.queryOptions({ id: documentId }));
  if (detail.isError) return <ErrorState error={detail.error} title="Could not load the versions" />;
  if (detail.isPending) return <Loading label="Loading the versions…" className="py-2" />;
  return (
    <ol
      id={id}
      className="flex flex-col gap-1 border-l-2 border-slate-200 pl-3"
      aria-label={`Versions of ${detail.data.title}`}
    >
      {detail.data.versions.map((v) => (
        <li key={v.version} className="flex flex-wrap items-center gap-2 text-xs" data-testid="document-version">
          <a
            href={downloadHref(documentId, organization, v.version)}
            download
            className="font-medium text-emerald-800 underline"
          >
            Version {v.version}: {v.fileName}
          </a>
          <span className="text-slate-600">
            {fileSize(v.size)} · {dateTime(v.createdAt)}
            {v.createdBy && ` · ${v.createdBy}`}
          </span>
        </li>
      ))}
    </ol>
  );
}
