import { z } from 'zod';
import { DISMISSED_FILTERS, GRANT_SORTS } from '~/server/grants/queries';
import { GRANT_STATUSES } from '~/server/grants/status';
import { paginatedResponse, ZPaginationQuery } from '../../pagination';
import { commaList, ZDate, ZId, ZStringBool } from '../../schemas';
import { ZGrantListItem } from './grant.schema';

export const ZListGrantsRequest = ZPaginationQuery.extend({
  q: z.string().trim().min(1).max(200).optional().describe('Full-text search'),
  missionId: ZId.optional(),
  minScore: z.coerce.number().int().min(0).max(100).optional().describe('Minimum match score, 0–100'),
  status: commaList(GRANT_STATUSES).optional().describe('Comma list; default posted,forecasted'),
  closesAfter: ZDate.optional(),
  closesBefore: ZDate.optional(),
  agency: z.string().trim().min(1).max(200).optional().describe('Agency code or part of its name'),
  sort: z.enum(GRANT_SORTS).optional().describe('Default score (closeDate without missions)'),
  dismissed: z
    .enum(DISMISSED_FILTERS)
    .optional()
    .describe('Grants the organization marked "not relevant": hidden by default (exclude), shown with the rest (include), or alone (only)'),
  recurring: ZStringBool.optional().describe('true: only grants of programs with other cycles (other years); false: only the others'),
});

export const ZListGrantsResponse = paginatedResponse(ZGrantListItem);

