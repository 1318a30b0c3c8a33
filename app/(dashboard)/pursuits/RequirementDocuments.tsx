'use client';
// A checklist item's files (docs/documents.md): each with its download and, for MANAGE_DOCUMENTS, "Replace" (a new
// version) and "Attach a file". Dropping a file on the item does the same as attaching it (RequirementsChecklist).
import { Download, FileText, Paperclip, Upload } from 'lucide-react';
import { FileButton } from '../../_components/documents/FileButton';
import { useDocumentUpload, useLinkOrganization } from '../../_components/documents/hooks';
import { downloadHref, type DocumentSummary } from '../../_components/documents/transport';
import { Button } from '../../_components/ui/Button';

/** Whether a drag carries files from outside the page (not an item being reordered). */
export const carriesFiles = (e: React.DragEvent) => e.dataTransfer.types.includes('Files');

export function RequirementDocuments({
  requirement,
  documents,
  canManage,
}: {
  requirement: { id: string; title: string; documentIds: string[] };
  /** The pursuit's documents, by id (a checklist item's are among them). */
  documents: Map<string, DocumentSummary>;
  canManage: boolean;
}) {
  const organization = useLinkOrganization();
  const upload = useDocumentUpload();
  const attached = requirement.documentIds.flatMap((id) => documents.get(id) ?? []);
  return (
    <div className="flex flex-col gap-1" data-testid="requirement-documents">
      {attached.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={`Files of ${requirement.title}`}>
          {attached.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-2 text-xs" data-testid="requirement-document">
              <FileText className="size-4 shrink-0 text-slate-500" aria-hidden />
              <span className="min-w-0 break-words font-medium">{d.fileName}</span>
              <span className="text-slate-600">version {d.version}</span>
              <Button asChild size="sm" variant="ghost" className="h-7 px-2">
                <a href={downloadHref(d.id, organization)} download aria-label={`Download ${d.fileName}`}>
                  <Download aria-hidden />
                </a>
              </Button>
              {canManage && (
                <FileButton
                  size="sm"
                  variant="ghost"
                  className="h-7 px-2"
                  aria-label={`Replace ${d.fileName}`}
                  disabled={upload.isPending}
                  onFile={(file) => upload.mutate({ target: { documentId: d.id }, file })}
                >
                  <Upload aria-hidden /> Replace
                </FileButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {canManage && (
        <p className="flex flex-wrap items-center gap-1 text-xs text-slate-600">
          <FileButton
            size="sm"
            variant="link"
            className="h-7"
            aria-label={`Attach a file to ${requirement.title}`}
            disabled={upload.isPending}
            onFile={(file) => upload.mutate({ target: { owner: { requirementId: requirement.id } }, file })}
          >
            <Paperclip aria-hidden /> Attach a file
          </FileButton>
          <span>or drop one here</span>
          {upload.isPending && <span role="status">Uploading…</span>}
        </p>
      )}
    </div>
  );
}
