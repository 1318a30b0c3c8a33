import { listGrants } from '~/server/grants/queries';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import { ZListGrantsRequest, ZListGrantsResponse } from './list-grants.schema';

export const listGrantsProcedure = withPermission('VIEW_GRANTS')
  .meta({
    openapi: {
      method: 'GET',
      path: '/grants',
      tags: ['Grants'],
      summary: 'List grants matching the organization’s missions',
      description:
        'Best match first. An organization without an active mission sees the whole catalog (match: null), by close date.',
      protect: true,
    },
  })
  .input(ZListGrantsRequest)
  .output(ZListGrantsResponse)
  .query(async ({ ctx, input }) => {
    const { facets: requested, ...query } = input;
    const { data, total, facets } = await listGrants(
      ctx.db,
      { ...query, organizationId: ctx.principal.organizationId },
      undefined,
      { facets: requested },
    );
    return { ...paginate(data, total, input), ...(facets ? { facets } : {}) };
  });
