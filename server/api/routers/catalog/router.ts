import { createTRPCRouter } from '../../trpc';
import { listCatalogSyncsProcedure } from './list-catalog-syncs';

/** The shared catalog's sync runs (VIEW_GRANTS): REST `GET /catalog/syncs`, and `catalog.syncs` for the dashboard. */
export const catalogRouter = createTRPCRouter({
  syncs: listCatalogSyncsProcedure,
});
