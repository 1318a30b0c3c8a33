// The catalog syncs of the example story (server/api/openapi/example-story.ts).
import type { z } from 'zod';
import type { ZListCatalogSyncsResponse } from './list-catalog-syncs.schema';

export const catalogSyncList: z.output<typeof ZListCatalogSyncsResponse> = {
  data: [
    {
      id: '6f1a3c5e-7b9d-4e2f-8a1c-3e5b7d9f0a24',
      source: 'extract',
      startedAt: '2026-09-22T06:00:00.412Z',
      finishedAt: '2026-09-22T06:01:31.077Z',
      status: 'succeeded',
      read: 82_230,
      inserted: 41,
      updated: 317,
      unchanged: 81_860,
      skipped: 12,
      error: null,
    },
    {
      id: '2b4d6f8a-1c3e-4a5b-9d7f-0e2a4c6b8d13',
      source: 'extract',
      startedAt: '2026-09-21T06:00:00.388Z',
      finishedAt: '2026-09-21T06:00:09.915Z',
      status: 'failed',
      read: 0,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      error: 'The extract could not be downloaded.',
    },
  ],
  pagination: { limit: 2, offset: 0, total: 38, hasMore: true },
};
