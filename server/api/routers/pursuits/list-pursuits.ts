import { listPursuits } from '~/server/pipeline/pursuits';
import { paginate, paginatedResponse } from '../../pagination';
import { withPermission } from '../../trpc';
import { ZListPursuitsRequest, ZPursuit } from './pursuit.schema';

export const listPursuitsProcedure = withPermission('VIEW_PURSUITS')
  .meta({
    openapi: {
      method: 'GET',
      path: '/pursuits',
      tags: ['Pursuits'],
      summary: 'List pursuits (the open pipeline by default)',
      protect: true,
    },
  })
  .input(ZListPursuitsRequest)
  .output(paginatedResponse(ZPursuit))
  .query(async ({ ctx, input }) => {
    const { data, total } = await listPursuits(ctx.db, ctx.principal.organizationId, input);
    return paginate(data, total, input);
  });
