import { listMissions } from '~/server/missions/missions';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import { listMissionsOperation as operation } from './list-missions.schema';

export { ZListMissionsRequest } from './list-missions.schema';

export const listMissionsProcedure = withPermission('VIEW_GRANTS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(async ({ ctx, input }) => {
    const { data, total } = await listMissions(ctx.db, ctx.principal.organizationId, input);
    return paginate(data, total, input);
  });
