import { updateMission } from '~/server/missions/missions';
import { withPermission } from '../../trpc';
import { updateMissionOperation as operation } from './update-mission.schema';

export { ZUpdateMissionRequest } from './update-mission.schema';

export const updateMissionProcedure = withPermission('MANAGE_MISSIONS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(({ ctx, input: { id, ...changes } }) => updateMission(ctx.db, ctx.principal.organizationId, id, changes));
