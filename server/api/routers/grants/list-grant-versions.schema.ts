// GET /grants/{id}/versions: the operation as the API reference shows it, with its request and response schemas
// (docs/catalog.md#versions).
import { z } from 'zod';
import { GRANT_STATUSES } from '~/server/grants/status';
import { restOperation } from '../../openapi/operation';
import { paginatedResponse, ZPaginationQuery } from '../../pagination';
import { ZDate, ZId, ZTimestamp } from '../../schemas';
import { GRANT_ID } from '../../openapi/example-story';
import { grantVersionsList } from './grant.examples';

/** A field's [before, after] (an array of two rather than a tuple: OpenAPI's linters want `items` on an array). */
const change = <T extends z.ZodType>(value: T, what: string) =>
  z.array(value).length(2).describe(`${what}: [before, after]`);
const amount = z.number().int().nullable();

export const ZGrantVersionChanges = z
  .object({
    closeDate: change(ZDate.nullable(), 'Close date (YYYY-MM-DD, null when none)'),
    awardFloor: change(amount, 'Award floor in whole dollars'),
    awardCeiling: change(amount, 'Award ceiling in whole dollars'),
    estimatedTotalFunding: change(amount, 'Estimated total funding in whole dollars'),
    expectedAwards: change(amount, 'Expected number of awards'),
    status: change(z.enum(GRANT_STATUSES), 'Status, judged on the day of the change (forecasted → posted, archived…)'),
    eligibleApplicantTypes: change(z.array(z.string()), 'Eligible applicant types (sorted)'),
    title: change(z.string(), 'Title'),
    description: change(z.string().nullable(), 'Description'),
  })
  .partial()
  .describe('Only the fields that moved; any other change of the grant (contact, url, …) makes no version')
  .meta({ id: 'GrantVersionChanges' });

export const ZGrantVersion = z
  .object({
    version: z.number().int().min(2).describe('2 for the first change: version 1 is the grant as first imported'),
    changedAt: ZTimestamp.describe('When the catalog took the change'),
    changes: ZGrantVersionChanges,
  })
  .meta({ id: 'GrantVersion' });

export const ZListGrantVersionsRequest = ZPaginationQuery.extend({ id: ZId });
export const ZListGrantVersionsResponse = paginatedResponse(ZGrantVersion);

export type GrantVersion = z.infer<typeof ZGrantVersion>;

export const listGrantVersionsOperation = restOperation({
  method: 'GET',
  path: '/grants/{id}/versions',
  tags: ['Grants'],
  summary: 'What changed in a grant, newest first',
  description:
    'Each meaningful change the catalog took for the grant: its close date, award floor, ceiling, estimated total, ' +
    'expected awards, status, eligible applicant types, title or description, each as `[before, after]`. Version 1 ' +
    'is the grant as first imported and is not listed; a grant never changed answers an empty list. Any catalog ' +
    'grant is readable, a private grant only by its organization.',
  protect: true,
  input: ZListGrantVersionsRequest,
  output: ZListGrantVersionsResponse,
  errors: ['NOT_FOUND'],
  example: {
    summary: 'The example grant, its close date moved and its ceiling raised',
    pathParams: { id: GRANT_ID },
    response: grantVersionsList,
  },
});
