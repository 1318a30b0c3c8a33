// /api/v1/saved-searches: the four operations as the API reference shows them, with their request and response
// schemas (the procedures are in procedures.ts).
import { z } from 'zod';
import { DISMISSED_FILTERS, GRANT_SCOPES, GRANT_SORTS } from '~/server/grants/queries';
import { GRANT_STATUSES } from '~/server/grants/status';
import { restOperation } from '../../openapi/operation';
import { paginatedResponse, ZPaginationQuery } from '../../pagination';
import { ZDate, ZId, ZText, ZTimestamp } from '../../schemas';
import {
  savedSearch,
  savedSearchCreateRequest,
  savedSearchDeleted,
  savedSearchesList,
  savedSearchUpdated,
  savedSearchUpdateRequest,
} from './saved-search.examples';

/** The filters of GET /grants, typed as JSON (no comma lists, no strings for numbers); unknown keys are refused. */
export const ZSavedSearchFilters = z
  .strictObject({
    q: ZText(200).optional().describe('Full-text search'),
    missionId: ZId.optional(),
    minScore: z.number().int().min(0).max(100).optional().describe('Minimum match score, 0–100'),
    status: z
      .array(z.enum(GRANT_STATUSES))
      .min(1)
      .max(GRANT_STATUSES.length)
      .optional()
      .describe('Default posted, forecasted'),
    closesAfter: ZDate.optional(),
    closesBefore: ZDate.optional(),
    agency: ZText(200).optional().describe('Agency code or part of its name'),
    sort: z.enum(GRANT_SORTS).optional(),
    dismissed: z
      .enum(DISMISSED_FILTERS)
      .optional()
      .describe('Default exclude: grants marked "not relevant" are hidden'),
    recurring: z.boolean().optional().describe('true: only programs with other cycles; false: only the others'),
    eligible: z
      .boolean()
      .optional()
      .describe(
        "true: grants the organization's applicant type is not excluded from (eligible or unknown); false: only " +
          'those it is excluded from. Run by the digest without an applicant type, every grant is unknown',
      ),
    scope: z
      .enum(GRANT_SCOPES)
      .optional()
      .describe('Default matched; all: the whole catalog (not with missionId or minScore)'),
  })
  .meta({ id: 'SavedSearchFilters' });

export const ZSavedSearch = z
  .object({
    id: ZId,
    name: z.string(),
    filters: ZSavedSearchFilters,
    grantsQuery: z
      .string()
      .describe('The same filters as a query string: GET /grants?{grantsQuery} reopens the search'),
    shared: z
      .boolean()
      .describe("Saved with an API key: the organization's, seen by every member, changed by API keys only"),
    createdAt: ZTimestamp,
    updatedAt: ZTimestamp,
  })
  .meta({ id: 'SavedSearch' });

const ZName = ZText(200);

export const ZListSavedSearchesRequest = ZPaginationQuery;
export const ZListSavedSearchesResponse = paginatedResponse(ZSavedSearch);

export const ZCreateSavedSearchRequest = z.object({
  name: ZName,
  filters: ZSavedSearchFilters.default({}),
});

export const ZUpdateSavedSearchRequest = z
  .object({ id: ZId, name: ZName.optional(), filters: ZSavedSearchFilters.optional() })
  .refine((v) => v.name !== undefined || v.filters !== undefined, { message: 'send at least one field to change' });

export const ZDeleteSavedSearchRequest = z.object({ id: ZId });
export const ZDeleteSavedSearchResponse = z.object({ id: ZId, deleted: z.literal(true) });

const tags = ['Saved searches'];

export const listSavedSearchesOperation = restOperation({
  method: 'GET',
  path: '/saved-searches',
  tags,
  summary: 'List saved searches (oldest first)',
  description:
    "The saved searches the caller can reopen, oldest first: a person's own and the organization's shared ones " +
    '(`shared: true`, saved with an API key); an API key sees the shared ones. Each carries its `grantsQuery`: ' +
    '`GET /grants?{grantsQuery}` runs it.',
  protect: true,
  input: ZListSavedSearchesRequest,
  output: ZListSavedSearchesResponse,
  errors: [],
  example: { summary: 'A member’s own search and the organization’s shared one', response: savedSearchesList },
});

export const createSavedSearchOperation = restOperation({
  method: 'POST',
  path: '/saved-searches',
  tags,
  summary: 'Save a search',
  description:
    "Saves a named set of `/grants` filters. A person's search is theirs alone; one saved with an API key belongs " +
    'to the organization, shared. At most 100 each (`409 CONFLICT` past that). Accepts `Idempotency-Key`.',
  protect: true,
  input: ZCreateSavedSearchRequest,
  output: ZSavedSearch,
  status: 201,
  errors: ['CONFLICT', 'IDEMPOTENCY_CONFLICT'],
  example: {
    summary: 'Save the high-scoring literacy grants closing this year',
    request: savedSearchCreateRequest,
    response: savedSearch,
  },
});

export const updateSavedSearchOperation = restOperation({
  method: 'PATCH',
  path: '/saved-searches/{id}',
  tags,
  summary: 'Rename a saved search or change its filters',
  description:
    'Renames a saved search or replaces its filters (at least one). A person changes their own; a shared search is ' +
    'changed with an API key only (`403` to a person, who can see it).',
  protect: true,
  input: ZUpdateSavedSearchRequest,
  output: ZSavedSearch,
  errors: ['NOT_FOUND'],
  bodyRule: { minProperties: 1 },
  example: { summary: 'Rename a saved search', request: savedSearchUpdateRequest, response: savedSearchUpdated },
});

export const deleteSavedSearchOperation = restOperation({
  method: 'DELETE',
  path: '/saved-searches/{id}',
  tags,
  summary: 'Delete a saved search',
  description: 'Deletes a saved search, on the same terms as changing it.',
  protect: true,
  input: ZDeleteSavedSearchRequest,
  output: ZDeleteSavedSearchResponse,
  errors: ['NOT_FOUND'],
  example: { summary: 'Delete a saved search', response: savedSearchDeleted },
});
