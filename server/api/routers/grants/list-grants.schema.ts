// GET /grants: the operation as the API reference shows it, with its request and response schemas.
import { z } from 'zod';
import { FACET_VALUES_MAX, GRANT_FACETS, type GrantFacet } from '~/server/grants/facets';
import { DISMISSED_FILTERS, GRANT_SCOPES, GRANT_SORTS } from '~/server/grants/queries';
import { GRANT_STATUSES } from '~/server/grants/status';
import { restOperation } from '../../openapi/operation';
import { paginatedResponse, ZPaginationQuery } from '../../pagination';
import { commaList, ZDate, ZId, ZStringBool, ZText } from '../../schemas';
import { grantsList } from './grant.examples';
import { ZGrantListItem } from './grant.schema';

export const ZListGrantsRequest = ZPaginationQuery.extend({
  q: ZText(200).optional().describe('Full-text search'),
  missionId: ZId.optional(),
  minScore: z.coerce.number().int().min(0).max(100).optional().describe('Minimum match score, 0–100'),
  status: commaList(GRANT_STATUSES).optional().describe('Comma list; default posted,forecasted'),
  closesAfter: ZDate.optional(),
  closesBefore: ZDate.optional(),
  agency: ZText(200).optional().describe('Agency code or part of its name'),
  sort: z.enum(GRANT_SORTS).optional().describe('Default score (closeDate without missions)'),
  dismissed: z
    .enum(DISMISSED_FILTERS)
    .optional()
    .describe(
      'Grants the organization marked "not relevant": hidden by default (exclude), shown with the rest (include), or alone (only)',
    ),
  recurring: ZStringBool.optional().describe(
    'true: only grants of programs with other cycles (other years); false: only the others',
  ),
  eligible: ZStringBool.optional().describe(
    "true: grants the organization's applicant type is not excluded from (eligible, or unknown: a grant listing no " +
      'types or "Others (see text…)"); false: only the grants it is excluded from. Needs the applicant type of the ' +
      'organization profile (400 without it)',
  ),
  scope: z
    .enum(GRANT_SCOPES)
    .optional()
    .describe(
      'matched (default): the grants matching an active mission; all: the whole catalog the organization can see, ' +
        'each with its best match or `match: null` (not with missionId or minScore). Without an active mission the ' +
        'list is the whole catalog either way',
    ),
  facets: commaList(GRANT_FACETS)
    .optional()
    .describe(
      'Comma list of status, agency, category, eligibility, fundingInstrument: counts over the filtered list (all pages)',
    ),
});

const ZFacetValues = z.array(z.object({ value: z.string(), count: z.number().int().min(1) })).max(FACET_VALUES_MAX);

export const ZListGrantsResponse = paginatedResponse(ZGrantListItem).extend({
  facets: z
    .object(
      Object.fromEntries(GRANT_FACETS.map((f) => [f, ZFacetValues.optional()])) as Record<
        GrantFacet,
        z.ZodOptional<typeof ZFacetValues>
      >,
    )
    .optional()
    .describe(
      `With ?facets=: each requested facet's values and how many grants of the filtered list have each, the ${FACET_VALUES_MAX} most frequent first`,
    ),
});

export const listGrantsOperation = restOperation({
  method: 'GET',
  path: '/grants',
  tags: ['Grants'],
  summary: 'List grants matching the organization’s missions',
  description:
    "Grants matching the organization's active missions, best match first; `scope=all` lists the whole catalog " +
    'instead (matched grants first, best first, then the others, soonest close date first), to find a grant by its ' +
    'title whatever its score. An organization without an active mission sees the whole catalog with ' +
    '`match: null`, soonest close date first. Each item carries its best `match` (or null) and the `pursuitId` when ' +
    'the organization already tracks it.',
  protect: true,
  input: ZListGrantsRequest,
  output: ZListGrantsResponse,
  errors: [],
  example: { summary: 'The best-matching grant, first page of one (limit=1)', response: grantsList },
});
