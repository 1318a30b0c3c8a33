import { listMissions } from '~/server/missions/missions';
import { paginate, paginatedResponse, ZPaginationQuery } from '../../pagination';
import { ZStringBool } from '../../schemas';
import { withPermission } from '../../trpc';
import { ZMission } from './mission.schema';

export const ZListMissionsRequest = ZPaginationQuery.extend({ active: ZStringBool.optional() });

export const listMissionsProcedure = withPermission('VIEW_GRANTS')
  .meta({
    openapi: {
      method: 'GET',
      path: '/missions',
      tags: ['Missions'],
      summary: 'List missions (oldest first)',
      protect: true,
    },
  })
  .input(ZListMissionsRequest)
  .output(paginatedResponse(ZMission))
  .query(async ({ ctx, input }) => {
    const { data, total } = await listMissions(ctx.db, ctx.principal.organizationId, input);
    return paginate(data, total, input);
  });
