// /api/v1/saved-searches (SPEC §15): named /grants filter sets. VIEW_GRANTS is all it takes: a search is its saver's
// own (a person's private one, or an API key's organization-shared one), and it shows nothing the saver cannot
// already read.
import { z } from 'zod';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
  type SavedSearchOwner,
} from '~/server/grants/saved-searches';
import type { Principal } from '~/server/auth/principal';
import { paginate } from '../../pagination';
import { ZId } from '../../schemas';
import { withPermission } from '../../trpc';
import {
  ZCreateSavedSearchRequest,
  ZListSavedSearchesRequest,
  ZListSavedSearchesResponse,
  ZSavedSearch,
  ZUpdateSavedSearchRequest,
} from './saved-search.schema';

const owner = (p: Principal): SavedSearchOwner => ({
  organizationId: p.organizationId,
  userId: p.kind === 'user' ? p.id : null,
});
const tags = ['Saved searches'];

export const listSavedSearchesProcedure = withPermission('VIEW_GRANTS')
  .meta({
    openapi: {
      method: 'GET',
      path: '/saved-searches',
      tags,
      summary: 'List saved searches (oldest first)',
      protect: true,
    },
  })
  .input(ZListSavedSearchesRequest)
  .output(ZListSavedSearchesResponse)
  .query(async ({ ctx, input }) => {
    const { data, total } = await listSavedSearches(ctx.db, owner(ctx.principal), input);
    return paginate(data, total, input);
  });

export const createSavedSearchProcedure = withPermission('VIEW_GRANTS')
  .meta({
    openapi: {
      method: 'POST',
      path: '/saved-searches',
      tags,
      summary: 'Save a search',
      successDescription: 'Created (201)',
      protect: true,
    },
  })
  .input(ZCreateSavedSearchRequest)
  .output(ZSavedSearch)
  .mutation(async ({ ctx, input }) => {
    const created = await createSavedSearch(ctx.db, owner(ctx.principal), input);
    ctx.response.status = 201;
    return created;
  });

export const updateSavedSearchProcedure = withPermission('VIEW_GRANTS')
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/saved-searches/{id}',
      tags,
      summary: 'Rename a saved search or change its filters',
      protect: true,
    },
  })
  .input(ZUpdateSavedSearchRequest)
  .output(ZSavedSearch)
  .mutation(({ ctx, input: { id, ...changes } }) => updateSavedSearch(ctx.db, owner(ctx.principal), id, changes));

export const deleteSavedSearchProcedure = withPermission('VIEW_GRANTS')
  .meta({
    openapi: { method: 'DELETE', path: '/saved-searches/{id}', tags, summary: 'Delete a saved search', protect: true },
  })
  .input(z.object({ id: ZId }))
  .output(z.object({ id: ZId, deleted: z.literal(true) }))
  .mutation(({ ctx, input }) => deleteSavedSearch(ctx.db, owner(ctx.principal), input.id));
