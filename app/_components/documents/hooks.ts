'use client';
// What the documents' components share: who may change documents, the organization download links name, and the
// upload itself (the server's answer or refusal shown in a toast, the lists refreshed).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../_trpc/react';
import { readOrganizationCookie } from '../../_trpc/organization';
import { useHydrated } from '../LocalTime';
import { useToast } from '../ui/Toast';
import { uploadDocument, type UploadTarget } from './transport';

/** MANAGE_DOCUMENTS: upload, new versions, portal visibility, delete. Viewers read and download only. */
export function useCanManageDocuments(): boolean {
  const trpc = useTRPC();
  const me = useQuery(trpc.members.me.queryOptions());
  return me.data?.permissions.includes('MANAGE_DOCUMENTS') ?? false;
}

/** The organization a download link names: read once the page is live, so the server's render and the first agree. */
export function useLinkOrganization(): string | null {
  return useHydrated() ? readOrganizationCookie() : null;
}

/** Uploads one file (a new document or a new version), then refreshes the documents and the checklist. */
export function useDocumentUpload() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ target, file }: { target: UploadTarget; file: File }) => uploadDocument(target, file),
    onSuccess: async (document) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.documents.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.requirements.pathKey() }),
      ]);
      toast({
        title: document.version === 1 ? 'Document uploaded' : `Version ${document.version} uploaded`,
        description: document.fileName,
      });
    },
    onError: (error, { file }) =>
      toast({ title: `${file.name} was not uploaded`, description: error.message, tone: 'error' }),
  });
}
