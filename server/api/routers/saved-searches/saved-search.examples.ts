// The saved searches of the example story (server/api/openapi/example-story.ts).
import type { z } from 'zod';
import { MISSION_ID } from '../../openapi/example-story';
import type { Body } from '../../openapi/operation';
import type {
  ZCreateSavedSearchRequest,
  ZDeleteSavedSearchResponse,
  ZListSavedSearchesResponse,
  ZSavedSearch,
  ZUpdateSavedSearchRequest,
} from './saved-search.schema';

type SavedSearch = z.output<typeof ZSavedSearch>;

const SAVED_SEARCH_ID = '6b0e3c2a-5d1f-4e8a-9c47-2f1d8b3a6e90';
const SHARED_SEARCH_ID = 'a4d9f7c1-2b3e-4f50-8e6d-7c1b9a0f3d22';

export const savedSearchCreateRequest = {
  name: 'Literacy grants closing this year',
  filters: {
    q: 'adult literacy',
    missionId: MISSION_ID,
    minScore: 70,
    status: ['posted'],
    closesBefore: '2026-12-31',
    agency: 'ED',
  },
} satisfies Body<typeof ZCreateSavedSearchRequest>;

export const savedSearch: SavedSearch = {
  id: SAVED_SEARCH_ID,
  name: 'Literacy grants closing this year',
  filters: savedSearchCreateRequest.filters,
  grantsQuery: `q=adult+literacy&missionId=${MISSION_ID}&minScore=70&status=posted&closesBefore=2026-12-31&agency=ED`,
  shared: false,
  createdAt: '2026-09-21T14:05:12.000Z',
  updatedAt: '2026-09-21T14:05:12.000Z',
};

export const savedSearchUpdateRequest = { name: 'Literacy grants, 70+' } satisfies Body<
  typeof ZUpdateSavedSearchRequest,
  'id'
>;

export const savedSearchUpdated: SavedSearch = {
  ...savedSearch,
  name: 'Literacy grants, 70+',
  updatedAt: '2026-09-22T08:30:00.000Z',
};

const sharedSearch: SavedSearch = {
  id: SHARED_SEARCH_ID,
  name: 'Department of Education, anything open',
  filters: { agency: 'ED', sort: 'closeDate' },
  grantsQuery: 'agency=ED&sort=closeDate',
  shared: true,
  createdAt: '2026-08-02T09:00:00.000Z',
  updatedAt: '2026-08-02T09:00:00.000Z',
};

export const savedSearchesList: z.output<typeof ZListSavedSearchesResponse> = {
  data: [sharedSearch, savedSearch],
  pagination: { limit: 20, offset: 0, total: 2, hasMore: false },
};

export const savedSearchDeleted: z.output<typeof ZDeleteSavedSearchResponse> = { id: SAVED_SEARCH_ID, deleted: true };
