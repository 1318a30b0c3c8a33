import { createMission } from '~/server/missions/missions';
import { withPermission } from '../../trpc';
import { createMissionOperation as operation } from './create-mission.schema';

export const createMissionProcedure = withPermission('MANAGE_MISSIONS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(({ ctx, input }) => {
    ctx.response.status = 201;
    return createMission(ctx.db, ctx.principal.organizationId, input);
  });
