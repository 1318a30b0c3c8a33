import { catalogSyncDto } from '~/server/catalog/dto';
import { listCatalogSyncs } from '~/server/catalog/sync';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import { listCatalogSyncsOperation as operation } from './list-catalog-syncs.schema';

/** REST and the dashboard's settings alike: the shared catalog's sync runs (not an organization's own data). */
export const listCatalogSyncsProcedure = withPermission('VIEW_GRANTS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(async ({ ctx, input }) => {
    const { items, total } = await listCatalogSyncs(ctx.db, input);
    return paginate(items.map(catalogSyncDto), total, input);
  });
