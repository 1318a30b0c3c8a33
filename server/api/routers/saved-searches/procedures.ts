// /api/v1/saved-searches (docs/notifications.md): named /grants filter sets. VIEW_GRANTS is all it takes: a search is
// its saver's own (a person's private one, or an API key's organization-shared one), and it shows nothing the saver
// cannot already read. The operations, schemas and examples are in saved-search.schema.ts.
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
  type SavedSearchOwner,
} from '~/server/grants/saved-searches';
import type { Principal } from '~/server/auth/principal';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import {
  createSavedSearchOperation,
  deleteSavedSearchOperation,
  listSavedSearchesOperation,
  updateSavedSearchOperation,
} from './saved-search.schema';

const owner = (p: Principal): SavedSearchOwner => ({
  organizationId: p.organizationId,
  userId: p.kind === 'user' ? p.id : null,
});

export const listSavedSearchesProcedure = withPermission('VIEW_GRANTS')
  .meta(listSavedSearchesOperation.meta)
  .input(listSavedSearchesOperation.input)
  .output(listSavedSearchesOperation.output)
  .query(async ({ ctx, input }) => {
    const { data, total } = await listSavedSearches(ctx.db, owner(ctx.principal), input);
    return paginate(data, total, input);
  });

export const createSavedSearchProcedure = withPermission('VIEW_GRANTS')
  .meta(createSavedSearchOperation.meta)
  .input(createSavedSearchOperation.input)
  .output(createSavedSearchOperation.output)
  .mutation(async ({ ctx, input }) => {
    const created = await createSavedSearch(ctx.db, owner(ctx.principal), input);
    ctx.response.status = 201;
    return created;
  });

export const updateSavedSearchProcedure = withPermission('VIEW_GRANTS')
  .meta(updateSavedSearchOperation.meta)
  .input(updateSavedSearchOperation.input)
  .output(updateSavedSearchOperation.output)
  .mutation(({ ctx, input: { id, ...changes } }) => updateSavedSearch(ctx.db, owner(ctx.principal), id, changes));

export const deleteSavedSearchProcedure = withPermission('VIEW_GRANTS')
  .meta(deleteSavedSearchOperation.meta)
  .input(deleteSavedSearchOperation.input)
  .output(deleteSavedSearchOperation.output)
  .mutation(({ ctx, input }) => deleteSavedSearch(ctx.db, owner(ctx.principal), input.id));
