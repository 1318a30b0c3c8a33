// The dashboard's file transport from the browser (docs/documents.md#in-the-dashboard): uploads are multipart POSTs to
// /api/dashboard/documents…, downloads plain links; both act on the organization the tRPC client names.
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '~/server/api/root';
import { readOrganizationCookie } from '../../_trpc/organization';

export type DocumentDetail = inferRouterOutputs<AppRouter>['documents']['get'];
export type DocumentSummary = inferRouterOutputs<AppRouter>['documents']['list']['data'][number];

/** Where a new document belongs: a pursuit, one of its checklist items, or a project. */
export type DocumentOwner = { pursuitId: string } | { requirementId: string } | { projectId: string };

/** What to upload: a new document for an owner, or a new version of a document. */
export type UploadTarget = { owner: DocumentOwner } | { documentId: string };

/** The server's refusal, as it worded it (413 too large, 415 not an allowed type, 403, 404, …). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** Sends `file` and answers the document as it now is; a refusal throws an UploadError with the server's message. */
export async function uploadDocument(target: UploadTarget, file: File): Promise<DocumentDetail> {
  const form = new FormData();
  if ('owner' in target) for (const [name, value] of Object.entries(target.owner)) form.append(name, value);
  form.append('file', file, file.name);
  const org = readOrganizationCookie();
  const route =
    'owner' in target
      ? '/api/dashboard/documents'
      : `/api/dashboard/documents/versions?id=${encodeURIComponent(target.documentId)}`;
  const res = await fetch(route, { method: 'POST', body: form, headers: org ? { 'X-Organization-Id': org } : {} });
  const body = (await res.json().catch(() => null)) as { error?: string } | null;
  if (!res.ok) throw new UploadError(body?.error ?? `The upload failed (${res.status})`, res.status);
  return body as DocumentDetail;
}

/** A download link for the current version or `version`, in `organization` (the one the dashboard acts on). */
export function downloadHref(documentId: string, organization: string | null, version?: number): string {
  const query = new URLSearchParams();
  if (version !== undefined) query.set('version', String(version));
  if (organization) query.set('org', organization);
  const search = query.size ? `?${query}` : '';
  return `/api/dashboard/documents/${encodeURIComponent(documentId)}/content${search}`;
}
