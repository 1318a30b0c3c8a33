import { createMission } from '~/server/missions/missions';
import { withPermission } from '../../trpc';
import { ZCreateMissionRequest, ZMission } from './mission.schema';

export const createMissionProcedure = withPermission('MANAGE_MISSIONS')
  .meta({
    openapi: {
      method: 'POST',
      path: '/missions',
      tags: ['Missions'],
      summary: 'Create a mission',
      successDescription: 'Created (201)',
      protect: true,
    },
  })
  .input(ZCreateMissionRequest)
  .output(ZMission)
  .mutation(({ ctx, input }) => {
    ctx.response.status = 201;
    return createMission(ctx.db, ctx.principal.organizationId, input);
  });
