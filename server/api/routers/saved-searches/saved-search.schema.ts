import { z } from 'zod';
import { DISMISSED_FILTERS, GRANT_SORTS } from '~/server/grants/queries';
import { GRANT_STATUSES } from '~/server/grants/status';
import { paginatedResponse, ZPaginationQuery } from '../../pagination';
import { ZDate, ZId, ZTimestamp } from '../../schemas';

/** The filters of GET /grants, typed as JSON (no comma lists, no strings for numbers); unknown keys are refused. */
export const ZSavedSearchFilters = z
  .strictObject({
    q: z.string().trim().min(1).max(200).optional().describe('Full-text search'),
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
    agency: z.string().trim().min(1).max(200).optional().describe('Agency code or part of its name'),
    sort: z.enum(GRANT_SORTS).optional(),
    dismissed: z
      .enum(DISMISSED_FILTERS)
      .optional()
      .describe('Default exclude: grants marked "not relevant" are hidden'),
    recurring: z.boolean().optional().describe('true: only programs with other cycles; false: only the others'),
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

const ZName = z.string().trim().min(1).max(200);

export const ZListSavedSearchesRequest = ZPaginationQuery;
export const ZListSavedSearchesResponse = paginatedResponse(ZSavedSearch);

export const ZCreateSavedSearchRequest = z.object({
  name: ZName,
  filters: ZSavedSearchFilters.default({}),
});

export const ZUpdateSavedSearchRequest = z
  .object({ id: ZId, name: ZName.optional(), filters: ZSavedSearchFilters.optional() })
  .refine((v) => v.name !== undefined || v.filters !== undefined, { message: 'send at least one field to change' });
