import { deleteMission } from '~/server/missions/missions';
import { withPermission } from '../../trpc';
import { deleteMissionOperation as operation } from './delete-mission.schema';

export const deleteMissionProcedure = withPermission('MANAGE_MISSIONS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .mutation(({ ctx, input }) => deleteMission(ctx.db, ctx.principal.organizationId, input.id));
