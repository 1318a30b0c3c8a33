// GET /catalog/syncs: the operation as the API reference shows it, with its request and response schemas.
import { z } from 'zod';
import { CATALOG_SYNC_SOURCES, CATALOG_SYNC_STATUSES } from '~/db/schema';
import { FAILURE_REASONS } from '~/server/catalog/failure';
import { restOperation } from '../../openapi/operation';
import { paginatedResponse, ZPaginationQuery } from '../../pagination';
import { ZTimestamp } from '../../schemas';
import { catalogSyncList } from './catalog.examples';

export const ZListCatalogSyncsRequest = ZPaginationQuery;

export const ZCatalogSync = z
  .object({
    id: z.uuid(),
    source: z.enum(CATALOG_SYNC_SOURCES).describe('extract: the daily Grants.gov extract; api: the REST API'),
    startedAt: ZTimestamp,
    finishedAt: ZTimestamp.nullable().describe('null while running'),
    status: z
      .enum(CATALOG_SYNC_STATUSES)
      .describe('not_modified: the extract had not changed since the last sync (HTTP 304), nothing was read'),
    read: z.number().int().min(0).describe('Records read from the source'),
    inserted: z.number().int().min(0),
    updated: z.number().int().min(0),
    unchanged: z.number().int().min(0),
    skipped: z.number().int().min(0).describe('Records that could not be imported (no id, no title, …)'),
    error: z
      .enum(Object.values(FAILURE_REASONS) as [string, ...string[]])
      .nullable()
      .describe(
        'A failed sync’s generic reason, one of these fixed sentences; null unless `failed`. The detailed reason ' +
          'stays in the operator’s server log and `cli grants sync`.',
      ),
  })
  .meta({ id: 'CatalogSync' });

export const ZListCatalogSyncsResponse = paginatedResponse(ZCatalogSync);

export const listCatalogSyncsOperation = restOperation({
  method: 'GET',
  path: '/catalog/syncs',
  tags: ['Grants'],
  summary: 'List the catalog syncs, newest first',
  description:
    'The runs that brought the shared Grants.gov catalog up to date (on a schedule, or `cli grants sync`), newest ' +
    'first, with what each read and wrote. The catalog is shared by every organization, so a sync shows only what ' +
    'any of them may see: times, status, counts and, for a `failed` sync, a generic reason in `error`; the source’s ' +
    'URL, hostnames and the detailed reason stay in the operator’s server log. The next scheduled run tries again ' +
    'after a failure. Needs `VIEW_GRANTS`.',
  protect: true,
  input: ZListCatalogSyncsRequest,
  output: ZListCatalogSyncsResponse,
  errors: [],
  example: {
    summary: 'The last two syncs: today’s extract, and a failed download the day before',
    response: catalogSyncList,
  },
});
